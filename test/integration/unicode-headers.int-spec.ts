import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { JSON_ONLY_MESSAGE, NOT_UTF8_MESSAGE, TOO_LARGE_MESSAGE } from '../../core/error-messages.js';
import { AbandonedForm } from '../../src/abandonment/abandoned-form.entity.js';
import { QuoteRequest } from '../../src/quote/quote-request.entity.js';
import { CarrierApplication } from '../../src/recruitment/carrier-application.entity.js';
import { FreightAgentInquiry } from '../../src/recruitment/freight-agent-inquiry.entity.js';
import { createTestApp, type TestApp } from './app.js';
import { listen, rawRequest } from './raw-http.js';

// Odd Unicode in stored text and the headers every answer carries (docs/product.md sections 7 and 15).

const QUOTES = '/api/quotes';
const AGENTS = '/api/freight-agent-inquiries';
const CARRIERS = '/api/carrier-applications';
const CAPTURE = '/api/abandoned-forms/capture-abandonment';

const home = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@shipper.test', service: 'custom', message: 'Two pallets.' };
const slideOut = {
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@plant.test',
  phone: '+1 313 555 0170',
  pickup: 'Detroit, MI',
  delivery: 'Toledo, OH',
  source: 'slide_out_hero_section',
  timestamp: '2026-11-22T14:05:00.000Z',
  landingPage: '/hot-shot-trucking',
};
const agent = { company: 'Mills Logistics', contactName: 'Avery Mills', email: 'avery@mills.test', phone: '+1 980 555 0123', message: 'Aerospace shippers.' };
const carrier = {
  company: 'Piedmont Hot Shot LLC',
  contactName: 'Jordan Mills',
  email: 'dispatch@piedmont.test',
  phone: '(704) 555-0188',
  usdotNumber: '3124567',
  equipmentTypes: ['hot-shot'],
  statesServed: ['NC'],
  insuranceConfirmed: true,
  landingPage: '/carrier-partner-application',
};
const capture = { formType: 'home_quote', formData: { firstName: 'Lee', service: 'custom' }, abandonmentReason: 'inactivity', timeOnForm: 30_000, fieldsCompleted: 2 };

/** Each character one-line fields refuse beyond the control characters. */
const ONE_LINE_REFUSED: [string, string][] = [
  ['LINE SEPARATOR', '\u2028'],
  ['PARAGRAPH SEPARATOR', '\u2029'],
  ['LEFT-TO-RIGHT EMBEDDING', '\u202a'],
  ['RIGHT-TO-LEFT EMBEDDING', '\u202b'],
  ['POP DIRECTIONAL FORMATTING', '\u202c'],
  ['LEFT-TO-RIGHT OVERRIDE', '\u202d'],
  ['RIGHT-TO-LEFT OVERRIDE', '\u202e'],
  ['LEFT-TO-RIGHT ISOLATE', '\u2066'],
  ['RIGHT-TO-LEFT ISOLATE', '\u2067'],
  ['FIRST STRONG ISOLATE', '\u2068'],
  ['POP DIRECTIONAL ISOLATE', '\u2069'],
];
const BIDI_REFUSED = ONE_LINE_REFUSED.slice(2);

const oneLine = (field: string) => `${field} must not contain control characters or line breaks`;
const multiLine = (field: string) => `${field} must not contain control characters (tab and line breaks are allowed)`;

/** A JSON body with `bytes` spliced into the first string value of `body`, exactly as sent. */
function withBytes(body: object, bytes: number[]): Buffer {
  const text = JSON.stringify(body);
  const at = text.indexOf('":"') + 3;
  return Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bytes), Buffer.from(text.slice(at))]);
}

describe('odd Unicode and response headers', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let em: EntityManager;
  let origin = '';
  let ip = 0;
  /** A new client per request, so the per-route limits never get in the way (TRUST_PROXY). */
  const nextIp = () => `198.51.${(++ip >> 8) & 255}.${ip & 255}`;
  const server = () => app.getHttpServer();
  const post = (path: string, body: unknown) =>
    request(server()).post(path).set('Idempotency-Key', randomUUID()).set('X-Forwarded-For', nextIp()).send(body as object);
  const counts = async () => ({
    quotes: await em.fork().count(QuoteRequest),
    agents: await em.fork().count(FreightAgentInquiry),
    carriers: await em.fork().count(CarrierApplication),
    abandoned: await em.fork().count(AbandonedForm),
  });

  beforeAll(async () => {
    testApp = await createTestApp({ TRUST_PROXY: 'true', QUOTE_THROTTLE_LIMIT: '2', RECRUITMENT_THROTTLE_LIMIT: '1000' });
    app = testApp.app;
    em = app.get(EntityManager);
    origin = await listen(testApp);
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('one-line fields', () => {
    it.each(ONE_LINE_REFUSED)('refuses %s in names, places and landingPage of a quote, naming the field, and stores nothing', async (_name, char) => {
      const before = await counts();
      const cases: [unknown, string][] = [
        [{ ...home, firstName: `Da${char}na` }, 'firstName'],
        [{ ...home, lastName: `Re${char}yes` }, 'lastName'],
        [{ ...slideOut, pickup: `Detroit,${char} MI` }, 'pickup'],
        [{ ...slideOut, company: `Lake${char}side` }, 'company'],
        [{ ...slideOut, landingPage: `/hot-shot${char}-trucking` }, 'landingPage'],
        [{ ...slideOut, utm: { source: `goo${char}gle` } }, 'utm.source'],
      ];
      for (const [body, field] of cases) {
        const res = await post(QUOTES, body).expect(400);
        expect(res.body).toMatchObject({ success: false, code: 'validation_failed', fields: { [field]: oneLine(field) }, requestId: expect.any(String) });
      }
      expect(await counts()).toEqual(before);
    });

    it.each(ONE_LINE_REFUSED)('refuses %s in recruitment leads, naming the field, and stores nothing', async (_name, char) => {
      const before = await counts();
      const cases: [string, unknown, string][] = [
        [AGENTS, { ...agent, contactName: `Avery${char} Mills` }, 'contactName'],
        [AGENTS, { ...agent, company: `Mills${char} Logistics` }, 'company'],
        [CARRIERS, { ...carrier, company: `Pied${char}mont` }, 'company'],
        [CARRIERS, { ...carrier, landingPage: `/carrier${char}-partner-application` }, 'landingPage'],
      ];
      for (const [path, body, field] of cases) {
        const res = await post(path, body).expect(400);
        expect(res.body).toMatchObject({ success: false, code: 'validation_failed', fields: { [field]: oneLine(field) } });
      }
      expect(await counts()).toEqual(before);
    });

    it('refuses bidi controls at either end too, where the separators are trimmed like any other whitespace', async () => {
      for (const char of ['\u202e', '\u2066']) {
        expect((await post(QUOTES, { ...home, firstName: `${char}Dana` }).expect(400)).body.fields).toEqual({ firstName: oneLine('firstName') });
        expect((await post(CARRIERS, { ...carrier, company: `Piedmont${char}` }).expect(400)).body.fields).toEqual({ company: oneLine('company') });
      }
      const res = await post(QUOTES, { ...home, firstName: '\u2028Dana\u2029' }).expect(201);
      expect(await em.fork().findOneOrFail(QuoteRequest, res.body.id)).toMatchObject({ firstName: 'Dana' });
    });

    it('accepts and stores the zero-width joiner and non-joiner and the direction marks as given', async () => {
      const firstName = 'Ana 👩\u200d💻';
      const lastName = 'می\u200cخواهم \u200fשלום\u200e';
      const quote = await post(QUOTES, { ...home, firstName, lastName }).expect(201);
      expect(await em.fork().findOneOrFail(QuoteRequest, quote.body.id)).toMatchObject({ firstName, lastName });
      const inquiry = await post(AGENTS, { ...agent, contactName: firstName }).expect(201);
      expect(await em.fork().findOneOrFail(FreightAgentInquiry, inquiry.body.id)).toMatchObject({ contactName: firstName });
    });
  });

  describe('multi-line fields', () => {
    it.each(BIDI_REFUSED)('refuse %s too', async (_name, char) => {
      const before = await counts();
      for (const [path, body] of [
        [QUOTES, { ...home, message: `Two pallets.\nDock ${char}4` }],
        [AGENTS, { ...agent, message: `Aerospace${char}\nshippers` }],
        [CARRIERS, { ...carrier, message: `Two goosenecks${char}` }],
      ] as const) {
        const res = await post(path, body).expect(400);
        expect(res.body.fields).toEqual({ message: multiLine('message') });
      }
      const formData = await post(CAPTURE, { ...capture, formData: { ...capture.formData, message: `Line 1\nLine ${char}2` } }).expect(400);
      expect(formData.body.fields).toEqual({ formData: 'formData.message must not contain control characters' });
      expect(await counts()).toEqual(before);
    });

    it('keep line and paragraph separators as line breaks', async () => {
      const message = 'Two pallets.\u2028Dock 4\u2029After 5 PM';
      const res = await post(QUOTES, { ...home, message }).expect(201);
      expect(await em.fork().findOneOrFail(QuoteRequest, res.body.id)).toMatchObject({ message });
      await post(CAPTURE, { ...capture, formData: { ...capture.formData, description: message } }).expect(201);
      const single = await post(CAPTURE, { ...capture, formData: { ...capture.formData, firstName: 'Lee\u2028' } }).expect(400);
      expect(single.body.fields).toEqual({ formData: 'formData.firstName must not contain control characters' });
    });
  });

  describe('a body that is not valid UTF-8', () => {
    const BAD_BYTES: [string, number[]][] = [
      ['a stray byte', [0xff]],
      ['a continuation byte alone', [0x80]],
      ['a cut sequence', [0xe2, 0x80]],
      ['an overlong "/"', [0xc0, 0xaf]],
      ['a lone surrogate as CESU-8 writes it', [0xed, 0xa0, 0x80]],
      ['a surrogate pair as CESU-8 writes it', [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80]],
      ['a code point beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ];
    const sendRaw = (path: string, body: Buffer, contentType = 'application/json') =>
      rawRequest(`${origin}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': nextIp() },
        body,
      });

    it.each(BAD_BYTES)('is refused whole with 400 for %s, on every POST endpoint, storing nothing', async (_name, bytes) => {
      const before = await counts();
      const sends: [string, Buffer, string?][] = [
        [QUOTES, withBytes(home, bytes)],
        [AGENTS, withBytes(agent, bytes)],
        [CARRIERS, withBytes(carrier, bytes)],
        [CAPTURE, withBytes(capture, bytes)],
        [CAPTURE, withBytes(capture, bytes), 'text/plain;charset=UTF-8'],
        ['/api/client-errors', withBytes({ kind: 'island_load_failed', island: 'SiteNav', message: 'x', path: '/' }, bytes), 'text/plain'],
        ['/api/abandoned-forms/mark-recovered', withBytes({ email: 'a@b.test', formType: 'home_quote' }, bytes)],
      ];
      for (const [path, body, type] of sends) {
        const res = await sendRaw(path, body, type);
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(JSON.parse(res.body.toString('utf8'))).toEqual({ success: false, error: NOT_UTF8_MESSAGE, code: 'bad_body', requestId: res.headers['x-request-id'] });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect(await counts()).toEqual(before);
    });

    it('is told apart from a body that is valid UTF-8 with the same text', async () => {
      const res = await sendRaw(QUOTES, withBytes(home, [...Buffer.from('é')]));
      expect(res.status).toBe(201);
    });
  });

  describe('headers', () => {
    const PERMISSIONS = /^(?=.*\bcamera=\(\))(?=.*\bmicrophone=\(\))(?=.*\bgeolocation=\(\))(?=.*\bpayment=\(\))(?=.*\busb=\(\))/;

    it('pages carry Permissions-Policy and keep their own Cache-Control, rendered or from the cache', async () => {
      for (let i = 0; i < 2; i++) {
        const res = await request(server()).get('/').expect(200);
        expect(res.headers['permissions-policy']).toMatch(PERMISSIONS);
        expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      }
      const missing = await request(server()).get('/no-such-page').expect(404);
      expect(missing.headers['permissions-policy']).toMatch(PERMISSIONS);
    });

    it('API errors are no-store, whatever their status', async () => {
      const errors = [
        await post(QUOTES, { ...home, firstName: '' }).expect(400),
        await request(server()).get('/api/no-such-route').set('X-Forwarded-For', nextIp()).expect(404),
        await request(server()).get('/api/cities/999999/photos').set('X-Forwarded-For', nextIp()).expect(404),
        await request(server()).get('/api/cities/x/photos').set('X-Forwarded-For', nextIp()).expect(400),
        await request(server()).get('/api/blog?category=nope').set('X-Forwarded-For', nextIp()).expect(400),
        await request(server()).get(`/api/location-search?q=dal${'\u202e'}las`).set('X-Forwarded-For', nextIp()).expect(400),
        await request(server()).post(QUOTES).set('X-Forwarded-For', nextIp()).set('Content-Type', 'text/plain').send(JSON.stringify(home)).expect(415),
        await request(server()).post(QUOTES).set('X-Forwarded-For', nextIp()).set('Content-Type', 'application/json').send(`{"message":"${'x'.repeat(110_000)}"}`).expect(413),
      ];
      expect(errors[6]!.body.error).toBe(JSON_ONLY_MESSAGE);
      expect(errors[7]!.body.error).toBe(TOO_LARGE_MESSAGE);
      for (const [i, res] of errors.entries()) {
        expect({ i, cacheControl: res.headers['cache-control'] }).toEqual({ i, cacheControl: 'no-store' });
        expect(res.headers['permissions-policy']).toMatch(PERMISSIONS);
      }
    });

    it('a 429 is no-store', async () => {
      const client = nextIp();
      const send = () => request(server()).post(QUOTES).set('X-Forwarded-For', client).set('Idempotency-Key', randomUUID()).send(home);
      await send().expect(201);
      await send().expect(201);
      const over = await send().expect(429);
      expect(over.headers['cache-control']).toBe('no-store');
      expect(over.headers['retry-after']).toBeDefined();
    });

    it('a 201 is no-store', async () => {
      const res = await post(AGENTS, agent).expect(201);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['permissions-policy']).toMatch(PERMISSIONS);
      const captured = await post(CAPTURE, capture).expect(201);
      expect(captured.headers['cache-control']).toBe('no-store');
      const recovered = await post('/api/abandoned-forms/mark-recovered', { email: 'a@b.test', formType: 'home_quote' }).expect(200);
      expect(recovered.headers['cache-control']).toBe('no-store');
    });

    it('the cacheable reads keep their Cache-Control and ETag, and 304 too', async () => {
      const catalog = 'private, max-age=300, stale-while-revalidate=86400';
      const cities = await request(server()).get('/api/cities').set('X-Forwarded-For', nextIp()).expect(200);
      expect(cities.headers['cache-control']).toBe(catalog);
      expect(cities.headers.etag).toMatch(/^"/);
      expect(cities.headers['permissions-policy']).toMatch(PERMISSIONS);
      const again = await request(server()).get('/api/cities').set('X-Forwarded-For', nextIp()).set('If-None-Match', cities.headers.etag!).expect(304);
      expect(again.headers['cache-control']).toBe(catalog);

      const photos = await request(server()).get(`/api/cities/${cities.body.cities[0].id}/photos`).set('X-Forwarded-For', nextIp()).expect(200);
      expect(photos.headers['cache-control']).toBe(catalog);

      const blog = await request(server()).get('/api/blog').set('X-Forwarded-For', nextIp()).expect(200);
      expect(blog.headers['cache-control']).toBe(catalog);
      expect(blog.headers.etag).toMatch(/^"/);

      const search = await request(server()).get('/api/location-search?q=dallas').set('X-Forwarded-For', nextIp()).expect(200);
      expect(search.headers['cache-control']).toBe('private, max-age=300');
    });
  });
});
