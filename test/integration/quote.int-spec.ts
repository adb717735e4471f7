import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AbandonedForm } from '../../src/abandonment/abandoned-form.entity.js';
import { QuoteRequest } from '../../src/quote/quote-request.entity.js';
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
    expect(row.receivedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
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

  it('answers a retry with the same Idempotency-Key with the same id and stores one row', async () => {
    const key = randomUUID();
    const before = await count();
    const first = await post(homePayload, key).expect(201);
    const [second, third] = await Promise.all([post(homePayload, key), post(homePayload, key)]);
    expect(second.status).toBe(201);
    expect(third.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(third.body.id).toBe(first.body.id);
    expect(await count()).toBe(before + 1);
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

  const malformed: [string, () => request.Test, string | RegExp][] = [
    ['an empty JSON object', () => post({}), /^Invalid request: check firstName, lastName, email, service$/],
    ['an empty body', () => request(app.getHttpServer()).post('/api/quotes').set('Content-Type', 'application/json'), /^Invalid request/],
    ['broken JSON', () => request(app.getHttpServer()).post('/api/quotes').set('Content-Type', 'application/json').send('{"firstName":'), 'Request body is not valid JSON'],
    ['a JSON array', () => post([homePayload]), /./],
    ['JSON null', () => request(app.getHttpServer()).post('/api/quotes').set('Content-Type', 'application/json').send('null'), /./],
    ['a JSON string', () => request(app.getHttpServer()).post('/api/quotes').set('Content-Type', 'application/json').send('"hello"'), /./],
    ['text/plain', () => request(app.getHttpServer()).post('/api/quotes').set('Content-Type', 'text/plain').send(JSON.stringify(homePayload)), 'Content-Type must be application/json'],
    ['form-encoded', () => request(app.getHttpServer()).post('/api/quotes').type('form').send(homePayload), 'Content-Type must be application/json'],
    ['no content type', () => request(app.getHttpServer()).post('/api/quotes').send(Buffer.from(JSON.stringify(homePayload))), 'Content-Type must be application/json'],
    ['an unknown field', () => post({ ...homePayload, admin: true }), 'Invalid request: check admin'],
    ['a numeric first name', () => post({ ...homePayload, firstName: 7 }), 'Invalid request: check firstName'],
    ['an object as e-mail', () => post({ ...homePayload, email: { $ne: '' } }), 'Invalid request: check email'],
    ['an array as service', () => post({ ...homePayload, service: ['custom'] }), 'Invalid request: check service'],
    ['a boolean message', () => post({ ...homePayload, message: true }), 'Invalid request: check message'],
    ['a malformed e-mail', () => post({ ...homePayload, email: 'dana@shipper' }), 'Invalid request: check email'],
    ['an implausible phone', () => post({ ...homePayload, phone: '555' }), 'Invalid request: check phone'],
    ['letters as phone', () => post({ ...homePayload, phone: 'call after five' }), 'Invalid request: check phone'],
    ['an unknown home service', () => post({ ...homePayload, service: 'teleport' }), 'Invalid request: check service'],
    ['a slide-out service on the home form', () => post({ ...homePayload, service: 'emergency' }), 'Invalid request: check service'],
    ['a home service on the slide-out form', () => post({ ...slideOutPayload, service: 'custom' }), 'Invalid request: check service'],
    ['an unknown timeframe', () => post({ ...slideOutPayload, timeframe: 'next-month' }), 'Invalid request: check timeframe'],
    ['a source without the slide_out_ prefix', () => post({ ...slideOutPayload, source: 'hero_section' }), 'Invalid request: check source'],
    ['a non-ISO timestamp', () => post({ ...slideOutPayload, timestamp: 'yesterday' }), 'Invalid request: check timestamp'],
    ['a slide-out without pickup and delivery', () => post({ ...slideOutPayload, pickup: undefined, delivery: undefined }), 'Invalid request: check pickup, delivery'],
    ['a slide-out without phone', () => post({ ...slideOutPayload, phone: undefined }), 'Invalid request: check phone'],
    ['a huge first name', () => post({ ...homePayload, firstName: 'A'.repeat(81) }), 'Invalid request: check firstName'],
    ['a huge message', () => post({ ...homePayload, message: 'x'.repeat(5001) }), 'Invalid request: check message'],
    ['a huge pickup', () => post({ ...slideOutPayload, pickup: 'x'.repeat(201) }), 'Invalid request: check pickup'],
    ['a huge company', () => post({ ...slideOutPayload, company: 'x'.repeat(121) }), 'Invalid request: check company'],
    ['a huge UTM value', () => post({ ...slideOutPayload, utm: { campaign: 'x'.repeat(151) } }), 'Invalid request: check utm.campaign'],
    ['UTM as a string', () => post({ ...slideOutPayload, utm: 'google' }), 'Invalid request: check utm'],
    ['an external landing page', () => post({ ...slideOutPayload, landingPage: 'https://evil.test/' }), 'Invalid request: check landingPage'],
    ['a javascript: referrer', () => post({ ...slideOutPayload, referrer: 'javascript:alert(1)' }), 'Invalid request: check referrer'],
    ['a malformed Idempotency-Key', () => post(homePayload, 'short'), 'Invalid request: check Idempotency-Key'],
    ['whitespace-only required fields', () => post({ ...homePayload, firstName: '  ', lastName: '\t' }), 'Invalid request: check firstName, lastName'],
  ];

  it.each(malformed)('answers %s with 400 and a message, storing nothing', async (_label, send, message) => {
    const before = await count();
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(message);
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
    expect(await count()).toBe(before);
  });

  it('has at least 30 malformed cases', () => {
    expect(malformed.length).toBeGreaterThanOrEqual(30);
  });

  it('answers a body over the size limit with 413 and stores nothing', async () => {
    const before = await count();
    const res = await post({ ...homePayload, message: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('Request body is too large');
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
  ])('rejects %s with 400 naming the field', async (_label, body, field) => {
    const res = await capture(body).expect(400);
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });

  it('stores a valid capture without an e-mail', async () => {
    const res = await capture(valid).expect(201);
    expect(res.body).toEqual({ success: true, id: expect.any(String) });
    const row = await app.get(EntityManager).fork().findOneOrFail(AbandonedForm, res.body.id);
    expect(row).toMatchObject({ formType: 'home_quote', reason: 'inactivity', email: null, timeOnFormMs: 30_000 });
  });

  it('marks recovered by e-mail and form type', async () => {
    await capture({ ...valid, formData: { email: 'kim@co.test', firstName: 'Kim' } }).expect(201);
    const res = await request(app.getHttpServer())
      .post('/api/abandoned-forms/mark-recovered')
      .send({ email: 'KIM@co.test', formType: 'home_quote' })
      .expect(200);
    expect(res.body).toEqual({ success: true, recovered: 1 });
    await request(app.getHttpServer()).post('/api/abandoned-forms/mark-recovered').send({ email: 'kim', formType: 'home_quote' }).expect(400);
  });
});
