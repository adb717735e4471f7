import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { freePort } from '../database/embedded-postgres.js';
import type { LimitRecord } from './rate-limit-headers.js';
import { createThrottlerStorage, FailoverThrottlerStorage, REDIS_BACK_MESSAGE, redisDownMessage } from './redis-throttler-storage.js';
import { SlidingWindowStorage } from './throttler-storage.js';

/** Stands in for Redis: answers a fixed record, or fails with `failure` while it is set. */
class FakeShared implements ThrottlerStorage {
  failure: Error | undefined;
  calls = 0;
  increment(): Promise<LimitRecord> {
    this.calls++;
    if (this.failure) return Promise.reject(this.failure);
    return Promise.resolve({ totalHits: 99, timeToExpire: 7, isBlocked: false, timeToBlockExpire: 0 });
  }
}

const refused = (): Error => Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:6379'), { code: 'ECONNREFUSED' });

function setup() {
  let time = 1_000_000;
  const clock = { advance: (ms: number) => (time += ms) };
  const shared = new FakeShared();
  const local = new SlidingWindowStorage(() => time);
  const logger = { warn: jest.fn(), log: jest.fn() };
  const close = jest.fn(() => Promise.resolve());
  const storage = new FailoverThrottlerStorage(shared, local, { logger, close, retryIntervalMs: 1000, now: () => time });
  const hit = () => storage.increment('client', 60_000, 2, 60_000, 'quote');
  return { clock, shared, logger, close, storage, hit };
}

describe('FailoverThrottlerStorage', () => {
  it('counts in the shared storage while it answers', async () => {
    const { shared, logger, storage, hit } = setup();
    expect(await hit()).toEqual({ totalHits: 99, timeToExpire: 7, isBlocked: false, timeToBlockExpire: 0 });
    expect(shared.calls).toBe(1);
    expect(storage.inMemory).toBe(false);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('counts in memory when the shared storage fails, keeping the limits and warning once with the error code', async () => {
    const { clock, shared, logger, storage, hit } = setup();
    shared.failure = refused();
    const records = [await hit(), await hit()];
    clock.advance(1000);
    records.push(await hit(), await hit());
    expect(records.map((record) => [record.totalHits, record.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [3, true],
    ]);
    expect(storage.inMemory).toBe(true);
    expect(logger.warn.mock.calls).toEqual([[redisDownMessage('ECONNREFUSED')]]);
    expect(logger.warn.mock.calls[0]![0]).toBe('Redis unavailable (ECONNREFUSED): throttle counters in memory until it returns');
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('10.0.0.5');
  });

  it('tries the shared storage at most once per interval while it is down', async () => {
    const { clock, shared, hit } = setup();
    shared.failure = refused();
    await hit();
    await hit();
    clock.advance(999);
    await hit();
    expect(shared.calls).toBe(1);
    clock.advance(1);
    await hit();
    await hit();
    expect(shared.calls).toBe(2);
  });

  it('goes back to the shared storage when it answers again, saying so once', async () => {
    const { clock, shared, logger, storage, hit } = setup();
    shared.failure = refused();
    await hit();
    shared.failure = undefined;
    clock.advance(1000);
    expect((await hit()).totalHits).toBe(99);
    await hit();
    expect(storage.inMemory).toBe(false);
    expect(logger.log.mock.calls).toEqual([[REDIS_BACK_MESSAGE]]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('follows the connection: down without a failed request, back as soon as it is ready', async () => {
    const { shared, logger, storage, hit } = setup();
    storage.markDown(refused());
    storage.markDown(refused());
    expect((await hit()).totalHits).toBe(1);
    expect(shared.calls).toBe(0);
    storage.markUp();
    expect((await hit()).totalHits).toBe(99);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.log).toHaveBeenCalledTimes(1);
  });

  it('names the error class when an error has no code (a command timeout, a closed connection)', () => {
    const { logger, storage } = setup();
    class MaxRetriesPerRequestError extends Error {
      override name = 'MaxRetriesPerRequestError';
    }
    storage.markDown(new MaxRetriesPerRequestError('Reached the max retries per request limit'));
    expect(logger.warn.mock.calls).toEqual([['Redis unavailable (MaxRetriesPerRequestError): throttle counters in memory until it returns']]);
  });

  it("names Redis's own code when it refuses the connection (a wrong password), never the rest of its reply", () => {
    const { logger, storage } = setup();
    storage.markDown(Object.assign(new Error('WRONGPASS invalid username-password pair or user is disabled.'), { name: 'ReplyError' }));
    expect(logger.warn.mock.calls).toEqual([['Redis unavailable (WRONGPASS): throttle counters in memory until it returns']]);
  });

  it('names a command that timed out (a Redis that hangs) ETIMEDOUT', async () => {
    const { shared, logger, hit } = setup();
    shared.failure = new Error('Command timed out');
    expect((await hit()).totalHits).toBe(1);
    expect(logger.warn.mock.calls).toEqual([['Redis unavailable (ETIMEDOUT): throttle counters in memory until it returns']]);
  });

  it('closes the connection once at shutdown, then counts in memory without a warning', async () => {
    const { shared, logger, close, storage, hit } = setup();
    await storage.onApplicationShutdown();
    await storage.onApplicationShutdown();
    storage.markDown(refused());
    expect((await hit()).totalHits).toBe(1);
    expect(shared.calls).toBe(0);
    expect(close).toHaveBeenCalledTimes(1);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('createThrottlerStorage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the counters in memory without REDIS_URL', async () => {
    expect(await createThrottlerStorage(undefined)).toBeInstanceOf(SlidingWindowStorage);
  });

  it('starts at once, counting in memory, when Redis is unreachable at boot', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const storage = (await createThrottlerStorage(`redis://:secret-password@127.0.0.1:${await freePort()}`)) as FailoverThrottlerStorage;
    try {
      // Created and already counting in memory: it did not wait for Redis.
      expect(storage.inMemory).toBe(true);
      expect((await storage.increment('client', 60_000, 2, 60_000, 'quote')).totalHits).toBe(1);
      expect(warn.mock.calls).toEqual([['Redis unavailable (ECONNREFUSED): throttle counters in memory until it returns']]);
    } finally {
      await storage.onApplicationShutdown();
    }
  });
});
