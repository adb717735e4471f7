import pg from 'pg';
import request from 'supertest';
import { committedPosts } from '../../src/blog/committed-posts.js';
import { Clock } from '../../src/common/clock.js';
import { TestClock } from '../../src/queue/test-clock.js';
import { eventually } from '../support/wait.cjs';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';

// The studio with two instances on one database (docs/product.md#25-content-studio): a post published on
// one is on the other's pages, and a scheduled post is published once, by whichever instance's worker
// takes the job, even when the instance that scheduled it is gone. The time passes on the instances'
// clocks (src/common/clock.ts), moved by the test with the queue's deferred jobs: nothing waits for it.

const PASSWORD = 'lantern harbor quiet 42';
// Wall times in UTC, so a test can write one with seconds from an ISO string.
const ENV = { ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000', AUDIT_NEW_BUILD: 'off', DESK_TIME_ZONE: 'UTC', ADMIN_JWT_SECRET: 'studio-instances-secret-of-at-least-32-bytes' };
const BODY = [
  'A scheduled article about planning urgent freight ahead of a trade show, written to be published later.',
  '',
  '## Plan the freight before the show',
  '',
  'Trade show freight moves on the show floor schedule, not yours: the marshalling yard opens at set hours and a late truck waits for the next slot. Book the pickup early, send the paperwork with the driver and keep the booth contact on the bill of lading so the floor crew can reach someone when the freight arrives.',
  '',
  '## When something is left behind',
  '',
  'When a box of brochures or a display part stays in the office, a courier can carry it on the next flight out and deliver it to the booth the same day. Call dispatch with the booth number and the hall, and the desk plans the pickup, the flight and the last mile to the show floor.',
].join('\n');

describe('the studio on two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let db: pg.Client;
  let token = '';
  let bClosed = false;
  const on = (app: TestApp) => request(app.app.getHttpServer());
  const auth = () => ({ Authorization: `Bearer ${token}` });
  /** The instances' time (they move together). */
  const now = () => a.app.get(Clock).now();
  /** `ms` pass for every running instance: their clocks move, and the deferred jobs of their one database once. */
  const later = async (ms: number) => {
    if (!bClosed) b.app.get(Clock).advance(ms);
    await a.app.get(TestClock).advance(ms);
  };
  /** Whether a post's publish job is due by the database's clock (when pg-boss hands it to a worker). */
  const publishDue = async (postId: number) =>
    (await db.query<{ due: boolean }>(`select start_after <= now() as due from pgboss.job where name = 'publish-post' and (data->>'postId')::int = $1`, [postId])).rows.map((row) => row.due);
  const fields = (slug: string) => ({
    title: 'Trade Show Freight: Plan It Before the Doors Open',
    slug,
    category: 'logistics-guide',
    excerpt: 'How to get trade show freight to the floor on time, and what to do when a box stays behind at the office.',
    author: 'Dispatch Team',
    bodyMarkdown: BODY,
  });

  beforeAll(async () => {
    a = await createTestApp(ENV);
    b = await createTestApp(ENV, undefined, a.databaseUrl);
    ({ token } = await createSignedIn(a.app, 'twin.editor', 'editor', PASSWORD));
    db = new pg.Client({ connectionString: a.databaseUrl });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db.end();
    if (!bClosed) await b.close();
    await a.close();
  });

  it('publishes on one instance and the other serves the post, its list, feed and sitemap', async () => {
    // B has cached its list, feed and sitemap before the change.
    for (const path of ['/blog', '/blog/feed.xml', '/sitemap.xml']) expect((await on(b).get(path).expect(200)).text).not.toContain('/blog/twin-published-post');
    const post = (await on(a).post('/api/admin/posts').set(auth()).send({ fields: fields('twin-published-post') }).expect(201)).body.post;
    await on(a).post(`/api/admin/posts/${post.id}/publish`).set(auth()).send({ version: post.version, acceptWarnings: true }).expect(200);
    await eventually(async () => (await on(b).get('/blog/twin-published-post')).status === 200, { what: 'the post on the other instance' });
    for (const path of ['/blog', '/blog/logistics-guide', '/blog/feed.xml', '/sitemap.xml']) expect((await on(b).get(path).expect(200)).text).toContain('/blog/twin-published-post');
    await on(a).post(`/api/admin/posts/${post.id}/unpublish`).set(auth()).send({}).expect(200);
    await eventually(async () => (await on(b).get('/blog/twin-published-post')).status === 410, { what: 'the post gone from the other instance' });
    expect((await on(b).get('/blog').expect(200)).text).not.toContain('/blog/twin-published-post');
  });

  it('refuses a schedule in the past, in another form, or for a published post', async () => {
    const post = (await on(a).post('/api/admin/posts').set(auth()).send({ fields: fields('twin-refused-schedule') }).expect(201)).body.post;
    const schedule = (publishAt: unknown) => on(a).post(`/api/admin/posts/${post.id}/schedule`).set(auth()).send({ version: post.version, acceptWarnings: true, publishAt });
    expect((await schedule('2020-01-01T10:00').expect(400)).body.fields).toEqual({ publishAt: 'publishAt must be a time in the future' });
    expect((await schedule('tomorrow at ten').expect(400)).body.fields).toEqual({ publishAt: 'publishAt must be a date and time, YYYY-MM-DDTHH:MM (seconds optional)' });
    expect((await schedule('2099-01-01T10:00').expect(400)).body.fields).toEqual({ publishAt: 'publishAt must be within a year' });
    expect((await schedule(undefined).expect(400)).body.fields).toEqual({ publishAt: 'publishAt is required' });
    const published = (await on(a).post(`/api/admin/posts/${post.id}/publish`).set(auth()).send({ version: post.version, acceptWarnings: true }).expect(200)).body.post;
    const refused = await on(a).post(`/api/admin/posts/${post.id}/schedule`).set(auth()).send({ version: published.version, acceptWarnings: true, publishAt: new Date(now() + 60_000).toISOString().slice(0, 19) }).expect(422);
    expect(refused.body.error).toBe('A published post changes when you publish it; unpublish it first to schedule it.');
  });

  it('publishes a scheduled post once at its time, with both instances working the queue, after the scheduling one is gone', async () => {
    const post = (await on(a).post('/api/admin/posts').set(auth()).send({ fields: fields('twin-scheduled-post') }).expect(201)).body.post;
    // A whole minute, an hour from now, as the wall time says it.
    const publishAt = new Date(Math.ceil((now() + 3600_000) / 60_000) * 60_000);
    const scheduled = (await on(a).post(`/api/admin/posts/${post.id}/schedule`).set(auth()).send({ version: post.version, acceptWarnings: true, publishAt: publishAt.toISOString().slice(0, 16) }).expect(200)).body.post;
    expect(scheduled).toMatchObject({ state: 'scheduled', publishAt: publishAt.toISOString() });
    await on(b).get('/blog/twin-scheduled-post').expect(404);
    // A second before its time, its job is not yet due and the post is not out.
    await later(publishAt.getTime() - now() - 1000);
    expect(await publishDue(post.id)).toEqual([false]);
    await on(b).get('/blog/twin-scheduled-post').expect(404);
    await later(1000);
    expect(await publishDue(post.id)).toEqual([true]);
    // Both workers are running: it is published once, at its time.
    await eventually(async () => (await on(b).get('/blog/twin-scheduled-post')).status === 200, { timeoutMs: 15_000, what: 'the scheduled post published' });
    expect(now()).toBeGreaterThanOrEqual(publishAt.getTime());
    expect((await on(a).get('/blog/twin-scheduled-post').expect(200)).text).toContain('Trade Show Freight');
    const published = await db.query<{ actor: string }>(`select actor from admin_audit_event where action = 'post_published' and subject = $1`, [`post ${post.id}`]);
    expect(published.rows).toEqual([{ actor: 'twin.editor' }]);
    const row = (await db.query<{ state: string; published_at: Date }>('select state, published_at from post where id = $1', [post.id])).rows[0]!;
    expect(row.state).toBe('published');
    expect(row.published_at.toISOString()).toBe(publishAt.toISOString());

    // Scheduled on B, which then stops: the job is in PostgreSQL and A's worker publishes it.
    const next = (await on(b).post('/api/admin/posts').set(auth()).send({ fields: fields('twin-after-b-stops') }).expect(201)).body.post;
    const schedule = (at: number) => on(b).post(`/api/admin/posts/${next.id}/schedule`).set(auth()).send({ version: next.version, acceptWarnings: true, publishAt: new Date(at).toISOString().slice(0, 19) });
    // The hour has passed on the instances' clocks, not on the wall's: that time is in the past now.
    expect((await schedule(publishAt.getTime()).expect(400)).body.fields).toEqual({ publishAt: 'publishAt must be a time in the future' });
    await schedule(now() + 2 * 3600_000).expect(200);
    await b.close();
    bClosed = true;
    await later(2 * 3600_000 + 1000);
    await eventually(async () => (await on(a).get('/blog/twin-after-b-stops')).status === 200, { timeoutMs: 15_000, what: 'the post B scheduled, published by A' });
  }, 60_000);

  it('keeps studio edits of a committed post through a restart, whose start seeds the committed files again', async () => {
    const seeded = committedPosts()[0]!;
    const [row] = (await db.query<{ id: number; version: number }>('select id, version from post where slug = $1', [seeded.slug])).rows;
    const title = `${seeded.title}, as the studio left it`;
    const saved = (await on(a).put(`/api/admin/posts/${row!.id}`).set(auth()).send({ version: row!.version, fields: { ...fields(seeded.slug), title } }).expect(200)).body.post;
    await on(a).post(`/api/admin/posts/${row!.id}/publish`).set(auth()).send({ version: saved.version, acceptWarnings: true }).expect(200);
    const restarted = await createTestApp(ENV, undefined, a.databaseUrl);
    try {
      const page = await on(restarted).get(`/blog/${seeded.slug}`).expect(200);
      expect(page.text).toContain(title);
      const after = (await db.query<{ title: string; studio_changed_by: string }>('select title, studio_changed_by from post where id = $1', [row!.id])).rows[0];
      expect(after).toEqual({ title, studio_changed_by: 'twin.editor' });
    } finally {
      await restarted.close();
    }
  }, 60_000);
});
