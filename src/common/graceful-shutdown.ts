import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** What the sequence needs of the HTTP server (node:http's Server). */
export type ClosableServer = Pick<Server, 'close' | 'closeAllConnections'>;

/**
 * The requests an HTTP server is answering. Node's `server.close()` stops accepting but leaves kept-alive
 * connections open, and serves further requests on them: once shutdown begins, every response (those
 * under way included, when their headers are not out yet) says `Connection: close`, so clients open their
 * next request elsewhere; once the listener is closed, a connection is also closed as soon as it falls
 * idle. Idle connections are not closed during the drain: a client may be sending a request on one at
 * that very moment, and it would lose it; answered with `Connection: close` instead, it loses nothing.
 */
export class InFlightRequests {
  private readonly open = new Set<ServerResponse>();
  private closing = false;
  private closingIdle = false;
  private onIdle: (() => void) | undefined;

  constructor(private readonly server: Pick<Server, 'prependListener' | 'closeIdleConnections'>) {
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => this.track(res));
  }

  get count(): number {
    return this.open.size;
  }

  /** From now on a response ends its connection. */
  closeConnectionsAfterResponses(): void {
    this.closing = true;
    for (const res of this.open) endsConnection(res);
  }

  /** Closes the idle connections, now and whenever one falls idle from now on (the listener is closed). */
  closeIdleConnections(): void {
    this.closingIdle = true;
    this.server.closeIdleConnections();
  }

  /** Resolves true once no request is in flight, or false when `timeoutMs` passes first. */
  settled(timeoutMs: number): Promise<boolean> {
    if (this.open.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.onIdle = undefined;
        resolve(false);
      }, timeoutMs);
      this.onIdle = () => {
        clearTimeout(timer);
        this.onIdle = undefined;
        resolve(true);
      };
    });
  }

  private track(res: ServerResponse): void {
    if (this.closing) endsConnection(res);
    this.open.add(res);
    res.once('close', () => this.untrack(res));
  }

  private untrack(res: ServerResponse): void {
    this.open.delete(res);
    // A response whose headers were out before shutdown began left its connection kept alive.
    if (this.closingIdle) this.server.closeIdleConnections();
    if (this.open.size === 0) this.onIdle?.();
  }
}

/** The response tells the client, and Node, that its connection ends with it. */
function endsConnection(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

export interface ShutdownSettings {
  /** SHUTDOWN_DRAIN_MS: how long to keep serving, with /readyz at 503, before the listener closes. */
  drainMs: number;
  /** SHUTDOWN_GRACE_MS: how long requests in flight may take to finish once the listener is closed. */
  graceMs: number;
}

export interface ShutdownParts {
  server: ClosableServer;
  requests: Pick<InFlightRequests, 'count' | 'closeConnectionsAfterResponses' | 'closeIdleConnections' | 'settled'>;
  /** Turns readiness off (/readyz 503). */
  drain(): void;
  /** The Nest application's close: queue workers after their current job, the pools, the embedded database last. */
  closeApp(): Promise<void>;
  log(message: string): void;
  warn(message: string): void;
  /** Resolves after `ms` (a real timer; tests give a fake one). */
  sleep(ms: number): Promise<void>;
}

/**
 * The orderly stop behind a load balancer (docs/product.md#24-operations): readiness off at once, keep
 * serving for the drain time while health checks notice, stop accepting, let the requests in flight
 * finish (up to the grace time) and close their connections, then close the application. Every step is
 * logged, so the order can be checked in the log.
 */
export async function shutDown(signal: string, parts: ShutdownParts, settings: ShutdownSettings): Promise<void> {
  const started = Date.now();
  parts.drain();
  parts.requests.closeConnectionsAfterResponses();
  parts.log(`shutdown: ${signal} received, /readyz answers 503`);
  if (settings.drainMs > 0) {
    parts.log(`shutdown: draining for ${settings.drainMs} ms`);
    await parts.sleep(settings.drainMs);
  }
  // The callback's error (the server was not listening) has nothing to add: either way nothing new arrives.
  parts.server.close(() => undefined);
  parts.requests.closeIdleConnections();
  parts.log(`shutdown: stopped accepting connections; ${parts.requests.count} requests in flight`);
  if (!(await parts.requests.settled(settings.graceMs))) {
    parts.warn(`shutdown: ${parts.requests.count} requests still in flight after ${settings.graceMs} ms: closing their connections`);
  } else {
    parts.log('shutdown: requests in flight finished');
  }
  parts.server.closeAllConnections();
  parts.log('shutdown: closing the application (queue workers, database pool, embedded database)');
  await parts.closeApp();
  parts.log(`shutdown: complete in ${Date.now() - started} ms`);
}

/**
 * Runs `shutDown` on the first SIGTERM or SIGINT and exits: 0 once it completed, 1 if a step failed. A
 * further signal during the shutdown is logged and otherwise ignored (it neither starts a second one nor
 * cuts this one short).
 */
export function onShutdownSignals(
  run: (signal: string) => Promise<void>,
  logger: { warn(message: string): void; error(message: string): void },
  { exit = (code: number) => process.exit(code), signals = process }: { exit?: (code: number) => void; signals?: Pick<NodeJS.EventEmitter, 'on'> } = {},
): void {
  let running = false;
  const handle = (signal: NodeJS.Signals) => {
    if (running) return logger.warn(`shutdown: ${signal} received again, shutdown already under way`);
    running = true;
    run(signal).then(
      () => exit(0),
      (error: unknown) => {
        logger.error(`shutdown: failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  signals.on('SIGTERM', handle);
  signals.on('SIGINT', handle);
}
