import { PAGE_META_API, type PageMetaCheckView, type PageMetaValues, type PageMetaView } from '../../core/page-meta.js';
import { answerOf } from './request.js';

// Titles and descriptions of pages (admins and editors change them; docs/product.md#252-titles-and-descriptions-of-pages).

const pageMetaQuery = (path: string) => `${PAGE_META_API}/meta?path=${encodeURIComponent(path)}`;

/** The checks a page would get with these fields (empty: the page's own); nothing is stored. */
export function checkPageMeta(path: string, values: PageMetaValues, signal?: AbortSignal): Promise<PageMetaCheckView[]> {
  return answerOf<PageMetaCheckView[]>('checks', 'POST', `${PAGE_META_API}/meta/check`, { path, ...values }, { signal });
}

/** Saves the page's title and description (empty, or the page's own: the default). */
export function savePageMeta(path: string, values: PageMetaValues): Promise<PageMetaView> {
  return answerOf<PageMetaView>('page', 'PUT', `${PAGE_META_API}/meta`, { path, ...values });
}

/** Back to the page's own title and description. */
export function resetPageMeta(path: string): Promise<PageMetaView> {
  return answerOf<PageMetaView>('page', 'DELETE', pageMetaQuery(path));
}
