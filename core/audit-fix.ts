import { AUDIT_CHECKS, AUDIT_LIMITS, type FixPlaceView, type PageFamily } from './content-audit.js';
import { adminPageMetaPath } from './page-meta.js';
import { POST_FIELD_MAX, STUDIO_PATHS } from './studio-posts.js';

// Where and how each finding of the content optimizer is fixed (docs/product.md#234-the-dashboard-and-the-api):
// every finding whose fix is in a published post in the post's editor (which post: src/content-audit/post-fixes.ts),
// a page's title and description in the page's title and description form. The rest of a page is made by the code (a developer's fix). An
// unapproved figure's fix text links the approve form itself (core/approved-claims.ts), on a post's page too.

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

/** Where a finding on `path` is fixed, or undefined when the studio has no place for it. `postId`: the post its fix is in, if any. */
export function fixPlace(check: string, path: string, postId: number | undefined): FixPlaceView | undefined {
  if (postId !== undefined) return { label: 'Open the post in the studio', href: STUDIO_PATHS.post(postId) };
  if (check === 'unapproved-figure') return undefined;
  if (TITLE_AND_DESCRIPTION_CHECKS.has(check)) return { label: 'Edit the title and description', href: adminPageMetaPath(path) };
  return undefined;
}

/**
 * On a post's page the post writes only part of the page: of its sections, the opening one shows the
 * title and the excerpt among the page's own words, and the next one is the body. A thin section there is
 * mended in the post.
 */
const POST_THIN_SECTION_FIX =
  `Lengthen the post's excerpt (at most ${POST_FIELD_MAX.excerpt} characters), the post's own text in the page's opening section, ` +
  `or its body when the short section is the article itself, until the section has at least ${AUDIT_LIMITS.sectionMinText} characters of text.`;

/** The one-line fix of a check, as a finding on a page of `family` says it (a check no longer known: none). */
export function fixText(check: string, family: PageFamily): string {
  if (check === 'section-length' && family === 'post') return POST_THIN_SECTION_FIX;
  return (AUDIT_CHECKS as Record<string, { fix: string } | undefined>)[check]?.fix ?? '';
}
