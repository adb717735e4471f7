import type { IncomingMessage, ServerResponse } from 'node:http';

/** The route of a request that no route answered (unknown paths, 404s, refusals before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Every hashed asset under one name. */
export const ASSETS_ROUTE = '/assets/*';

const LABEL = Symbol('metrics route label');

type Labelled = ServerResponse & { [LABEL]?: string };

/** A request as the router left it: Express sets `route` (and `baseUrl`) when a route matched. */
type RoutedRequest = IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };

/**
 * Names the route that answers a response, for a handler that answers before Nest's router (the fast
 * path, location search, /metrics): the name must be a pattern ("/locations/:citySlug"), never a path
 * with an id or a slug in it, so that request metrics keep a bounded number of series.
 */
export function setRouteLabel(res: ServerResponse, route: string): void {
  (res as Labelled)[LABEL] = route;
}

/**
 * The route label of a finished request (docs/product.md#24-operations): the name a handler set with
 * setRouteLabel, else the pattern of the Express route that matched (with its mount path), else
 * UNMATCHED_ROUTE. Never the raw path.
 */
export function routeLabel(req: IncomingMessage, res: ServerResponse): string {
  const named = (res as Labelled)[LABEL];
  if (named !== undefined) return named;
  const { route, baseUrl } = req as RoutedRequest;
  if (typeof route?.path === 'string') return `${baseUrl ?? ''}${route.path}`;
  return UNMATCHED_ROUTE;
}
