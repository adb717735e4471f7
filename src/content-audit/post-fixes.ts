import type { AuditCheckId, PageFamily } from '../../core/content-audit.js';
import { figuresIn } from './figures.js';

// Which published post a finding is fixed in (docs/product.md#234-the-dashboard-and-the-api): core/audit-fix.ts
// links that post's editor. Studio posts and the committed files alike are rows of `post`.

/** A published post as the fixes need it: its id, its page's slug, and the text the blog's lists show of it. */
export interface PublishedPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
}

/** What of a finding tells where it is fixed. */
export type FindingAt = { path: string; family: PageFamily; check: AuditCheckId; subject: string };

/** The id of the post a finding is fixed in, or undefined when no post holds its fix. */
export type PostAt = (finding: FindingAt) => number | undefined;

/**
 * Every finding on a post's page is fixed in that post. On the blog's lists, a figure no claim approves
 * comes from a post's title or excerpt as the list shows it: it is fixed in the first post (in `posts`'
 * order, the lists' own: newest first) whose title or excerpt has that figure.
 */
export function postsFixing(posts: readonly PublishedPost[]): PostAt {
  const byPath = new Map(posts.map((post) => [`/blog/${post.slug}`, post.id]));
  const byFigure = new Map<string, number>();
  for (const post of posts) {
    for (const figure of [...figuresIn(post.title), ...figuresIn(post.excerpt)]) if (!byFigure.has(figure)) byFigure.set(figure, post.id);
  }
  return (finding) => byPath.get(finding.path) ?? (finding.family === 'blog' && finding.check === 'unapproved-figure' ? byFigure.get(finding.subject) : undefined);
}
