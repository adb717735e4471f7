import type { Request, RequestHandler, Response } from 'express';
import { sendError } from '../common/api-gate.js';
import type { Metrics } from './metrics.js';
import { bearerMatches } from './metrics-token.js';
import { routeLabel, setRouteLabel } from './route-label.js';

export const METRICS_PATH = '/metrics';
export const METRICS_UNAUTHORIZED_MESSAGE = 'A valid metrics token is required';

/**
 * Counts and times every request by route pattern when its answer finishes (a request the client
 * abandons is not counted). Mounted first, so answers written before routing (assets, cached pages)
 * are counted too; see route-label.ts for how a route is named.
 */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => metrics.requestFinished(req.method, routeLabel(req, res), res.statusCode, (performance.now() - started) / 1000));
    next();
  };
}

/**
 * GET (and HEAD) /metrics in Prometheus text format, for a scraper holding METRICS_TOKEN as a bearer
 * token; anything else gets 401 and no figures (docs/product.md#24-operations). Answered before Nest's
 * router, so no per-route throttle applies to a scraper. Mount it only when the token is set: without
 * it /metrics is an unknown path like any other.
 */
export function metricsEndpoint(metrics: Metrics, token: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== METRICS_PATH) return next();
    setRouteLabel(res, METRICS_PATH);
    res.setHeader('Cache-Control', 'no-store');
    if (!bearerMatches(req.headers.authorization, token)) return refuse(req, res);
    metrics.exposition().then(
      (text) => void res.status(200).type(metrics.contentType).send(text),
      (error: unknown) => sendError(req, res, error),
    );
  };
}

function refuse(req: Request, res: Response): void {
  res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
  const id: unknown = req.id;
  res.status(401).json({ success: false, error: METRICS_UNAUTHORIZED_MESSAGE, code: 'unauthorized', requestId: typeof id === 'string' ? id : undefined });
}
