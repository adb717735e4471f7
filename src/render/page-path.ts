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
  return !/[/\\\u0000-\u001f\u007f]/.test(decoded);
}
