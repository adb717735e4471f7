import type { RequestHandler } from 'express';
import { sendAsset, type AssetStore } from './asset-store.js';
import type { PageCache } from './page-cache.js';
import { sendCachedPage } from './page-response.js';

/**
 * Bytes that are the same for every visitor, answered before routing: a hashed asset, or a page already
 * in the page cache. Anything else (a miss, another method) goes on to Nest. The security headers and
 * the request id are set before this runs; see docs/product.md#2-pages-and-routes.
 */
export function fastPath(cache: PageCache, assets: AssetStore): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = req.url;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (path.startsWith('/assets/')) {
      const asset = assets.get(path);
      return asset ? sendAsset(req, res, asset) : next();
    }
    const page = cache.get(path);
    return page ? sendCachedPage(req, res, page) : next();
  };
}
