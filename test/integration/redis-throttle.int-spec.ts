import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import request from 'supertest';
import { REDIS_BACK_MESSAGE } from '../../src/common/redis-throttler-storage.js';
import { freePort } from '../../src/database/embedded-postgres.js';
import { QuoteRequest } from '../../src/quote/quote-request.entity.js';
import { startRedis } from '../support/redis-server.js';
import { eventually } from '../support/wait.cjs';
import { createTestApp, type TestApp } from './app.js';

// Two instances of the site on one database and one Redis, as behind a load balancer: the limits hold
// across both, and survive Redis going away (docs/product.md#24-operations).

const quote = { firstName: 'Rae', lastName: 'Quinn', email: 'rae@quinn.test', service: 'custom' };
const TOO_MANY = 'Too many requests. Please wait a moment and try again.';
/** The per-IP /api budget's counter for this client (supertest's loopback address, normalized). */
const API_BUDGET_KEY = 'throttle:{api-global-127.0.0.1:api-global}:hits';

describe('throttle counters in Redis, shared by two instances', () => {
  let port: number;
  let redisServer: Awaited<ReturnType<typeof startRedis>> | undefined;
  let redis: Redis;
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  const warn = jest.spyOn(Logger.prototype, 'warn');
  const info = jest.spyOn(Logger.prototype, 'log');

  const postQuote = (testApp: TestApp) => request(testApp.app.getHttpServer()).post('/api/quotes').set('Idempotency-Key', randomUUID()).send(quote);
  const throttleKeys = async () => (await redis.keys('throttle:*')).sort();
  const redisWarnings = () => warn.mock.calls.filter(([message]) => typeof message === 'string' && message.startsWith('Redis unavailable'));
  const storedQuotes = () => first!.app.get(EntityManager).fork().count(QuoteRequest);

  beforeAll(async () => {
    port = await freePort();
    redisServer = await startRedis(port);
    redis = new Redis({ host: '127.0.0.1', port, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => 100 });
    redis.on('error', () => undefined);
    await redis.connect();
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, QUOTE_THROTTLE_LIMIT: '10', QUOTE_THROTTLE_TTL_SECONDS: '60' };
    first = await createTestApp(env);
    second = await createTestApp(env, undefined, first.databaseUrl);
  });

  afterAll(async () => {
    // The second instance first: the first one drops the database they share.
    await second?.close();
    await first?.close();
    redis?.disconnect();
    await redisServer?.stop();
    delete process.env.REDIS_URL;
    warn.mockRestore();
    info.mockRestore();
  });

  it('holds the quote limit across both instances: the 11th quote answers 429 whichever instance gets it', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await postQuote(i % 2 === 0 ? first! : second!);
      expect(res.status).toBe(201);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(9 - i));
    }
    for (const instance of [first!, second!]) {
      const res = await postQuote(instance);
      expect(res.status).toBe(429);
      expect(res.body.error).toBe(TOO_MANY);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    }
    expect(await storedQuotes()).toBe(10);
    // The counters are Redis keys under the prefix: the quote limit (one budget per client, shared by the
    // JSON API and the home form's page) and the per-IP /api budget, which counted all 12 requests.
    const keys = await throttleKeys();
    expect(keys.filter((key) => /^throttle:\{throttler-quote-127\.0\.0\.1:quote\}:(hits|blocked)$/.test(key))).toHaveLength(2);
    expect(keys).toContain(API_BUDGET_KEY);
    expect(await redis.get(API_BUDGET_KEY)).toBe('12');
    expect(redisWarnings()).toEqual([]);
  });

  it('keeps serving through a Redis outage, with the limits in memory, and goes back to Redis when it returns', async () => {
    await redisServer!.stop();
    // Each instance notices the lost connection on its own, and says so once.
    await eventually(() => redisWarnings().length >= 2, { timeoutMs: 5000, what: 'both instances to warn' });

    const page = await request(first!.app.getHttpServer()).get('/');
    expect(page.status).toBe(200);
    const api = await request(second!.app.getHttpServer()).get('/api/blog');
    expect(api.status).toBe(200);
    expect(api.headers['x-ratelimit-limit']).toBeDefined();

    // In memory the quote limit still applies, per instance: 10 more from this client here, then 429.
    const statuses: number[] = [];
    let limited: request.Response | undefined;
    for (let i = 0; i < 11; i++) {
      const res = await postQuote(first!);
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    expect(limited!.body.error).toBe(TOO_MANY);
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(await storedQuotes()).toBe(20);
    // One warning per instance, naming the socket error's code: refused, or (on a busy machine, where a
    // reconnection can reach the stopping server before it has closed its port) reset or timed out.
    const down = expect.stringMatching(/^Redis unavailable \(E[A-Z]+\): throttle counters in memory until it returns$/);
    expect(redisWarnings()).toEqual([[down], [down]]);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(String(port));

    // Redis returns (empty: it kept nothing): both instances reconnect and count there again.
    redisServer = await startRedis(port);
    await eventually(() => info.mock.calls.filter(([message]) => message === REDIS_BACK_MESSAGE).length >= 2, { timeoutMs: 5000, what: 'both instances to be back on Redis' });
    await eventually(() => redis.status === 'ready', { timeoutMs: 5000, what: 'the Redis test client to reconnect' });
    expect((await postQuote(second!)).status).toBe(201);
    const keys = await throttleKeys();
    expect(keys.filter((key) => /^throttle:\{throttler-quote-127\.0\.0\.1:quote\}:hits$/.test(key))).toHaveLength(1);
    expect(await redis.get(API_BUDGET_KEY)).toBe('1');
    expect(redisWarnings()).toHaveLength(2);
  });

  it('closes its Redis connection when the app shuts down', async () => {
    const connections = async () => ((await redis.client('LIST')) as string).trim().split('\n').length;
    const before = await connections();
    await second!.close();
    second = undefined;
    await eventually(async () => (await connections()) === before - 1, { timeoutMs: 5000, what: 'the connection to close' });
    expect(redisWarnings()).toHaveLength(2);
  });
});
