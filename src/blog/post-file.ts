import { BLOG_CATEGORY_SLUGS, isBlogCategory, type BlogCategorySlug } from '../../core/blog-categories.js';
import { hasControlCharacter, hasUnpairedSurrogate } from '../../core/plain-text.js';
import { isSlug, SLUG_RULE } from '../../core/slug.js';
import { POST_FIELD_MAX } from '../../core/studio-posts.js';

// One article file, src/blog/posts/<slug>.md (docs/product.md#20-blog):
//
//   ---
//   title: Same-Day vs. Next-Day Delivery
//   slug: same-day-vs-next-day-delivery
//   category: expedited-freight
//   excerpt: How to compare price, risk and timing before you book.
//   author: Dispatch Team
//   publishedAt: 2025-01-15
//   updatedAt: 2025-02-01
//   ---
//   The Markdown body (no H1: the page prints the title as its H1).
//
// Parsed strictly: any problem is an error naming the file, so a bad article stops the seed (and the
// start) instead of going live half right.

/** The front matter keys, all required, each once. */
export const FRONT_MATTER_KEYS = ['title', 'slug', 'category', 'excerpt', 'author', 'publishedAt', 'updatedAt'] as const;
type FrontMatterKey = (typeof FRONT_MATTER_KEYS)[number];

/** A post as its file states it. */
export interface PostFile {
  title: string;
  slug: string;
  category: BlogCategorySlug;
  excerpt: string;
  author: string;
  /** ISO 8601 instant, e.g. "2025-01-15T00:00:00.000Z" (a date alone is midnight UTC). */
  publishedAt: string;
  updatedAt: string;
  bodyMarkdown: string;
}

/** A post file that cannot be published as it is. */
export class PostFileError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`Blog post ${file}: ${problem}`);
    this.name = 'PostFileError';
  }
}

const MAX_LENGTH: Record<Exclude<FrontMatterKey, 'publishedAt' | 'updatedAt' | 'category'>, number> = {
  title: POST_FIELD_MAX.title,
  slug: POST_FIELD_MAX.slug,
  excerpt: POST_FIELD_MAX.excerpt,
  author: POST_FIELD_MAX.author,
};
/** "2025-01-15", or a date and time with seconds optional and a zone: "2025-01-15T09:30:00Z", "...-05:00". */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The instant a front matter date names (ISO 8601, UTC), or undefined if it is not a real date. */
export function parsePostDate(value: string): string | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour = '00', minute = '00', second = '00', zone] = match;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCFullYear() !== Number(year) || calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  if (zone && zone !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4, 6)) > 59)) return undefined;
  const time = Date.parse(zone ? value : `${value}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * Parses one article file. `file` is its path ("src/blog/posts/same-day-vs-next-day-delivery.md"): named in
 * every error, and its last part must be the slug followed by ".md".
 */
export function parsePostFile(file: string, text: string): PostFile {
  const fail = (problem: string): never => {
    throw new PostFileError(file, problem);
  };
  const fileName = file.split(/[\\/]/).pop()!;
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  if (lines[0] !== '---') fail('must start with a front matter block: a line "---", "key: value" lines, then "---"');
  const end = lines.indexOf('---', 1);
  if (end < 0) fail('the front matter block has no closing "---" line');

  const values = new Map<string, string>();
  lines.slice(1, end).forEach((line, index) => {
    const lineNumber = index + 2;
    if (line.trim() === '') return;
    const colon = line.indexOf(': ');
    if (colon <= 0) fail(`line ${lineNumber} is not "key: value"`);
    const key = line.slice(0, colon);
    const value = line.slice(colon + 2).trim();
    if (!(FRONT_MATTER_KEYS as readonly string[]).includes(key)) fail(`line ${lineNumber}: unknown key "${key}" (keys: ${FRONT_MATTER_KEYS.join(', ')})`);
    if (values.has(key)) fail(`line ${lineNumber}: "${key}" is given twice`);
    if (value === '') fail(`line ${lineNumber}: "${key}" is empty`);
    // Front matter values are one line: no control character of any kind, no unpaired surrogate.
    if (hasControlCharacter(value) || hasUnpairedSurrogate(value)) fail(`line ${lineNumber}: "${key}" holds a control character`);
    values.set(key, value);
  });
  const missing = FRONT_MATTER_KEYS.filter((key) => !values.has(key));
  if (missing.length > 0) fail(`missing ${missing.map((k) => `"${k}"`).join(', ')} in the front matter`);
  const get = (key: FrontMatterKey) => values.get(key)!;

  for (const [key, max] of Object.entries(MAX_LENGTH)) {
    if (get(key as FrontMatterKey).length > max) fail(`"${key}" is longer than ${max} characters`);
  }
  const slug = get('slug');
  if (!isSlug(slug)) fail(`slug "${slug}" must be ${SLUG_RULE}`);
  if (`${slug}.md` !== fileName) fail(`slug "${slug}" does not match the file name (expected ${slug}.md)`);
  if (isBlogCategory(slug)) fail(`slug "${slug}" is a category's address (/blog/${slug})`);
  const category = get('category');
  if (!isBlogCategory(category)) fail(`unknown category "${category}" (categories: ${BLOG_CATEGORY_SLUGS.join(', ')})`);
  const publishedAt = parsePostDate(get('publishedAt')) ?? fail(`publishedAt "${get('publishedAt')}" is not a date (YYYY-MM-DD, or an ISO 8601 date and time with a zone)`);
  const updatedAt = parsePostDate(get('updatedAt')) ?? fail(`updatedAt "${get('updatedAt')}" is not a date (YYYY-MM-DD, or an ISO 8601 date and time with a zone)`);
  if (updatedAt < publishedAt) fail(`updatedAt ${get('updatedAt')} is before publishedAt ${get('publishedAt')}`);

  const bodyMarkdown = lines.slice(end + 1).join('\n').trim();
  if (bodyMarkdown === '') fail('the Markdown body after the front matter is empty');
  // The body keeps tab and line feed.
  if (hasControlCharacter(bodyMarkdown, true) || hasUnpairedSurrogate(bodyMarkdown)) fail('the Markdown body holds a control character');

  return {
    title: get('title'),
    slug,
    category: category as BlogCategorySlug,
    excerpt: get('excerpt'),
    author: get('author'),
    publishedAt,
    updatedAt,
    bodyMarkdown,
  };
}
