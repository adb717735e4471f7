import type { PageDefinition } from '../../app/page.js';
import { notFoundCopy, popularPages } from '../../content/not-found.js';
import { MessagePage } from '../../layout/message-page.js';

function NotFoundPage() {
  return (
    <MessagePage
      eyebrow={notFoundCopy.eyebrow}
      title={notFoundCopy.title}
      text={notFoundCopy.text}
      homeLabel={notFoundCopy.homeLabel}
      links={{ title: notFoundCopy.popularTitle, items: popularPages }}
    />
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
