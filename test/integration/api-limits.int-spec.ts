import request from 'supertest';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../core/error-messages.js';
import { createTestApp, type TestApp } from './app.js';

// One per-IP budget for every /api request: matched or not, well-formed or not (docs/product.md#8-abuse-limits).
// TRUST_PROXY lets each test be its own client through X-Forwarded-For.
describe('the global per-IP limit on /api', () => {
  const LIMIT = 8;
  let testApp: TestApp;
  const server = () => testApp.app.getHttpServer();

  beforeAll(async () => {
    testApp = await createTestApp({ THROTTLE_LIMIT: String(LIMIT), THROTTLE_TTL_SECONDS: '60', TRUST_PROXY: 'true' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('counts unmatched /api paths and answers 429 with Retry-After past the limit', async () => {
    const statuses: number[] = [];
    let limited: request.Response | undefined;
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await request(server()).get(`/api/no-such-route-${i}`).set('X-Forwarded-For', '203.0.113.10');
      statuses.push(res.status);
      limited ??= res.status === 429 ? res : undefined;
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(404), 429, 429]);
    expect(limited!.body).toEqual({ success: false, error: TOO_MANY_REQUESTS_MESSAGE, requestId: limited!.headers['x-request-id'] });
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shares one budget between matched routes, unknown paths, unknown methods and refused bodies', async () => {
    const ip = '203.0.113.20';
    const sends = [
      () => request(server()).get('/api'),
      () => request(server()).put('/api/quotes').send({}),
      () => request(server()).post('/api/quotes').set('Content-Type', 'text/plain').send('x'),
      () => request(server()).post('/api/quotes').set('Content-Type', 'application/json').send('{"broken":'),
      () => request(server()).post('/api/quotes').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('x'),
      () => request(server()).post('/api/abandoned-forms/mark-recovered').send({ email: 'a@b.test', formType: 'home_quote' }),
      () => request(server()).post('/api/client-errors').send({}),
      () => request(server()).get('/api/nope'),
    ];
    const statuses: number[] = [];
    for (const send of sends) statuses.push((await send().set('X-Forwarded-For', ip)).status);
    expect(statuses).toEqual([404, 404, 415, 400, 415, 200, 400, 404]);
    const over = await request(server()).post('/api/abandoned-forms/mark-recovered').set('X-Forwarded-For', ip).send({ email: 'a@b.test', formType: 'home_quote' });
    expect(over.status).toBe(429);
    // Another client still has its whole budget.
    await request(server()).get('/api/nope').set('X-Forwarded-For', '203.0.113.21').expect(404);
  });

  it('counts location searches, answered ahead of the router, like every other /api request', async () => {
    const ip = '203.0.113.40';
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      statuses.push((await request(server()).get('/api/location-search').query({ q: i % 2 ? 'da' : 'x'.repeat(101) }).set('X-Forwarded-For', ip)).status);
    }
    expect(statuses).toEqual([400, 200, 400, 200, 400, 200, 400, 200, 429]);
    const over = await request(server()).get('/api/location-search').set('X-Forwarded-For', ip);
    expect(over.body).toEqual({ success: false, error: TOO_MANY_REQUESTS_MESSAGE, requestId: over.headers['x-request-id'] });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not count pages, assets or health checks', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < LIMIT + 2; i++) {
      await request(server()).get('/').set('X-Forwarded-For', ip).expect(200);
      await request(server()).get('/healthz').set('X-Forwarded-For', ip).expect(200);
    }
    await request(server()).get('/api/nope').set('X-Forwarded-For', ip).expect(404);
  });
});
