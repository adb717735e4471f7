import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressOnce, negotiateEncoding } from './content-encoding.js';
import { HTML_TYPE, type CachedPage } from './page-cache.js';
import type { RenderedPage } from '../../core/render-contract.js';

/** Pages may be stored but are checked with the server on every use (their ETag makes that cheap). */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** True when an If-None-Match header names this ETag (or is "*"); weak comparison, as for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/**
 * Bytes prepared once (a cached page, a catalog, artwork: identity, gzip and br with their ETags, see
 * cachedPage): the variant the client accepts, with its ETag, Content-Length, Vary and the given
 * Cache-Control, or 304 when the client already holds that variant. Nothing is computed per request but
 * the choice, and the API's per-request compression leaves it alone (Content-Encoding is already set).
 */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, document: CachedPage, cacheControl: string): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const variant = document.variants[encoding];
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', variant.etag);
  if (etagMatches(req.headers['if-none-match'], variant.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = document.status;
  res.setHeader('Content-Type', document.type);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', variant.body.length);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

/** A cached page, checked with the server on every use. */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  sendPrepared(req, res, page, PAGE_CACHE_CONTROL);
}

/** A page rendered for this answer only (404s, error pages, a page cache that is off): compressed once, fast. */
export function sendFreshPage(req: IncomingMessage, res: ServerResponse, page: RenderedPage, cacheControl: string): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const body = compressOnce(Buffer.from(page.html, 'utf8'), encoding);
  res.statusCode = page.status;
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Type', HTML_TYPE);
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
