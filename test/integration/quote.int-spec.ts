import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { AbandonedForm } from '../../src/abandonment/abandoned-form.entity.js';
import {
  BAD_JSON_MESSAGE,
  BEACON_TYPES_MESSAGE,
  invalidRequestMessage,
  JSON_ONLY_MESSAGE,
  NOT_AN_OBJECT_MESSAGE,
  TOO_LARGE_MESSAGE,
  UNSUPPORTED_ENCODING_MESSAGE,
  UTF8_ONLY_MESSAGE,
} from '../../core/error-messages.js';
import { requestHash } from '../../src/common/request-hash.js';
import { createValidationPipe } from '../../src/common/request-validation.js';
import { CreateQuoteDto } from '../../src/quote/dto/create-quote.dto.js';
import { IDEMPOTENCY_KEY_REUSED_CODE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../core/idempotency-key.js';
import { QuoteRequest } from '../../src/quote/quote-request.entity.js';
import { eventually } from '../support/wait.cjs';
import { createTestApp, type TestApp } from './app.js';

const homePayload = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'Dana.Reyes@Shipper.test',
  phone: '(704) 555-0142',
  service: 'medical-transport',
  message: 'Infusion pump, needs to be in Raleigh by 6 PM.',
};

const slideOutPayload = {
  firstName: 'Sam',
  lastName: 'Lee Ortega',
  email: 'sam@plant.test',
  phone: '+1 313 555 0170',
  service: 'hot-shot',
  pickup: 'Detroit, MI',
  delivery: 'Toledo, OH',
  weight: '1,200 lb',
  dimensions: '48x40x60 in',
  timeframe: 'asap',
  message: 'Line-down part, one pallet.',
  company: 'Lakeside Stamping',
  source: 'slide_out_hero_section',
  timestamp: '2026-11-22T14:05:00.000Z',
  landingPage: '/hot-shot-trucking?utm_source=google',
  referrer: 'https://www.google.com/',
  utm: { source: 'google', medium: 'cpc', campaign: 'hotshot-mi' },
};

describe('POST /api/quotes', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let em: EntityManager;
  const post = (body: unknown, key: string = randomUUID()) =>
    request(app.getHttpServer()).post('/api/quotes').set('Idempotency-Key', key).set('User-Agent', 'QuoteTest/1.0').send(body as object);
  const count = () => em.fork().count(QuoteRequest);

  beforeAll(async () => {
    testApp = await createTestApp({ QUOTE_THROTTLE_LIMIT: '1000' });
    app = testApp.app;
    em = app.get(EntityManager);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('stores the home form payload exactly and answers 201 with its id', async () => {
    const before = Date.now();
    const res = await post(homePayload).set('Referer', 'https://www.example.test/').expect(201);
    expect(res.body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const row = await em.fork().findOneOrFail(QuoteRequest, res.body.id);
    expect(row).toMatchObject({
      form: 'home',
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana.reyes@shipper.test',
      phone: '(704) 555-0142',
      service: 'medical-transport',
      message: 'Infusion pump, needs to be in Raleigh by 6 PM.',
      pickup: null,
      delivery: null,
      source: null,
      clientTimestamp: null,
      userAgent: 'QuoteTest/1.0',
      referrer: 'https://www.example.test/',
      isSpam: false,
    });
    // Received during the request: between the moment before it and now.
    expect(row.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.receivedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('stores the slide-out payload exactly, with source, timestamp and first-touch attribution', async () => {
    const res = await post(slideOutPayload).expect(201);
    const row = await em.fork().findOneOrFail(QuoteRequest, res.body.id);
    expect(row).toMatchObject({
      form: 'slide_out',
      firstName: 'Sam',
      lastName: 'Lee Ortega',
      email: 'sam@plant.test',
      phone: '+1 313 555 0170',
      service: 'hot-shot',
      pickup: 'Detroit, MI',
      delivery: 'Toledo, OH',
      weight: '1,200 lb',
      dimensions: '48x40x60 in',
      timeframe: 'asap',
      message: 'Line-down part, one pallet.',
      company: 'Lakeside Stamping',
      source: 'slide_out_hero_section',
      landingPage: '/hot-shot-trucking?utm_source=google',
      referrer: 'https://www.google.com/',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'hotshot-mi',
      utmTerm: null,
      utmContent: null,
    });
    expect(row.clientTimestamp?.toISOString()).toBe('2026-11-22T14:05:00.000Z');
  });

  it('stores a one-word slide-out name with an empty last name', async () => {
    const res = await post({ ...slideOutPayload, firstName: 'Cher', lastName: '' }).expect(201);
    expect(await em.fork().findOneOrFail(QuoteRequest, res.body.id)).toMatchObject({ firstName: 'Cher', lastName: '' });
  });

  describe('Idempotency-Key', () => {
    /** The stored hash for a body, computed the way the server does: on the validated DTO. */
    const hashOf = async (body: object) =>
      requestHash((await createValidationPipe().transform(body, { type: 'body', metatype: CreateQuoteDto })) as object);

    /**
     * Holds a row with `key` in an open transaction on a connection of its own, as a first request still
     * in flight would: the server's insert then waits on the unique key until finish() commits or rolls back.
     */
    async function inFlight(key: string, hash: string) {
      const client = new pg.Client({ connectionString: testApp.databaseUrl });
      await client.connect();
      const id = randomUUID();
      await client.query('begin');
      await client.query(
        `insert into quote_request (id, form, first_name, last_name, email, received_at, is_spam, idempotency_key, request_hash)
         values ($1, 'home', 'First', 'Request', 'first@request.test', now(), false, $2, $3)`,
        [id, key, hash],
      );
      return {
        id,
        /** Resolves once the server's insert is waiting on this transaction's lock. */
        async serverIsWaiting() {
          const waiting = `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`;
          await eventually(async () => (await client.query<{ n: number }>(waiting)).rows[0]!.n > 0, { what: "the server's insert to wait on the in-flight request", everyMs: 20 });
        },
        async finish(outcome: 'commit' | 'rollback') {
          await client.query(outcome);
          await client.end();
        },
      };
    }

    it('answers a retry of the same request with the same id, storing one row', async () => {
      const key = randomUUID();
      const before = await count();
      const first = await post(homePayload, key).expect(201);
      const [second, third] = await Promise.all([post(homePayload, key), post({ ...homePayload }, key)]);
      expect([second.status, third.status]).toEqual([201, 201]);
      expect(second.body.id).toBe(first.body.id);
      expect(third.body.id).toBe(first.body.id);
      // The same request with its keys in another order, or with spaces the server trims, is the same request.
      const reordered = Object.fromEntries(Object.entries(homePayload).reverse());
      expect((await post({ ...reordered, firstName: ' Dana ' }, key).expect(201)).body.id).toBe(first.body.id);
      expect(await count()).toBe(before + 1);
      expect((await em.fork().findOneOrFail(QuoteRequest, first.body.id)).requestHash).toBe(await hashOf(homePayload));
    });

    it('refuses the same key with a different request: 422, nothing stored, never the first id', async () => {
      const key = randomUUID();
      const first = await post(homePayload, key).expect(201);
      const before = await count();
      const res = await post({ ...homePayload, message: 'A different shipment' }, key).expect(422);
      expect(res.body).toEqual({
        success: false,
        error: IDEMPOTENCY_KEY_REUSED_MESSAGE,
        code: IDEMPOTENCY_KEY_REUSED_CODE,
        requestId: res.headers['x-request-id'],
      });
      expect(JSON.stringify(res.body)).not.toContain(first.body.id);
      expect(await count()).toBe(before);
      // The client's remedy, a new key, stores the new lead.
      const retried = await post({ ...homePayload, message: 'A different shipment' }, randomUUID()).expect(201);
      expect(retried.body.id).not.toBe(first.body.id);
      expect(await count()).toBe(before + 1);
    });

    it('ten concurrent requests with one key and ten different bodies store exactly one row; the other nine get 409/422', async () => {
      const key = randomUUID();
      const before = await count();
      const bodies = Array.from({ length: 10 }, (_, i) => ({ ...homePayload, message: `Shipment number ${i}` }));
      const answers = await Promise.all(bodies.map((body) => post(body, key)));
      const created = answers.filter((res) => res.status === 201);
      expect(created).toHaveLength(1);
      const refused = answers.filter((res) => res.status !== 201);
      expect(refused).toHaveLength(9);
      for (const res of refused) {
        expect([409, 422]).toContain(res.status);
        expect(res.body.success).toBe(false);
        expect(res.body.id).toBeUndefined();
      }
      expect(await count()).toBe(before + 1);
      const row = await em.fork().findOneOrFail(QuoteRequest, { idempotencyKey: key });
      expect(row.id).toBe(created[0]!.body.id);
      expect(row.message).toBe(bodies[answers.indexOf(created[0]!)]!.message);
    });

    it('a request that waits on an in-flight one with the same key and request gets its id when it commits', async () => {
      const key = randomUUID();
      const first = await inFlight(key, await hashOf(homePayload));
      const pending = post(homePayload, key).then((res) => res);
      await first.serverIsWaiting();
      await first.finish('commit');
      const res = await pending;
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, id: first.id });
      expect(await em.fork().count(QuoteRequest, { idempotencyKey: key })).toBe(1);
    });

    it('a request that waits on an in-flight one with the same key but another request gets 422, not its id', async () => {
      const key = randomUUID();
      const first = await inFlight(key, await hashOf({ ...homePayload, message: 'The first shipment' }));
      const pending = post(homePayload, key).then((res) => res);
      await first.serverIsWaiting();
      await first.finish('commit');
      const res = await pending;
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);
      expect(JSON.stringify(res.body)).not.toContain(first.id);
      expect(await em.fork().count(QuoteRequest, { idempotencyKey: key })).toBe(1);
    });

    it('a request that waited on an in-flight one that rolled back is stored itself', async () => {
      const key = randomUUID();
      const first = await inFlight(key, await hashOf(homePayload));
      const pending = post(homePayload, key).then((res) => res);
      await first.serverIsWaiting();
      await first.finish('rollback');
      const res = await pending;
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe(first.id);
      expect((await em.fork().findOneOrFail(QuoteRequest, { idempotencyKey: key })).id).toBe(res.body.id);
    });
  });

  it('stores a filled honeypot flagged as spam and answers like any other request', async () => {
    const res = await post({ ...homePayload, website: 'http://spam.test' }).expect(201);
    expect(res.body.success).toBe(true);
    expect((await em.fork().findOneOrFail(QuoteRequest, res.body.id)).isSpam).toBe(true);
  });

  it('marks the e-mail\'s abandoned forms recovered when the quote is stored', async () => {
    const capture = await request(app.getHttpServer())
      .post('/api/abandoned-forms/capture-abandonment')
      .set('Content-Type', 'text/plain')
      .send(
        JSON.stringify({
          formType: 'slide_out_quote',
          formData: { name: 'Ana Park', email: 'Ana@Freight.test', pickup: 'Columbus, OH' },
          abandonmentReason: 'page_exit',
          timeOnForm: 41_250,
          fieldsCompleted: 3,
        }),
      )
      .expect(201);
    const stored = await em.fork().findOneOrFail(AbandonedForm, capture.body.id);
    expect(stored).toMatchObject({ email: 'ana@freight.test', reason: 'page_exit', timeOnFormMs: 41_250, fieldsCompleted: 3, recoveredAt: null });
    expect(stored.formData).toEqual({ name: 'Ana Park', email: 'Ana@Freight.test', pickup: 'Columbus, OH' });

    await post({ ...homePayload, email: 'ana@freight.test' }).expect(201);
    expect((await em.fork().findOneOrFail(AbandonedForm, capture.body.id)).recoveredAt).toBeInstanceOf(Date);
  });

  const raw = (contentType?: string) => {
    const req = request(app.getHttpServer()).post('/api/quotes').set('Idempotency-Key', randomUUID());
    return contentType ? req.set('Content-Type', contentType) : req;
  };
  const json = (text: string) => raw('application/json').send(text);

  /** Each bad request, the status it must answer and what the body must say: the fields it names, or the exact error. */
  const malformed: [string, () => request.Test, number, { fields: string[] } | { error: string }][] = [
    ['an empty JSON object', () => post({}), 400, { fields: ['firstName', 'lastName', 'email', 'service'] }],
    ['an empty body', () => raw('application/json'), 400, { fields: ['firstName', 'lastName', 'email', 'service'] }],
    ['broken JSON', () => json('{"firstName":'), 400, { error: BAD_JSON_MESSAGE }],
    ['a JSON array', () => post([homePayload]), 400, { error: NOT_AN_OBJECT_MESSAGE }],
    ['JSON null', () => json('null'), 400, { error: NOT_AN_OBJECT_MESSAGE }],
    ['a JSON string', () => json('"hello"'), 400, { error: NOT_AN_OBJECT_MESSAGE }],
    ['a JSON number', () => json('42'), 400, { error: NOT_AN_OBJECT_MESSAGE }],
    ['text/plain', () => raw('text/plain').send(JSON.stringify(homePayload)), 415, { error: JSON_ONLY_MESSAGE }],
    ['form-encoded', () => raw().type('form').send(homePayload), 415, { error: JSON_ONLY_MESSAGE }],
    ['no content type', () => raw().send(Buffer.from(JSON.stringify(homePayload))), 415, { error: JSON_ONLY_MESSAGE }],
    ['a JSON look-alike type', () => raw('application/jsonx').send(JSON.stringify(homePayload)), 415, { error: JSON_ONLY_MESSAGE }],
    ['a UTF-16 charset', () => raw('application/json; charset=utf-16').send(JSON.stringify(homePayload)), 415, { error: UTF8_ONLY_MESSAGE }],
    ['an unknown field', () => post({ ...homePayload, admin: true }), 400, { fields: ['admin'] }],
    ['a numeric first name', () => post({ ...homePayload, firstName: 7 }), 400, { fields: ['firstName'] }],
    ['an object as e-mail', () => post({ ...homePayload, email: { $ne: '' } }), 400, { fields: ['email'] }],
    ['an array as service', () => post({ ...homePayload, service: ['custom'] }), 400, { fields: ['service'] }],
    ['a boolean message', () => post({ ...homePayload, message: true }), 400, { fields: ['message'] }],
    ['a malformed e-mail', () => post({ ...homePayload, email: 'dana@shipper' }), 400, { fields: ['email'] }],
    ['an implausible phone', () => post({ ...homePayload, phone: '555' }), 400, { fields: ['phone'] }],
    ['letters as phone', () => post({ ...homePayload, phone: 'call after five' }), 400, { fields: ['phone'] }],
    ['an unknown home service', () => post({ ...homePayload, service: 'teleport' }), 400, { fields: ['service'] }],
    ['a slide-out service on the home form', () => post({ ...homePayload, service: 'emergency' }), 400, { fields: ['service'] }],
    ['a home service on the slide-out form', () => post({ ...slideOutPayload, service: 'custom' }), 400, { fields: ['service'] }],
    ['an unknown timeframe', () => post({ ...slideOutPayload, timeframe: 'next-month' }), 400, { fields: ['timeframe'] }],
    ['a source without the slide_out_ prefix', () => post({ ...slideOutPayload, source: 'hero_section' }), 400, { fields: ['source'] }],
    ['a non-ISO timestamp', () => post({ ...slideOutPayload, timestamp: 'yesterday' }), 400, { fields: ['timestamp'] }],
    ['a date-only timestamp', () => post({ ...slideOutPayload, timestamp: '2026-11-22' }), 400, { fields: ['timestamp'] }],
    ['a timestamp without a time zone', () => post({ ...slideOutPayload, timestamp: '2026-11-22T14:05:00' }), 400, { fields: ['timestamp'] }],
    ['a slide-out without pickup and delivery', () => post({ ...slideOutPayload, pickup: undefined, delivery: undefined }), 400, { fields: ['pickup', 'delivery'] }],
    ['a slide-out without phone', () => post({ ...slideOutPayload, phone: undefined }), 400, { fields: ['phone'] }],
    ['a huge first name', () => post({ ...homePayload, firstName: 'A'.repeat(81) }), 400, { fields: ['firstName'] }],
    ['a huge message', () => post({ ...homePayload, message: 'x'.repeat(5001) }), 400, { fields: ['message'] }],
    ['a huge pickup', () => post({ ...slideOutPayload, pickup: 'x'.repeat(201) }), 400, { fields: ['pickup'] }],
    ['a huge company', () => post({ ...slideOutPayload, company: 'x'.repeat(121) }), 400, { fields: ['company'] }],
    ['a huge UTM value', () => post({ ...slideOutPayload, utm: { campaign: 'x'.repeat(151) } }), 400, { fields: ['utm.campaign'] }],
    ['UTM as a string', () => post({ ...slideOutPayload, utm: 'google' }), 400, { fields: ['utm'] }],
    ['an external landing page', () => post({ ...slideOutPayload, landingPage: 'https://evil.test/' }), 400, { fields: ['landingPage'] }],
    ['a javascript: referrer', () => post({ ...slideOutPayload, referrer: 'javascript:alert(1)' }), 400, { fields: ['referrer'] }],
    ['a malformed Idempotency-Key', () => post(homePayload, 'short'), 400, { fields: ['Idempotency-Key'] }],
    ['whitespace-only required fields', () => post({ ...homePayload, firstName: '  ', lastName: '\t' }), 400, { fields: ['firstName', 'lastName'] }],
    // Control characters, in every stored text field; PostgreSQL itself refuses NUL (it used to answer 500).
    ...(['firstName', 'lastName', 'email', 'phone', 'pickup', 'delivery', 'weight', 'dimensions', 'message', 'company'] as const).map(
      (field): [string, () => request.Test, number, { fields: string[] }] => [`NUL in ${field}`, () => post({ ...slideOutPayload, [field]: 'a\u0000b' }), 400, { fields: [field] }],
    ),
    ['NUL in landingPage', () => post({ ...slideOutPayload, landingPage: '/a\u0000b' }), 400, { fields: ['landingPage'] }],
    ['NUL in referrer', () => post({ ...slideOutPayload, referrer: 'https://a.test/\u0000' }), 400, { fields: ['referrer'] }],
    ['NUL in utm.source', () => post({ ...slideOutPayload, utm: { source: 'goo\u0000gle' } }), 400, { fields: ['utm.source'] }],
    ['BEL in a name', () => post({ ...homePayload, firstName: 'Dana\u0007' }), 400, { fields: ['firstName'] }],
    ['ESC in a name', () => post({ ...homePayload, lastName: '\u001b[2JReyes' }), 400, { fields: ['lastName'] }],
    ['CR-LF in a name', () => post({ ...homePayload, lastName: 'Reyes\r\nBcc: x@y.test' }), 400, { fields: ['lastName'] }],
    ['an unpaired surrogate', () => json('{"firstName":"Dana\\ud800","lastName":"Reyes","email":"d@r.test","service":"custom"}'), 400, { fields: ['firstName'] }],
    ['JSON nested 3,500 deep', () => json(`{"firstName":${'['.repeat(3500)}${']'.repeat(3500)}}`), 400, { error: 'Request body is nested more than 32 levels deep' }],
    ['JSON nested 33 deep', () => json(`{"utm":${'{"a":'.repeat(32)}1${'}'.repeat(32)}}`), 400, { error: 'Request body is nested more than 32 levels deep' }],
    ['a gzip body', () => raw('application/json').set('Content-Encoding', 'gzip').send(gzipSync(JSON.stringify(homePayload))), 415, { error: UNSUPPORTED_ENCODING_MESSAGE }],
    ['a truncated gzip body', () => raw('application/json').set('Content-Encoding', 'gzip').send(gzipSync(JSON.stringify(homePayload)).subarray(0, 20)), 415, { error: UNSUPPORTED_ENCODING_MESSAGE }],
    ['a corrupt deflate body', () => raw('application/json').set('Content-Encoding', 'deflate').send(Buffer.from('not deflate at all')), 415, { error: UNSUPPORTED_ENCODING_MESSAGE }],
    ['a corrupt br body', () => raw('application/json').set('Content-Encoding', 'br').send(Buffer.from([1, 2, 3, 4, 5])), 415, { error: UNSUPPORTED_ENCODING_MESSAGE }],
    ['an unknown encoding', () => raw('application/json').set('Content-Encoding', 'x-rot13').send(JSON.stringify(homePayload)), 415, { error: UNSUPPORTED_ENCODING_MESSAGE }],
  ];

  it.each(malformed)('answers %s with a 4xx naming the problem, storing nothing', async (_label, send, status, expected) => {
    const before = await count();
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    if ('fields' in expected) {
      expect(Object.keys(res.body.fields)).toEqual(expected.fields);
      expect(res.body.error).toBe(invalidRequestMessage(expected.fields));
    } else {
      expect(res.body.error).toBe(expected.error);
    }
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
    expect(await count()).toBe(before);
  });

  it('answers a body over the size limit with 413 and stores nothing', async () => {
    const before = await count();
    const res = await post({ ...homePayload, message: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(TOO_LARGE_MESSAGE);
    expect(await count()).toBe(before);
  });

  it('names every invalid field in fields', async () => {
    const res = await post({ firstName: '', email: 'no', service: 'x', extra: 1 }).expect(400);
    expect(res.body.fields).toEqual({
      extra: 'property extra should not exist',
      firstName: 'firstName is required',
      lastName: 'lastName is required',
      email: 'email must be a valid e-mail address',
      service: 'service must be one of: hand-carry, medical-transport, air-expedite, ground-expedite, custom',
    });
  });
});

describe('POST /api/abandoned-forms', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;

  beforeAll(async () => {
    testApp = await createTestApp();
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
  });

  const capture = (body: unknown) => request(app.getHttpServer()).post('/api/abandoned-forms/capture-abandonment').send(body as object);
  const valid = { formType: 'home_quote', formData: { firstName: 'Lee', service: 'custom' }, abandonmentReason: 'inactivity', timeOnForm: 30_000, fieldsCompleted: 2 };

  it.each([
    ['an unknown reason', { ...valid, abandonmentReason: 'bored' }, 'abandonmentReason'],
    ['an unknown form type', { ...valid, formType: 'newsletter' }, 'formType'],
    ['nested form data', { ...valid, formData: { a: { b: 1 } } }, 'formData'],
    ['too many fields', { ...valid, formData: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'x'])) }, 'formData'],
    ['a huge value', { ...valid, formData: { message: 'x'.repeat(2001) } }, 'formData'],
    ['a negative time', { ...valid, timeOnForm: -1 }, 'timeOnForm'],
    ['a fractional count', { ...valid, fieldsCompleted: 2.5 }, 'fieldsCompleted'],
    ['NUL in a value', { ...valid, formData: { firstName: 'Lee\u0000' } }, 'formData'],
    ['a line break in a one-line value', { ...valid, formData: { firstName: 'Lee\r\nX' } }, 'formData'],
    ['ESC in the description', { ...valid, formData: { description: 'two\u001b[2J pallets' } }, 'formData'],
    ['an unpaired surrogate', { ...valid, formData: { name: 'Lee\ud800' } }, 'formData'],
  ])('rejects %s with 400 naming the field', async (_label, body, field) => {
    const res = await capture(body).expect(400);
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });

  it('names the form-data entry at fault', async () => {
    const res = await capture({ ...valid, formData: { firstName: 'Lee', pickupLocation: 'Dock\u00004' } }).expect(400);
    expect(res.body.fields).toEqual({ formData: 'formData.pickupLocation must not contain control characters' });
  });

  it('keeps tab and line breaks in the multi-line values', async () => {
    const res = await capture({ ...valid, formData: { firstName: 'Lee', description: 'Two pallets\r\n\tDock 4' } }).expect(201);
    const row = await app.get(EntityManager).fork().findOneOrFail(AbandonedForm, res.body.id);
    expect(row.formData).toEqual({ firstName: 'Lee', description: 'Two pallets\r\n\tDock 4' });
  });

  it.each([
    ['gzip', gzipSync(JSON.stringify(valid))],
    ['deflate', Buffer.from('corrupt')],
    ['br', Buffer.from([0xff, 0x00])],
  ])('refuses a %s-encoded beacon with 415', async (encoding, body) => {
    const res = await request(app.getHttpServer())
      .post('/api/abandoned-forms/capture-abandonment')
      .set('Content-Type', 'text/plain')
      .set('Content-Encoding', encoding)
      .send(body)
      .expect(415);
    expect(res.body.error).toBe(UNSUPPORTED_ENCODING_MESSAGE);
  });

  it('refuses other content types with 415', async () => {
    const res = await request(app.getHttpServer()).post('/api/abandoned-forms/capture-abandonment').type('form').send({ formType: 'home_quote' }).expect(415);
    expect(res.body.error).toBe(BEACON_TYPES_MESSAGE);
  });

  it('stores a valid capture without an e-mail', async () => {
    const res = await capture(valid).expect(201);
    expect(res.body).toEqual({ success: true, id: expect.any(String) });
    const row = await app.get(EntityManager).fork().findOneOrFail(AbandonedForm, res.body.id);
    expect(row).toMatchObject({ formType: 'home_quote', reason: 'inactivity', email: null, timeOnFormMs: 30_000 });
  });

  it('marks recovered only the forms of the given type, answering the same body whatever the e-mail', async () => {
    const em = app.get(EntityManager);
    const home = await capture({ ...valid, formData: { email: 'kim@co.test', firstName: 'Kim' } }).expect(201);
    const slideOut = await capture({ ...valid, formType: 'slide_out_quote', formData: { email: 'kim@co.test', name: 'Kim' } }).expect(201);
    const recover = (body: object) => request(app.getHttpServer()).post('/api/abandoned-forms/mark-recovered').send(body);

    const known = await recover({ email: 'KIM@co.test', formType: 'home_quote' }).expect(200);
    const again = await recover({ email: 'kim@co.test', formType: 'home_quote' }).expect(200);
    const unknown = await recover({ email: 'nobody@nowhere.test', formType: 'home_quote' }).expect(200);
    for (const res of [known, again, unknown]) expect(res.body).toEqual({ success: true });
    expect(known.text).toBe(unknown.text);

    expect((await em.fork().findOneOrFail(AbandonedForm, home.body.id)).recoveredAt).toBeInstanceOf(Date);
    expect((await em.fork().findOneOrFail(AbandonedForm, slideOut.body.id)).recoveredAt).toBeNull();
    await recover({ email: 'kim', formType: 'home_quote' }).expect(400);
    await recover({ email: 'kim@co.test', formType: 'newsletter' }).expect(400);
  });
});
