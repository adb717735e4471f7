import type { PageDefinition } from '../../app/page.js';
import { notFoundCopy, popularPages } from '../../content/not-found.js';
import { LinkCardGrid } from '../../layout/link-card-grid.js';
import { MessagePage } from '../../layout/message-page.js';
import * as s from './not-found-page.css.js';

function NotFoundPage() {
  return (
    <MessagePage eyebrow={notFoundCopy.eyebrow} title={notFoundCopy.title} text={notFoundCopy.text} homeLabel={notFoundCopy.homeLabel}>
      <section aria-labelledby="popular-title" className={s.popular}>
        <h2 id="popular-title" className={s.popularTitle}>
          {notFoundCopy.popularTitle}
        </h2>
        <LinkCardGrid links={popularPages} columns={3} />
      </section>
    </MessagePage>
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
