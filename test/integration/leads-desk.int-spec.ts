import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { ADMIN_ONLY_MESSAGE, FOREIGN_ORIGIN_MESSAGE } from '../../core/admin.js';
import { invalidRequestMessage } from '../../core/error-messages.js';
import { ESCALATED_EVENT_TYPE, type DeskPeriodStats, type LeadDetailView } from '../../core/lead-desk.js';
import { AdminAccounts } from '../../src/admin/index.js';
import { AppConfig } from '../../src/config/app-config.js';
import { pageSql } from '../../src/leads/lead-sql.js';
import { parseLeadFilter } from '../../core/lead-filter.js';
import { DeskStats, LeadReader } from '../../src/leads/index.js';
import { LeadExport } from '../../src/leads/lead-export.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { eventually } from '../support/wait.cjs';
import { asText } from './leads.js';

const PASSWORD = 'correct horse battery staple';


const homeQuote = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'Dana.Reyes@Shipper.test',
  phone: '(704) 555-0142',
  service: 'medical-transport',
  message: 'Infusion pump, needs to be in Raleigh by 6 PM.',
};

const slideOutQuote = {
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

const agent = {
  company: 'Mills Logistics',
  contactName: 'Avery Mills',
  email: 'Avery.Mills@Mills-Logistics.test',
  phone: '+1 980 555 0123',
  yearsExperience: 12,
  hasBookOfBusiness: true,
  statesServed: ['TX', 'OK', 'LA'],
  message: 'Automotive and aerospace shippers.',
};

const carrier = {
  company: 'Piedmont Hot Shot LLC',
  contactName: 'Jordan Mills',
  email: 'Dispatch@Piedmont.test',
  phone: '(704) 555-0188',
  mcNumber: '1098765',
  usdotNumber: '3124567',
  equipmentTypes: ['hot-shot', 'sprinter-van'],
  statesServed: ['NC', 'SC'],
  insuranceConfirmed: true,
};

describe('leads desk API', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;
  let adminToken: string;
  let adminCookie: string;
  let viewerToken: string;
  /** The site's origin (SITE_ORIGIN): the one Origin the cookie may change things from. */
  let SITE: string;
  const ids: Record<'home' | 'slideOut' | 'agent' | 'carrier' | 'spam', string> = { home: '', slideOut: '', agent: '', carrier: '', spam: '' };
  /** from and to around the receipt of those five leads: the inbox tests read them whatever other tests add. */
  let fixtures = '';

  const http = () => request(app.getHttpServer());
  const get = (path: string, token = adminToken) => http().get(path).set('Authorization', `Bearer ${token}`);
  const patch = (id: string, body: object, token = adminToken) => http().patch(`/api/admin/leads/${id}`).set('Authorization', `Bearer ${token}`).send(body);
  const note = (id: string, body: object, token = adminToken) => http().post(`/api/admin/leads/${id}/notes`).set('Authorization', `Bearer ${token}`).send(body);
  const postLead = async (path: string, body: object): Promise<string> => {
    const res = await http().post(path).set('Idempotency-Key', randomUUID()).send(body).expect(201);
    return res.body.id as string;
  };
  const idsOf = async (query: string): Promise<string[]> => (await get(`/api/admin/leads?${query}`).expect(200)).body.leads.map((l: { id: string }) => l.id);
  /** The leads an inbox page links to, in the order it lists them. */
  const pageIds = async (query: string): Promise<string[]> => {
    const page = await http().get(`/admin/leads?${query}`).set('Cookie', adminCookie).expect(200);
    return [...new Set([...page.text.matchAll(/href="\/admin\/leads\/([0-9a-f-]{36})"/g)].map((m) => m[1]!))];
  };
  /**
   * Moves a quote's receipt to `at` as if it had arrived then: its own row, the inbox row the desk reads
   * (a copy of the quote's time, written in the same transaction) and the timeline's first line.
   */
  const receivedAt = async (id: string, at: string) => {
    await db.query(`update quote_request set received_at = $2 where id = $1`, [id, at]);
    await db.query(`update lead set received_at = $2 where id = $1`, [id, at]);
    await db.query(`update lead_event set at = $2 where lead_id = $1 and type = 'received'`, [id, at]);
  };
  /** Leads inserted straight into the table: `count` of them, one a second back from `start`. */
  const insertLeads = (count: number, start: string, extra: { kind?: string; status?: string; source?: string; name?: string } = {}) =>
    db.query(
      `insert into lead (id, kind, status, received_at, name, company, email, phone, source, search)
       select gen_random_uuid(), $2, $3, $4::timestamptz - make_interval(secs => g), coalesce($6, 'Bulk Lead ' || g), null, 'bulk' || g || '@bulk.test', null, $5,
              lower(coalesce($6, 'Bulk Lead ' || g)) || ' bulk' || g || '@bulk.test'
         from generate_series(1, $1::int) g`,
      [count, extra.kind ?? 'quote', extra.status ?? 'new', start, extra.source ?? 'bulk_form', extra.name ?? null],
    );

  beforeAll(async () => {
    testApp = await createTestApp({ QUOTE_THROTTLE_LIMIT: '1000', RECRUITMENT_THROTTLE_LIMIT: '1000', THROTTLE_LIMIT: '100000', DESK_TIME_ZONE: 'America/New_York' });
    app = testApp.app;
    SITE = app.get(AppConfig).SITE_ORIGIN;
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    ({ token: adminToken, cookie: adminCookie } = await createSignedIn(app, 'desk.admin', 'admin', PASSWORD));
    ({ token: viewerToken } = await createSignedIn(app, 'desk.viewer', 'viewer', PASSWORD));

    await http()
      .post('/api/abandoned-forms/capture-abandonment')
      .send({ formType: 'home_quote', formData: { email: 'dana.reyes@shipper.test', firstName: 'Dana' }, abandonmentReason: 'exit_intent', timeOnForm: 42000, fieldsCompleted: 2 })
      .expect(201);
    ids.home = await postLead('/api/quotes', homeQuote);
    ids.slideOut = await postLead('/api/quotes', slideOutQuote);
    ids.agent = await postLead('/api/freight-agent-inquiries', agent);
    ids.carrier = await postLead('/api/carrier-applications', carrier);
    ids.spam = await postLead('/api/quotes', { ...homeQuote, email: 'bot@spam.test', website: 'http://spam.test' });
    const { rows } = await db.query(`select min(received_at) as first, max(received_at) as last from lead where id = any($1::uuid[])`, [Object.values(ids)]);
    fixtures = `from=${rows[0].first.toISOString()}&to=${rows[0].last.toISOString()}`;
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  describe('the inbox', () => {
    it('lists every kind of lead newest first, spam hidden, with the inbox row of each', async () => {
      const res = await get(`/api/admin/leads?${fixtures}`).expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.nextCursor).toBeNull();
      expect(res.body.leads.map((l: { id: string }) => l.id)).toEqual([ids.carrier, ids.agent, ids.slideOut, ids.home]);
      expect(res.body.leads[1]).toEqual({
        id: ids.agent,
        kind: 'freight_agent',
        status: 'new',
        receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        name: 'Avery Mills',
        company: 'Mills Logistics',
        email: 'avery.mills@mills-logistics.test',
        phone: '+1 980 555 0123',
        source: 'freight_agent_form',
        route: null,
        service: null,
        timeframe: null,
        firstResponseAt: null,
        owner: null,
        value: null,
        lostReason: null,
      });
      expect(res.body.leads[2]).toMatchObject({ kind: 'quote', source: 'slide_out_hero_section', route: 'Detroit, MI -> Toledo, OH', service: 'hot-shot', timeframe: 'asap' });
    });

    it('shows spam when asked for, or when the filter is status=spam', async () => {
      expect(await idsOf(`${fixtures}&spam=true`)).toEqual([ids.spam, ids.carrier, ids.agent, ids.slideOut, ids.home]);
      expect(await idsOf(`${fixtures}&status=spam`)).toEqual([ids.spam]);
    });

    it('filters by kind, status, source, instants and search', async () => {
      const among = (query: string) => idsOf(`${fixtures}&${query}`);
      expect(await among('kind=carrier')).toEqual([ids.carrier]);
      expect(await among('kind=quote')).toEqual([ids.slideOut, ids.home]);
      expect(await among('status=new&kind=freight_agent')).toEqual([ids.agent]);
      expect(await among('source=home_form')).toEqual([ids.home]);
      expect(await among('q=REYES')).toEqual([ids.home]);
      expect(await among('q=lakeside')).toEqual([ids.slideOut]);
      expect(await among('q=%40piedmont')).toEqual([ids.carrier]);
      // A phone as typed matches the digits the search keeps.
      expect(await among(`q=${encodeURIComponent('(704) 555-01')}`)).toEqual([ids.carrier, ids.home]);
      expect(await among('q=3135550170')).toEqual([ids.slideOut]);
      // % and _ match only themselves.
      expect(await among('q=%25%25%25')).toEqual([]);
      expect(await among('q=___')).toEqual([]);
      // An instant takes the lead received at that very millisecond on either side, and not one a millisecond off.
      const at = ((await db.query(`select received_at from lead where id = $1`, [ids.home])).rows[0].received_at as Date).getTime();
      const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
      expect(await idsOf(`q=reyes&from=${iso(at)}`)).toEqual([ids.home]);
      expect(await idsOf(`q=reyes&from=${iso(at + 1)}`)).toEqual([]);
      expect(await idsOf(`q=reyes&to=${iso(at)}`)).toEqual([ids.home]);
      expect(await idsOf(`q=reyes&to=${iso(at - 1)}`)).toEqual([]);
      expect(await idsOf(`q=reyes&from=${iso(at)}&to=${iso(at)}`)).toEqual([ids.home]);
      // The same instant written at another offset.
      const eastern = new Date(at - 5 * 3_600_000).toISOString().replace('Z', '-05:00');
      expect(await idsOf(`q=reyes&from=${encodeURIComponent(eastern)}&to=${encodeURIComponent(eastern)}`)).toEqual([ids.home]);
    });

    it('answers bad filters with 400 naming the field', async () => {
      const bad = async (query: string, fields: Record<string, string>) => {
        const res = await get(`/api/admin/leads?${query}`).expect(400);
        expect(res.body).toEqual({ success: false, error: invalidRequestMessage(Object.keys(fields)), code: 'validation_failed', fields, requestId: expect.any(String) });
      };
      await bad('q=ab', { q: 'q must be 3 to 100 characters' });
      await bad('q=%20%20ab%20', { q: 'q must be 3 to 100 characters' });
      await bad(`q=${'x'.repeat(101)}`, { q: 'q must be 3 to 100 characters' });
      await bad('kind=truck', { kind: 'kind must be one of the following values: quote, freight_agent, carrier' });
      await bad('status=open', { status: 'status must be one of the following values: new, contacted, quoted, won, lost, spam' });
      await bad('from=yesterday', { from: 'from must be a date (YYYY-MM-DD) or an ISO 8601 instant with its offset' });
      await bad('to=2026-02-30', { to: 'to must be a date (YYYY-MM-DD) or an ISO 8601 instant with its offset' });
      await bad('from=2026-11-20&to=2026-11-19', { from: 'from must not be after to' });
      await bad('cursor=not-a-cursor', { cursor: 'cursor is not valid' });
      await bad(`cursor=${Buffer.from('2026-02-31T00:00:00.000000Z|' + randomUUID()).toString('base64url')}`, { cursor: 'cursor is not valid' });
      await bad('page=2', { page: 'property page should not exist' });
      await bad('spam=yes', { spam: 'spam must be true or false' });
    });

    it('lets a viewer read but asks for a session', async () => {
      await get('/api/admin/leads', viewerToken).expect(200);
      await get(`/api/admin/leads/${ids.home}`, viewerToken).expect(200);
      await get('/api/admin/leads/stats', viewerToken).expect(200);
      const res = await http().get('/api/admin/leads').expect(401);
      expect(res.body).toMatchObject({ success: false, code: 'unauthenticated' });
    });
  });

  describe("days in the desk's time zone (America/New_York)", () => {
    // Quotes received either side of midnight there, and on the days the clocks change: 2026-03-08 has
    // 23 hours (02:00 EST is 03:00 EDT), 2026-11-01 has 25 (02:00 EDT is 01:00 EST, 01:30 happens twice).
    const ARRIVALS = {
      mar7Last: '2026-03-07T23:59:59-05:00',
      mar8First: '2026-03-08T00:00:00-05:00',
      mar8BeforeChange: '2026-03-08T01:59:59-05:00',
      mar8AfterChange: '2026-03-08T03:00:00-04:00',
      mar8Last: '2026-03-08T23:59:59.999-04:00',
      mar9First: '2026-03-09T00:00:00-04:00',
      oct31Last: '2026-10-31T23:59:59-04:00',
      nov1First: '2026-11-01T00:00:00-04:00',
      nov1EarlierOneThirty: '2026-11-01T01:30:00-04:00',
      nov1LaterOneThirty: '2026-11-01T01:30:00-05:00',
      nov1Last: '2026-11-01T23:59:59-05:00',
      nov2First: '2026-11-02T00:00:00-05:00',
    };
    type Arrival = keyof typeof ARRIVALS;
    const zoned: Partial<Record<Arrival, string>> = {};
    const SOURCE = 'slide_out_zone_check';

    beforeAll(async () => {
      for (const name of Object.keys(ARRIVALS) as Arrival[]) {
        zoned[name] = await postLead('/api/quotes', { ...slideOutQuote, lastName: 'Zonecheck', email: `${name.toLowerCase()}@zone.test`, source: SOURCE });
      }
      // The inbox row carries its quote's receipt time: moving one moves both.
      const same = await db.query(`select count(*)::int as n from lead join quote_request q using (id) where lead.received_at = q.received_at and lead.id = any($1::uuid[])`, [
        Object.values(zoned),
      ]);
      expect(same.rows[0].n).toBe(12);
      for (const [name, at] of Object.entries(ARRIVALS)) await receivedAt(zoned[name as Arrival]!, at);
    });

    const idsFor = (...names: Arrival[]) => names.map((name) => zoned[name]);

    it('takes from and to as whole days there, on the API and on the inbox page', async () => {
      const days: [query: string, newestFirst: Arrival[]][] = [
        ['from=2026-03-07&to=2026-03-07', ['mar7Last']],
        ['from=2026-03-08&to=2026-03-08', ['mar8Last', 'mar8AfterChange', 'mar8BeforeChange', 'mar8First']],
        ['from=2026-03-09&to=2026-03-09', ['mar9First']],
        ['from=2026-10-31&to=2026-10-31', ['oct31Last']],
        ['from=2026-11-01&to=2026-11-01', ['nov1Last', 'nov1LaterOneThirty', 'nov1EarlierOneThirty', 'nov1First']],
        ['from=2026-11-02&to=2026-11-02', ['nov2First']],
        ['to=2026-03-08', ['mar8Last', 'mar8AfterChange', 'mar8BeforeChange', 'mar8First', 'mar7Last']],
        ['from=2026-11-01', ['nov2First', 'nov1Last', 'nov1LaterOneThirty', 'nov1EarlierOneThirty', 'nov1First']],
      ];
      for (const [days_, names] of days) {
        const query = `${days_}&q=zonecheck`;
        expect([query, await idsOf(query)]).toEqual([query, idsFor(...names)]);
        // The page puts leads waiting past the promise first, oldest first: the same leads, in its own order.
        expect([query, (await pageIds(query)).sort()]).toEqual([query, idsFor(...names).sort()]);
      }
    });

    it("counts in the desk's today what arrived since midnight there, on the days the clocks change", async () => {
      const desk = app.get(DeskStats);
      const counted = async (now: string) => {
        const stats = await desk.stats(new Date(now));
        return stats.periods.map((period) => [period.key, period.bySource.find((s) => s.source === SOURCE)?.count ?? 0]);
      };
      // Midday on each: today holds the arrivals since that midnight (none after now); 7 days add the day before.
      expect(await counted('2026-03-08T12:00:00-04:00')).toEqual([['today', 3], ['7d', 4], ['30d', 4]]);
      expect(await counted('2026-11-01T12:00:00-05:00')).toEqual([['today', 3], ['7d', 4], ['30d', 4]]);
      expect(await counted('2026-03-09T00:00:00-04:00')).toEqual([['today', 1], ['7d', 6], ['30d', 6]]);
    });
  });

  describe("a lead's page", () => {
    it('shows every field in the form order with links, the attribution and the abandoned forms of the e-mail', async () => {
      const res = await get(`/api/admin/leads/${ids.slideOut}`).expect(200);
      const lead = res.body.lead;
      expect(lead.fields).toEqual([
        { label: 'Name', value: 'Sam Lee Ortega', section: 'contact' },
        { label: 'E-mail', value: 'sam@plant.test', link: 'mailto', section: 'contact' },
        { label: 'Phone', value: '+1 313 555 0170', link: 'tel', section: 'contact' },
        { label: 'Company', value: 'Lakeside Stamping', section: 'contact' },
        { label: 'Service', value: 'Hot Shot Trucking', section: 'request' },
        { label: 'Pickup', value: 'Detroit, MI', section: 'request' },
        { label: 'Delivery', value: 'Toledo, OH', section: 'request' },
        { label: 'Weight', value: '1,200 lb', section: 'request' },
        { label: 'Dimensions', value: '48x40x60 in', section: 'request' },
        { label: 'Timeframe', value: 'ASAP (emergency)', section: 'request' },
        { label: 'Form', value: 'Slide-out quote form', section: 'request' },
      ]);
      expect(lead.message).toBe('Line-down part, one pallet.');
      expect(lead.attribution).toEqual({
        source: 'slide_out_hero_section',
        landingPage: '/hot-shot-trucking?utm_source=google',
        referrer: 'https://www.google.com/',
        userAgent: null,
        utm: { source: 'google', medium: 'cpc', campaign: 'hotshot-mi', term: null, content: null },
      });
      // Then the notification's lines (no channel is configured here; notifications.int-spec.ts has the channels).
      expect(lead.timeline[0]).toEqual({ at: lead.receivedAt, type: 'received', actor: null, fromStatus: null, toStatus: 'new', text: 'Received from Quote dialog: Hero section' });
      expect(lead.timeline[1]).toMatchObject({ type: 'notification', outcome: 'queued', channel: 'none', actor: null, text: 'Notification queued' });
      expect(lead.notes).toEqual([]);
      expect(lead.abandonedForms).toEqual([]);

      const home = (await get(`/api/admin/leads/${ids.home}`).expect(200)).body.lead;
      expect(home.fields.map((f: { label: string }) => f.label)).toEqual(['Name', 'E-mail', 'Phone', 'Service', 'Form']);
      expect(home.abandonedForms).toEqual([
        {
          id: expect.any(String),
          formType: 'home_quote',
          reason: 'exit_intent',
          capturedAt: expect.any(String),
          recoveredAt: expect.any(String),
          fieldsCompleted: 2,
          timeOnFormMs: 42000,
          data: { email: 'dana.reyes@shipper.test', firstName: 'Dana' },
        },
      ]);
    });

    it('shows the recruitment forms in their order', async () => {
      const agentLead = (await get(`/api/admin/leads/${ids.agent}`).expect(200)).body.lead;
      expect(agentLead.fields).toEqual([
        { label: 'Company', value: 'Mills Logistics', section: 'contact' },
        { label: 'Contact', value: 'Avery Mills', section: 'contact' },
        { label: 'E-mail', value: 'avery.mills@mills-logistics.test', link: 'mailto', section: 'contact' },
        { label: 'Phone', value: '+1 980 555 0123', link: 'tel', section: 'contact' },
        { label: 'Years of experience', value: '12', section: 'request' },
        { label: 'Book of business', value: 'Yes', section: 'request' },
        { label: 'States served', value: 'LA, OK, TX', section: 'request' },
      ]);
      const carrierLead = (await get(`/api/admin/leads/${ids.carrier}`).expect(200)).body.lead;
      expect(carrierLead.fields.slice(4)).toEqual([
        { label: 'MC number', value: '1098765', section: 'request' },
        { label: 'USDOT number', value: '3124567', section: 'request' },
        { label: 'Equipment', value: 'sprinter-van, hot-shot', section: 'request' },
        { label: 'States served', value: 'NC, SC', section: 'request' },
        { label: 'Insurance', value: 'Cargo and liability insurance confirmed', section: 'request' },
      ]);
    });

    it('answers 404 for an unknown id and for an id that is no UUID', async () => {
      for (const id of [randomUUID(), 'not-a-uuid', '1']) {
        const res = await get(`/api/admin/leads/${id}`).expect(404);
        expect(res.body).toEqual({ success: false, error: 'Lead not found', code: 'not_found', requestId: expect.any(String) });
      }
      await patch('not-a-uuid', { status: 'contacted' }).expect(404);
      await note(randomUUID(), { text: 'Hello' }).expect(404);
    });
  });

  describe('status and notes', () => {
    /** A home-form quote of this test's own, found by its e-mail. */
    const ownQuote = (tag: string) => postLead('/api/quotes', { ...homeQuote, lastName: 'Worked', email: `${tag}@desk-moves.test` });

    it('moves a lead along, records the first response once, and keeps the timeline', async () => {
      const id = await postLead('/api/freight-agent-inquiries', { ...agent, email: 'moves@desk-moves.test' });
      const before = Date.now();
      const first = await patch(id, { status: 'contacted' }).expect(200);
      expect(first.body.lead.status).toBe('contacted');
      const firstResponseAt = first.body.lead.firstResponseAt as string;
      expect(Date.parse(firstResponseAt)).toBeGreaterThanOrEqual(before - 1000);
      const quoted = await patch(id, { status: 'quoted' }).expect(200);
      expect(quoted.body.lead.firstResponseAt).toBe(firstResponseAt);
      const worked = (quoted.body.lead as LeadDetailView).timeline.filter((e) => e.type !== 'notification');
      expect(worked.map((e) => [e.type, e.actor, e.fromStatus, e.toStatus])).toEqual([
        ['received', null, null, 'new'],
        ['status', 'desk.admin', 'new', 'contacted'],
        ['status', 'desk.admin', 'contacted', 'quoted'],
      ]);
      expect(worked[2]!.text).toBe('Contacted -> Quoted by desk.admin');
      const { rows } = await db.query(`select status, first_response_at, status_changed_at from lead where id = $1`, [id]);
      expect(rows[0].status).toBe('quoted');
      expect(rows[0].first_response_at.toISOString()).toBe(firstResponseAt);
      const audit = await db.query(`select actor, subject, details from admin_audit_event where action = 'lead_status' and subject = $1 order by at`, [id]);
      expect(audit.rows).toEqual([
        { actor: 'desk.admin', subject: id, details: { from: 'new', to: 'contacted' } },
        { actor: 'desk.admin', subject: id, details: { from: 'contacted', to: 'quoted' } },
      ]);
    });

    it('refuses a move the desk does not allow with 422 and changes nothing', async () => {
      const id = await ownQuote('refused');
      await patch(id, { status: 'contacted' }).expect(200);
      await patch(id, { status: 'quoted' }).expect(200);
      const res = await patch(id, { status: 'new' }).expect(422);
      expect(res.body).toEqual({ success: false, error: 'status cannot change from quoted to new', code: 'invalid_transition', requestId: expect.any(String) });
      expect((await db.query(`select status from lead where id = $1`, [id])).rows[0].status).toBe('quoted');
      const moves = await db.query(`select count(*)::int as n from lead_event where lead_id = $1 and type = 'status'`, [id]);
      expect(moves.rows[0].n).toBe(2);
    });

    it('does not count marking spam as a response', async () => {
      const id = await ownQuote('marked-spam');
      const res = await patch(id, { status: 'spam' }).expect(200);
      expect(res.body.lead).toMatchObject({ status: 'spam', firstResponseAt: null });
      const back = await patch(id, { status: 'new' }).expect(200);
      expect(back.body.lead).toMatchObject({ status: 'new', firstResponseAt: null });
    });

    it('validates the status', async () => {
      const id = await ownQuote('validated');
      expect((await patch(id, { status: 'done' }).expect(400)).body.fields).toEqual({ status: 'status must be one of the following values: new, contacted, quoted, won, lost, spam' });
      expect((await patch(id, {}).expect(400)).body.fields).toEqual({ status: 'status is required' });
      expect((await patch(id, { status: 'contacted', note: 'x' }).expect(400)).body.fields).toEqual({ note: 'property note should not exist' });
      expect((await db.query(`select status from lead where id = $1`, [id])).rows[0].status).toBe('new');
    });

    it('keeps notes with their author and time, in order', async () => {
      const id = await ownQuote('noted');
      await note(id, { text: '  Called, left a voicemail.  ' }).expect(201);
      const res = await note(id, { text: 'Called back:\nwants a quote for Friday.' }).expect(201);
      expect(res.body.lead.notes).toEqual([
        { id: expect.any(String), text: 'Called, left a voicemail.', author: 'desk.admin', createdAt: expect.any(String) },
        { id: expect.any(String), text: 'Called back:\nwants a quote for Friday.', author: 'desk.admin', createdAt: expect.any(String) },
      ]);
      expect(res.body.lead.timeline.filter((e: { type: string }) => e.type === 'note')).toHaveLength(2);
      expect((await note(id, { text: '   ' }).expect(400)).body.fields).toEqual({ text: 'text must be 1 to 2000 characters' });
      expect((await note(id, { text: 'x'.repeat(2001) }).expect(400)).body.fields).toEqual({ text: 'text must be 1 to 2000 characters' });
      expect((await note(id, { text: 'bell\u0007' }).expect(400)).body.fields).toEqual({ text: 'text must not contain control characters (tab and line breaks are allowed)' });
      expect((await db.query(`select count(*)::int as n from admin_audit_event where action = 'lead_note' and subject = $1`, [id])).rows[0].n).toBe(2);
    });

    it("refuses a viewer's change, note and export with 403", async () => {
      const id = await ownQuote('viewed');
      const body = { success: false, error: ADMIN_ONLY_MESSAGE, code: 'forbidden', requestId: expect.any(String) };
      expect((await patch(id, { status: 'contacted' }, viewerToken).expect(403)).body).toEqual(body);
      expect((await note(id, { text: 'hi' }, viewerToken).expect(403)).body).toEqual(body);
      expect((await get('/api/admin/leads/export.csv', viewerToken).expect(403)).body).toEqual(body);
      expect((await db.query(`select status from lead where id = $1`, [id])).rows[0].status).toBe('new');
      expect((await db.query(`select count(*)::int as n from lead_note where lead_id = $1`, [id])).rows[0].n).toBe(0);
    });

    it('refuses a cookie-authenticated change from another origin, and takes one from the site', async () => {
      const id = await ownQuote('by-cookie');
      const foreign = await http().patch(`/api/admin/leads/${id}`).set('Cookie', adminCookie).set('Origin', 'https://evil.test').send({ status: 'contacted' }).expect(403);
      expect(foreign.body).toEqual({ success: false, error: FOREIGN_ORIGIN_MESSAGE, code: 'forbidden', requestId: expect.any(String) });
      await http().patch(`/api/admin/leads/${id}`).set('Cookie', adminCookie).send({ status: 'contacted' }).expect(403);
      expect((await db.query(`select status from lead where id = $1`, [id])).rows[0].status).toBe('new');
      await http().patch(`/api/admin/leads/${id}`).set('Cookie', adminCookie).set('Origin', SITE).send({ status: 'contacted' }).expect(200);
      expect((await db.query(`select status from lead where id = $1`, [id])).rows[0].status).toBe('contacted');
    });
  });

  describe('CSV export', () => {
    it('streams the filter as CSV with formulas neutralised', async () => {
      const plain = await postLead('/api/quotes', { ...homeQuote, lastName: 'Plain', email: 'plain@csv-export.test' });
      const id = await postLead('/api/quotes', { ...homeQuote, firstName: '=HYPERLINK("http://evil.test","Click")', lastName: 'X', email: 'formula@csv-export.test', company: '@SUM(1+1)', phone: '+1 704 555 0100' });
      const res = await get('/api/admin/leads/export.csv?kind=quote&q=csv-export.test').buffer(true).parse(asText).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.headers['cache-control']).toBe('no-store');
      const lines = (res.body as string).trimEnd().split('\r\n');
      expect(lines[0]).toBe('id,kind,status,received_at,first_response_at,owner,name,company,email,phone,source,route,service,timeframe,desk_url,value,lost_reason');
      expect(lines).toHaveLength(1 + 2);
      expect(lines[1]).toBe(`${id},quote,new,${(await db.query(`select received_at from lead where id = $1`, [id])).rows[0].received_at.toISOString()},,,"'=HYPERLINK(""http://evil.test"",""Click"") X",'@SUM(1+1),formula@csv-export.test,'+1 704 555 0100,home_form,,medical-transport,,${SITE}/admin/leads/${id},,`);
      expect(lines[2]!.split(',')[0]).toBe(plain);
      const audit = await db.query(`select actor, details from admin_audit_event where action = 'leads_export' and details->'filter'->>'q' = 'csv-export.test'`);
      expect(audit.rows).toEqual([{ actor: 'desk.admin', details: { filter: { kind: 'quote', q: 'csv-export.test' }, outcome: 'completed', rows: 2 } }]);
    });

    it('exports more leads than one cursor fetch in the inbox order, each once', async () => {
      await insertLeads(455, '2026-05-01T12:00:00Z', { source: 'export_form', kind: 'carrier' });
      const expected = (await db.query(`select id from lead where source = 'export_form' order by received_at desc, id desc`)).rows.map((r) => r.id);
      const res = await get('/api/admin/leads/export.csv?source=export_form').buffer(true).parse(asText).expect(200);
      const ids = (res.body as string).trimEnd().split('\r\n').slice(1).map((line) => line.split(',')[0]);
      expect(ids).toHaveLength(455);
      expect(ids).toEqual(expected);
    });

    it('closes the cursor of an export cut short and audits it as cut short', async () => {
      await insertLeads(455, '2026-04-01T12:00:00Z', { source: 'cut_short_form', kind: 'carrier' });
      const leadExport = app.get(LeadExport);
      const admin = { username: 'desk.admin', role: 'admin' as const, userId: randomUUID(), sessionId: randomUUID() };
      const exports = `select details from admin_audit_event where action = 'leads_export' and details->'filter'->>'source' = 'cut_short_form'`;
      // More cut-short exports than the pool has connections: each one must give its connection back.
      for (let i = 0; i < 12; i++) {
        const csv = await leadExport.start({ filter: { source: 'cut_short_form' } }, admin, '203.0.113.9');
        await new Promise<void>((resolve, reject) => csv.once('data', () => resolve()).once('error', reject));
        csv.destroy();
      }
      // Each row is written before the export's first byte and told how it ended when the cursor closes.
      const audit = await eventually(async () => {
        const { rows } = await db.query(exports);
        return rows.length === 12 && rows.every((r) => r.details.outcome !== 'started') && rows;
      }, { timeoutMs: 5000, what: 'twelve export audit rows, each ended' });
      expect(audit.every((r) => r.details.outcome === 'cut_short' && r.details.rows < 455)).toBe(true);
      const open = await db.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`);
      expect(open.rows[0].n).toBe(0);
      await get('/api/admin/leads?source=cut_short_form').expect(200);
    });

    it('refuses bad filters before it starts', async () => {
      expect((await get('/api/admin/leads/export.csv?q=a').expect(400)).body.fields).toEqual({ q: 'q must be 3 to 100 characters' });
    });
  });

  describe('keyset pages', () => {
    it('walks every lead once, without gaps, while new leads arrive', async () => {
      await db.query(`delete from lead where source = 'bulk_form'`);
      await insertLeads(173, '2026-06-01T12:00:00Z', { source: 'bulk_form' });
      // Ties: leads received in the same microsecond are ordered by id.
      await db.query(
        `insert into lead (id, kind, status, received_at, name, email, source, search)
         select gen_random_uuid(), 'carrier', 'new', '2026-06-01T11:58:00.123456Z', 'Tie ' || g, 'tie' || g || '@bulk.test', 'bulk_form', 'tie' from generate_series(1, 60) g`,
      );
      const expected = (await db.query(`select id from lead where source = 'bulk_form' order by received_at desc, id desc`)).rows.map((r) => r.id);
      expect(expected).toHaveLength(233);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: request.Response = await get(`/api/admin/leads?source=bulk_form${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
        expect(res.body.leads.length).toBeLessThanOrEqual(50);
        seen.push(...res.body.leads.map((l: { id: string }) => l.id));
        cursor = res.body.nextCursor;
        pages += 1;
        // A lead arrives between pages: it is newer than every page already read.
        await insertLeads(1, new Date().toISOString(), { source: 'bulk_form', name: `Arrival ${pages}` });
      } while (cursor);
      expect(pages).toBe(5);
      expect(seen).toEqual(expected);
      expect(new Set(seen).size).toBe(seen.length);
    });
  });

  describe('figures', () => {
    it('counts leads by kind and source and the time to first response', async () => {
      const desk = app.get(DeskStats);
      const now = new Date('2027-03-10T18:00:00Z');
      const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
      // Every lead still new from before 2027 is overdue then and waiting: the figures grow from there.
      const earlier = await desk.stats(now);
      // Five answered leads today (10, 20, 30, 40 and 50 minutes to respond), one waiting past the promise, one spam.
      for (const [i, minutes] of [10, 20, 30, 40, 50].entries()) {
        await db.query(
          `insert into lead (id, kind, status, received_at, name, email, source, search, first_response_at)
           values (gen_random_uuid(), $1, 'contacted', $2, 'Stat', 'stat@x.test', $3, 'stat', $2::timestamptz + make_interval(mins => $4))`,
          [i < 3 ? 'quote' : 'carrier', at(120), i < 2 ? 'home_form' : 'carrier_form', minutes],
        );
      }
      await db.query(`insert into lead (id, kind, status, received_at, name, email, source, search) values (gen_random_uuid(), 'freight_agent', 'new', $1, 'Late', 'l@x.test', 'freight_agent_form', 'late')`, [at(30)]);
      await db.query(`insert into lead (id, kind, status, received_at, name, email, source, search) values (gen_random_uuid(), 'quote', 'spam', $1, 'Spam', 's@x.test', 'home_form', 'spam')`, [at(30)]);
      // Three days ago: counted in 7 and 30 days only.
      await db.query(`insert into lead (id, kind, status, received_at, name, email, source, search, first_response_at) values (gen_random_uuid(), 'quote', 'won', $1, 'Old', 'o@x.test', 'home_form', 'old', $1::timestamptz + interval '5 minutes')`, [at(3 * 1440)]);
      const stats = await desk.stats(now);
      const today = stats.periods.find((p) => p.key === 'today')!;
      expect(today).toEqual({
        key: 'today',
        label: 'Today',
        total: 6,
        byKind: { quote: 3, freight_agent: 1, carrier: 2 },
        bySource: [
          { source: 'carrier_form', count: 3 },
          { source: 'home_form', count: 2 },
          { source: 'freight_agent_form', count: 1 },
        ],
        medianResponseMinutes: 30,
        p90ResponseMinutes: 46,
        withinPromiseShare: 0.167,
        answered: 5,
        // Nobody has these leads: the team's figures are the unassigned row's.
        byOwner: [{ owner: null, leads: 6, answered: 5, medianResponseMinutes: 30, p90ResponseMinutes: 46, withinPromiseShare: 0.167 }],
      });
      const week = stats.periods.find((p) => p.key === '7d')!;
      expect(week).toMatchObject({ total: 7, answered: 6, byKind: { quote: 4, freight_agent: 1, carrier: 2 }, medianResponseMinutes: 25, withinPromiseShare: 0.286 });
      expect(stats.timeZone).toBe('America/New_York');
      // Of the leads added, only the late one is still new, and it is past the promise.
      expect([stats.waiting, stats.overdue]).toEqual([earlier.waiting + 1, earlier.overdue + 1]);
    });

    it("gives each owner's figures per period, the unassigned last, and counts the leads escalated since the zone's midnight", async () => {
      const desk = app.get(DeskStats);
      // 14:00 in New York: its day began at 04:00 UTC, 840 minutes before.
      const now = new Date('2027-06-10T18:00:00Z');
      const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
      const accounts = app.get(AdminAccounts);
      const owners: Record<string, string> = {};
      for (const name of ['stats.bob', 'stats.ann', 'stats.cy']) {
        await accounts.create(name, 'admin', PASSWORD);
        owners[name] = (await db.query(`select id from admin_user where username = $1`, [name])).rows[0].id;
      }
      /** A lead received `minutesAgo`, answered `answeredIn` minutes later (or still new): its id. */
      const lead = async (owner: string | null, minutesAgo: number, answeredIn: number | null, status = answeredIn === null ? 'new' : 'contacted') => {
        const { rows } = await db.query(
          `insert into lead (id, kind, status, received_at, name, email, source, search, first_response_at, owner_id)
           values (gen_random_uuid(), 'quote', $1, $2, 'Owned', 'owned@x.test', 'owner_stats_form', 'owned', $2::timestamptz + make_interval(mins => $3), $4) returning id`,
          [status, at(minutesAgo), answeredIn, owner === null ? null : owners[owner]],
        );
        return rows[0].id as string;
      };
      const escalate = (leadId: string, when: string, type = ESCALATED_EVENT_TYPE) =>
        db.query(`insert into lead_event (id, lead_id, at, type) values (gen_random_uuid(), $1, $2, $3)`, [leadId, when, type]);

      // ann: today four answered in 4, 8, 12 and 40 minutes and one not yet due; 3 days ago one in 60; 20 days ago one in 2.
      const annFirst = await lead('stats.ann', 120, 4);
      for (const minutes of [8, 12, 40]) await lead('stats.ann', 120, minutes);
      await lead('stats.ann', 5, null);
      await lead('stats.ann', 3 * 1440, 60);
      await lead('stats.ann', 20 * 1440, 2);
      // bob: one lead 10 days ago, still new and overdue.
      const bobs = await lead('stats.bob', 10 * 1440, null);
      // Nobody's: today one overdue, one answered in 15 minutes, the promise kept to the minute.
      const unowned = await lead(null, 30, null);
      await lead(null, 60, 15);
      // cy: spam today and a lead 40 days ago: no row.
      const spam = await lead('stats.cy', 60, 1, 'spam');
      await lead('stats.cy', 40 * 1440, 3);

      // Escalated today: ann's first lead (twice: one lead), the unowned one just after midnight. Not bob's,
      // escalated a minute before midnight; not the spam; not another kind of line.
      await escalate(annFirst, at(100));
      await escalate(annFirst, at(50));
      await escalate(unowned, new Date('2027-06-10T04:00:30Z').toISOString());
      await escalate(bobs, new Date('2027-06-10T03:59:00Z').toISOString());
      await escalate(spam, at(10));
      await escalate(unowned, at(10), 'status');

      const stats = await desk.stats(now);
      expect(stats.escalatedToday).toBe(2);
      const byOwner = Object.fromEntries(stats.periods.map((period) => [period.key, period.byOwner]));
      const row = (owner: string | null, leads: number, answered: number, median: number | null, p90: number | null, share: number | null) => ({
        owner,
        leads,
        answered,
        medianResponseMinutes: median,
        p90ResponseMinutes: p90,
        withinPromiseShare: share,
      });
      expect(byOwner).toEqual({
        today: [row('stats.ann', 5, 4, 10, 31.6, 0.75), row('stats.bob', 0, 0, null, null, null), row(null, 2, 1, 15, 15, 0.5)],
        '7d': [row('stats.ann', 6, 5, 12, 52, 0.6), row('stats.bob', 0, 0, null, null, null), row(null, 2, 1, 15, 15, 0.5)],
        '30d': [row('stats.ann', 7, 6, 10, 50, 0.667), row('stats.bob', 1, 0, null, null, 0), row(null, 2, 1, 15, 15, 0.5)],
      });
    });

    it("counts in today's figures on the API a lead received just after the zone's midnight, and not one just before", async () => {
      const source = 'slide_out_midnight_check';
      const before = await postLead('/api/quotes', { ...slideOutQuote, email: 'before@midnight.test', source });
      const after = await postLead('/api/quotes', { ...slideOutQuote, email: 'after@midnight.test', source });
      // The zone's last midnight by PostgreSQL's own time-zone rules.
      const { rows } = await db.query(`select date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York' as midnight`);
      const midnight = (rows[0].midnight as Date).getTime();
      await receivedAt(before, new Date(midnight - 1000).toISOString());
      await receivedAt(after, new Date(Math.min(midnight + 1000, Date.now())).toISOString());
      const api = await get('/api/admin/leads/stats').expect(200);
      const counted = api.body.stats.periods.map((p: DeskPeriodStats) => [p.key, p.bySource.find((s) => s.source === source)?.count ?? 0]);
      expect(counted).toEqual([['today', 1], ['7d', 2], ['30d', 2]]);
    });

    it('lists the waiting leads oldest first and the sources', async () => {
      // The oldest leads of the suite: one answered, three still new.
      const posted: string[] = [];
      for (const [i, at] of ['2001-01-03T10:00:00Z', '2000-12-31T10:00:00Z', '2001-01-01T10:00:00Z', '2001-01-02T10:00:00Z'].entries()) {
        const id = await postLead('/api/quotes', { ...homeQuote, lastName: 'Waiting', email: `waiting${i}@desk.test` });
        await receivedAt(id, at);
        posted.push(id);
      }
      await patch(posted[1]!, { status: 'contacted' }).expect(200);
      const waiting = await app.get(LeadReader).waiting(3);
      expect(waiting.map((l) => l.id)).toEqual([posted[2], posted[3], posted[0]]);

      await insertLeads(2, '2026-02-01T12:00:00Z', { source: 'aaa_sources_check' });
      await insertLeads(1, '2026-02-01T12:00:00Z', { source: 'zzz_sources_check' });
      // Every source once, in the database's order: the same as a plain distinct over the table.
      const distinct = (await db.query(`select distinct source from lead order by source`)).rows.map((r) => r.source);
      const sources = await app.get(LeadReader).sources();
      expect(sources).toEqual(distinct);
      expect(sources).toEqual(expect.arrayContaining(['aaa_sources_check', 'home_form', 'zzz_sources_check']));
    });
  });

  describe('query plans', () => {
    it('walks an index for each filter', async () => {
      // Stored in no particular order and vacuumed (as autovacuum leaves a busy table): the planner then
      // weighs each filter alone, not where other tests' rows sit or what waits in the search index's
      // pending list (with a plain analyze the plans changed with the rows earlier tests had added).
      await db.query(
        `insert into lead (id, kind, status, received_at, name, email, phone, source, search)
         select gen_random_uuid(), (array['quote','freight_agent','carrier'])[1 + g % 3], (array['new','contacted','quoted','won','lost','spam'])[1 + g % 6],
                now() - make_interval(secs => g * 97), 'Person ' || g, 'p' || g || '@mail.test', '704555' || lpad((g % 10000)::text, 4, '0'),
                (array['home_form','slide_out_hero_section','freight_agent_form','carrier_form','slide_out_footer'])[1 + g % 5],
                'person ' || g || ' p' || g || '@mail.test 704555' || lpad((g % 10000)::text, 4, '0')
           from generate_series(1, 20000) g order by random()`,
      );
      await db.query('vacuum analyze lead');
      const plan = async (filter: Record<string, string>) => {
        const reading = parseLeadFilter(filter, 'America/New_York', { cursor: false });
        if (!reading.ok) throw new Error(JSON.stringify(reading.fields));
        const { sql, params } = pageSql(reading.query, 51);
        let n = 0;
        const res = await db.query(`explain ${sql.replace(/\?/g, () => `$${++n}`)}`, params);
        return res.rows.map((r) => r['QUERY PLAN']).join('\n');
      };
      expect(await plan({})).toMatch(/Index Scan using lead_received_index/);
      expect(await plan({ kind: 'carrier' })).toMatch(/Index Scan using lead_kind_received_index/);
      expect(await plan({ status: 'won' })).toMatch(/Index Scan using lead_status_received_index/);
      expect(await plan({ source: 'carrier_form' })).toMatch(/Index Scan using lead_source_received_index/);
      expect(await plan({ from: '2026-01-01', to: '2026-01-31' })).toMatch(/Index Scan using lead_received_index/);
      expect(await plan({ q: 'person 1234' })).toMatch(/Bitmap Index Scan on lead_search_trgm_index/);
    });
  });
});
