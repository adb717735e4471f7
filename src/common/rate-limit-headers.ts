import type { ServerResponse } from 'node:http';

/** What a throttler storage answers for one hit (the shape of @nestjs/throttler's storage record). */
export interface LimitRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/** One limit as an answer reports it. */
export interface LimitState {
  limit: number;
  /** Requests left before this limit refuses; 0 while it blocks. */
  remaining: number;
  /** Seconds until this limit lets a request through again: the block's end, else until the oldest counted hit stops counting. */
  reset: number;
}

/** The state of a limit after a hit that the storage answered with `record`. */
export function limitState(limit: number, record: LimitRecord): LimitState {
  return record.isBlocked
    ? { limit, remaining: 0, reset: record.timeToBlockExpire }
    : { limit, remaining: Math.max(0, limit - record.totalHits), reset: record.timeToExpire };
}

/** The limit an answer reports: the one with fewer requests left; on a tie, the one that frees up last. */
export const nearerItsEnd = (a: LimitState, b: LimitState): LimitState => (b.remaining < a.remaining || (b.remaining === a.remaining && b.reset > a.reset) ? b : a);

const reported = new WeakMap<ServerResponse, LimitState>();

/**
 * Every limited answer (every /api answer) carries one limit in `X-RateLimit-Limit`, `-Remaining` and
 * `-Reset` (seconds): of the limits the request counted against (the per-IP budget shared by every /api
 * request, then the route's own), the one nearest to its end. Each limit reports here once it has counted
 * the request; this is the only place that writes these headers. See docs/product.md#8-abuse-limits.
 */
export function reportLimit(res: ServerResponse, state: LimitState): void {
  const previous = reported.get(res);
  const shown = previous ? nearerItsEnd(previous, state) : state;
  reported.set(res, shown);
  if (shown === previous || res.headersSent) return;
  res.setHeader('X-RateLimit-Limit', String(shown.limit));
  res.setHeader('X-RateLimit-Remaining', String(shown.remaining));
  res.setHeader('X-RateLimit-Reset', String(shown.reset));
}

/**
 * For a 429: `Retry-After` is the reported limit's reset, so it never tells a client to come back while
 * another limit it counted against would still refuse it.
 */
export function setRetryAfter(res: ServerResponse, blocking: LimitState): void {
  reportLimit(res, blocking);
  const shown = reported.get(res)!;
  res.setHeader('Retry-After', String(Math.max(1, shown.reset)));
}
