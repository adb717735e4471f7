import type pg from 'pg';
import request from 'supertest';
import { BEACON_TYPES_MESSAGE } from '../../core/error-messages.js';
import { TestClock } from '../../src/queue/test-clock.js';
import { VisitBuffer, VisitRollups } from '../../src/visits/index.js';
import { createSignedIn } from './accounts.js';
import { createTwoInstances, type TestApp, type TwoInstances } from './app.js';

// First-party visit counting (docs/product.md#26-visit-counting) on the real database, with two instances
// of the app on one database: a visitor counted once a day whichever instance its beacons reach, the
// beacons that are not counted, unknown paths, the answers to bad beacons, the hourly rollup and the
// retention of raw events. The tests run in order: the last ones move the clocks forward.

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DAY_MS = 24 * 3_600_000;
const ENV = {
  TRUST_PROXY: 'true',
  THROTTLE_LIMIT: '100000',
  VISIT_THROTTLE_LIMIT: '5',
  ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000',
  // Sessions signed on one instance verify on the other only with one key for both.
  ADMIN_JWT_SECRET: 'visits-test-secret-of-at-least-32-bytes-long',
  RESULTS_RAW_DAYS: '30',
};

interface EventRow {
  path: string;
  family: string;
  event: string;
  referrer_host: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  device: string | null;
  visitor: string | null;
  first_of_day: boolean;
}

describe('visit counting', () => {
  let instances: TwoInstances;
  let a: TestApp;
  let b: TestApp;
  let db: pg.Client;
  let ip = 0;
  /** A client address of each test's own: the beacon limit is per address. */
  const nextIp = () => `198.51.100.${++ip}`;

  const beacon = (app: TestApp, from: string, body: object, headers: Record<string, string> = {}) =>
    request(app.app.getHttpServer())
      .post('/api/visits')
      .set({ 'User-Agent': CHROME, 'X-Forwarded-For': from, 'Content-Type': 'text/plain;charset=UTF-8', ...headers })
      .send(JSON.stringify(body));

  const flushed = async () => {
    await a.app.get(VisitBuffer).flush();
    await b.app.get(VisitBuffer).flush();
  };
  const events = async (where: string, params: unknown[] = []) =>
    (await db.query<EventRow>(`select path, family, event, referrer_host, source, medium, campaign, device, visitor, first_of_day from visit_event where ${where} order by id`, params)).rows;
  const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

  beforeAll(async () => {
    instances = await createTwoInstances(ENV);
    ({ a, b, db } = instances);
  }, 60_000);

  afterAll(() => instances.close());

  it('counts a visitor once a day across two instances, keeping the referrer host and utm values, and nothing that names them', async () => {
    const visitor = nextIp();
    const first = await beacon(a, visitor, {
      path: '/',
      referrer: 'https://www.Google.com/search?q=expedited+freight',
      utm: { source: ' Newsletter ', medium: 'Email', campaign: 'fall' },
    });
    expect(first.status).toBe(204);
    expect(first.text).toBe('');
    await beacon(b, visitor, { path: '/locations', referrer: 'http://127.0.0.1/', utm: { source: 'newsletter', campaign: 'fall' } }).expect(204);
    await beacon(b, visitor, { path: '/locations', utm: { source: 'newsletter', campaign: 'fall' }, event: 'quote_form_open' }).expect(204);
    await beacon(b, visitor, { path: '/locations', event: 'quote_form_open' }, { 'User-Agent': IPHONE }).expect(204);
    await flushed();

    const rows = await events(`campaign = 'fall'`);
    expect(rows.map(({ visitor: hash, ...row }) => ({ ...row, hashed: /^[A-Za-z0-9_-]{22}$/.test(hash ?? '') }))).toEqual([
      { path: '/', family: 'home', event: 'pageview', referrer_host: 'google.com', source: 'newsletter', medium: 'email', campaign: 'fall', device: 'desktop', first_of_day: true, hashed: true },
      { path: '/locations', family: 'locations', event: 'pageview', referrer_host: null, source: 'newsletter', medium: null, campaign: 'fall', device: 'desktop', first_of_day: false, hashed: true },
      { path: '/locations', family: 'locations', event: 'quote_form_open', referrer_host: null, source: 'newsletter', medium: null, campaign: 'fall', device: 'desktop', first_of_day: false, hashed: true },
    ]);
    // Both instances hashed the visitor alike, with the one salt of the day.
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
    expect(await count('visit_salt')).toBe(1);
    // Another user agent from the same address is another visitor; its event is no page view, so no landing.
    const [phone] = await events(`device = 'mobile'`);
    expect(phone).toMatchObject({ event: 'quote_form_open', first_of_day: false });
    expect(phone!.visitor).not.toBe(rows[0]!.visitor);
    // No address, user agent or full referrer anywhere in the table.
    const stored = JSON.stringify((await db.query('select * from visit_event')).rows);
    expect(stored).not.toContain('198.51.100');
    expect(stored).not.toContain('Mozilla');
    expect(stored).not.toContain('search?q=');
  });

  it('counts nothing from a visitor declining tracking, a prefetch or a bot, and answers them 204 all the same', async () => {
    const before = await count('visit_event');
    const refused: Record<string, string>[] = [
      { 'Sec-GPC': '1' },
      { DNT: '1' },
      { 'Sec-Purpose': 'prefetch' },
      { Purpose: 'prefetch' },
      { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ];
    for (const headers of refused) {
      await beacon(a, nextIp(), { path: '/' }, headers).expect(204);
    }
    await flushed();
    expect(await count('visit_event')).toBe(before);
  });

  it('counts nothing from signed-in staff, but counts a visitor whose session cookie signs nobody in', async () => {
    const session = await createSignedIn(a.app, 'visits-staff', 'editor', 'lantern harbor quiet 42');
    // Last seen ten minutes ago: the beacon tells who it is from, and leaves the session as it was.
    await db.query(`update admin_session set last_seen_at = now() - interval '10 minutes' where user_id = (select id from admin_user where username = 'visits-staff')`);
    const lastSeen = async () => (await db.query(`select last_seen_at from admin_session where user_id = (select id from admin_user where username = 'visits-staff')`)).rows[0].last_seen_at as Date;
    const seen = await lastSeen();
    const before = await count('visit_event');
    await beacon(b, nextIp(), { path: '/blog' }, { Cookie: session.cookie }).expect(204);
    await flushed();
    expect(await count('visit_event')).toBe(before);
    expect(await lastSeen()).toEqual(seen);
    await beacon(b, nextIp(), { path: '/blog' }, { Cookie: 'admin_session=not.a.session' }).expect(204);
    await flushed();
    expect(await events(`path = '/blog'`)).toEqual([expect.objectContaining({ family: 'blog', event: 'pageview', first_of_day: true })]);
  });

  it('stores an unknown path once, as not found with its referrer host alone', async () => {
    const from = nextIp();
    await beacon(a, from, { path: '/old-rates-page', referrer: 'https://partner.example.org/links?id=7', utm: { source: 'partner' } }).expect(204);
    await beacon(a, from, { path: '/old-rates-page', event: 'quote_form_open' }).expect(204);
    await flushed();
    expect(await events(`path = '/old-rates-page'`)).toEqual([
      { path: '/old-rates-page', family: 'not-found', event: 'not_found', referrer_host: 'partner.example.org', source: null, medium: null, campaign: null, device: null, visitor: null, first_of_day: false },
    ]);
  });

  it.each([
    ['no path', {}, 'Invalid request: check path', { path: 'path is required' }],
    ['a path that is no site path', { path: 'https://elsewhere.test/' }, 'Invalid request: check path', { path: 'path must be a site path starting with /' }],
    ['an unknown event', { path: '/', event: 'purchase' }, 'Invalid request: check event', { event: 'event must be one of: pageview, quote_form_open, form_start, quote_submit, form_abandon' }],
    ['a referrer that is no address', { path: '/', referrer: 'nowhere' }, 'Invalid request: check referrer', { referrer: 'referrer must be a URL' }],
    ['an unknown field', { path: '/', visitorId: 'x' }, 'Invalid request: check visitorId', { visitorId: 'property visitorId should not exist' }],
  ])('answers %s with 400 naming the field', async (_label, body, error, fields) => {
    const res = await beacon(a, nextIp(), body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error });
    expect(res.body.fields).toMatchObject(fields);
  });

  it('answers 413 past 2 KB, 415 for another type, and 429 with Retry-After past the per-address limit', async () => {
    const big = await beacon(a, nextIp(), { path: '/', referrer: `https://example.org/${'a'.repeat(2100)}` });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ success: false, error: 'Request body is too large' });
    const form = await beacon(a, nextIp(), { path: '/' }, { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({ success: false, error: BEACON_TYPES_MESSAGE });
    const from = nextIp();
    const statuses: number[] = [];
    let limited: request.Response | undefined;
    for (let i = 0; i < 6; i++) {
      const res = await beacon(a, from, { path: '/' }, { 'Content-Type': 'application/json' });
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('replaces the salt the next day: the same visitor is a new visitor, and yesterday\'s salt is gone', async () => {
    const visitor = nextIp();
    await beacon(a, visitor, { path: '/', utm: { campaign: 'winter' } }).expect(204);
    await flushed();
    const [today] = await events(`campaign = 'winter'`);
    for (const app of [a, b]) await app.app.get(TestClock).advance(DAY_MS);
    await beacon(b, visitor, { path: '/', utm: { campaign: 'winter' } }).expect(204);
    await flushed();
    const [, tomorrow] = await events(`campaign = 'winter'`);
    expect(tomorrow).toMatchObject({ first_of_day: true });
    expect(tomorrow!.visitor).not.toBe(today!.visitor);
    expect((await db.query<{ day: string }>(`select to_char(day, 'YYYY-MM-DD') as day from visit_salt`)).rows).toHaveLength(1);
    expect((await db.query(`select 1 from visit_day_visitor where day < (select day from visit_salt)`)).rows).toHaveLength(0);
  });

  it('rolls finished hours up idempotently, then deletes raw events past RESULTS_RAW_DAYS and keeps the rollups', async () => {
    const clock = a.app.get(TestClock);
    const rollups = a.app.get(VisitRollups);
    const hourly = async () =>
      (
        await db.query(
          `select path, family, source, medium, campaign, referrer_host, device, event, sum(count)::int as count, sum(visitors)::int as visitors
             from visit_hourly group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 8, 5, 7`,
        )
      ).rows;
    await clock.advance(2 * 3_600_000);
    await rollups.run();
    const rolled = await hourly();
    expect(rolled.filter((row) => row.campaign === 'fall')).toEqual([
      { path: '/', family: 'home', source: 'newsletter', medium: 'email', campaign: 'fall', referrer_host: 'google.com', device: 'desktop', event: 'pageview', count: 1, visitors: 1 },
      { path: '/locations', family: 'locations', source: 'newsletter', medium: null, campaign: 'fall', referrer_host: null, device: 'desktop', event: 'pageview', count: 1, visitors: 0 },
      { path: '/locations', family: 'locations', source: 'newsletter', medium: null, campaign: 'fall', referrer_host: null, device: 'desktop', event: 'quote_form_open', count: 1, visitors: 0 },
    ]);
    // Every raw event is in the rollups, once.
    expect(rolled.reduce((sum, row) => sum + row.count, 0)).toBe(await count('visit_event'));
    await rollups.run();
    expect(await hourly()).toEqual(rolled);

    await clock.advance(31 * DAY_MS);
    const result = await rollups.run();
    expect(result.eventsDeleted).toBe(rolled.reduce((sum, row) => sum + row.count, 0));
    expect(await count('visit_event')).toBe(0);
    expect(await hourly()).toEqual(rolled);
    // The salts and visitor lists of past days are gone with them.
    expect(await count('visit_salt')).toBe(0);
    expect(await count('visit_day_visitor')).toBe(0);
  });
});
