import type { RequestHandler } from 'express';
import { isApiPath } from '../common/api-gate.js';
import { ASSETS_ROUTE, setRouteLabel } from '../metrics/route-label.js';
import { sendAsset, type AssetStore } from './asset-store.js';
import type { PageCache } from './page-cache.js';
import { sendCachedPage } from './page-response.js';
import type { PageResponder } from './page-responder.js';

/**
 * Answered before routing: a hashed asset, a page already in the page cache (bytes that are the same for
 * every visitor), or a page route rendered now (it then enters the cache). Anything else (unknown paths,
 * other methods, the API) goes on to Nest. The security headers and the request id are set before this
 * runs; see docs/product.md#15-how-pages-and-assets-are-served.
 */
export function fastPath(cache: PageCache, assets: AssetStore, pages: PageResponder): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = req.url;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (isApiPath(path)) return next();
    // A path whose escapes do not decode (/assets/%c0%ae) is no page: the not-found page, before the
    // router would refuse it with a JSON 400.
    if (path.includes('%') && !decodes(path)) return void pages.respond(req, res).catch(next);
    if (path.startsWith('/assets/')) {
      const asset = assets.get(path);
      if (!asset) return next();
      setRouteLabel(res, ASSETS_ROUTE);
      return sendAsset(req, res, asset);
    }
    const page = cache.get(path);
    if (page) {
      setRouteLabel(res, pages.routeLabel(path));
      return sendCachedPage(req, res, page, pages.cacheControl);
    }
    if (!pages.isPageRoute(path)) return next();
    setRouteLabel(res, pages.routeLabel(path));
    pages.respond(req, res).catch(next);
  };
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
