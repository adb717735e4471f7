import type { ThrottlerStorage } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** One client's hits under one throttler: their expiry times, oldest first, and when a block ends. */
interface Window {
  expiries: number[];
  /** Index of the oldest live hit: expired hits are skipped, and the array is compacted now and then. */
  head: number;
  blockedUntil: number;
}

/** Below this many skipped entries the array is not compacted (compacting then costs more than it frees). */
const COMPACT_AFTER = 1024;
/** How often, at most, windows without live hits or a block are dropped. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * The throttlers' in-memory storage: a sliding window per client and throttler, with the library's
 * semantics (each hit counts for `ttl`; the hit past `limit` blocks the client for `blockDuration`; hits
 * are not counted while blocked; when the block ends the count starts again from that hit).
 *
 * The library's own storage filters every stored hit on every request, so one request costs as much as
 * the number of hits in the window: fine at the default 300 a minute, but an operator who raises the
 * limit (a proxy in front, or the benchmark) pays that on every API call. Hits expire in the order they
 * were made, so here they are a queue whose expired front is skipped: constant time per request.
 * See docs/product.md#8-abuse-limits.
 */
export class SlidingWindowStorage implements ThrottlerStorage {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    return Promise.resolve(this.hit(`${throttlerName}\u0000${key}`, ttl, limit, blockDuration));
  }

  /** Number of clients with live hits or a block (for tests and the sweep). */
  get size(): number {
    return this.windows.size;
  }

  /** Drops the windows with neither live hits nor a block. */
  evictIdle(now = this.now()): void {
    for (const [id, window] of this.windows) {
      this.expire(window, now);
      if (window.blockedUntil <= now && window.head === window.expiries.length) this.windows.delete(id);
    }
  }

  private hit(id: string, ttl: number, limit: number, blockDuration: number): ThrottlerStorageRecord {
    const now = this.now();
    // Idle clients are dropped at most once a minute, by the request that finds the sweep due (no timer).
    if (now - this.lastSweep >= SWEEP_INTERVAL_MS) {
      this.lastSweep = now;
      this.evictIdle(now);
    }
    let window = this.windows.get(id);
    if (!window) this.windows.set(id, (window = { expiries: [], head: 0, blockedUntil: 0 }));
    this.expire(window, now);
    if (window.blockedUntil !== 0 && window.blockedUntil <= now) {
      window.blockedUntil = 0;
      window.expiries = [];
      window.head = 0;
    }
    if (blockDuration <= 0) {
      // No block: a hit over the limit is refused and not counted.
      const refused = window.expiries.length - window.head >= limit;
      if (!refused) window.expiries.push(now + ttl);
      return this.record(window, now, refused ? 1 : 0, refused, refused ? this.secondsUntil(window.expiries[window.head]!, now) : 0);
    }
    if (window.blockedUntil === 0) {
      window.expiries.push(now + ttl);
      if (window.expiries.length - window.head > limit) window.blockedUntil = now + blockDuration;
    }
    const blocked = window.blockedUntil !== 0;
    return this.record(window, now, 0, blocked, blocked ? this.secondsUntil(window.blockedUntil, now) : 0);
  }

  /** `uncounted`: the refused hit of a throttler without a block, which the library reports but does not keep. */
  private record(window: Window, now: number, uncounted: number, isBlocked: boolean, timeToBlockExpire: number): ThrottlerStorageRecord {
    const live = window.expiries.length - window.head;
    return {
      totalHits: live + uncounted,
      // Seconds until the oldest counted hit stops counting (a slot frees up).
      timeToExpire: live > 0 ? this.secondsUntil(window.expiries[window.head]!, now) : 0,
      isBlocked,
      timeToBlockExpire,
    };
  }

  private expire(window: Window, now: number): void {
    const { expiries } = window;
    while (window.head < expiries.length && expiries[window.head]! <= now) window.head++;
    if (window.head === expiries.length) {
      expiries.length = 0;
      window.head = 0;
    } else if (window.head >= COMPACT_AFTER && window.head * 2 >= expiries.length) {
      window.expiries = expiries.slice(window.head);
      window.head = 0;
    }
  }

  private secondsUntil(time: number, now: number): number {
    return Math.max(1, Math.ceil((time - now) / 1000));
  }
}
