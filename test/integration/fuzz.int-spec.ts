import { Agent } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Type } from '@nestjs/common';
import fc from 'fast-check';
import { CaptureAbandonmentDto } from '../../src/abandonment/dto/capture-abandonment.dto.js';
import { MarkRecoveredDto } from '../../src/abandonment/dto/mark-recovered.dto.js';
import { IDEMPOTENCY_KEY_PATTERN } from '../../core/idempotency-key.js';
import { createValidationPipe } from '../../src/common/request-validation.js';
import { CreateQuoteDto } from '../../src/quote/dto/create-quote.dto.js';
import { QuoteRequest } from '../../src/quote/quote-request.entity.js';
import { CarrierApplication } from '../../src/recruitment/carrier-application.entity.js';
import { CreateCarrierApplicationDto } from '../../src/recruitment/dto/create-carrier-application.dto.js';
import { CreateFreightAgentInquiryDto } from '../../src/recruitment/dto/create-freight-agent-inquiry.dto.js';
import { FreightAgentInquiry } from '../../src/recruitment/freight-agent-inquiry.entity.js';
import { ClientErrorReportDto } from '../../src/render/dto/client-error-report.dto.js';
import { readVisitBeacon } from '../../src/visits/visit-beacon.js';
import { createTestApp, type TestApp } from './app.js';
import { listen, rawRequest } from './raw-http.js';

// Property: whatever arrives at a POST endpoint (any body, content type, encoding, key), the real app on a
// real database never answers 5xx, and answers 2xx only for an uncompressed JSON object of an accepted
// content type that the endpoint's DTO accepts. A failure prints fast-check's seed and the shrunk case.

const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

/** Text a person or a script might send: ordinary, empty, huge, control characters, lone surrogates, bidi controls, line separators, joiners. */
const nastyText = fc.oneof(
  fc.constantFrom('', ' ', 'a', 'Ada', '\u0000', 'a\u0000b', '\u0007', '\u001b[2J', 'x\r\nBcc: y', '\t', '\ud800', '\udc00x', '\u0085', '😀', '%00', '\\u0000', '{}', '[]', 'null'),
  fc.constantFrom('Ada\u2028Bcc', 'a\u2029b', '\u2028', 'Ada\u202eecil', '\u202aa\u202c', '\u202b', '\u202d', 'x\u2066y\u2069', '\u2067', '\u2068a', '👩\u200d💻', 'می\u200cخواهم', 'Ada\u200f', '\u200eAda', 'a\u061cb'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 300 }).map((s) => s.repeat(20)),
);
/** Any JSON-ish value in place of a field: type confusion, nesting, prototype keys. */
const anyValue = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3, withObjectString: true }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, 0, -1, 1e400, 2.5, [], {}, { __proto__: { admin: true } }, { constructor: 'x' }) },
);

/** Starts from a valid payload and drops or replaces up to three of its fields, sometimes adding unknown ones. */
function mutated(valid: Record<string, unknown>, extra: fc.Arbitrary<Record<string, unknown>>) {
  return fc
    .tuple(
      fc.subarray(Object.keys(valid), { maxLength: Math.min(3, Object.keys(valid).length) }),
      fc.array(fc.option(anyValue, { nil: undefined, freq: 3 }), { minLength: 3, maxLength: 3 }),
      fc.oneof({ weight: 5, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra }),
    )
    .map(([picked, values, more]) => {
      const out: Record<string, unknown> = { ...valid };
      picked.forEach((key, i) => {
        if (values[i] === undefined) delete out[key];
        else out[key] = values[i];
      });
      return { ...out, ...more };
    });
}

const unknownFields = fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'admin', 'id')), anyValue, { maxKeys: 2 });

const quoteHome = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@shipper.test', phone: '(704) 555-0142', service: 'custom', message: 'Two pallets\n\tDock 4' };
const quoteSlideOut = {
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@plant.test',
  phone: '+1 313 555 0170',
  pickup: 'Detroit, MI',
  delivery: 'Toledo, OH',
  source: 'slide_out_hero_section',
  timestamp: '2026-11-22T14:05:00.000Z',
  weight: '1,200 lb',
  utm: { source: 'google', medium: 'cpc' },
  landingPage: '/hot-shot-trucking',
  referrer: 'https://www.google.com/',
};
const capture = { formType: 'slide_out_quote', formData: { name: 'Ana Park', email: 'ana@freight.test', description: 'Line 1\nLine 2' }, abandonmentReason: 'page_exit', timeOnForm: 41_250, fieldsCompleted: 3 };
const recovered = { email: 'ana@freight.test', formType: 'slide_out_quote' };
const clientError = { kind: 'island_load_failed', island: 'SiteNav', message: 'chunk failed', path: '/' };
const visit = { path: '/locations/dallas-expedite', referrer: 'https://www.google.com/', utm: { source: 'newsletter', campaign: 'fall' }, event: 'quote_form_open' };
const agentInquiry = {
  company: 'Mills Logistics',
  contactName: 'Avery Mills',
  email: 'avery@mills.test',
  phone: '+1 980 555 0123',
  yearsExperience: 12,
  hasBookOfBusiness: true,
  statesServed: ['TX', 'OK'],
  message: 'Aerospace shippers\n\tand automotive',
  utm: { source: 'linkedin' },
};
const carrierApplication = {
  company: 'Piedmont Hot Shot LLC',
  contactName: 'Jordan Mills',
  email: 'dispatch@piedmont.test',
  phone: '(704) 555-0188',
  mcNumber: '1098765',
  usdotNumber: '3124567',
  equipmentTypes: ['hot-shot', 'flatbed'],
  statesServed: ['NC', 'SC'],
  insuranceConfirmed: true,
  landingPage: '/carrier-partner-application',
  referrer: 'https://www.google.com/',
};

interface Endpoint {
  path: string;
  /** The endpoint's rule: its DTO, or (the visit beacon) its own validator, which throws on a refused body. */
  dto: Type<object> | ((body: Record<string, unknown>) => unknown);
  bodies: fc.Arbitrary<unknown>;
  /** Content types the endpoint accepts (the sendBeacon endpoints also take text/plain). */
  accepts: string[];
  /** Lead endpoints: how many stored rows have the answered id (a 201 must mean one committed row). */
  stored?: (em: EntityManager, id: string) => Promise<number>;
}

const endpoints: Endpoint[] = [
  {
    path: '/api/quotes',
    dto: CreateQuoteDto,
    bodies: fc.oneof(mutated(quoteHome, unknownFields), mutated(quoteSlideOut, unknownFields)),
    accepts: ['application/json'],
    stored: (em, id) => em.count(QuoteRequest, { id }),
  },
  {
    path: '/api/freight-agent-inquiries',
    dto: CreateFreightAgentInquiryDto,
    bodies: mutated(agentInquiry, unknownFields),
    accepts: ['application/json'],
    stored: (em, id) => em.count(FreightAgentInquiry, { id }),
  },
  {
    path: '/api/carrier-applications',
    dto: CreateCarrierApplicationDto,
    bodies: mutated(carrierApplication, unknownFields),
    accepts: ['application/json'],
    stored: (em, id) => em.count(CarrierApplication, { id }),
  },
  { path: '/api/abandoned-forms/capture-abandonment', dto: CaptureAbandonmentDto, bodies: mutated(capture, unknownFields), accepts: ['application/json', 'text/plain'] },
  { path: '/api/abandoned-forms/mark-recovered', dto: MarkRecoveredDto, bodies: mutated(recovered, unknownFields), accepts: ['application/json'] },
  { path: '/api/client-errors', dto: ClientErrorReportDto, bodies: mutated(clientError, unknownFields), accepts: ['application/json', 'text/plain'] },
  { path: '/api/visits', dto: readVisitBeacon, bodies: mutated(visit, unknownFields), accepts: ['application/json', 'text/plain'] },
];

/** How the body travels: as JSON text, broken, absurdly nested, or as random bytes. */
const wire = (bodies: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 8, arbitrary: bodies.map((body) => Buffer.from(JSON.stringify(body) ?? 'null')) },
    { weight: 1, arbitrary: fc.tuple(bodies, fc.nat()).map(([body, cut]) => { const text = JSON.stringify(body) ?? ''; return Buffer.from(text.slice(0, cut % (text.length + 1))); }) },
    { weight: 1, arbitrary: fc.integer({ min: 20, max: 4000 }).map((depth) => Buffer.from(`{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`)) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 1, arbitrary: fc.constantFrom('', 'null', '[]', '"x"', '42', '{"a":1,"a":2}', '\ufeff{}').map((text) => Buffer.from(text)) },
    // Bytes that are not UTF-8 (a stray byte, a cut or overlong sequence, surrogates as CESU-8 writes them) inside a string value.
    { weight: 1, arbitrary: fc.tuple(bodies, notUtf8, fc.nat()).map(([body, bytes, at]) => spliced(JSON.stringify(body) ?? '', bytes, at)) },
  );

const notUtf8 = fc.constantFrom([0xff], [0x80], [0xc3], [0xe2, 0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xed, 0xbf, 0xbf], [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]);

/** `bytes` inserted at the start of one of the text's string values (picked by `at`), or at its end when it has none. */
function spliced(text: string, bytes: readonly number[], at: number): Buffer {
  const starts = [...text.matchAll(/":"/g)].map((match) => match.index + 3);
  const position = starts.length > 0 ? starts[at % starts.length]! : text.length;
  return Buffer.concat([Buffer.from(text.slice(0, position)), Buffer.from(bytes), Buffer.from(text.slice(position))]);
}

const contentTypes = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain;charset=UTF-8') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'APPLICATION/JSON', 'application/merge-patch+json', 'text/html'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).filter((s) => /^[\x21-\x7e ]*$/.test(s)) },
);

const encodings = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.constantFrom('identity', 'gzip', 'deflate', 'br', 'GZIP', 'x-unknown', 'gzip, br', '') },
);

interface Transport {
  contentType: string | undefined;
  encoding: string | undefined;
  /** Whether a compressed body is really compressed (else it is corrupt for its Content-Encoding). */
  honest: boolean;
}

/** Mostly what a browser sends (so most bodies reach validation), otherwise anything. */
const transports = (accepts: string[]): fc.Arbitrary<Transport> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.record({ contentType: fc.constantFrom(...accepts, `${accepts[0]}; charset=utf-8`), encoding: fc.constant(undefined), honest: fc.constant(true) }) },
    { weight: 2, arbitrary: fc.record({ contentType: contentTypes, encoding: encodings, honest: fc.boolean() }) },
  );

/** A small pool so keys are often reused, with bodies that differ or not; plus malformed ones. */
const idempotencyKeys = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002', 'fuzz-key-0003'),
  fc.uuid(),
  // UTF-8 bytes as they arrive on the wire (Node reads header bytes as latin1).
  fc.constantFrom('short', 'has space in it', 'x'.repeat(65), Buffer.from('ключ-ключ-ключ').toString('latin1')),
);

/** The body as sent on the wire for an encoding: compressed for real, or not (a corrupt body). */
function encode(body: Buffer, encoding: string | undefined, honest: boolean): Buffer {
  if (!honest) return body;
  switch (encoding?.toLowerCase()) {
    case 'gzip':
      return gzipSync(body);
    case 'deflate':
      return deflateSync(body);
    case 'br':
      return brotliCompressSync(body);
    default:
      return body;
  }
}

const mediaType = (type: string | undefined) => (type ?? '').split(';')[0]!.trim().toLowerCase();
const charsetOf = (type: string | undefined) => /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type ?? '')?.[1]?.toLowerCase();

/** What the DTO says of the body as the server would have parsed it: accepted or not. */
async function dtoAccepts(dto: Endpoint['dto'], raw: Buffer): Promise<boolean> {
  let parsed: unknown;
  try {
    // Bytes that are not UTF-8 are refused whole, never decoded to U+FFFD.
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
  try {
    if (dto === readVisitBeacon) readVisitBeacon(parsed as Record<string, unknown>);
    else await createValidationPipe().transform(parsed, { type: 'body', metatype: dto as Type<object> });
    return true;
  } catch {
    return false;
  }
}

describe('every POST endpoint under generated input', () => {
  let testApp: TestApp;
  let ip = 0;
  /** A new client address per request, so the per-route abuse limits never hide the validation. */
  const nextIp = () => {
    ip++;
    return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
  };

  let origin = '';
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  /** A POST with exactly these bytes and headers; a JSON answer parsed. */
  async function post(path: string, headers: Record<string, string>, body: Buffer) {
    const answer = await rawRequest(`${origin}${path}`, { method: 'POST', headers, body, agent });
    const text = answer.body.toString('utf8');
    let parsed: unknown = text || undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: answer.status, headers: answer.headers, body: parsed as any };
  }

  beforeAll(async () => {
    testApp = await createTestApp({ THROTTLE_LIMIT: '100000000', QUOTE_THROTTLE_LIMIT: '100000000', RECRUITMENT_THROTTLE_LIMIT: '100000000', VISIT_THROTTLE_LIMIT: '100000000', TRUST_PROXY: 'true' });
    origin = await listen(testApp);
  });

  afterAll(async () => {
    agent.destroy();
    await testApp.close();
  });

  it.each(endpoints)('$path never answers 5xx, and 2xx only for a body its DTO accepts', async ({ path, dto, bodies, accepts, stored }) => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(wire(bodies), transports(accepts), idempotencyKeys, async (raw, { contentType, encoding, honest }, key) => {
        const headers: Record<string, string> = { 'X-Forwarded-For': nextIp() };
        if (contentType !== undefined) headers['Content-Type'] = contentType;
        if (encoding !== undefined) headers['Content-Encoding'] = encoding;
        if (key !== undefined) headers['Idempotency-Key'] = key;
        const res = await post(path, headers, encode(raw, encoding, honest));
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);

        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.body).toMatchObject({ success: false, error: expect.any(String), requestId: res.headers['x-request-id'] });
          return;
        }
        // A success: the request must have been one the endpoint takes, as its DTO judges it.
        const identity = encoding === undefined || ['', 'identity'].includes(encoding.trim().toLowerCase());
        const charset = charsetOf(contentType);
        expect(identity).toBe(true);
        expect(accepts).toContain(mediaType(contentType));
        expect(charset === undefined || charset === 'utf-8').toBe(true);
        expect(await dtoAccepts(dto, raw)).toBe(true);
        if (stored) {
          expect(key === undefined || IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(true);
          expect(await stored(testApp.app.get(EntityManager).fork(), res.body.id)).toBe(1);
        }
      }),
      { numRuns: RUNS },
    );
    // The generators must reach both sides of the property, or it proves little.
    const successes = [...seen].filter(([status]) => status < 300).reduce((n, [, count]) => n + count, 0);
    expect(successes).toBeGreaterThan(RUNS / 25);
    expect(seen.get(400) ?? 0).toBeGreaterThan(RUNS / 10);
    expect(seen.get(415) ?? 0).toBeGreaterThan(0);
  }, 240_000);
});
