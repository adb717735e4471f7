import type { PageDefinition } from '../../app/page.js';
import { errorPageCopy } from '../../content/error-page.js';
import { MessagePage } from '../../layout/message-page.js';

/**
 * The page a browser or crawler gets when a page fails to render (never the JSON error body): the site's
 * chrome, the phone number, noindex. The request id lets support find the log line.
 */
export function errorPage(status: 500 | 503, requestId: string | undefined): PageDefinition {
  const copy = errorPageCopy[status];
  return {
    component: () => (
      <MessagePage
        eyebrow={copy.eyebrow}
        title={copy.title}
        text={copy.text}
        homeLabel={errorPageCopy.homeLabel}
        note={requestId ? `${errorPageCopy.referenceLabel} ${requestId}` : undefined}
      />
    ),
    meta: ({ path }) => ({ title: copy.metaTitle, description: copy.text, path, noindex: true }),
    status,
  };
}
