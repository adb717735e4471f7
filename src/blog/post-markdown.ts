import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { hasUnsafeLinkCharacter } from '../../core/plain-text.js';

// Markdown of a post to the HTML pages print (docs/product.md#20-blog), and its reading time. Both are
// made when a post is seeded from its file and when the studio previews or publishes one (preparePost);
// a seeded or published post stores them, so nothing is rendered when a page is served. markdown-it
// renders the Markdown (raw HTML in it passes through to the sanitiser), then sanitize-html keeps only
// the elements an article body may hold: the page owns the H1, the layout, every script and every style.

const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });

/**
 * Elements an article body may hold. Anything else is dropped and its text kept, except the elements
 * whose content is no text to read (SANITIZE's nonTextTags: script, style, iframe, svg…), which go whole.
 */
export const POST_TAGS = [
  'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code', 'pre',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
] as const;

/** The hrefs a link keeps: an http(s) URL with a host, or a path on this site ("/hot-shot-trucking"; not "//host" or "/\\host", which are another site). */
const ABSOLUTE = /^https?:\/\/[^/\\]/i;
const SITE_PATH = /^\/(?![/\\])/;

/**
 * The href a post's link may keep, or undefined for anything else: another scheme (javascript:, mailto:),
 * "//host", a relative path or a "#fragment", and any href holding a space, a control character or a backslash.
 */
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
    // A link keeps its href alone (when allowed, else none: see exclusiveFilter), and an http(s) URL gets
    // rel="noopener" too; every other attribute (target, the link's own rel) is dropped.
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

/**
 * The text reading time counts: the words of the Markdown's text and code, without its markup, link
 * targets or images. Raw HTML is not read: inline, its tags are skipped and the text between them kept; a
 * block of it is left out whole, though its text may show on the page.
 */
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

/** Minutes to read a text: its words (runs between whitespace that hold a letter or digit) / WORDS_PER_MINUTE, rounded up, at least 1. */
export function readingTime(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
