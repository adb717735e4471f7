import type { Server } from 'node:http';

// Slow clients: how long Node's HTTP server waits for a request, set on the server itself so main.ts and
// the integration tests get the same values (see docs/product.md#8-abuse-limits).

export interface ServerTimeouts {
  /** Time to receive a request's headers, from its first byte (or from the connection for the first request). */
  headersTimeoutMs: number;
  /** Time to receive the whole request, headers and body. */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection waits for the next request. */
  keepAliveTimeoutMs: number;
}

/**
 * How often Node looks for requests past their deadline. Node's default is 30 s, so a request could
 * outlive its timeout by that much; a quarter of the headers timeout, at most a second, keeps the
 * answer close to the deadline at the cost of one walk over the open connections per tick.
 */
export function connectionsCheckingInterval(headersTimeoutMs: number): number {
  return Math.max(100, Math.min(1000, Math.floor(headersTimeoutMs / 4)));
}

/**
 * Past headersTimeoutMs or requestTimeoutMs Node answers a bare `408 Request Timeout` with
 * `Connection: close` and destroys the socket; a body parser still waiting then fails with
 * "request aborted", so nothing reaches a controller. Must run before listen(): Node starts its checking
 * timer when the server starts listening, reading connectionsCheckingInterval then.
 */
export function applyServerTimeouts(server: Server, timeouts: ServerTimeouts): void {
  if (server.listening) throw new Error('applyServerTimeouts must be called before the server listens');
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  // Not in Server's type (only a createServer option), but read from the server when it starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = connectionsCheckingInterval(timeouts.headersTimeoutMs);
}
