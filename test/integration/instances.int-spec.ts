import { randomUUID } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { committedPosts } from '../../src/blog/committed-posts.js';
import { BlogSeeder } from '../../src/blog/index.js';
import { AdminAccounts } from '../../src/admin/index.js';
import { CONTENT_CHANGES_CHANNEL } from '../../src/database/content-change.js';
import { ContentChanges, LISTENER_APPLICATION_NAME } from '../../src/database/content-changes.js';
import { CitySeeder } from '../../src/locations/index.js';
import { committedCityData } from '../../src/locations/committed-city-data.js';
import { MIGRATIONS } from '../../migrations/index.js';
import { cachedPage, PageCache } from '../../src/render/page-cache.js';
import { startRedis } from '../support/redis-server.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { eventually } from '../support/wait.cjs';
import { createTestApp, type TestApp } from './app.js';
import { freshDatabase } from './database.js';
import { homeQuote, postLead, queueSettled } from './leads.js';
import { listen, rawRequest } from './raw-http.js';

// Several instances behind a load balancer (docs/product.md#24-operations): two instances of the real app
// on one database and one Redis. Cached pages follow a change made on the other instance, by the CLI or
// while the listener was away; idempotency keys, lead notifications and admin sessions hold across them;
// instances starting together on a fresh database take turns; pages tell shared caches how long to keep
// them, and /api and admin answers stay out of shared caches.

const PASSWORD = 'lantern harbor quiet 42';
const SHARED = {
  QUOTE_THROTTLE_LIMIT: '1000',
  THROTTLE_LIMIT: '100000',
  ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000',
  // Sessions signed on one instance verify on the other only with one key for both.
  ADMIN_JWT_SECRET: 'instances-test-secret-of-at-least-32-bytes-long',
  NOTIFY_RETRY_DELAY_SECONDS: '1',
  NOTIFY_WEBHOOK_URL: '',
  NOTIFY_WEBHOOK_SECRET: '',
  PAGE_SHARED_MAX_AGE_SECONDS: '60',
  PAGE_STALE_WHILE_REVALIDATE_SECONDS: '300',
};
/**
 * How long a test waits for a change to reach another instance. Pages are cached without expiry, so a
 * fresh page at all proves the notification arrived; how fast it arrives (within a second) is a budget of
 * the bench (npm run bench, section instances), not a timed test.
 */
const ARRIVES_WITHIN_MS = 10_000;

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

/** Waits for a change to show on another instance. */
const arrives = (check: () => Promise<boolean>, what: string) => eventually(check, { timeoutMs: ARRIVES_WITHIN_MS, what, everyMs: 10 });

/**
 * Waits until `app`'s listener has run the handlers of a marker topic announced after whatever the test
 * sent before it: PostgreSQL delivers a session's notifications in commit order, so anything committed
 * earlier has been handled (or ignored) by then.
 */
async function markerHeard(app: TestApp, db: pg.Client): Promise<void> {
  const topic = `marker-${randomUUID().slice(0, 8)}`;
  let heard = false;
  app.app.get(ContentChanges).subscribe(topic, () => {
    heard = true;
  });
  await db.query('select pg_notify($1, $2)', [CONTENT_CHANGES_CHANNEL, JSON.stringify({ topic, from: randomUUID() })]);
  await eventually(() => heard, { timeoutMs: ARRIVES_WITHIN_MS, what: `the marker notification ${topic}` });
}

describe('two instances on one database and one Redis', () => {
  const sink = new SmtpSink();
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let a: TestApp;
  let b: TestApp;
  let originA = '';
  let originB = '';
  let db: pg.Client;
  const post = committedPosts()[0]!;
  const postPath = `/blog/${post.slug}`;
  const sentinel = cachedPage(200, '<!DOCTYPE html><h1>sentinel</h1>');
  const served = async (origin: string, path: string) => (await rawRequest(`${origin}${path}`)).body.toString('utf8');
  const servesSentinel = async (origin: string, path: string) => h1(await served(origin, path)) === 'sentinel';
  const listeners = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()', [LISTENER_APPLICATION_NAME]))
      .rows[0]!.n;

  beforeAll(async () => {
    await sink.start();
    redis = await startRedis();
    const env = { ...SHARED, REDIS_URL: redis.url, SMTP_URL: sink.url, NOTIFY_EMAIL_TO: 'dispatch@desk.test', NOTIFY_EMAIL_FROM: '' };
    a = await createTestApp(env);
    b = await createTestApp(env, undefined, a.databaseUrl);
    originA = await listen(a);
    originB = await listen(b);
    db = new pg.Client({ connectionString: a.databaseUrl });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db.end();
    await b.close();
    await a.close();
    await redis.stop();
    await sink.stop();
  });

  describe('cached pages', () => {
    it('a post changed through the seeder on one instance is served fresh by the other', async () => {
      const seeder = a.app.get(BlogSeeder);
      const revised = `${post.title}, revised`;
      expect(h1(await served(originB, postPath))).toBe(post.title);
      expect(b.app.get(PageCache).get(postPath)).toBeDefined();
      try {
        expect((await seeder.run(committedPosts().map((p) => (p.slug === post.slug ? { ...p, title: revised } : p)))).changedSlugs).toEqual([post.slug]);
        await arrives(async () => h1(await served(originB, postPath)) === revised, 'the revised post on B');
        // The instance that seeded dropped its own copy before run() returned.
        expect(h1(await served(originA, postPath))).toBe(revised);
      } finally {
        await seeder.run();
      }
      await arrives(async () => h1(await served(originB, postPath)) === post.title, 'the committed post on B');
    });

    it('a city changed on one instance is served fresh by the other', async () => {
      const seeder = b.app.get(CitySeeder);
      const path = '/locations/austin-expedite';
      const original = h1(await served(originA, path));
      expect(original).toBe('Expedited Freight &amp; Courier Services in Austin, TX');
      const data = structuredClone(committedCityData());
      data.cities.find((city) => city.urlPath === 'austin-expedite')!.h1Tag = 'Austin Expedited Freight, Edited';
      try {
        expect(await seeder.run(data)).toMatchObject({ citiesChanged: 1 });
        await arrives(async () => h1(await served(originA, path)) === 'Austin Expedited Freight, Edited', 'the edited city on A');
      } finally {
        await seeder.run();
      }
      await arrives(async () => h1(await served(originA, path)) === original, 'the committed city on A');
    });

    it('a change announced by another process (the CLI seed) reaches both instances', async () => {
      for (const app of [a, b]) app.app.get(PageCache).set('/blog', await sentinel);
      expect(await servesSentinel(originA, '/blog')).toBe(true);
      expect(await servesSentinel(originB, '/blog')).toBe(true);
      const cli = new pg.Client({ connectionString: a.databaseUrl });
      await cli.connect();
      try {
        await cli.query('begin');
        await cli.query('select pg_notify($1, $2)', [CONTENT_CHANGES_CHANNEL, JSON.stringify({ topic: 'posts', from: randomUUID() })]);
        // Delivered on commit only: a notification committed after it has arrived, it has not.
        await markerHeard(a, db);
        expect(await servesSentinel(originA, '/blog')).toBe(true);
        await cli.query('commit');
      } finally {
        await cli.end();
      }
      await Promise.all([arrives(async () => !(await servesSentinel(originA, '/blog')), 'A to drop /blog'), arrives(async () => !(await servesSentinel(originB, '/blog')), 'B to drop /blog')]);
    });

    it('ignores what is not a content change on its channel', async () => {
      b.app.get(PageCache).set('/blog', await sentinel);
      await db.query(`select pg_notify($1, 'drop everything'), pg_notify($1, '{"topic":"posts"}')`, [CONTENT_CHANGES_CHANNEL]);
      await markerHeard(b, db);
      expect(await servesSentinel(originB, '/blog')).toBe(true);
      b.app.get(PageCache).clear();
    });

    it('survives losing its listening connection: reconnects, drops what was cached meanwhile, and hears changes again', async () => {
      expect(await listeners()).toBe(2);
      const terminated = await db.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTENER_APPLICATION_NAME],
      );
      // Cached while the listeners are away (they retry after 100 ms): changes announced now are lost.
      for (const app of [a, b]) app.app.get(PageCache).set('/blog', await sentinel);
      expect(terminated.rowCount).toBe(2);
      await arrives(async () => (await listeners()) === 2 && a.app.get(ContentChanges).listening && b.app.get(ContentChanges).listening, 'both listeners back');
      await arrives(async () => !(await servesSentinel(originA, '/blog')) && !(await servesSentinel(originB, '/blog')), 'both instances to drop /blog');

      const seeder = a.app.get(BlogSeeder);
      const revised = `${post.title}, after the reconnection`;
      expect(h1(await served(originB, postPath))).toBe(post.title);
      try {
        await seeder.run(committedPosts().map((p) => (p.slug === post.slug ? { ...p, title: revised } : p)));
        await arrives(async () => h1(await served(originB, postPath)) === revised, 'the revised post on B');
      } finally {
        await seeder.run();
      }
    });
  });

  describe('state kept in PostgreSQL', () => {
    it("sends each lead's mail once, whichever instance took the lead", async () => {
      sink.messages.length = 0;
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) {
        const app = i % 2 === 0 ? a.app : b.app;
        ids.push((await postLead(app, { ...homeQuote, email: `twin${i}@shipper.test` }).expect(201)).body.id);
      }
      await sink.waitFor(20, 20_000);
      await queueSettled(db);
      expect(sink.messages).toHaveLength(20);
      const links = sink.messages.map((m) => /admin\/leads\/([0-9a-f-]{36})/.exec(m.mail.text ?? '')![1]).sort();
      expect(links).toEqual([...ids].sort());
    }, 40_000);

    it('answers an idempotent retry sent to the other instance as the first did, storing nothing new', async () => {
      const key = randomUUID();
      const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from quote_request where idempotency_key = $1', [key])).rows[0]!.n;
      const first = await request(a.app.getHttpServer()).post('/api/quotes').set('Idempotency-Key', key).send(homeQuote).expect(201);
      const retry = await request(b.app.getHttpServer()).post('/api/quotes').set('Idempotency-Key', key).send(homeQuote).expect(201);
      expect(retry.body).toEqual(first.body);
      expect(await count()).toBe(1);
    });

    it('accepts on one instance an admin session signed in on the other, and refuses it there once signed out', async () => {
      await a.app.get(AdminAccounts).create('twin-admin', 'admin', PASSWORD);
      const signedIn = await request(a.app.getHttpServer()).post('/api/admin/login').send({ username: 'twin-admin', password: PASSWORD }).expect(200);
      const token = signedIn.body.token as string;
      const verifyOn = (app: TestApp) => request(app.app.getHttpServer()).get('/api/admin/verify').set('authorization', `Bearer ${token}`);
      await verifyOn(b).expect(200, { success: true, admin: { username: 'twin-admin', role: 'admin' } });
      await request(a.app.getHttpServer()).post('/api/admin/logout').set('authorization', `Bearer ${token}`).send({}).expect(200, { success: true });
      await verifyOn(b).expect(401);
    });
  });

  describe('Cache-Control', () => {
    it('lets shared caches keep public pages (cached, fresh or not found) 60 s and serve them stale 300 s', async () => {
      const header = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
      for (const path of ['/', '/', '/locations', '/no-such-page', '/sitemap.xml', '/blog/feed.xml']) {
        const res = await rawRequest(`${originA}${path}`);
        expect({ path, cacheControl: res.headers['cache-control'] }).toEqual({ path, cacheControl: header });
      }
    });

    it('keeps /api answers and admin pages out of shared caches', async () => {
      const answers = {
        cities: await rawRequest(`${originA}/api/cities`),
        blog: await rawRequest(`${originA}/api/blog`),
        search: await rawRequest(`${originA}/api/location-search?q=dal`),
        unknown: await rawRequest(`${originA}/api/nothing-here`),
        quote: await postLead(a.app, homeQuote).expect(201),
        adminPage: await rawRequest(`${originA}/content-optimizer`),
      };
      expect(Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, [res.status, res.headers['cache-control']]]))).toEqual({
        cities: [200, 'private, max-age=300, stale-while-revalidate=86400'],
        blog: [200, 'private, max-age=300, stale-while-revalidate=86400'],
        search: [200, 'private, max-age=300'],
        unknown: [404, 'no-store'],
        quote: [201, 'no-store'],
        adminPage: [401, 'no-store'],
      });
    });
  });
});

describe('two instances starting together on a fresh database', () => {
  it('both start (one migrates and seeds while the other waits, then finds nothing to do), with shared caching off', async () => {
    const database = await freshDatabase({ empty: true });
    const env = { ...SHARED, REDIS_URL: '', SMTP_URL: '', NOTIFY_EMAIL_TO: '', PAGE_SHARED_MAX_AGE_SECONDS: '0' };
    const started = await Promise.allSettled([createTestApp(env, undefined, database.url), createTestApp(env, undefined, database.url)]);
    const apps = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    try {
      expect(started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started'))).toEqual(['started', 'started']);
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      try {
        const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
        expect(await count('select count(*)::int as n from mikro_orm_migrations')).toBe(MIGRATIONS.length);
        expect(await count('select count(*)::int as n from post')).toBe(committedPosts().length);
        expect(await count('select count(*)::int as n from city')).toBe(committedCityData().cities.length);
      } finally {
        await db.end();
      }
      for (const app of apps) {
        const page = await request(app.app.getHttpServer()).get('/').expect(200);
        expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      }
    } finally {
      for (const app of apps) await app.close();
      await database.drop();
    }
  }, 90_000);
});
