import type { IncomingMessage, ServerResponse } from 'node:http';
import { negotiateEncoding } from '../render/content-encoding.js';
import type { CachedPage } from '../render/page-cache.js';
import { etagMatches } from '../render/page-response.js';

/**
 * Bytes prepared once (identity, gzip, br with their ETags, see cachedPage) answered with the variant the
 * client accepts, its ETag, Content-Length and the given Cache-Control, or 304 when the client holds that
 * variant already. The API's per-request compression leaves it alone (Content-Encoding is already set).
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
