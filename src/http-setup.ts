import { constants as zlib } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ThrottlerStorage } from '@nestjs/throttler';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import { apiRateLimit, parseJson, requireJsonBodies } from './common/api-gate.js';
import { readFormPosts } from './common/form-body.js';
import { GlobalExceptionFilter } from './common/global-exception.filter.js';
import { requestId } from './common/request-id.js';
import { createValidationPipe } from './common/request-validation.js';
import { securityHeaders } from './common/security.js';
import { applyServerTimeouts } from './common/server-timeouts.js';
import { AppConfig } from './config/app-config.js';
import { LEAD_FORM_POSTS } from '../core/lead-form-post.js';
import { MEDIA_API_PATH } from '../core/media.js';
import { VISITS_API_PATH } from '../core/visits.js';
import { locationSearchRoute, LocationSearchService } from './locations/index.js';
import { httpMetrics, metricsEndpoint } from './metrics/http-metrics.js';
import { Metrics } from './metrics/metrics.js';
import { AssetStore, ASSETS_DIR } from './render/asset-store.js';
import { fastPath } from './render/fast-path.js';
import { PageCache } from './render/page-cache.js';
import { PageResponder } from './render/page-responder.js';
import { TestClock, testClockRoute } from './queue/test-clock.js';
import { visitBeaconRoute, VisitRecorder } from './visits/index.js';
import { Clock } from './common/clock.js';

/**
 * Endpoints fed by navigator.sendBeacon, which posts text/plain: their JSON is parsed regardless. The visit
 * beacon's POSTs are answered before the gate, by its route, with the same rule (jsonBodyRefusal).
 */
export const BEACON_PATHS = ['/api/client-errors', '/api/abandoned-forms/capture-abandonment', VISITS_API_PATH];

/** Endpoints that take a multipart form (an upload) instead of JSON. */
export const MULTIPART_PATHS = [MEDIA_API_PATH];

/** The request id exists before anything can fail, so every error response can carry it. */
function assignRequestId(req: Request & { id?: string }, res: Response, next: NextFunction): void {
  req.id = requestId(req, res);
  next();
}

/**
 * Routes match only their own spelling: Express's default would let "/API/quotes" reach the quote
 * controller past the checks the API gate keys on the path. Nest's Express adapter builds the router in its
 * constructor, which reads the setting only then, so the setting is also applied to that router; it must
 * happen before Nest registers a route (app.init). Other spellings of /api are still API paths for the
 * gate, which answers them JSON 404s (docs/product.md#9-redirects-and-paths).
 */
function caseSensitiveRouting(app: NestExpressApplication): void {
  app.set('case sensitive routing', true);
  const { router } = app.getHttpAdapter().getInstance() as { router: { caseSensitive?: boolean; stack: { route?: unknown }[] } };
  if (router.stack.some((layer) => layer.route !== undefined)) throw new Error('configureApp must run before the routes are registered (app.init)');
  router.caseSensitive = true;
}

/**
 * Everything between the socket and the controllers, shared by main.ts and the integration tests
 * so tests exercise the production pipeline. The app must be created with `bodyParser: false`.
 */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  caseSensitiveRouting(app);
  app.disable('x-powered-by');
  // Slow clients get 408 and lose the connection (docs/product.md#8-abuse-limits).
  applyServerTimeouts(app.getHttpServer(), {
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS,
  });
  // Every request counted and timed by route pattern, those answered before routing included (docs/product.md#24-operations).
  const metrics = app.get(Metrics);
  app.use(httpMetrics(metrics));
  app.use(securityHeaders({ analytics: Boolean(config.ANALYTICS_ID), production: config.isProduction }));
  app.use(assignRequestId);
  // GET /metrics for a scraper with METRICS_TOKEN; without the token it is an unknown path like any other.
  if (config.METRICS_TOKEN) app.use(metricsEndpoint(metrics, config.METRICS_TOKEN));
  // Assets, cached pages and page routes, answered before routing (docs/product.md#15-how-pages-and-assets-are-served).
  app.use(fastPath(app.get(PageCache), AssetStore.load(ASSETS_DIR, '/assets/'), app.get(PageResponder)));
  // The visit beacon, sent on every page view: answered here with every rule of the API gate and a controller
  // kept, and not logged per request (docs/product.md#26-visit-counting).
  const apiBudget = { limit: config.THROTTLE_LIMIT, ttlMs: config.THROTTLE_TTL_SECONDS * 1000 };
  app.use(
    visitBeaconRoute(app.get(VisitRecorder), app.get(ThrottlerStorage), {
      api: apiBudget,
      visit: { limit: config.VISIT_THROTTLE_LIMIT, ttlMs: config.VISIT_THROTTLE_TTL_SECONDS * 1000 },
    }),
  );
  // Only API answers are compressed per request; pages and assets are compressed once, in advance. Brotli
  // (compression's quality 4) with a 256 KB window instead of the 4 MB default: an answer under 256 KB comes
  // out the same, and a long one keeps far less encoder state (the leads export, 29 MB of CSV: about 2 MB
  // instead of 35 MB of native memory per download, measured, and 2% smaller).
  app.use('/api', compression({ threshold: 1024, brotli: { params: { [zlib.BROTLI_PARAM_LGWIN]: 18 } } }));
  app.use(apiRateLimit(app.get(ThrottlerStorage), apiBudget));
  app.use(requireJsonBodies(BEACON_PATHS, MULTIPART_PATHS));
  // The lead forms' pages take their form posted without JavaScript (docs/product.md#45-forms-without-javascript).
  app.use(readFormPosts(Object.values(LEAD_FORM_POSTS).map((form) => form.path), config.BODY_LIMIT));
  app.use(BEACON_PATHS, parseJson({ limit: '16kb', type: ['text/plain', 'application/json'] }));
  app.use(parseJson({ limit: config.BODY_LIMIT, type: ['application/json'] }));
  const validation = createValidationPipe();
  // The autocomplete's search, answered after the API gate and before Nest's router (docs/product.md#185-get-apilocation-searchq).
  app.use(locationSearchRoute(app.get(LocationSearchService), validation));
  // Tests only (TEST_CLOCK=on, refused in production): moves the site's time; otherwise an unknown path like any other.
  if (config.TEST_CLOCK === 'on') app.use(testClockRoute(app.get(TestClock), app.get(Clock), validation));
  app.useGlobalPipes(validation);
  app.useGlobalFilters(new GlobalExceptionFilter());
  // No enableShutdownHooks: main.ts runs the one shutdown sequence on SIGTERM/SIGINT (src/common/graceful-shutdown.ts),
  // and the integration tests close their apps themselves.
  return app;
}
