import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Redis, type RedisOptions } from 'ioredis';
import type { LimitRecord } from './rate-limit-headers.js';
import { SlidingWindowStorage } from './throttler-storage.js';

// Throttle counters shared by every instance through Redis when REDIS_URL is set, in this process's
// memory while Redis does not answer (docs/product.md#24-operations).

/** Every throttle key in Redis starts with this, so the counters share a Redis with other data. */
export const REDIS_KEY_PREFIX = 'throttle:';

/** Logged once when the counters move to memory: names the error's code (ECONNREFUSED...), never the URL. */
export const redisDownMessage = (code: string): string => `Redis unavailable (${code}): throttle counters in memory until it returns`;
/** Logged once when Redis answers again. */
export const REDIS_BACK_MESSAGE = 'Redis is back: throttle counters in Redis again';

/** While Redis is down, at most one request in this long tries it (the others count in memory at once). */
export const REDIS_RETRY_INTERVAL_MS = 1000;

/** How long a connection attempt may take, and the longest wait for Redis at boot. */
const CONNECT_TIMEOUT_MS = 1000;
/** A counter that takes longer than this is counted in memory instead: a hung Redis must not slow the API. */
const COMMAND_TIMEOUT_MS = 300;
/** Reconnection backoff: 100 ms more per attempt, never more than this between attempts. */
const MAX_RECONNECT_DELAY_MS = 2000;
/** How long QUIT may take at shutdown before the socket is simply closed. */
const QUIT_TIMEOUT_MS = 500;

export interface FailoverOptions {
  logger?: Pick<Logger, 'warn' | 'log'>;
  /** Closes the shared storage's connection at application shutdown. */
  close?: () => Promise<void>;
  retryIntervalMs?: number;
  now?: () => number;
}

/**
 * Counts in `shared` (Redis) while it answers and in `local` (memory) while it does not, so an outage
 * loosens the limits to per-instance ones for its length but never refuses a request. One warning when
 * the counters move to memory, one info line when they are back: an outage that lasts hours writes two
 * lines, not one per request.
 */
export class FailoverThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private down = false;
  private retryAt = 0;
  private closed = false;
  private readonly logger: Pick<Logger, 'warn' | 'log'>;
  private readonly retryIntervalMs: number;
  private readonly now: () => number;

  constructor(
    private readonly shared: ThrottlerStorage,
    private readonly local: ThrottlerStorage,
    private readonly options: FailoverOptions = {},
  ) {
    this.logger = options.logger ?? new Logger('ThrottlerStorage');
    this.retryIntervalMs = options.retryIntervalMs ?? REDIS_RETRY_INTERVAL_MS;
    this.now = options.now ?? Date.now;
  }

  /** Whether the counters are in memory now. */
  get inMemory(): boolean {
    return this.down || this.closed;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<LimitRecord> {
    if (this.closed || (this.down && this.now() < this.retryAt)) return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    // While down, this request is the one that tries Redis; the next try waits for the interval.
    if (this.down) this.retryAt = this.now() + this.retryIntervalMs;
    try {
      const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
      this.markUp();
      return record;
    } catch (error) {
      this.markDown(error);
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  /** The shared storage failed (a command, or the connection): count in memory, warning once. */
  markDown(error: unknown): void {
    if (this.closed) return;
    this.retryAt = this.now() + this.retryIntervalMs;
    if (this.down) return;
    this.down = true;
    this.logger.warn(redisDownMessage(errorCode(error)));
  }

  /** The shared storage answers again (a command succeeded, or the connection is ready). */
  markUp(): void {
    if (!this.down || this.closed) return;
    this.down = false;
    this.logger.log(REDIS_BACK_MESSAGE);
  }

  /** After the HTTP server has stopped (Nest calls this last), so no request loses its counter. */
  async onApplicationShutdown(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.options.close?.();
  }
}

/** ioredis's error for a command past commandTimeout (a Redis that accepts connections but does not answer): no code of its own. */
const COMMAND_TIMED_OUT = 'Command timed out';

/**
 * What the warning names: a socket error's code (ECONNREFUSED, ECONNRESET...), ETIMEDOUT for a command
 * timeout, Redis's own error code for a refusal (WRONGPASS, NOAUTH: the first word of its reply), else
 * the error's class name. Never its message, which may hold the host. (Duck-typed: socket errors come
 * from another realm under jest.)
 */
function errorCode(error: unknown): string {
  const { code, name, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string') return code;
  if (message === COMMAND_TIMED_OUT) return 'ETIMEDOUT';
  const replyCode = name === 'ReplyError' && typeof message === 'string' ? /^[A-Z]+(?=\s|$)/.exec(message)?.[0] : undefined;
  if (replyCode) return replyCode;
  return typeof name === 'string' ? name : 'unknown';
}

/**
 * The client never queues a counter while disconnected nor retries one (a retried INCR would count a
 * request twice): a command fails at once, or after COMMAND_TIMEOUT_MS, and the request is counted in
 * memory. It reconnects on its own, forever, with a capped backoff.
 */
export const REDIS_CLIENT_OPTIONS: RedisOptions = {
  keyPrefix: REDIS_KEY_PREFIX,
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  commandTimeout: COMMAND_TIMEOUT_MS,
  connectTimeout: CONNECT_TIMEOUT_MS,
  retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  // disconnect() while reconnecting arms this timer for a socket that is already closed, and nothing
  // clears it: the default 2 s would hold a stopping process (or a jest worker) that long.
  disconnectTimeout: 100,
};

/**
 * The throttlers' storage (every limit: the /api budget, quotes, recruitment, admin sign-in): in Redis
 * when `redisUrl` is set, with memory as the fallback; in memory alone otherwise. Waits for Redis at
 * most about CONNECT_TIMEOUT_MS: unreachable at boot, the app starts counting in memory and moves to
 * Redis when it connects.
 */
export async function createThrottlerStorage(redisUrl: string | undefined): Promise<ThrottlerStorage> {
  // Constant time per request whatever the limits (docs/product.md#8-abuse-limits).
  const memory = new SlidingWindowStorage();
  if (!redisUrl) return memory;
  const client = new Redis(redisUrl, REDIS_CLIENT_OPTIONS);
  const storage = new FailoverThrottlerStorage(new ThrottlerStorageRedisService(client), memory, { close: () => closeClient(client) });
  // A listener on 'error' also keeps ioredis from reporting every failed reconnection as unhandled.
  client.on('error', (error: unknown) => storage.markDown(error));
  client.on('ready', () => storage.markUp());
  await firstConnection(client).catch((error: unknown) => storage.markDown(error));
  return storage;
}

/** Connects, failing after CONNECT_TIMEOUT_MS (plus a margin) even if the socket neither connects nor errors. */
function firstConnection(client: Redis): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('Redis connection timed out'), { code: 'ETIMEDOUT' })), CONNECT_TIMEOUT_MS + 500);
  });
  return Promise.race([client.connect(), timeout]).finally(() => clearTimeout(timer));
}

/** QUIT when connected (bounded by QUIT_TIMEOUT_MS), else (or if QUIT did not end it) close the socket and stop reconnecting. */
async function closeClient(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, QUIT_TIMEOUT_MS)));
    await Promise.race([client.quit().catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
  }
  if (client.status !== 'end') client.disconnect();
}
