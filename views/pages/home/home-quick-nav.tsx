import { homeQuickNav } from '../../content/home-quick-nav.js';
import { TitledLinkList } from '../../layout/link-list.js';
import { link, title } from '../../layout/site-index.css.js';
import { container } from '../../theme/utilities.css.js';
import * as s from './home-quick-nav.css.js';

/**
 * The home page's quick-navigation links: hidden like the site index, and shown while keyboard focus is
 * inside them, so they never hold invisible focus stops.
 */
export function HomeQuickNav() {
  return (
    <nav aria-label={homeQuickNav.title} className={s.nav}>
      <div className={container}>
        <TitledLinkList
          group={homeQuickNav}
          titleId="home-quick-nav"
          titleClassName={title}
          listClassName={s.list}
          linkClassName={link}
        />
      </div>
    </nav>
  );
}
