import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { hasUnsafeLinkCharacter } from '../../core/plain-text.js';

// Markdown of a post to the HTML pages print, done once when the posts are seeded
// (docs/product.md#20-blog). markdown-it renders it (raw HTML in the Markdown passes through to the
// sanitiser), then sanitize-html keeps only the elements an article body may hold: the page owns the H1,
// the layout, every script and every style.

const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });

/** Elements an article body may hold; anything else is dropped (its text kept, except script and style). */
export const POST_TAGS = [
  'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code', 'pre',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
] as const;

/** http(s) anywhere, or a path on this site ("/hot-shot-trucking"; not "//host", which is another site). */
const ABSOLUTE = /^https?:\/\/[^/\\]/i;
const SITE_PATH = /^\/(?![/\\])/;

/** The href a post's link may keep, or undefined when it goes anywhere else (javascript:, mailto:, //host...). */
export function allowedHref(href: string | undefined): string | undefined {
  if (href === undefined || hasUnsafeLinkCharacter(href)) return undefined;
  return ABSOLUTE.test(href) || SITE_PATH.test(href) ? href : undefined;
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...POST_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'svg', 'math'],
  transformTags: {
    // The page's title is its one H1: a heading of the body starts at H2; below H4 it stays an H4.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A link keeps its href alone (when allowed); one leaving the site opens without access to this page.
    a: (_tag, attribs): sanitizeHtml.Tag => {
      const href = allowedHref(attribs.href);
      const kept: sanitizeHtml.Attributes = href === undefined ? {} : ABSOLUTE.test(href) ? { href, rel: 'noopener' } : { href };
      return { tagName: 'a', attribs: kept };
    },
  },
  // A link whose href was refused becomes its text.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** Sanitises HTML to what an article body may hold (see POST_TAGS and allowedHref). */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** A post's Markdown as the sanitised HTML pages print. */
export function renderPostMarkdown(source: string): string {
  return sanitizePostHtml(markdown.render(source)).trim();
}

/** The text a reader reads: the words of the Markdown without its markup, link targets or raw HTML tags. */
export function postPlainText(source: string): string {
  const words: string[] = [];
  for (const token of markdown.parse(source, {})) {
    if (token.type === 'fence' || token.type === 'code_block') words.push(token.content);
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') words.push(child.content);
    }
  }
  return words.join(' ');
}

/** Reading speed the estimate assumes, in words per minute. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read a text: its words (runs of characters holding a letter or digit) / 200, rounded up, at least 1. */
export function readingTime(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
