import type { PageDefinition } from '../../app/page.js';
import { usePage } from '../../app/site-context.js';
import { notFoundCopy, popularPages } from '../../content/not-found.js';
import { PhoneIcon } from '../../layout/icons.js';
import { LinkCardGrid } from '../../layout/link-card-grid.js';
import { button, buttonLarge } from '../../theme/button.css.js';
import { container, eyebrow } from '../../theme/utilities.css.js';
import * as s from './not-found-page.css.js';

function NotFoundPage() {
  const { site } = usePage();
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.intro}>
        <p className={eyebrow}>{notFoundCopy.eyebrow}</p>
        <h1 className={s.title}>{notFoundCopy.title}</h1>
        <p className={s.text}>{notFoundCopy.text}</p>
        <div className={s.actions}>
          <a href="/" className={`${button.secondary} ${buttonLarge}`}>
            {notFoundCopy.homeLabel}
          </a>
          <a href={site.phoneHref} className={`${button.outline} ${buttonLarge}`}>
            <PhoneIcon size={20} />
            Call {site.phone}
          </a>
        </div>
      </div>

      <section aria-labelledby="popular-title" className={s.popular}>
        <h2 id="popular-title" className={s.popularTitle}>
          {notFoundCopy.popularTitle}
        </h2>
        <LinkCardGrid links={popularPages} columns={3} />
      </section>
    </div>
  );
}

export const notFoundPage: PageDefinition = {
  component: NotFoundPage,
  meta: ({ path }) => ({
    title: notFoundCopy.metaTitle,
    description: notFoundCopy.metaDescription,
    path,
    noindex: true,
  }),
  status: 404,
};
