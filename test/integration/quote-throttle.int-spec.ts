import request from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { QuoteRequest } from '../../src/quote/quote-request.entity.js';
import { createTestApp, type TestApp } from './app.js';

describe('quote throttling', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ QUOTE_THROTTLE_LIMIT: '3', QUOTE_THROTTLE_TTL_SECONDS: '60' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers 429 with a clear message and Retry-After past the per-IP limit, storing only accepted requests', async () => {
    const body = { firstName: 'Rae', lastName: 'Quinn', email: 'rae@quinn.test', service: 'custom' };
    const statuses: number[] = [];
    let limited: request.Response | undefined;
    for (let i = 0; i < 5; i++) {
      const res = await request(testApp.app.getHttpServer()).post('/api/quotes').send(body);
      statuses.push(res.status);
      if (res.status === 429) limited ??= res;
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(limited!.body).toEqual({
      success: false,
      error: 'Too many requests. Please wait a moment and try again.',
      requestId: limited!.headers['x-request-id'],
    });
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await testApp.app.get(EntityManager).fork().count(QuoteRequest)).toBe(3);
    // The quote limit is the quote route's alone: the same client's other calls still go through.
    await request(testApp.app.getHttpServer()).post('/api/abandoned-forms/mark-recovered').send({ email: 'rae@quinn.test', formType: 'home_quote' }).expect(200);
  });
});
