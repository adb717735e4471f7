import { LEAD_FORM_NAMES, LEAD_FORM_POSTS, type LeadFormName } from '../../../core/lead-form-post.js';
import type { PageDefinition } from '../../app/page.js';
import { receivedCopy, receivedHomeLabel, receivedLinks } from '../../content/lead-received.js';
import { MessagePage } from '../../layout/message-page.js';

/** The page a lead form posted without script is sent to once its lead is stored (303): noindex, out of the sitemap. */
function receivedPage(form: LeadFormName): PageDefinition {
  const copy = receivedCopy[form];
  return {
    component: () => <MessagePage eyebrow={copy.eyebrow} title={copy.title} text={copy.text} note={copy.note} homeLabel={receivedHomeLabel} links={receivedLinks} />,
    meta: ({ path }) => ({ title: copy.metaTitle, description: copy.text, path, noindex: true }),
    unlisted: true,
  };
}

/** The three confirmation pages, by path. */
export const receivedPages = LEAD_FORM_NAMES.map((form) => ({ path: LEAD_FORM_POSTS[form].receivedPath, page: receivedPage(form) }));
