import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { zonedDate } from '../../core/desk-days.js';
import type { ResultsReport, ResultsRow } from '../../core/results.js';
import { Clock } from '../../src/common/clock.js';
import { TestClock } from '../../src/queue/test-clock.js';
import { VisitBuffer, VisitRollups } from '../../src/visits/index.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { asText, homeQuote, postLead } from './leads.js';

// The results (docs/product.md#27-results) on the real database: visits counted by the beacon and leads
// sent by the quote API, one marked won through the desk, read back per page, source, campaign and
// referrer, from the raw events and then from the rollups alike; the period before, the family filter,
// the CSV, the refusals and who may read them. The tests run in order: a later one rolls the hours up.

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PASSWORD = 'results-desk-Password-2026';
const DALLAS = '/locations/dallas-tx-expedite';
const DAY_MS = 24 * 3_600_000;

describe('results', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let db: pg.Client;
  let admin: string;
  let editor: string;
  let viewer: string;
  /** The desk's dates around now: the report's range covers them whatever the hour. */
  let from: string;
  let to: string;
  let wonId: string;
  /** The desk's date of the visits and leads. */
  let visitDay: string;

  const http = () => request(app.getHttpServer());
  const beacon = (ip: string, body: object) =>
    http().post('/api/visits').set({ 'User-Agent': CHROME, 'X-Forwarded-For': ip, 'Content-Type': 'text/plain;charset=UTF-8' }).send(JSON.stringify(body)).expect(204);
  const report = async (query: string, token = admin): Promise<ResultsReport> => (await http().get(`/api/admin/results?${query}`).set('Authorization', `Bearer ${token}`).expect(200)).body as ResultsReport;
  const row = (rows: ResultsRow[], key: string | null) => rows.find((r) => r.key === key);
  const deskDate = (ms: number) => zonedDate(new Date(ms), 'America/New_York');

  beforeAll(async () => {
    testApp = await createTestApp({ TRUST_PROXY: 'true', THROTTLE_LIMIT: '100000', QUOTE_THROTTLE_LIMIT: '1000', VISIT_THROTTLE_LIMIT: '1000' });
    app = testApp.app;
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    ({ token: admin } = await createSignedIn(app, 'results.admin', 'admin', PASSWORD));
    ({ token: editor } = await createSignedIn(app, 'results.editor', 'editor', PASSWORD));
    ({ token: viewer } = await createSignedIn(app, 'results.viewer', 'viewer', PASSWORD));
    const now = app.get(Clock).now();
    [from, to, visitDay] = [deskDate(now - DAY_MS), deskDate(now + DAY_MS), deskDate(now)];

    // A visitor from the newsletter's fall campaign lands on the Dallas page from a search, opens the quote
    // form, starts it and sends it; a second visitor comes straight to the home page and leaves.
    const fall = { utm: { source: 'newsletter', medium: 'email', campaign: 'fall' }, referrer: 'https://www.google.com/search?q=dallas' };
    await beacon('198.51.100.1', { path: `${DALLAS}?utm_source=newsletter`, ...fall });
    await beacon('198.51.100.1', { path: DALLAS, event: 'quote_form_open', ...fall });
    await beacon('198.51.100.1', { path: DALLAS, event: 'form_start', ...fall });
    await beacon('198.51.100.1', { path: '/hot-shot-trucking', ...fall });
    await beacon('198.51.100.2', { path: '/' });
    await app.get(VisitBuffer).flush();
    wonId = (
      await postLead(app, { ...homeQuote, email: 'fall@results.test', landingPage: `${DALLAS}?utm_source=newsletter&utm_campaign=fall`, referrer: fall.referrer, utm: fall.utm }).expect(201)
    ).body.id as string;
    // Another lead with no first touch, and a spam one (the honeypot filled) that no report counts.
    await postLead(app, { ...homeQuote, email: 'plain@results.test' }).expect(201);
    await postLead(app, { ...homeQuote, email: 'bot@results.test', website: 'http://spam.test', landingPage: DALLAS }).expect(201);
    await http().patch(`/api/admin/leads/${wonId}`).set('Authorization', `Bearer ${admin}`).send({ status: 'won', value: 1800 }).expect(200);
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  /** What the report of the test's days says, by page and by each other dimension: the same before and after the rollups. */
  async function expectTheVisitAndItsLead(): Promise<void> {
    const pages = await report(`from=${from}&to=${to}&by=page`);
    expect(pages).toMatchObject({ from, to, by: 'page', family: null, sort: 'visitors' });
    expect(row(pages.rows, DALLAS)).toEqual({
      key: DALLAS,
      family: 'city',
      findingsHref: `/content-optimizer?path=${encodeURIComponent(DALLAS)}`,
      editorHref: `/admin/pages/meta?path=${encodeURIComponent(DALLAS)}`,
      visitors: 1,
      formOpens: 1,
      formStarts: 1,
      leads: 1,
      conversionRate: 1,
      won: 1,
      revenue: 1800,
      previous: { visitors: 0, formOpens: 0, formStarts: 0, leads: 0, conversionRate: 0, won: 0, revenue: 0 },
    });
    // The second page of the visit is no landing: no visitor there. The lead without a first touch is the unknown page's.
    expect(row(pages.rows, '/hot-shot-trucking')).toBeUndefined();
    expect(row(pages.rows, '/')).toMatchObject({ visitors: 1, leads: 0 });
    expect(row(pages.rows, null)).toMatchObject({ visitors: 0, leads: 1, won: 0 });
    expect(pages.total).toEqual({ visitors: 2, formOpens: 1, formStarts: 1, leads: 2, conversionRate: 1, won: 1, revenue: 1800 });
    expect(pages.funnel.map((step) => [step.step, step.count, step.dropped])).toEqual([
      ['visitors', 2, 1],
      ['formOpens', 1, 0],
      ['formStarts', 1, 0],
      ['leads', 2, 1],
      ['won', 1, null],
    ]);
    expect(pages.daily.map((day) => day.day)).toEqual([from, deskDate(Date.parse(`${from}T12:00:00Z`) + DAY_MS), to]);
    expect(pages.daily.reduce((sum, day) => sum + day.visitors, 0)).toBe(2);
    expect(pages.daily.reduce((sum, day) => sum + day.leads, 0)).toBe(2);

    const sources = await report(`from=${from}&to=${to}&by=source`);
    expect(sources.rows.map((r) => [r.key, r.medium, r.visitors, r.formOpens, r.leads, r.won, r.revenue])).toEqual([
      ['newsletter', 'email', 1, 1, 1, 1, 1800],
      [null, null, 1, 0, 1, 0, 0],
    ]);
    const campaigns = await report(`from=${from}&to=${to}&by=campaign&sort=revenue`);
    expect(campaigns.rows.map((r) => [r.key, r.visitors, r.leads, r.revenue])).toEqual([
      ['fall', 1, 1, 1800],
      [null, 1, 1, 0],
    ]);
    const referrers = await report(`from=${from}&to=${to}&by=referrer`);
    expect(row(referrers.rows, 'google.com')).toMatchObject({ visitors: 1, formOpens: 1, leads: 1, won: 1, revenue: 1800 });
  }

  it('stores each lead\'s first touch as visits keep theirs', async () => {
    const { rows } = await db.query(`select landing_path, referrer_host, utm_source, utm_medium, utm_campaign from lead where id = $1`, [wonId]);
    expect(rows[0]).toEqual({ landing_path: DALLAS, referrer_host: 'google.com', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'fall' });
  });

  it('counts the visit, its form, its lead, the won value and the campaign per page, source, campaign and referrer before the hour is rolled up', async () => {
    expect((await db.query(`select count(*)::int as n from visit_daily`)).rows[0].n).toBe(0);
    await expectTheVisitAndItsLead();
  });

  it('narrows every figure to a family of pages, leads by the page they landed on', async () => {
    const cities = await report(`from=${from}&to=${to}&family=city`);
    expect(cities.rows.map((r) => r.key)).toEqual([DALLAS]);
    expect(cities.total).toMatchObject({ visitors: 1, leads: 1, won: 1, revenue: 1800 });
    const services = await report(`from=${from}&to=${to}&family=service&by=campaign`);
    expect(services.rows).toEqual([]);
    expect(services.total).toMatchObject({ visitors: 0, leads: 0, revenue: 0 });
  });

  it('compares with the period before, of the same length', async () => {
    const later = (days: number) => deskDate(Date.parse(`${to}T12:00:00Z`) + days * DAY_MS);
    const next = await report(`from=${later(1)}&to=${later(3)}`);
    expect(next.previousPeriod).toEqual({ from, to });
    expect(next.total).toMatchObject({ visitors: 0, leads: 0 });
    expect(next.previousTotal).toMatchObject({ visitors: 2, leads: 2, won: 1, revenue: 1800 });
    expect(row(next.rows, DALLAS)).toMatchObject({ visitors: 0, leads: 0, previous: { visitors: 1, leads: 1, won: 1, revenue: 1800 } });
  });

  it('follows a won value as the desk edits it, and forgets it when the lead is reopened', async () => {
    const patch = (body: object) => http().patch(`/api/admin/leads/${wonId}`).set('Authorization', `Bearer ${admin}`).send(body).expect(200);
    await patch({ status: 'won', value: 2250.5 });
    expect(row((await report(`from=${from}&to=${to}`)).rows, DALLAS)).toMatchObject({ won: 1, revenue: 2250.5 });
    await patch({ status: 'quoted' });
    expect(row((await report(`from=${from}&to=${to}`)).rows, DALLAS)).toMatchObject({ leads: 1, won: 0, revenue: 0 });
    await patch({ status: 'won', value: 1800 });
  });

  it('gives the same figures from the daily and monthly rollups once the hours are rolled up, and sums each day once per dimension', async () => {
    await app.get(TestClock).advance(2 * 3_600_000);
    await app.get(VisitRollups).run();
    const daily = (await db.query(`select dimension, key, medium, family, event, sum(count)::int as count, sum(visitors)::int as visitors from visit_daily group by 1, 2, 3, 4, 5 order by 1, 2, 5, 4`)).rows;
    expect(daily.filter((r) => r.dimension === 'campaign')).toEqual([
      { dimension: 'campaign', key: 'fall', medium: null, family: 'city', event: 'form_start', count: 1, visitors: 0 },
      { dimension: 'campaign', key: 'fall', medium: null, family: 'city', event: 'pageview', count: 1, visitors: 1 },
      { dimension: 'campaign', key: 'fall', medium: null, family: 'service', event: 'pageview', count: 1, visitors: 0 },
      { dimension: 'campaign', key: 'fall', medium: null, family: 'city', event: 'quote_form_open', count: 1, visitors: 0 },
      { dimension: 'campaign', key: null, medium: null, family: 'home', event: 'pageview', count: 1, visitors: 1 },
    ]);
    // Each dimension sums every event once.
    const perDimension = (await db.query(`select dimension, sum(count)::int as n from visit_daily group by 1 order by 1`)).rows;
    expect(perDimension).toEqual(['campaign', 'page', 'referrer', 'source', 'total'].map((dimension) => ({ dimension, n: 5 })));
    expect((await db.query(`select distinct key, medium from visit_daily where dimension = 'total'`)).rows).toEqual([{ key: null, medium: null }]);
    // Each month is its days summed, and a report of a whole month, read from it, says what the days say.
    const monthly = (await db.query(`select dimension, key, medium, family, event, sum(count)::int as count, sum(visitors)::int as visitors from visit_monthly group by 1, 2, 3, 4, 5 order by 1, 2, 5, 4`)).rows;
    expect(monthly).toEqual(daily);
    const [year, month] = visitDay.split('-').map(Number) as [number, number];
    const lastOfMonth = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    for (const by of ['page', 'source']) {
      const [wholeMonth, days] = await Promise.all([report(`from=${visitDay.slice(0, 8)}01&to=${lastOfMonth}&by=${by}`), report(`from=${from}&to=${to}&by=${by}`)]);
      expect({ rows: wholeMonth.rows, total: wholeMonth.total }).toEqual({ rows: days.rows, total: days.total });
    }
    await expectTheVisitAndItsLead();
  });

  it("shows each page's views of the last 30 days to the optimizer, counting the page's every view", async () => {
    const checked = async (path: string) => (await http().post('/api/admin/audits/pages').set('Authorization', `Bearer ${editor}`).send({ path }).expect(200)).body.page;
    expect((await checked(DALLAS)).views).toBe(1);
    // The visit's second page is no landing page, but it was read.
    expect((await checked('/hot-shot-trucking')).views).toBe(1);
    expect((await checked('/about-us')).views).toBe(0);
  });

  it('answers each table as CSV, a visitor\'s values escaped as formulas would be read', async () => {
    await beacon('198.51.100.3', { path: '/', utm: { source: 'x', campaign: '=HYPERLINK("http://evil.test","click")' } });
    await app.get(VisitBuffer).flush();
    const csv = (query: string) => http().get(`/api/admin/results.csv?${query}`).set('Authorization', `Bearer ${viewer}`).buffer(true).parse(asText).expect(200);
    const campaigns = await csv(`from=${from}&to=${to}&by=campaign`);
    expect(campaigns.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(campaigns.headers['content-disposition']).toBe(`attachment; filename="results-campaign-${from}-to-${to}.csv"`);
    const lines = (campaigns.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'campaign,visitors,form_opens,form_starts,leads,conversion_rate,won,revenue,previous_visitors,previous_form_opens,previous_form_starts,previous_leads,previous_conversion_rate,previous_won,previous_revenue',
    );
    expect(lines).toContain('fall,1,1,1,1,1.0000,1,1800.00,0,0,0,0,0.0000,0,0.00');
    expect(lines.find((line) => line.includes('HYPERLINK'))).toBe(`"'=HYPERLINK(""http://evil.test"",""click"")",1,0,0,0,0.0000,0,0.00,0,0,0,0,0.0000,0,0.00`);
    const days = (await csv(`from=${from}&to=${to}&table=daily`)).body as string;
    expect(days.split('\r\n')[0]).toBe('day,visitors,leads');
    const funnel = (await csv(`from=${from}&to=${to}&table=funnel`)).body as string;
    expect(funnel.split('\r\n').slice(0, 2)).toEqual(['step,count,dropped', 'Visitors,3,2']);
  });

  it('refuses a query it cannot use with 400 naming the field', async () => {
    const refused = async (query: string) => (await http().get(`/api/admin/results?${query}`).set('Authorization', `Bearer ${admin}`).expect(400)).body.fields;
    expect(await refused('by=device')).toEqual({ by: 'by must be one of page, source, campaign, referrer' });
    expect(await refused('from=2026-02-30&to=2026-03-01')).toEqual({ from: 'from must be a date as YYYY-MM-DD' });
    expect(await refused('from=2026-03-01')).toEqual({ to: 'to must be a date as YYYY-MM-DD' });
    expect(await refused('from=2026-03-02&to=2026-03-01')).toEqual({ from: 'from must not be after to' });
    expect(await refused('from=2025-01-01&to=2026-03-01')).toEqual({ to: 'from and to must be at most 366 days apart' });
    expect(await refused('by=page&by=source')).toEqual({ by: 'by must be given once' });
    expect(await refused('family=admin')).toEqual({ family: expect.stringMatching(/^family must be one of home, service/) });
    await http().get('/api/admin/results.csv?sort=name').set('Authorization', `Bearer ${admin}`).expect(400);
  });

  it('is read by every role, and by nobody signed out; the page says what it shows', async () => {
    expect((await report(`from=${from}&to=${to}`, editor)).total.visitors).toBe(3);
    expect((await report(`from=${from}&to=${to}`, viewer)).total.leads).toBe(2);
    await http().get('/api/admin/results').expect(401);
    const page = await http().get(`/admin/results?from=${from}&to=${to}`).set('Authorization', `Bearer ${editor}`).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<h1');
    expect(page.text).toContain(DALLAS);
    const refused = await http().get('/admin/results?by=device').set('Authorization', `Bearer ${editor}`).expect(200);
    expect(refused.text).toContain('by must be one of page, source, campaign, referrer');
  });
});
