import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import type { LeadDetailView } from '../../core/lead-desk.js';
import { LEAD_FORM_POSTS, type LeadFormName } from '../../core/lead-form-post.js';
import { ContentChanges } from '../../src/database/content-changes.js';
import { PageCache } from '../../src/render/page-cache.js';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from '../../src/database/embedded-postgres.js';
import { LeadReader } from '../../src/leads/index.js';
import { receivedCopy } from '../../views/content/lead-received.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { createTestApp, type TestApp } from './app.js';
import { embeddedDataDir } from './database.js';
import { eventually } from '../support/wait.cjs';
import { homeQuote, postLead, queueSettled } from './leads.js';
import { listen, rawRequest, type RawAnswer } from './raw-http.js';

// The lead forms posted without JavaScript (docs/product.md#45-forms-without-javascript): each form posts
// application/x-www-form-urlencoded to its own page; a stored lead answers 303 to the form's confirmation
// page, a refused post the form's page again (never cached) with the visitor's values and what was wrong.

const FORM_TYPE = 'application/x-www-form-urlencoded';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) FormPostTest/1.0';
const HOME = LEAD_FORM_POSTS.home_quote;
const AGENT = LEAD_FORM_POSTS.freight_agent;
const CARRIER = LEAD_FORM_POSTS.carrier_application;
const UNREADABLE_TEXT = 'Your browser sent the form in a way we could not read';

const NO_CHANNELS = { SMTP_URL: '', NOTIFY_EMAIL_TO: '', NOTIFY_EMAIL_FROM: '', NOTIFY_WEBHOOK_URL: '', NOTIFY_WEBHOOK_SECRET: '' };
/** Budgets no test of the file reaches, but for the throttle's own describe (createTestApp keeps env in process.env). */
const ROOMY = { QUOTE_THROTTLE_LIMIT: '1000', RECRUITMENT_THROTTLE_LIMIT: '1000', THROTTLE_LIMIT: '100000', QUOTE_THROTTLE_TTL_SECONDS: '60' };

type FormFields = Record<string, string | readonly string[]>;
/** A whole form's fields: its e-mail (unique per test) finds its rows. */
type LeadFields = FormFields & { email: string };

/** A form body as a browser encodes it: a list (a group of checkboxes) sends its name once per value. */
function formBody(fields: FormFields): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of typeof value === 'string' ? [value] : value) params.append(name, one);
  return params.toString();
}

/** Posts `fields` form-urlencoded to `path`, as a browser without script would (no redirect is followed). */
function postForm(app: NestExpressApplication, path: string, fields: FormFields, headers: Record<string, string> = {}) {
  return request(app.getHttpServer())
    .post(path)
    .set('Content-Type', FORM_TYPE)
    .set('User-Agent', USER_AGENT)
    .set(headers)
    .send(formBody(fields));
}

/** The home form as its page posts it (hidden source and landing page included). */
const homeForm = (email = `dana.${randomUUID().slice(0, 8)}@shipper.test`): LeadFields => ({
  firstName: 'Dana',
  lastName: 'Reyes',
  email,
  phone: '(704) 555-0142',
  service: 'medical-transport',
  message: 'Blood samples, Charlotte to Raleigh.\r\nCooler provided.',
  website: '',
  source: HOME.source,
  landingPage: HOME.path,
});

const agentForm = (email = `avery.${randomUUID().slice(0, 8)}@agents.test`): LeadFields => ({
  company: 'Mills Logistics',
  contactName: 'Avery Mills',
  email,
  phone: '+1 980 555 0123',
  yearsExperience: '12',
  hasBookOfBusiness: 'yes',
  statesServed: ['NC', 'SC'],
  message: 'Automotive shippers.',
  website: '',
  source: AGENT.source,
  landingPage: AGENT.path,
});

const carrierForm = (email = `dispatch.${randomUUID().slice(0, 8)}@piedmont.test`): LeadFields => ({
  company: 'Piedmont Hot Shot LLC',
  contactName: 'Jordan Mills',
  email,
  phone: '(704) 555-0188',
  mcNumber: '109 8765',
  usdotNumber: '312 4567',
  equipmentTypes: ['hot-shot', 'flatbed'],
  statesServed: ['NC', 'VA'],
  insuranceConfirmed: 'on',
  message: 'Two 40 ft goosenecks.',
  website: '',
  source: CARRIER.source,
  landingPage: CARRIER.path,
});

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Every `<input>` tag of the page named `name` (and with `value`, if given). */
function inputs(html: string, name: string, value?: string): string[] {
  return (html.match(/<input\b[^>]*>/g) ?? []).filter(
    (tag) => tag.includes(`name="${name}"`) && (value === undefined || tag.includes(`value="${escapeHtml(value)}"`)),
  );
}

/** The one `<input>` of the page named `name` (and `value`): fails if there is none or more than one. */
function input(html: string, name: string, value?: string): string {
  const found = inputs(html, name, value);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The attribute's value in a tag. */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The error summary's block (from its marker to its end), without the empty comments React puts between text nodes. */
function errorSummary(html: string): string {
  const start = html.indexOf('data-error-summary');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</div></div>', start)).replace(/<!-- -->/g, '');
}

/** The refused field is marked and points at its message, which is under it; the summary links to it. */
function expectFieldError(html: string, name: string, message: string): void {
  const tag = inputs(html, name)[0] ?? new RegExp(`<(?:textarea|select)\\b[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  expect(tag).toBeDefined();
  const id = attribute(tag!, 'id')!;
  expect(attribute(tag!, 'aria-invalid')).toBe('true');
  expect(attribute(tag!, 'aria-describedby')?.split(' ')).toContain(`${id}-error`);
  expect(html).toMatch(new RegExp(`<p[^>]*id="${id}-error"[^>]*>${escapeRegExp(escapeHtml(message))}</p>`));
  expect(errorSummary(html)).toContain(`<a href="#${id}"`);
  expect(errorSummary(html)).toMatch(new RegExp(`<a href="#${id}"[^>]*>${escapeRegExp(escapeHtml(message))}</a>`));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A refused post's common shape: the form's page, HTML, never cached, with the summary. */
function expectFormPage(res: { status: number; headers: Record<string, string | string[] | undefined>; text?: string }, status: number): string {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  const html = res.text ?? '';
  expect(errorSummary(html)).toContain('There is a problem');
  return html;
}

/** The rows of every lead table, to show a refused post stored nothing. */
async function leadCounts(db: pg.Client) {
  const { rows } = await db.query<{ quotes: number; agents: number; carriers: number; leads: number }>(
    `select (select count(*)::int from quote_request) as quotes, (select count(*)::int from freight_agent_inquiry) as agents,
            (select count(*)::int from carrier_application) as carriers, (select count(*)::int from lead) as leads`,
  );
  return rows[0]!;
}

const rowsByEmail = async (db: pg.Client, table: string, email: string) =>
  (await db.query<Record<string, unknown>>(`select * from ${table} where email = $1 order by received_at`, [email])).rows;

const leadsByEmail = async (db: pg.Client, email: string) =>
  (await db.query<{ id: string; kind: string; source: string; status: string }>(`select id, kind, source, status from lead where email = $1`, [email])).rows;

const receivedOf = (form: LeadFormName) => LEAD_FORM_POSTS[form].receivedPath;

describe('lead forms posted without JavaScript', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;
  let origin = '';

  /** A request with exactly these bytes and headers (supertest would re-encode a Buffer body). */
  const rawPost = (path: string, body: Buffer, headers: Record<string, string> = {}): Promise<RawAnswer> =>
    rawRequest(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': FORM_TYPE, 'User-Agent': USER_AGENT, ...headers }, body });

  beforeAll(async () => {
    testApp = await createTestApp({ ...ROOMY, ...NO_CHANNELS });
    app = testApp.app;
    origin = await listen(testApp);
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('stores a home quote posted form-urlencoded and answers 303 to its confirmation page', async () => {
    const fields = homeForm();
    const res = await postForm(app, HOME.path, fields, { Referer: 'https://www.google.com/search?q=medical+courier' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/quote-request-received');
    expect(res.headers['cache-control']).toBe('no-store');

    const rows = await rowsByEmail(db, 'quote_request', fields.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form: 'home',
      source: null,
      first_name: 'Dana',
      last_name: 'Reyes',
      phone: '(704) 555-0142',
      service: 'medical-transport',
      message: 'Blood samples, Charlotte to Raleigh.\r\nCooler provided.',
      landing_page: '/',
      referrer: 'https://www.google.com/search?q=medical+courier',
      user_agent: USER_AGENT,
      is_spam: false,
      idempotency_key: null,
    });
    expect(await leadsByEmail(db, fields.email)).toEqual([{ id: rows[0]!.id, kind: 'quote', source: 'home_form', status: 'new' }]);
  });

  it('stores a freight agent inquiry with years as a number, the yes as true and every state ticked', async () => {
    const fields = agentForm();
    const res = await postForm(app, AGENT.path, fields);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/freight-agent-inquiry-received');
    expect(res.headers['cache-control']).toBe('no-store');

    const rows = await rowsByEmail(db, 'freight_agent_inquiry', fields.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company: 'Mills Logistics',
      contact_name: 'Avery Mills',
      phone: '+1 980 555 0123',
      years_experience: 12,
      has_book_of_business: true,
      states_served: ['NC', 'SC'],
      message: 'Automotive shippers.',
      landing_page: '/freight-agent-recruitment',
      referrer: null,
      user_agent: USER_AGENT,
      is_spam: false,
    });
    expect(await leadsByEmail(db, fields.email)).toEqual([{ id: rows[0]!.id, kind: 'freight_agent', source: 'freight_agent_form', status: 'new' }]);

    // "no" is false, not absent.
    const declined = agentForm();
    await postForm(app, AGENT.path, { ...declined, hasBookOfBusiness: 'no' }).expect(303);
    expect((await rowsByEmail(db, 'freight_agent_inquiry', declined.email))[0]).toMatchObject({ has_book_of_business: false });
  });

  it('stores a carrier application with the carrier numbers without spaces, both lists and the insurance box as true', async () => {
    const fields = carrierForm();
    const res = await postForm(app, CARRIER.path, fields, { Referer: 'https://www.example.test/carrier-partner-application' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/carrier-application-received');
    expect(res.headers['cache-control']).toBe('no-store');

    const rows = await rowsByEmail(db, 'carrier_application', fields.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company: 'Piedmont Hot Shot LLC',
      contact_name: 'Jordan Mills',
      phone: '(704) 555-0188',
      mc_number: '1098765',
      usdot_number: '3124567',
      equipment_types: ['hot-shot', 'flatbed'],
      states_served: ['NC', 'VA'],
      insurance_confirmed: true,
      message: 'Two 40 ft goosenecks.',
      landing_page: '/carrier-partner-application',
      referrer: 'https://www.example.test/carrier-partner-application',
      user_agent: USER_AGENT,
      is_spam: false,
    });
    expect(await leadsByEmail(db, fields.email)).toEqual([{ id: rows[0]!.id, kind: 'carrier', source: 'carrier_form', status: 'new' }]);
  });

  it('serves each confirmation page as HTML with its copy, noindex, and leaves them out of the sitemap', async () => {
    const sitemap = await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
    const sitemapText = sitemap.text || String(sitemap.body);
    // The sitemap lists the forms' pages, not where they lead.
    for (const form of Object.values(LEAD_FORM_POSTS)) expect(sitemapText).toContain(`<loc>https://www.example.test${form.path}</loc>`);
    for (const form of Object.keys(receivedCopy) as LeadFormName[]) {
      const copy = receivedCopy[form];
      const res = await request(app.getHttpServer()).get(receivedOf(form));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const html = res.text;
      for (const text of [copy.eyebrow, copy.title, copy.text, copy.note]) expect(html).toContain(escapeHtml(text));
      expect(html).toMatch(/<title>[^<]*/);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(escapeHtml(copy.metaTitle));
      expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
      expect(sitemapText).not.toContain(receivedOf(form));
    }
  });

  it('stores one lead for the same post sent twice by the same client, and a second for another body or another browser', async () => {
    const fields = homeForm();
    const email = fields.email;
    const first = await postForm(app, HOME.path, fields);
    const again = await postForm(app, HOME.path, fields);
    expect([first.status, again.status]).toEqual([303, 303]);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await rowsByEmail(db, 'quote_request', email)).toHaveLength(1);
    expect(await leadsByEmail(db, email)).toHaveLength(1);

    // A double click: two copies at the same moment wait for each other.
    const clicked = homeForm();
    const both = await Promise.all([postForm(app, HOME.path, clicked), postForm(app, HOME.path, clicked)]);
    expect(both.map((res) => [res.status, res.headers.location])).toEqual([
      [303, '/quote-request-received'],
      [303, '/quote-request-received'],
    ]);
    expect(await rowsByEmail(db, 'quote_request', clicked.email)).toHaveLength(1);

    // Another message is another lead; so is the same post from another browser.
    await postForm(app, HOME.path, { ...fields, message: 'Also a return trip.' }).expect(303);
    expect(await rowsByEmail(db, 'quote_request', email)).toHaveLength(2);
    await postForm(app, HOME.path, fields, { 'User-Agent': 'Mozilla/5.0 (Macintosh) OtherBrowser/2.0' }).expect(303);
    const rows = await rowsByEmail(db, 'quote_request', email);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.user_agent)).toEqual([USER_AGENT, USER_AGENT, 'Mozilla/5.0 (Macintosh) OtherBrowser/2.0']);
    expect(await leadsByEmail(db, email)).toHaveLength(3);

    // The same for a recruitment form.
    const carrier = carrierForm();
    const twice = await Promise.all([postForm(app, CARRIER.path, carrier), postForm(app, CARRIER.path, carrier)]);
    expect(twice.map((res) => res.status)).toEqual([303, 303]);
    await postForm(app, CARRIER.path, carrier).expect(303);
    expect(await rowsByEmail(db, 'carrier_application', carrier.email)).toHaveLength(1);
  });

  it('answers bad home form input with 400 and the page again: values kept, the summary, each field marked; nothing stored', async () => {
    const before = await leadCounts(db);
    const fields = { ...homeForm('not-an-email'), firstName: '', service: '', message: 'Keep "this" <text> & it\'s mine' };
    const res = await postForm(app, HOME.path, fields);
    const html = expectFormPage(res, 400);
    expect(errorSummary(html)).toContain('There is a problem');

    expect(attribute(input(html, 'lastName'), 'value')).toBe('Reyes');
    expect(attribute(input(html, 'email'), 'value')).toBe('not-an-email');
    expect(attribute(input(html, 'phone'), 'value')).toBe(escapeHtml('(704) 555-0142'));
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>Keep &quot;this&quot; &lt;text&gt; &amp; it&#x27;s mine<\/textarea>/);

    expectFieldError(html, 'firstName', 'First name is required.');
    expectFieldError(html, 'email', 'E-mail must be a valid e-mail address.');
    expectFieldError(html, 'service', 'Service is required.');
    // The summary lists the refused fields in the form's order, and fields that were fine are not marked.
    expect([...errorSummary(html).matchAll(/<li><a href="#[^"]*"[^>]*>([^<]*)<\/a><\/li>/g)].map((m) => m[1])).toEqual([
      'First name is required.',
      'E-mail must be a valid e-mail address.',
      'Service is required.',
    ]);
    expect(attribute(input(html, 'lastName'), 'aria-invalid')).toBeUndefined();

    // A chosen service is chosen again.
    const chosen = expectFormPage(await postForm(app, HOME.path, { ...homeForm('still-not-an-email'), service: 'air-expedite' }), 400);
    expect(chosen).toMatch(/<option[^>]*value="air-expedite"[^>]*selected=""/);
    expect(chosen).not.toMatch(/<option[^>]*value="medical-transport"[^>]*selected/);
    expect(await leadCounts(db)).toEqual(before);
  });

  it('leaves the cached page as it was: a refused answer is rendered for its one response, the GET is still the cached page', async () => {
    const cache = testApp.app.get(PageCache);
    cache.clear();
    const first = await request(app.getHttpServer()).get(HOME.path);
    expect(first.status).toBe(200);
    expect(cache.stats.entries).toBe(1);
    const cached = cache.get(HOME.path);
    expectFormPage(await postForm(app, HOME.path, { ...homeForm('cache@'), firstName: '' }), 400);
    expect(cache.get(HOME.path)).toBe(cached);
    expect(cache.stats.entries).toBe(1);
    const again = await request(app.getHttpServer()).get(HOME.path);
    expect(again.text).toBe(first.text);
    expect(again.text).not.toContain('data-error-summary');
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
  });

  it('answers a bad carrier application with 400, keeping the ticked states, equipment and the insurance box', async () => {
    const before = await leadCounts(db);
    const fields = { ...carrierForm(), contactName: '', mcNumber: 'MC-12' };
    const res = await postForm(app, CARRIER.path, fields);
    const html = expectFormPage(res, 400);

    expect(attribute(input(html, 'company'), 'value')).toBe('Piedmont Hot Shot LLC');
    expect(attribute(input(html, 'usdotNumber'), 'value')).toBe('312 4567');
    expect(input(html, 'insuranceConfirmed')).toMatch(/\schecked=""/);
    for (const state of ['NC', 'VA']) expect(input(html, 'statesServed', state)).toMatch(/\schecked=""/);
    expect(input(html, 'statesServed', 'SC')).not.toMatch(/\schecked/);
    for (const kind of ['hot-shot', 'flatbed']) expect(input(html, 'equipmentTypes', kind)).toMatch(/\schecked=""/);
    expect(input(html, 'equipmentTypes', 'reefer')).not.toMatch(/\schecked/);

    expectFieldError(html, 'contactName', 'Contact name is required.');
    expectFieldError(html, 'mcNumber', 'MC number must be 1 to 8 digits, numbers only.');

    // The box left unticked is refused with its own message, and stays unticked.
    const unticked: FormFields = { ...carrierForm() };
    delete unticked.insuranceConfirmed;
    const refused = expectFormPage(await postForm(app, CARRIER.path, unticked), 400);
    expect(input(refused, 'insuranceConfirmed')).not.toMatch(/\schecked/);
    expectFieldError(refused, 'insuranceConfirmed', 'Please confirm your insurance to apply.');
    expect(await leadCounts(db)).toEqual(before);
  });

  it('refuses a text field sent twice with 400 naming it, and ignores fields the form does not have', async () => {
    const before = await leadCounts(db);
    const fields = homeForm();
    const twice = `${formBody(fields)}&email=${encodeURIComponent('other@shipper.test')}`;
    const res = await request(app.getHttpServer()).post(HOME.path).set('Content-Type', FORM_TYPE).set('User-Agent', USER_AGENT).send(twice);
    const html = expectFormPage(res, 400);
    expectFieldError(html, 'email', 'E-mail was sent more than once.');
    // The first value is the one shown again.
    expect(attribute(input(html, 'email'), 'value')).toBe(fields.email);
    expect(await leadCounts(db)).toEqual(before);

    const agent = agentForm();
    await postForm(app, AGENT.path, { ...agent, favoriteColor: 'blue', utm_source: 'newsletter', insuranceConfirmed: 'on' }).expect(303);
    expect(await rowsByEmail(db, 'freight_agent_inquiry', agent.email)).toHaveLength(1);
    expect((await leadCounts(db)).leads).toBe(before.leads + 1);
  });

  it('refuses a body it cannot read with 413, 415 or 400 and the page, storing nothing and never answering 500', async () => {
    const before = await leadCounts(db);
    const body = Buffer.from(formBody(homeForm()));
    const tooManyFields = Buffer.from(`${formBody(homeForm())}&${Array.from({ length: 200 }, (_, i) => `extra${i}=1`).join('&')}`);
    const overLimit = Buffer.from(formBody({ ...homeForm(), message: 'x'.repeat(110 * 1024) }));
    const cases: { what: string; path: string; body: Buffer; headers?: Record<string, string>; status: number }[] = [
      { what: 'more than 200 fields', path: HOME.path, body: tooManyFields, status: 413 },
      { what: 'a body over BODY_LIMIT', path: CARRIER.path, body: overLimit, status: 413 },
      { what: 'JSON', path: HOME.path, body: Buffer.from(JSON.stringify(homeQuote)), headers: { 'Content-Type': 'application/json' }, status: 415 },
      {
        what: 'multipart',
        path: AGENT.path,
        body: Buffer.from('--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.test\r\n--b--\r\n'),
        headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
        status: 415,
      },
      { what: 'another charset', path: HOME.path, body, headers: { 'Content-Type': `${FORM_TYPE}; charset=iso-8859-1` }, status: 415 },
      { what: 'gzip', path: HOME.path, body: gzipSync(body), headers: { 'Content-Encoding': 'gzip' }, status: 415 },
      { what: 'bytes that are not UTF-8', path: HOME.path, body: Buffer.concat([body, Buffer.from('&message=caf'), Buffer.from([0xe9])]), status: 400 },
      { what: 'an escape that is not UTF-8', path: HOME.path, body: Buffer.from(`${body.toString()}&message=%FF`), status: 400 },
      { what: 'a malformed escape', path: CARRIER.path, body: Buffer.from(`${formBody(carrierForm())}&message=100%`), status: 400 },
    ];
    const answers: string[] = [];
    for (const { what, path, body: bytes, headers, status } of cases) {
      const answer = await rawPost(path, bytes, headers);
      answers.push(`${what}: ${answer.status}`);
      if (answer.status !== status) continue;
      const html = expectFormPage({ status: answer.status, headers: answer.headers, text: answer.body.toString('utf8') }, status);
      expect(errorSummary(html)).toContain(UNREADABLE_TEXT);
    }
    expect(answers).toEqual(cases.map(({ what, status }) => `${what}: ${status}`));
    // charset=utf-8 is the form's own type.
    expect((await rawPost(HOME.path, body, { 'Content-Type': `${FORM_TYPE}; charset=UTF-8` })).status).toBe(303);
    expect(await leadCounts(db)).toEqual({ ...before, quotes: before.quotes + 1, leads: before.leads + 1 });
  });

  it('stores a filled honeypot as spam and answers it like any other post', async () => {
    const fields = { ...homeForm(), website: 'http://cheap-pills.test' };
    const res = await postForm(app, HOME.path, fields);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/quote-request-received');
    const rows = await rowsByEmail(db, 'quote_request', fields.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.is_spam).toBe(true);
    expect(await leadsByEmail(db, fields.email)).toEqual([{ id: rows[0]!.id, kind: 'quote', source: 'home_form', status: 'spam' }]);

    const carrier = { ...carrierForm(), website: 'spam' };
    await postForm(app, CARRIER.path, carrier).expect(303).expect('Location', '/carrier-application-received');
    expect((await rowsByEmail(db, 'carrier_application', carrier.email)).map((row) => row.is_spam)).toEqual([true]);
  });

  it('treats a cross-site post like any other: no CSRF token for an anonymous lead form (honeypot and throttle instead)', async () => {
    const fields = agentForm();
    const res = await postForm(app, AGENT.path, fields, { Origin: 'https://evil.test', Referer: 'https://evil.test/free-loads' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/freight-agent-inquiry-received');
    const rows = await rowsByEmail(db, 'freight_agent_inquiry', fields.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ referrer: 'https://evil.test/free-loads', is_spam: false });
  });
});

describe('lead form posts under the throttle', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;

  beforeAll(async () => {
    testApp = await createTestApp({ ...ROOMY, ...NO_CHANNELS, QUOTE_THROTTLE_LIMIT: '3', RECRUITMENT_THROTTLE_LIMIT: '2' });
    app = testApp.app;
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('answers 429 with the page, the values kept, the wait, Retry-After and the phone, sharing the budget with the JSON API', async () => {
    await postLead(app, { ...homeQuote, email: 'one@json.test' }).expect(201);
    await postForm(app, HOME.path, homeForm()).expect(303);
    await postLead(app, { ...homeQuote, email: 'two@json.test' }).expect(201);
    const before = await leadCounts(db);
    expect(before.quotes).toBe(3);

    const fields = { ...homeForm('kept@shipper.test'), firstName: 'Throttled' };
    const res = await postForm(app, HOME.path, fields);
    const html = expectFormPage(res, 429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const THROTTLED = /Too many requests from your connection\. Please try again in (\d+) (seconds?|minutes?), or call us at <a href="tel:\+\d+">[^<]+<\/a>\./;
    const wait = THROTTLED.exec(errorSummary(html));
    expect(wait).not.toBeNull();
    // The page says the wait the header gives.
    expect(Math.abs(Number(wait![1]) * (wait![2]!.startsWith('minute') ? 60 : 1) - retryAfter)).toBeLessThan(60);
    expect(attribute(input(html, 'firstName'), 'value')).toBe('Throttled');
    expect(attribute(input(html, 'email'), 'value')).toBe('kept@shipper.test');

    // The JSON API has spent the same budget.
    await postLead(app, { ...homeQuote, email: 'three@json.test' }).expect(429);
    expect(await leadCounts(db)).toEqual(before);

    // The recruitment forms and their JSON endpoints share another budget.
    await postForm(app, AGENT.path, agentForm()).expect(303);
    const jsonAgent = { company: 'Peachtree', contactName: 'Morgan Reyes', email: 'morgan@agents.test', phone: '(404) 555-0100' };
    await postLead(app, jsonAgent, '/api/freight-agent-inquiries').expect(201);
    const carrier = carrierForm();
    const refused = await postForm(app, CARRIER.path, carrier);
    const carrierHtml = expectFormPage(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(input(carrierHtml, 'insuranceConfirmed')).toMatch(/\schecked=""/);
    expect(input(carrierHtml, 'statesServed', 'VA')).toMatch(/\schecked=""/);
    expect(attribute(input(carrierHtml, 'email'), 'value')).toBe(carrier.email);
    expect(await rowsByEmail(db, 'carrier_application', carrier.email)).toEqual([]);
  });
});

describe('a lead form post while the database is down', () => {
  let database: (EmbeddedServer & { port: number }) | undefined;
  let dataDir = '';
  let testApp: TestApp;
  let app: NestExpressApplication;

  beforeAll(async () => {
    dataDir = embeddedDataDir('site-form-outage');
    database = await startEmbeddedPostgres(dataDir, undefined, { port: await freePort() });
    testApp = await createTestApp({ ...ROOMY, ...NO_CHANNELS }, undefined, database.url);
    app = testApp.app;
  }, 60_000);

  afterAll(async () => {
    if (!database) database = await startEmbeddedPostgres(dataDir, undefined, { port: portOf(testApp.databaseUrl) });
    await testApp.close();
    await database.stop();
    // The server's data folder (67 MB) goes with it.
    rmSync(dirname(dataDir), { recursive: true, force: true });
  }, 60_000);

  const portOf = (url: string) => Number(new URL(url).port);

  it('answers 503 with the page, the values kept, the outage message, the phone and Retry-After: 30; then stores once it is back', async () => {
    await postForm(app, CARRIER.path, carrierForm()).expect(303);
    const port = database!.port;
    await database!.stop();
    database = undefined;

    const fields = carrierForm('while-down@piedmont.test');
    const res = await postForm(app, CARRIER.path, fields);
    const html = expectFormPage(res, 503);
    expect(res.headers['retry-after']).toBe('30');
    const summary = errorSummary(html);
    expect(summary).toMatch(
      /We could not save your request just now\. Everything you entered is still here: please try again in a minute, or call us at <a href="tel:\+\d+">[^<]+<\/a>\./,
    );
    expect(attribute(input(html, 'company'), 'value')).toBe('Piedmont Hot Shot LLC');
    expect(attribute(input(html, 'email'), 'value')).toBe('while-down@piedmont.test');
    expect(input(html, 'insuranceConfirmed')).toMatch(/\schecked=""/);
    expect(input(html, 'equipmentTypes', 'flatbed')).toMatch(/\schecked=""/);

    const home = await postForm(app, HOME.path, homeForm('home-down@shipper.test'));
    expect(errorSummary(expectFormPage(home, 503))).toContain('We could not save your request just now.');
    expect(home.headers['retry-after']).toBe('30');

    // The content-change listener reconnects on its own schedule and then reloads every cache from the
    // database, one topic after another in the order they were subscribed. Closing the app during that
    // reload can hang its shutdown (a handler fails with "Cannot read properties of undefined (reading
    // 'Client')" and orm.close() never resolves: about once in a dozen runs), an app problem apart from the
    // forms, so the test lets the reload finish before afterAll closes the app: a topic subscribed here,
    // after all of the app's, is reloaded last.
    let reloaded = false;
    app.get(ContentChanges).subscribe('test-reload-done', () => {
      reloaded = true;
    });
    database = await startEmbeddedPostgres(dataDir, undefined, { port });
    await eventually(async () => (await postForm(app, CARRIER.path, fields)).status === 303, { timeoutMs: 15_000, what: 'the form to store again' });
    // Back to ready by itself (and so closed from a settled state).
    await eventually(async () => (await request(app.getHttpServer()).get('/readyz')).status === 200, { timeoutMs: 15_000, what: 'the site to be ready again' });
    await eventually(() => reloaded, { timeoutMs: 15_000, what: 'the content-change listener to reload every cache' });
    const db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    try {
      expect(await rowsByEmail(db, 'carrier_application', 'while-down@piedmont.test')).toHaveLength(1);
      expect(await rowsByEmail(db, 'quote_request', 'home-down@shipper.test')).toEqual([]);
    } finally {
      await db.end();
    }
  }, 60_000);
});

describe('notifications of a lead form post', () => {
  const sink = new SmtpSink({ user: 'notify', pass: 'smtp-secret-pass' });
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;
  const detail = (id: string) => app.get(LeadReader).detail(id) as Promise<LeadDetailView>;
  const notificationLines = (lead: LeadDetailView) => lead.timeline.filter((e) => e.type === 'notification').map((e) => `${e.channel} ${e.outcome}: ${e.text}`);

  beforeAll(async () => {
    await sink.start();
    testApp = await createTestApp({
      ...ROOMY,
      ...NO_CHANNELS,
      SMTP_URL: sink.url,
      NOTIFY_EMAIL_TO: 'dispatch@desk.test',
      NOTIFY_EMAIL_FROM: 'leads@site.test',
      NOTIFY_RETRY_DELAY_SECONDS: '1',
    });
    app = testApp.app;
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
    await sink.stop();
    // The next file's apps start without these channels.
    Object.assign(process.env, NO_CHANNELS);
  });

  it('sends a form-posted quote the same e-mail a JSON quote gets, with the same timeline and job', async () => {
    const json = await postLead(app, { ...homeQuote, email: 'json@shipper.test', landingPage: '/' }).expect(201);
    const [jsonMail] = await sink.waitFor(1);
    const jsonId = json.body.id as string;

    // The home form's contact and service are homeQuote's: only the e-mail differs.
    await postForm(app, HOME.path, { ...homeForm('form@shipper.test'), message: '' }).expect(303);
    const mails = await sink.waitFor(2);
    const formMail = mails[1]!;
    const [{ id: formId }] = await leadsByEmail(db, 'form@shipper.test');

    expect(formMail.to).toEqual(['dispatch@desk.test']);
    expect(formMail.mail.subject).toBe(jsonMail!.mail.subject);
    expect(formMail.mail.subject).toMatch(/^Quote request: Medical/);
    const text = formMail.mail.text ?? '';
    for (const line of ['Name: Dana Reyes', 'E-mail: form@shipper.test', 'Phone: (704) 555-0142', 'Landing page: /', `https://www.example.test/admin/leads/${formId}`]) {
      expect(text).toContain(line);
    }

    await queueSettled(db);
    expect(sink.messages).toHaveLength(2);
    const [jsonLead, formLead] = await Promise.all([detail(jsonId), detail(formId!)]);
    expect(notificationLines(formLead)).toEqual(notificationLines(jsonLead));
    expect(notificationLines(formLead)).toEqual(['email queued: E-mail queued', 'email sent: E-mail sent: to dispatch@desk.test']);
    const jobs = await db.query(`select state, data from pgboss.job where name = 'lead-notification' and data->>'leadId' = $1`, [formId]);
    expect(jobs.rows).toEqual([{ state: 'completed', data: { leadId: formId, channel: 'email' } }]);
  });
});
