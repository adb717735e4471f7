import { EntityManager } from '@mikro-orm/postgresql';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../core/error-messages.js';
import { QuoteRequest } from '../../src/quote/quote-request.entity.js';
import { createTestApp, type TestApp } from './app.js';
import { validationRefusal } from './validation-refusal.js';
import { listen, rawRequest, type RawAnswer } from './raw-http.js';

// Routes match only their own spelling, and every spelling of /api is an API path for the gate
// (docs/product.md#8-abuse-limits, #9-redirects-and-paths); each /api answer reports the limit nearest
// its end in X-RateLimit-*; prototype keys are refused like any unknown field
// (docs/product.md#7-input-rules-every-api-endpoint-keeps). Raw HTTP, so that no client touches the path
// or the body. TRUST_PROXY lets each test be its own client through X-Forwarded-For.
describe('API paths in other letter case, the rate-limit headers, and prototype keys', () => {
  const LIMIT = 8;
  const QUOTE_LIMIT = 3;
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await createTestApp({
      THROTTLE_LIMIT: String(LIMIT),
      THROTTLE_TTL_SECONDS: '60',
      QUOTE_THROTTLE_LIMIT: String(QUOTE_LIMIT),
      QUOTE_THROTTLE_TTL_SECONDS: '60',
      TRUST_PROXY: 'true',
    });
    origin = await listen(testApp);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const send = (ip: string, path: string, { method = 'GET', type, body }: { method?: string; type?: string; body?: string } = {}) =>
    rawRequest(`${origin}${path}`, {
      method,
      headers: { 'X-Forwarded-For': ip, ...(type ? { 'Content-Type': type } : {}) },
      body: body === undefined ? undefined : Buffer.from(body),
    });
  const json = (res: RawAnswer): unknown => JSON.parse(res.body.toString('utf8'));
  const limits = (res: RawAnswer) => ({
    limit: res.headers['x-ratelimit-limit'],
    remaining: res.headers['x-ratelimit-remaining'],
  });
  /** A JSON 404 with the error body every API error has: never the HTML page, never a controller's answer. */
  const expectJsonNotFound = (res: RawAnswer) => {
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(json(res)).toMatchObject({ success: false, requestId: res.headers['x-request-id'] });
  };
  const quote = JSON.stringify({ firstName: 'Rae', lastName: 'Quinn', email: 'rae@quinn.test', service: 'custom' });

  describe('letter case', () => {
    it('answers /API/cities and /Api/cities with a JSON 404 counted against the per-IP budget, and 429 once it is spent', async () => {
      const ip = '203.0.113.50';
      expect((await send(ip, '/api/cities')).status).toBe(200);
      for (const path of ['/API/cities', '/Api/cities', '/api/Cities', '/API/cities/1/photos']) expectJsonNotFound(await send(ip, path));
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT - 5; i++) statuses.push((await send(ip, '/API/cities')).status);
      expect(statuses).toEqual([404, 404, 404]);
      // The budget is spent: every spelling is refused, none answers the cities.
      for (const path of ['/api/cities', '/API/cities', '/Api/cities', '/API', '/aPi/location-search?q=dallas']) {
        const res = await send(ip, path);
        expect(res.status).toBe(429);
        expect(json(res)).toEqual({ success: false, error: TOO_MANY_REQUESTS_MESSAGE, requestId: res.headers['x-request-id'] });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('refuses a non-JSON body on /API/quotes with 415, and a JSON one reaches no controller (JSON 404, nothing stored)', async () => {
      const ip = '203.0.113.51';
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await send(ip, '/API/quotes', { method: 'POST', type, body: 'firstName=Rae' });
        expect(res.status).toBe(415);
        expect(json(res)).toMatchObject({ success: false, code: 'unsupported_media_type' });
      }
      const routed = await send(ip, '/Api/quotes', { method: 'POST', type: 'application/json', body: quote });
      expectJsonNotFound(routed);
      expectJsonNotFound(await send(ip, '/API/client-errors', { method: 'POST', type: 'application/json', body: '{}' }));
      expect(await testApp.app.get(EntityManager).fork().count(QuoteRequest)).toBe(0);
    });

    it('answers /API/unknown, /API and /API/location-search with a JSON 404, not the HTML page', async () => {
      const ip = '203.0.113.52';
      for (const path of ['/API/unknown', '/API', '/API/', '/API/location-search?q=dallas']) expectJsonNotFound(await send(ip, path));
      const head = await send(ip, '/API/unknown', { method: 'HEAD' });
      expect(head.status).toBe(404);
      expect(head.headers['content-type']).toMatch(/^application\/json/);
    });

    it('still redirects a page path in other letter case to the page, keeping the query', async () => {
      const ip = '203.0.113.53';
      const about = await send(ip, '/About-Us?utm_source=x');
      expect(about.status).toBe(301);
      expect(about.headers.location).toBe('/about-us?utm_source=x');
      const city = await send(ip, '/locations/Dallas-TX-Expedite?utm_source=x');
      expect(city.status).toBe(301);
      expect(city.headers.location).toBe('/locations/dallas-tx-expedite?utm_source=x');
      // Pages are not limited and carry no rate-limit headers.
      expect(about.headers['x-ratelimit-limit']).toBeUndefined();
    });
  });

  describe('rate-limit headers', () => {
    it('report the shared budget when it is nearer its end than the route’s own counter (/api/cities)', async () => {
      const ip = '203.0.113.60';
      for (let i = 0; i < LIMIT - 2; i++) await send(ip, `/api/nope-${i}`);
      const cities = await send(ip, '/api/cities');
      expect(cities.status).toBe(200);
      expect(limits(cities)).toEqual({ limit: String(LIMIT), remaining: '1' });
      expect(Number(cities.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    });

    it('report the shared budget on a route with a larger limit of its own, down to the 429 and its Retry-After', async () => {
      const ip = '203.0.113.61';
      const remaining: unknown[] = [];
      for (let i = 0; i < LIMIT; i++) {
        const res = await send(ip, '/api/abandoned-forms/mark-recovered', { method: 'POST', type: 'application/json', body: JSON.stringify({ email: 'a@b.test', formType: 'home_quote' }) });
        expect(res.status).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBe(String(LIMIT));
        remaining.push(res.headers['x-ratelimit-remaining']);
      }
      expect(remaining).toEqual(['7', '6', '5', '4', '3', '2', '1', '0']);
      const over = await send(ip, '/api/abandoned-forms/mark-recovered', { method: 'POST', type: 'application/json', body: '{}' });
      expect(over.status).toBe(429);
      expect(limits(over)).toEqual({ limit: String(LIMIT), remaining: '0' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.headers['x-ratelimit-reset']).toBe(over.headers['retry-after']);
    });

    it('report the route’s own limit when that is nearer its end (quotes), with no per-throttler headers', async () => {
      const ip = '203.0.113.62';
      const seen: { status: number; limit: unknown; remaining: unknown }[] = [];
      let over: RawAnswer | undefined;
      for (let i = 0; i < QUOTE_LIMIT + 1; i++) {
        const res = await send(ip, '/api/quotes', { method: 'POST', type: 'application/json', body: quote });
        seen.push({ status: res.status, ...limits(res) });
        expect(Object.keys(res.headers).filter((name) => /^(x-ratelimit-.*-|retry-after-)/.test(name))).toEqual([]);
        over = res;
      }
      expect(seen).toEqual([
        { status: 201, limit: '3', remaining: '2' },
        { status: 201, limit: '3', remaining: '1' },
        { status: 201, limit: '3', remaining: '0' },
        { status: 429, limit: '3', remaining: '0' },
      ]);
      expect(Number(over!.headers['retry-after'])).toBeGreaterThan(0);
      expect(over!.headers['x-ratelimit-reset']).toBe(over!.headers['retry-after']);
    });

    it('are sent by location search and unknown API paths too', async () => {
      const ip = '203.0.113.63';
      const found = await send(ip, '/api/location-search?q=dallas');
      expect(found.status).toBe(200);
      expect(limits(found)).toEqual({ limit: String(LIMIT), remaining: '7' });
      const refused = await send(ip, `/api/location-search?q=${'x'.repeat(101)}`);
      expect(refused.status).toBe(400);
      expect(limits(refused)).toEqual({ limit: String(LIMIT), remaining: '6' });
      const unknown = await send(ip, '/API/nope');
      expect(unknown.status).toBe(404);
      expect(limits(unknown)).toEqual({ limit: String(LIMIT), remaining: '5' });
    });
  });
  describe('prototype keys', () => {

    it('refuses __proto__ and constructor in a quote, at the top and nested, with 400 naming the key, and stores nothing', async () => {
      const fields = '"firstName":"Pia","lastName":"Rowe","email":"pia@rowe.test","service":"custom"';
      const cases: [body: string, refused: string][] = [
        [`{${fields},"__proto__":{"isSpam":false}}`, '{"__proto__":"property __proto__ should not exist"}'],
        [`{${fields},"constructor":{"prototype":{"admin":true}}}`, '{"constructor":"property constructor should not exist"}'],
        [`{${fields},"utm":{"source":"google","__proto__":{"admin":true}}}`, '{"utm.__proto__":"property __proto__ should not exist"}'],
        [`{${fields},"extra":1,"utm":{"constructor":"x"}}`, '{"extra":"property extra should not exist","utm.constructor":"property constructor should not exist"}'],
      ];
      for (const [i, [body, refused]] of cases.entries()) {
        const res = await send(`203.0.113.7${i}`, '/api/quotes', { method: 'POST', type: 'application/json', body });
        expect([res.status, json(res)]).toEqual([400, validationRefusal(res, refused)]);
      }
      expect(await testApp.app.get(EntityManager).fork().count(QuoteRequest, { email: 'pia@rowe.test' })).toBe(0);
    });

    it('refuses them in a query too', async () => {
      const res = await send('203.0.113.80', '/api/location-search?q=dallas&__proto__=x');
      expect([res.status, json(res)]).toEqual([400, validationRefusal(res, '{"__proto__":"property __proto__ should not exist"}')]);
    });
  });
});
