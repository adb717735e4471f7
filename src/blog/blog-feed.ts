import type { PostSummaryView } from '../../core/render-contract.js';
import { escapeMarkup } from '../../core/escape-markup.js';

/** Where the feed is served, and its key in the page cache. */
export const FEED_PATH = '/blog/feed.xml';
export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';
/** Where the blog's pages live; the page cache drops this prefix (the feed included) when a post changes. */
export const BLOG_PATH = '/blog';

const url = (origin: string, path: string) => new URL(path, `${origin}/`).href;
const text = (tag: string, value: string) => `<${tag}>${escapeMarkup(value)}</${tag}>`;

/**
 * The Atom 1.0 feed (RFC 4287) of the posts, in the order given (newest first): each entry's title, link,
 * id (the post's address), dates, summary (the excerpt), author and category. The feed's own `updated` is
 * the latest post's, or `emptyUpdated` when there are none.
 */
export function atomFeed(site: { origin: string; brandName: string }, posts: readonly PostSummaryView[], emptyUpdated: string): string {
  const updated = posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), posts[0]?.updatedAt ?? emptyUpdated);
  const entries = posts.map((post) => {
    const link = url(site.origin, `${BLOG_PATH}/${post.slug}`);
    return [
      '  <entry>',
      `    ${text('title', post.title)}`,
      `    <link rel="alternate" type="text/html" href="${escapeMarkup(link)}"/>`,
      `    ${text('id', link)}`,
      `    ${text('published', post.publishedAt)}`,
      `    ${text('updated', post.updatedAt)}`,
      `    ${text('summary', post.excerpt)}`,
      `    <author>${text('name', post.author)}</author>`,
      `    <category term="${escapeMarkup(post.category)}" label="${escapeMarkup(post.categoryName)}"/>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  ${text('title', `${site.brandName} Blog`)}`,
    `  ${text('subtitle', 'Guides, case studies and industry insights on expedited freight, hand-carry and medical transport.')}`,
    `  <link rel="alternate" type="text/html" href="${escapeMarkup(url(site.origin, BLOG_PATH))}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeMarkup(url(site.origin, FEED_PATH))}"/>`,
    `  ${text('id', url(site.origin, BLOG_PATH))}`,
    `  ${text('updated', updated)}`,
    `  <author>${text('name', site.brandName)}</author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
