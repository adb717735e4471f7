import { siteIndexGroups } from '../content/site-index.js';
import { container } from '../theme/utilities.css.js';
import { TitledLinkList } from './link-list.js';
import * as s from './site-index.css.js';

/**
 * Crawlable index of service, location and guide pages. Visually hidden, read by screen readers, and
 * shown on screen whenever keyboard focus is inside it, so it never holds invisible focus stops.
 */
export function SiteIndex() {
  return (
    <nav aria-label="Site index" className={s.index}>
      <div className={`${container} ${s.groups}`}>
        {siteIndexGroups.map((group, index) => (
          <TitledLinkList
            key={group.title}
            group={group}
            titleId={`site-index-${index}`}
            titleClassName={s.title}
            listClassName={s.list}
            linkClassName={s.link}
          />
        ))}
      </div>
    </nav>
  );
}
