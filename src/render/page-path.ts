import { hasControlCharacter } from '../../core/plain-text.js';

/** What the page route does with a requested path. */
export type PathDecision = { kind: 'page' } | { kind: 'redirect'; location: string } | { kind: 'not_found' };

/**
 * Decides whether a request path is a page, a trailing-slash redirect or not found. Empty segments
 * ("//"), backslashes and their percent-encoded forms (%2F, %5C inside a segment) are never pages:
 * browsers read "//host" and "/\host" as another site, so a redirect built from them would leave the
 * site. A redirect's Location is therefore always one "/" followed by a path character (or just "/").
 * See docs/product.md#9-redirects-and-paths.
 *
 * @param path the raw (still percent-encoded) path, e.g. Express's req.path
 * @param query the raw query string with its "?", or ""
 */
export function decidePagePath(path: string, query = ''): PathDecision {
  if (!path.startsWith('/') || path.includes('\\')) return { kind: 'not_found' };
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed !== '/') {
    for (const segment of trimmed.slice(1).split('/')) {
      if (segment === '' || !isSafeSegment(segment)) return { kind: 'not_found' };
    }
  }
  if (trimmed === path) return { kind: 'page' };
  const location = `${trimmed}${query}`;
  // Belt and braces: whatever the rules above become, never send a Location another host could hide in.
  if (!/^\/(?:[^/\\]|$)/.test(location)) return { kind: 'not_found' };
  return { kind: 'redirect', location };
}

/** A segment whose decoded form is one segment: no slash, backslash or control character, valid escapes. */
function isSafeSegment(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return !/[/\\]/.test(decoded) && !hasControlCharacter(decoded);
}

/** What may stand in a path or query as it is (RFC 3986 pchar, "/", "?"), besides a valid %XX escape. */
const URI_CHARACTER = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/;

/**
 * A site path (and query) as a Location header may carry it: every character outside RFC 3986's set is
 * percent-encoded, a "%" that starts no valid escape included. The request line arrives as latin1, one
 * character per byte, so a character below U+0100 is encoded as that one byte; existing escapes are kept.
 */
export function encodeLocation(location: string): string {
  let out = '';
  let i = 0;
  for (const c of location) {
    if (c === '%' && /^[0-9A-Fa-f]{2}$/.test(location.slice(i + 1, i + 3))) out += c;
    else if (URI_CHARACTER.test(c)) out += c;
    else if (c.charCodeAt(0) < 0x100) out += `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
    else out += /[\ud800-\udfff]/.test(c) && c.length === 1 ? '%EF%BF%BD' : encodeURIComponent(c);
    i += c.length;
  }
  return out;
}
