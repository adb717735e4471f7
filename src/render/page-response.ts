import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../config/app-config.js';
import { compressOnce, negotiateEncoding } from './content-encoding.js';
import { HTML_TYPE, type CachedPage } from './page-cache.js';
import type { RenderedPage } from '../../core/render-contract.js';

/** With no shared-cache time: pages may be stored but are checked with the server on every use (their ETag makes that cheap). */
export const REVALIDATED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The Cache-Control of public pages (docs/product.md#24-operations): browsers check with the server on
 * every use (max-age=0), while a shared cache (a CDN) may serve a page PAGE_SHARED_MAX_AGE_SECONDS without
 * asking the origin, then PAGE_STALE_WHILE_REVALIDATE_SECONDS more while it fetches a fresh copy. A change of content
 * therefore reaches visitors behind a CDN within those times; the instances themselves drop their copies
 * within a second. A shared max age of 0 turns shared caching off.
 */
export function pageCacheControl(config: Pick<AppConfig, 'PAGE_SHARED_MAX_AGE_SECONDS' | 'PAGE_STALE_WHILE_REVALIDATE_SECONDS'>): string {
  const sharedMaxAge = config.PAGE_SHARED_MAX_AGE_SECONDS;
  const staleWhileRevalidate = config.PAGE_STALE_WHILE_REVALIDATE_SECONDS;
  if (sharedMaxAge <= 0) return REVALIDATED_PAGE_CACHE_CONTROL;
  const stale = staleWhileRevalidate > 0 ? `, stale-while-revalidate=${staleWhileRevalidate}` : '';
  return `public, max-age=0, s-maxage=${sharedMaxAge}${stale}`;
}

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

/** A cached page, with the public pages' Cache-Control (pageCacheControl). */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, cacheControl: string): void {
  sendPrepared(req, res, page, cacheControl);
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
