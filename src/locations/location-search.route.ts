import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import type { Request, RequestHandler } from 'express';
import { sendError } from '../common/api-gate.js';
import { setRouteLabel } from '../metrics/route-label.js';
import { LocationSearchQueryDto } from './dto/location-search-query.dto.js';
import type { LocationSearchService } from './location-search.service.js';

export const LOCATION_SEARCH_PATH = '/api/location-search';
/** A browser may reuse an answer for 5 minutes; shared caches keep out of /api (docs/product.md#24-operations). */
export const LOCATION_SEARCH_CACHE_CONTROL = 'private, max-age=300';

const QUERY: ArgumentMetadata = { type: 'query', metatype: LocationSearchQueryDto };

/**
 * GET (and HEAD) /api/location-search, answered as a plain Express handler after the API gate (the per-IP
 * budget every /api request shares, the body checks) and before Nest's router. The autocomplete calls it
 * on every typing pause, and each answer is a few index reads or a cache hit, so the router, guard and
 * interceptor chain around a controller would be most of its cost. It keeps every rule a controller would:
 * the query goes through the one validation pipe with its DTO (400 naming `q`), and errors are answered
 * by the one exception filter. Like cached pages, answers are not logged per request; errors are.
 * See docs/product.md#185-get-apilocation-searchq.
 */
export function locationSearchRoute(search: LocationSearchService, validation: PipeTransform): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isSearchPath(req)) return next();
    setRouteLabel(res, LOCATION_SEARCH_PATH);
    // Inside the chain, so that even a synchronous throw is answered by the filter.
    Promise.resolve()
      .then(() => validation.transform(req.query, QUERY) as Promise<LocationSearchQueryDto>)
      .then((query) => search.suggest(query.q ?? ''))
      .then(
        (suggestions) => {
          res.setHeader('Cache-Control', LOCATION_SEARCH_CACHE_CONTROL);
          res.json({ success: true, suggestions });
        },
        (error: unknown) => sendError(req, res, error),
      );
  };
}

/** The path as Express's router matched it for the controller before: with or without one trailing slash. */
function isSearchPath(req: Request): boolean {
  const path = req.path;
  return path === LOCATION_SEARCH_PATH || path === `${LOCATION_SEARCH_PATH}/`;
}
