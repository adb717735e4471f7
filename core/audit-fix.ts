import type { FixPlaceView } from './content-audit.js';
import { adminPageMetaPath } from './page-meta.js';
import { STUDIO_PATHS } from './studio-posts.js';

// Where each finding of the content optimizer is fixed in the back office (docs/product.md#234-the-dashboard-and-the-api):
// a post's findings in its editor, a page's title and description in the page's title and description
// form. The rest of a page is made by the code (a developer's fix). An unapproved figure's fix text links
// the approve form itself (core/approved-claims.ts).

/** The checks about a page's title and meta description: the studio overrides both for any sitemap page. */
const TITLE_AND_DESCRIPTION_CHECKS: ReadonlySet<string> = new Set([
  'title-missing',
  'title-length',
  'title-short',
  'title-duplicate',
  'description-missing',
  'description-length',
  'description-duplicate',
]);

/** Where a finding on `path` is fixed, or undefined when the studio has no place for it. `postId`: the post published at `path`, if any. */
export function fixPlace(check: string, path: string, postId: number | undefined): FixPlaceView | undefined {
  if (check === 'unapproved-figure') return undefined;
  if (postId !== undefined) return { label: 'Open the post in the studio', href: STUDIO_PATHS.post(postId) };
  if (TITLE_AND_DESCRIPTION_CHECKS.has(check)) return { label: 'Edit the title and description', href: adminPageMetaPath(path) };
  return undefined;
}
