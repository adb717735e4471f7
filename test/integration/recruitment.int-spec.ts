import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  BAD_JSON_MESSAGE,
  invalidRequestMessage,
  JSON_ONLY_MESSAGE,
  NOT_AN_OBJECT_MESSAGE,
  TOO_LARGE_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  UNSUPPORTED_ENCODING_MESSAGE,
} from '../../core/error-messages.js';
import { IDEMPOTENCY_KEY_REUSED_CODE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../core/idempotency-key.js';
import { createValidationPipe } from '../../src/common/request-validation.js';
import { requestHash } from '../../src/common/request-hash.js';
import { QuoteRequest } from '../../src/quote/quote-request.entity.js';
import { CarrierApplication } from '../../src/recruitment/carrier-application.entity.js';
import { CreateCarrierApplicationDto } from '../../src/recruitment/dto/create-carrier-application.dto.js';
import { US_STATE_CODES } from '../../src/recruitment/dto/recruitment-fields.js';
import { FreightAgentInquiry } from '../../src/recruitment/freight-agent-inquiry.entity.js';
import { EQUIPMENT_TYPES } from '../../core/recruitment-options.js';
import { createTestApp, type TestApp } from './app.js';

const AGENTS = '/api/freight-agent-inquiries';
const CARRIERS = '/api/carrier-applications';

const agentPayload = {
  company: 'Mills Logistics',
  contactName: 'Avery Mills',
  email: 'Avery.Mills@Mills-Logistics.test',
  phone: '+1 980 555 0123',
  yearsExperience: 12,
  hasBookOfBusiness: true,
  statesServed: ['TX', 'OK', 'LA'],
  message: 'Automotive and aerospace shippers.\nMostly hot shot and team expedite.',
  landingPage: '/freight-agent-recruitment?utm_source=linkedin',
  referrer: 'https://www.linkedin.com/',
  utm: { source: 'linkedin', medium: 'social', content: 'agent-post' },
};

const carrierPayload = {
  company: 'Piedmont Hot Shot LLC',
  contactName: 'Jordan Mills',
  email: 'Dispatch@Piedmont.test',
  phone: '(704) 555-0188',
  mcNumber: '1098765',
  usdotNumber: '3124567',
  equipmentTypes: ['hot-shot', 'sprinter-van', 'flatbed'],
  statesServed: ['NC', 'SC', 'VA', 'DC'],
  insuranceConfirmed: true,
  message: 'Two 40 ft goosenecks.\r\nTeam drivers on request.',
  landingPage: '/carrier-partner-application',
  referrer: 'https://www.google.com/search?q=carrier+partner',
  utm: { source: 'google', medium: 'cpc', campaign: 'carriers', term: 'hot shot loads' },
};

describe('recruitment leads', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let em: EntityManager;
  const post = (path: string, body: unknown, key: string = randomUUID()) =>
    request(app.getHttpServer()).post(path).set('Idempotency-Key', key).set('User-Agent', 'RecruitmentTest/1.0').send(body as object);
  const postAgent = (body: unknown, key?: string) => post(AGENTS, body, key);
  const postCarrier = (body: unknown, key?: string) => post(CARRIERS, body, key);
  const counts = async () => ({ agents: await em.fork().count(FreightAgentInquiry), carriers: await em.fork().count(CarrierApplication) });
  /** Rows stored by the endpoint at `path`. */
  const countAt = async (path: string) => (await counts())[path === AGENTS ? 'agents' : 'carriers'];
  const rowsWithKey = (path: string, key: string): Promise<{ id: string; message?: string | null }[]> =>
    path === AGENTS ? em.fork().find(FreightAgentInquiry, { idempotencyKey: key }) : em.fork().find(CarrierApplication, { idempotencyKey: key });

  beforeAll(async () => {
    testApp = await createTestApp({ RECRUITMENT_THROTTLE_LIMIT: '1000' });
    app = testApp.app;
    em = app.get(EntityManager);
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('POST /api/freight-agent-inquiries', () => {
    it('stores the inquiry exactly and answers 201 with its id', async () => {
      const before = Date.now();
      const res = await postAgent(agentPayload).expect(201);
      expect(res.body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const row = await em.fork().findOneOrFail(FreightAgentInquiry, res.body.id);
      expect(row).toMatchObject({
        company: 'Mills Logistics',
        contactName: 'Avery Mills',
        email: 'avery.mills@mills-logistics.test',
        phone: '+1 980 555 0123',
        yearsExperience: 12,
        hasBookOfBusiness: true,
        statesServed: ['LA', 'OK', 'TX'],
        message: 'Automotive and aerospace shippers.\nMostly hot shot and team expedite.',
        landingPage: '/freight-agent-recruitment?utm_source=linkedin',
        referrer: 'https://www.linkedin.com/',
        utmSource: 'linkedin',
        utmMedium: 'social',
        utmCampaign: null,
        utmTerm: null,
        utmContent: 'agent-post',
        userAgent: 'RecruitmentTest/1.0',
        isSpam: false,
      });
      // Received during the request: between the moment before it and now.
      expect(row.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(row.receivedAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(row.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.requestHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('stores the minimal inquiry with nulls for what was not sent, and the Referer header as referrer', async () => {
      const minimal = { company: ' Solo Agent ', contactName: 'Kim Park', email: 'kim@park.test', phone: '704.555.0100', message: '   ' };
      const res = await request(app.getHttpServer()).post(AGENTS).set('Referer', 'https://www.example.test/carriers').send(minimal).expect(201);
      expect(await em.fork().findOneOrFail(FreightAgentInquiry, res.body.id)).toMatchObject({
        company: 'Solo Agent',
        contactName: 'Kim Park',
        email: 'kim@park.test',
        phone: '704.555.0100',
        yearsExperience: null,
        hasBookOfBusiness: null,
        statesServed: null,
        message: null,
        landingPage: null,
        referrer: 'https://www.example.test/carriers',
        utmSource: null,
        userAgent: null,
        isSpam: false,
        idempotencyKey: null,
        requestHash: null,
      });
    });

    it('stores zero years and no book of business as given', async () => {
      const res = await postAgent({ ...agentPayload, yearsExperience: 0, hasBookOfBusiness: false }).expect(201);
      expect(await em.fork().findOneOrFail(FreightAgentInquiry, res.body.id)).toMatchObject({ yearsExperience: 0, hasBookOfBusiness: false });
    });

    it('stores a filled honeypot flagged as spam and answers like any other request', async () => {
      const res = await postAgent({ ...agentPayload, website: 'http://spam.test' }).expect(201);
      expect(res.body).toEqual({ success: true, id: expect.any(String) });
      expect((await em.fork().findOneOrFail(FreightAgentInquiry, res.body.id)).isSpam).toBe(true);
    });
  });

  describe('POST /api/carrier-applications', () => {
    it('stores the application exactly, lists in vocabulary order, and answers 201 with its id', async () => {
      const before = Date.now();
      const res = await postCarrier(carrierPayload).set('Referer', 'https://ignored.test/').expect(201);
      expect(res.body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const row = await em.fork().findOneOrFail(CarrierApplication, res.body.id);
      expect(row).toMatchObject({
        company: 'Piedmont Hot Shot LLC',
        contactName: 'Jordan Mills',
        email: 'dispatch@piedmont.test',
        phone: '(704) 555-0188',
        mcNumber: '1098765',
        usdotNumber: '3124567',
        equipmentTypes: ['sprinter-van', 'hot-shot', 'flatbed'],
        statesServed: ['DC', 'NC', 'SC', 'VA'],
        insuranceConfirmed: true,
        message: 'Two 40 ft goosenecks.\r\nTeam drivers on request.',
        landingPage: '/carrier-partner-application',
        // The client's first-touch referrer wins over the Referer header.
        referrer: 'https://www.google.com/search?q=carrier+partner',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'carriers',
        utmTerm: 'hot shot loads',
        utmContent: null,
        userAgent: 'RecruitmentTest/1.0',
        isSpam: false,
      });
      // Received during the request: between the moment before it and now.
      expect(row.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(row.receivedAt.getTime()).toBeLessThanOrEqual(Date.now());
    });

    it('stores an application without an MC number (and an empty one) as null', async () => {
      const { mcNumber: _mc, ...withoutMc } = carrierPayload;
      for (const body of [withoutMc, { ...carrierPayload, mcNumber: '' }]) {
        const res = await postCarrier(body).expect(201);
        expect((await em.fork().findOneOrFail(CarrierApplication, res.body.id)).mcNumber).toBeNull();
      }
    });

    it('stores every equipment type and every state (50 states and DC)', async () => {
      const res = await postCarrier({ ...carrierPayload, equipmentTypes: [...EQUIPMENT_TYPES].reverse(), statesServed: [...US_STATE_CODES].reverse() }).expect(201);
      const row = await em.fork().findOneOrFail(CarrierApplication, res.body.id);
      expect(row.equipmentTypes).toEqual([...EQUIPMENT_TYPES]);
      expect(row.statesServed).toEqual([...US_STATE_CODES]);
    });

    it('stores a filled honeypot flagged as spam and answers like any other request', async () => {
      const res = await postCarrier({ ...carrierPayload, website: 'buy-followers.test' }).expect(201);
      expect(res.body).toEqual({ success: true, id: expect.any(String) });
      expect((await em.fork().findOneOrFail(CarrierApplication, res.body.id)).isSpam).toBe(true);
    });
  });

  describe('Idempotency-Key', () => {
    const hashOf = async (body: object) =>
      requestHash((await createValidationPipe().transform(body, { type: 'body', metatype: CreateCarrierApplicationDto })) as object);

    it.each([
      ['a freight agent inquiry', AGENTS, agentPayload],
      ['a carrier application', CARRIERS, carrierPayload],
    ] as const)('answers a retry of %s with the same id, storing one row', async (_label, path, payload) => {
      const key = randomUUID();
      const before = await countAt(path);
      const first = await post(path, payload, key).expect(201);
      const [second, third] = await Promise.all([post(path, payload, key), post(path, { ...payload }, key)]);
      expect([second.status, third.status]).toEqual([201, 201]);
      expect([second.body.id, third.body.id]).toEqual([first.body.id, first.body.id]);
      // The same request with its keys, its list items in another order, or with spaces the server trims.
      const reordered = { ...Object.fromEntries(Object.entries(payload).reverse()), statesServed: [...payload.statesServed].reverse(), company: ` ${payload.company} ` };
      expect((await post(path, reordered, key).expect(201)).body.id).toBe(first.body.id);
      expect(await countAt(path)).toBe(before + 1);
    });

    it('stores the hash of the validated request with the key', async () => {
      const key = randomUUID();
      const res = await postCarrier(carrierPayload, key).expect(201);
      expect((await em.fork().findOneOrFail(CarrierApplication, res.body.id)).requestHash).toBe(await hashOf(carrierPayload));
    });

    it.each([
      ['a freight agent inquiry', AGENTS, agentPayload],
      ['a carrier application', CARRIERS, carrierPayload],
    ] as const)('refuses the key of %s with a different request: 422, nothing stored, never the first id', async (_label, path, payload) => {
      const key = randomUUID();
      const first = await post(path, payload, key).expect(201);
      const before = await countAt(path);
      const res = await post(path, { ...payload, statesServed: ['GA'] }, key).expect(422);
      expect(res.body).toEqual({ success: false, error: IDEMPOTENCY_KEY_REUSED_MESSAGE, code: IDEMPOTENCY_KEY_REUSED_CODE, requestId: res.headers['x-request-id'] });
      expect(JSON.stringify(res.body)).not.toContain(first.body.id);
      expect(await countAt(path)).toBe(before);
      // A new key stores the new lead.
      expect((await post(path, { ...payload, statesServed: ['GA'] }).expect(201)).body.id).not.toBe(first.body.id);
    });

    it.each([
      ['freight agent inquiries', AGENTS, agentPayload],
      ['carrier applications', CARRIERS, carrierPayload],
    ] as const)('ten concurrent %s with one key and ten different bodies store exactly one row; the other nine get 409/422', async (_label, path, payload) => {
      const key = randomUUID();
      const before = await countAt(path);
      const bodies = Array.from({ length: 10 }, (_, i) => ({ ...payload, message: `Application number ${i}` }));
      const answers = await Promise.all(bodies.map((body) => post(path, body, key)));
      const created = answers.filter((res) => res.status === 201);
      expect(created).toHaveLength(1);
      const refused = answers.filter((res) => res.status !== 201);
      expect(refused).toHaveLength(9);
      for (const res of refused) {
        expect([409, 422]).toContain(res.status);
        expect(res.body.success).toBe(false);
        expect(res.body.id).toBeUndefined();
      }
      expect(await countAt(path)).toBe(before + 1);
      const rows = await rowsWithKey(path, key);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).toBe(created[0]!.body.id);
      expect(rows[0]!.message).toBe(bodies[answers.indexOf(created[0]!)]!.message);
    });

    it('scopes a key to its endpoint: the same key on the other forms is a request of its own', async () => {
      const key = randomUUID();
      const agent = await postAgent(agentPayload, key).expect(201);
      const carrier = await postCarrier(carrierPayload, key).expect(201);
      const quote = await post('/api/quotes', { firstName: 'Dana', lastName: 'Reyes', email: 'dana@shipper.test', service: 'custom' }, key).expect(201);
      expect(new Set([agent.body.id, carrier.body.id, quote.body.id]).size).toBe(3);
      expect(await em.fork().count(QuoteRequest, { idempotencyKey: key })).toBe(1);
    });
  });

  const raw = (path: string, contentType?: string) => {
    const req = request(app.getHttpServer()).post(path).set('Idempotency-Key', randomUUID());
    return contentType ? req.set('Content-Type', contentType) : req;
  };
  const json = (path: string, text: string) => raw(path, 'application/json').send(text);

  type Expected = { fields: string[] } | { error: string };
  const CARRIER_REQUIRED = ['company', 'contactName', 'email', 'phone', 'usdotNumber', 'equipmentTypes', 'statesServed', 'insuranceConfirmed'];
  const AGENT_REQUIRED = ['company', 'contactName', 'email', 'phone'];

  /** Each bad request, the status it must answer and what the body must say: the fields it names, or the exact error. */
  const malformed: [string, () => request.Test, number, Expected][] = [
    // Freight agent inquiries.
    ['agent: an empty JSON object', () => postAgent({}), 400, { fields: AGENT_REQUIRED }],
    ['agent: an empty body', () => raw(AGENTS, 'application/json'), 400, { fields: AGENT_REQUIRED }],
    ['agent: broken JSON', () => json(AGENTS, '{"company":'), 400, { error: BAD_JSON_MESSAGE }],
    ['agent: a JSON array', () => postAgent([agentPayload]), 400, { error: NOT_AN_OBJECT_MESSAGE }],
    ['agent: text/plain', () => raw(AGENTS, 'text/plain').send(JSON.stringify(agentPayload)), 415, { error: JSON_ONLY_MESSAGE }],
    ['agent: a gzip body', () => raw(AGENTS, 'application/json').set('Content-Encoding', 'gzip').send(gzipSync(JSON.stringify(agentPayload))), 415, { error: UNSUPPORTED_ENCODING_MESSAGE }],
    ['agent: an unknown field', () => postAgent({ ...agentPayload, usdotNumber: '123' }), 400, { fields: ['usdotNumber'] }],
    ['agent: whitespace-only required fields', () => postAgent({ ...agentPayload, company: '  ', contactName: '\t' }), 400, { fields: ['company', 'contactName'] }],
    ['agent: a malformed e-mail', () => postAgent({ ...agentPayload, email: 'avery@mills' }), 400, { fields: ['email'] }],
    ['agent: a huge e-mail', () => postAgent({ ...agentPayload, email: `${'a'.repeat(250)}@x.test` }), 400, { fields: ['email'] }],
    ['agent: an implausible phone', () => postAgent({ ...agentPayload, phone: '555' }), 400, { fields: ['phone'] }],
    ['agent: a huge company', () => postAgent({ ...agentPayload, company: 'x'.repeat(121) }), 400, { fields: ['company'] }],
    ['agent: a huge contact name', () => postAgent({ ...agentPayload, contactName: 'x'.repeat(121) }), 400, { fields: ['contactName'] }],
    ['agent: 61 years of experience', () => postAgent({ ...agentPayload, yearsExperience: 61 }), 400, { fields: ['yearsExperience'] }],
    ['agent: negative years of experience', () => postAgent({ ...agentPayload, yearsExperience: -1 }), 400, { fields: ['yearsExperience'] }],
    ['agent: fractional years of experience', () => postAgent({ ...agentPayload, yearsExperience: 2.5 }), 400, { fields: ['yearsExperience'] }],
    ['agent: years of experience as text', () => postAgent({ ...agentPayload, yearsExperience: '12' }), 400, { fields: ['yearsExperience'] }],
    ['agent: book of business as text', () => postAgent({ ...agentPayload, hasBookOfBusiness: 'yes' }), 400, { fields: ['hasBookOfBusiness'] }],
    ['agent: an empty state list', () => postAgent({ ...agentPayload, statesServed: [] }), 400, { fields: ['statesServed'] }],
    ['agent: a repeated state', () => postAgent({ ...agentPayload, statesServed: ['TX', 'TX'] }), 400, { fields: ['statesServed'] }],
    ['agent: a huge message', () => postAgent({ ...agentPayload, message: 'x'.repeat(5001) }), 400, { fields: ['message'] }],
    ['agent: an external landing page', () => postAgent({ ...agentPayload, landingPage: 'https://evil.test/' }), 400, { fields: ['landingPage'] }],
    ['agent: a javascript: referrer', () => postAgent({ ...agentPayload, referrer: 'javascript:alert(1)' }), 400, { fields: ['referrer'] }],
    ['agent: a huge UTM value', () => postAgent({ ...agentPayload, utm: { campaign: 'x'.repeat(151) } }), 400, { fields: ['utm.campaign'] }],
    ['agent: an unknown UTM key', () => postAgent({ ...agentPayload, utm: { gclid: 'abc' } }), 400, { fields: ['utm.gclid'] }],
    ['agent: a malformed Idempotency-Key', () => postAgent(agentPayload, 'short'), 400, { fields: ['Idempotency-Key'] }],
    ['agent: an unpaired surrogate', () => json(AGENTS, '{"company":"Mills\\ud800","contactName":"A","email":"a@b.test","phone":"7045550100"}'), 400, { fields: ['company'] }],
    ['agent: JSON nested 33 deep', () => json(AGENTS, `{"utm":${'{"a":'.repeat(32)}1${'}'.repeat(32)}}`), 400, { error: 'Request body is nested more than 32 levels deep' }],
    // Carrier applications.
    ['carrier: an empty JSON object', () => postCarrier({}), 400, { fields: CARRIER_REQUIRED }],
    ['carrier: JSON null', () => json(CARRIERS, 'null'), 400, { error: NOT_AN_OBJECT_MESSAGE }],
    ['carrier: text/plain', () => raw(CARRIERS, 'text/plain').send(JSON.stringify(carrierPayload)), 415, { error: JSON_ONLY_MESSAGE }],
    ['carrier: form-encoded', () => raw(CARRIERS).type('form').send({ company: 'x' }), 415, { error: JSON_ONLY_MESSAGE }],
    ['carrier: an unknown field', () => postCarrier({ ...carrierPayload, yearsExperience: 3, admin: true }), 400, { fields: ['yearsExperience', 'admin'] }],
    ['carrier: insurance not confirmed', () => postCarrier({ ...carrierPayload, insuranceConfirmed: false }), 400, { fields: ['insuranceConfirmed'] }],
    ['carrier: insurance confirmed as text', () => postCarrier({ ...carrierPayload, insuranceConfirmed: 'true' }), 400, { fields: ['insuranceConfirmed'] }],
    ['carrier: no USDOT number', () => postCarrier({ ...carrierPayload, usdotNumber: undefined }), 400, { fields: ['usdotNumber'] }],
    ['carrier: a USDOT number of 9 digits', () => postCarrier({ ...carrierPayload, usdotNumber: '123456789' }), 400, { fields: ['usdotNumber'] }],
    ['carrier: a USDOT number as a JSON number', () => postCarrier({ ...carrierPayload, usdotNumber: 3124567 }), 400, { fields: ['usdotNumber'] }],
    ['carrier: an MC number with its prefix', () => postCarrier({ ...carrierPayload, mcNumber: 'MC-1098765' }), 400, { fields: ['mcNumber'] }],
    ['carrier: no equipment', () => postCarrier({ ...carrierPayload, equipmentTypes: [] }), 400, { fields: ['equipmentTypes'] }],
    ['carrier: equipment as a string', () => postCarrier({ ...carrierPayload, equipmentTypes: 'hot-shot' }), 400, { fields: ['equipmentTypes'] }],
    ['carrier: unknown equipment', () => postCarrier({ ...carrierPayload, equipmentTypes: ['hot-shot', 'spaceship'] }), 400, { fields: ['equipmentTypes'] }],
    ['carrier: repeated equipment', () => postCarrier({ ...carrierPayload, equipmentTypes: ['reefer', 'reefer'] }), 400, { fields: ['equipmentTypes'] }],
    ['carrier: no states', () => postCarrier({ ...carrierPayload, statesServed: [] }), 400, { fields: ['statesServed'] }],
    ['carrier: a territory', () => postCarrier({ ...carrierPayload, statesServed: ['NC', 'PR'] }), 400, { fields: ['statesServed'] }],
    ['carrier: a lower-case state', () => postCarrier({ ...carrierPayload, statesServed: ['nc'] }), 400, { fields: ['statesServed'] }],
    ['carrier: a repeated state', () => postCarrier({ ...carrierPayload, statesServed: ['NC', 'SC', 'NC'] }), 400, { fields: ['statesServed'] }],
    ['carrier: objects as states', () => postCarrier({ ...carrierPayload, statesServed: [{ $ne: '' }] }), 400, { fields: ['statesServed'] }],
    ['carrier: an object as e-mail', () => postCarrier({ ...carrierPayload, email: { $ne: '' } }), 400, { fields: ['email'] }],
    ['carrier: a javascript: referrer', () => postCarrier({ ...carrierPayload, referrer: 'javascript:alert(1)' }), 400, { fields: ['referrer'] }],
    ['carrier: UTM as a string', () => postCarrier({ ...carrierPayload, utm: 'google' }), 400, { fields: ['utm'] }],
    // Control characters, in every stored text field of both forms.
    ...(['company', 'contactName', 'email', 'phone', 'message'] as const).map((field): [string, () => request.Test, number, Expected] => [
      `agent: NUL in ${field}`,
      () => postAgent({ ...agentPayload, [field]: 'a\u0000b' }),
      400,
      { fields: [field] },
    ]),
    ...(['company', 'contactName', 'email', 'phone', 'mcNumber', 'usdotNumber', 'message'] as const).map((field): [string, () => request.Test, number, Expected] => [
      `carrier: NUL in ${field}`,
      () => postCarrier({ ...carrierPayload, [field]: '1\u00002' }),
      400,
      { fields: [field] },
    ]),
    ['carrier: NUL in landingPage', () => postCarrier({ ...carrierPayload, landingPage: '/a\u0000b' }), 400, { fields: ['landingPage'] }],
    ['carrier: NUL in referrer', () => postCarrier({ ...carrierPayload, referrer: 'https://a.test/\u0000' }), 400, { fields: ['referrer'] }],
    ['carrier: NUL in utm.source', () => postCarrier({ ...carrierPayload, utm: { source: 'goo\u0000gle' } }), 400, { fields: ['utm.source'] }],
    ['carrier: NUL in a state', () => postCarrier({ ...carrierPayload, statesServed: ['N\u0000C'] }), 400, { fields: ['statesServed'] }],
    ['carrier: CR-LF in a contact name', () => postCarrier({ ...carrierPayload, contactName: 'Jordan\r\nBcc: x@y.test' }), 400, { fields: ['contactName'] }],
    ['carrier: ESC in the company', () => postCarrier({ ...carrierPayload, company: '\u001b[2JPiedmont' }), 400, { fields: ['company'] }],
  ];

  it('has a refused request naming each field of both forms', () => {
    const named = (form: string) =>
      new Set(malformed.filter(([label]) => label.startsWith(`${form}:`)).flatMap(([, , , expected]) => ('fields' in expected ? expected.fields.map((field) => field.split('.')[0]) : [])));
    const unnamed = (form: string, payload: object) => Object.keys(payload).filter((field) => !named(form).has(field));
    expect({ agent: unnamed('agent', agentPayload), carrier: unnamed('carrier', carrierPayload) }).toEqual({ agent: [], carrier: [] });
  });

  it.each(malformed)('answers %s with a 4xx naming the problem, storing nothing', async (_label, send, status, expected) => {
    const before = await counts();
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    if ('fields' in expected) {
      expect(Object.keys(res.body.fields)).toEqual(expected.fields);
      expect(res.body.error).toBe(invalidRequestMessage(expected.fields));
      expect(res.body.code).toBe('validation_failed');
    } else {
      expect(res.body.error).toBe(expected.error);
    }
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
    expect(await counts()).toEqual(before);
  });

  it.each([AGENTS, CARRIERS])('answers a body over the size limit at %s with 413 and stores nothing', async (path) => {
    const before = await counts();
    const res = await post(path, { ...(path === AGENTS ? agentPayload : carrierPayload), message: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(TOO_LARGE_MESSAGE);
    expect(await counts()).toEqual(before);
  });
});

describe('recruitment throttling', () => {
  let testApp: TestApp;
  const server = () => testApp.app.getHttpServer();

  beforeAll(async () => {
    testApp = await createTestApp({ RECRUITMENT_THROTTLE_LIMIT: '3', RECRUITMENT_THROTTLE_TTL_SECONDS: '60', TRUST_PROXY: 'true' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers 429 with a clear message and Retry-After past the per-IP limit, one budget for both forms', async () => {
    const ip = '198.51.100.7';
    const sends = [
      () => request(server()).post(AGENTS).send(agentPayload),
      () => request(server()).post(CARRIERS).send(carrierPayload),
      () => request(server()).post(AGENTS).send(agentPayload),
      () => request(server()).post(CARRIERS).send(carrierPayload),
      () => request(server()).post(AGENTS).send(agentPayload),
    ];
    const answers: request.Response[] = [];
    for (const send of sends) answers.push(await send().set('X-Forwarded-For', ip));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 429, 429]);
    const limited = answers[3]!;
    expect(limited.body).toEqual({ success: false, error: TOO_MANY_REQUESTS_MESSAGE, requestId: limited.headers['x-request-id'] });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const em = testApp.app.get(EntityManager).fork();
    expect([await em.count(FreightAgentInquiry), await em.count(CarrierApplication)]).toEqual([2, 1]);

    // The limit is the recruitment forms' alone: the same client can still ask for a quote,
    // and another client still has its whole recruitment budget.
    await request(server()).post('/api/quotes').set('X-Forwarded-For', ip).send({ firstName: 'Rae', lastName: 'Quinn', email: 'rae@quinn.test', service: 'custom' }).expect(201);
    await request(server()).post(CARRIERS).set('X-Forwarded-For', '198.51.100.8').send(carrierPayload).expect(201);
  });
});
