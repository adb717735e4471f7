import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { ADMIN_PERMISSIONS } from '../../core/admin.js';
import { STUDIO_TEXTS } from '../../core/studio-posts.js';
import { committedPosts } from '../../src/blog/committed-posts.js';
import { AdminAccounts } from '../../src/admin/index.js';
import { BlogSeeder } from '../../src/blog/index.js';
import { createTestApp, type TestApp } from './app.js';
import { validationRefusal } from './validation-refusal.js';

// The studio's posts (docs/product.md#25-content-studio) on the real database: drafts and revisions, the
// version every save names (409 with the other person's text), publishing through the optimizer's page
// checks, slug changes kept as 301s without chains, unpublishing to 410, and seeds that leave studio
// work alone.

const PASSWORD = 'lantern harbor quiet 42';
const BODY = [
  'Hand-carry moves a shipment with a courier who never lets it out of sight, from the pickup to the signature at the door.',
  '',
  '## When a courier on board makes sense',
  '',
  'When a part or a document must arrive the same day and cannot ride in a cargo hold, a courier carries it as luggage on the next flight out. Dispatch books the flight, meets the courier at the pickup and tracks every step until the package is signed for at the door. Plan for the pickup, the airport and the delivery, and keep the paperwork with the package so customs and security take minutes, not hours.',
  '',
  '## What to prepare before the pickup',
  '',
  'Have the contents, the value and the delivery contact ready, with any permits the shipment needs. A courier travels light: pack the item so it fits in a carry-on and can be opened for a security check without damage. Tell dispatch about anything fragile, temperature-sensitive or high-value, and the desk will plan the handling from the first call to the last signature.',
].join('\n');

const fields = (overrides: Record<string, unknown> = {}) => ({
  title: 'How a Hand-Carry Courier Moves a Same-Day Part',
  slug: 'hand-carry-courier-same-day-part',
  category: 'expedited-freight',
  excerpt: 'What happens between the call and the signature when a courier carries your part on the next flight out, and how to prepare for it.',
  author: 'Dispatch Team',
  bodyMarkdown: BODY,
  metaTitle: '',
  metaDescription: '',
  ...overrides,
});

describe('the studio: posts', () => {
  let testApp: TestApp;
  let db: pg.Client;
  const tokens: Record<string, string> = {};
  const http = () => request(testApp.app.getHttpServer());
  const as = (name: string) => ({ Authorization: `Bearer ${tokens[name]}` });

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000', AUDIT_NEW_BUILD: 'off' });
    const accounts = testApp.app.get(AdminAccounts);
    for (const [name, role] of [['ed', 'editor'], ['eve', 'editor'], ['vic', 'viewer']] as const) {
      await accounts.create(`studio.${name}`, role, PASSWORD);
      tokens[name] = (await http().post('/api/admin/login').send({ username: `studio.${name}`, password: PASSWORD }).expect(200)).body.token as string;
    }
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  const create = async (overrides: Record<string, unknown> = {}) => (await http().post('/api/admin/posts').set(as('ed')).send({ fields: fields(overrides) }).expect(201)).body.post;

  it('lists every post with its state, and refuses a viewer any change with 403', async () => {
    const res = await http().get('/api/admin/posts').set(as('vic')).expect(200);
    expect(res.body.posts).toHaveLength(committedPosts().length);
    expect(res.body.posts[0]).toMatchObject({ state: 'published', changedBy: 'committed file' });
    const refused = await http().post('/api/admin/posts').set(as('vic')).send({ fields: fields() }).expect(403);
    expect(refused.body).toMatchObject({ error: ADMIN_PERMISSIONS['content:change'].refusal, code: 'forbidden' });
    await http().get('/api/admin/posts').expect(401);
  });

  it('keeps a draft off the site, names the field of a bad save, and answers 404 for an unknown post', async () => {
    const post = await create({ slug: 'draft-only-post' });
    expect(post).toMatchObject({ state: 'draft', version: 1, liveSlug: null, changedBy: 'studio.ed' });
    await http().get('/blog/draft-only-post').expect(404);
    const bad = await http().put(`/api/admin/posts/${post.id}`).set(as('ed')).send({ version: 1, fields: fields({ title: '', slug: 'Not A Slug' }) }).expect(400);
    expect(bad.body.fields).toEqual({ title: 'title is required', slug: 'slug must be lower-case letters and digits joined by single hyphens' });
    const category = await http().post('/api/admin/posts').set(as('ed')).send({ fields: fields({ slug: 'case-studies' }) }).expect(400);
    expect(category.body.fields).toEqual({ slug: 'slug must not be the name of a category' });
    const control = await http().post('/api/admin/posts').set(as('ed')).send({ fields: fields({ slug: 'x-1', title: 'Bell\u0007' }) }).expect(400);
    expect(control.body.fields).toEqual({ title: 'title must not contain control characters or line breaks' });
    await http().get('/api/admin/posts/999999').set(as('ed')).expect(404);
    await http().get('/api/admin/posts/abc').set(as('ed')).expect(404);
  });

  it('names an unknown key inside fields (400), in a new post, a save and a preview, and stores nothing', async () => {
    const post = await create({ slug: 'unknown-key-post' });
    const counts = async () => (await db.query(`select (select count(*)::int from post) as posts, (select count(*)::int from post_revision) as revisions`)).rows[0];
    const before = await counts();
    const refused = [
      await http().post('/api/admin/posts').set(as('ed')).send({ fields: fields({ slug: 'unknown-key-new', body: 'Written as body, not bodyMarkdown.' }) }),
      await http().put(`/api/admin/posts/${post.id}`).set(as('ed')).send({ version: 1, fields: fields({ slug: 'unknown-key-post', body: 'Written as body, not bodyMarkdown.' }) }),
      await http().post('/api/admin/posts/preview').set(as('ed')).send({ id: post.id, fields: fields({ body: 'Written as body, not bodyMarkdown.' }) }),
    ];
    for (const res of refused) expect([res.status, res.body]).toEqual([400, validationRefusal(res, JSON.stringify({ 'fields.body': 'property body should not exist' }))]);
    // Every unknown key is named, beside a known field's own error.
    const many = await http().post('/api/admin/posts').set(as('ed')).send({ fields: { title: 'A title', state: 'published', version: 9 }, extra: true });
    expect([many.status, many.body]).toEqual([
      400,
      validationRefusal(many, JSON.stringify({ extra: 'property extra should not exist', 'fields.state': 'property state should not exist', 'fields.version': 'property version should not exist' })),
    ]);
    for (const [body, message] of [[{}, 'fields is required'], [{ fields: 'Title' }, 'fields must be an object'], [{ fields: [fields()] }, 'fields must be an object']] as const) {
      const res = await http().post('/api/admin/posts').set(as('ed')).send(body);
      expect([res.status, res.body]).toEqual([400, validationRefusal(res, JSON.stringify({ fields: message }))]);
    }
    expect(await counts()).toEqual(before);
    expect((await http().get(`/api/admin/posts/${post.id}`).set(as('ed')).expect(200)).body.post.version).toBe(1);
  });

  it('answers a save over a newer version 409 with the other text, and keeps both', async () => {
    const post = await create({ slug: 'two-editors-post' });
    const mine = await http().put(`/api/admin/posts/${post.id}`).set(as('ed')).send({ version: 1, fields: fields({ slug: 'two-editors-post', excerpt: 'Ed wrote this excerpt first, and saved it before anyone else could.' }) }).expect(200);
    expect(mine.body.post.version).toBe(2);
    const stale = await http().put(`/api/admin/posts/${post.id}`).set(as('eve')).send({ version: 1, fields: fields({ slug: 'two-editors-post', excerpt: 'Eve wrote another excerpt.' }) }).expect(409);
    expect(stale.body).toMatchObject({ success: false, code: 'stale_version', error: STUDIO_TEXTS.stale });
    expect(stale.body.current).toMatchObject({ version: 2, changedBy: 'studio.ed', fields: { excerpt: 'Ed wrote this excerpt first, and saved it before anyone else could.' } });
    // Eve merges onto version 2: both saves are revisions.
    await http().put(`/api/admin/posts/${post.id}`).set(as('eve')).send({ version: 2, fields: fields({ slug: 'two-editors-post', excerpt: 'Merged.' }) }).expect(200);
    const revisions = (await http().get(`/api/admin/posts/${post.id}/revisions`).set(as('vic')).expect(200)).body.revisions;
    expect(revisions.map((r: { version: number; savedBy: string }) => [r.version, r.savedBy])).toEqual([
      [3, 'studio.eve'],
      [2, 'studio.ed'],
      [1, 'studio.ed'],
    ]);
  });

  it('keeps saves while typing as one revision per person', async () => {
    const post = await create({ slug: 'typing-post' });
    let version = post.version;
    for (const word of ['one', 'two', 'three']) {
      version = (await http().put(`/api/admin/posts/${post.id}`).set(as('ed')).send({ version, kind: 'autosave', fields: fields({ slug: 'typing-post', excerpt: `Typed ${word}` }) }).expect(200)).body.post.version;
    }
    expect(version).toBe(4);
    const revisions = (await http().get(`/api/admin/posts/${post.id}/revisions`).set(as('ed')).expect(200)).body.revisions;
    expect(revisions.map((r: { kind: string; version: number }) => [r.kind, r.version])).toEqual([
      ['autosave', 4],
      ['save', 1],
    ]);
  });

  it('refuses to publish with errors or unread warnings, and says which', async () => {
    const post = await create({ slug: 'broken-link-post', bodyMarkdown: `${BODY}\n\nSee [our old page](/no-such-page-here).` });
    const refused = await http().post(`/api/admin/posts/${post.id}/publish`).set(as('ed')).send({ version: post.version }).expect(422);
    expect(refused.body).toMatchObject({ success: false, code: 'checks_failed', error: STUDIO_TEXTS.blockedByErrors });
    expect(refused.body.checks).toContainEqual(expect.objectContaining({ check: 'broken-link', severity: 'error', subject: '/no-such-page-here' }));
    await http().get('/blog/broken-link-post').expect(404);
  });

  it('publishes: the page, the list, the feed and the sitemap show it; a slug change answers 301 from every old slug', async () => {
    const post = await create({ slug: 'studio-first-slug' });
    const preview = await http().post('/api/admin/posts/preview').set(as('ed')).send({ id: post.id, fields: fields({ slug: 'studio-first-slug' }) }).expect(200);
    expect(preview.body.html).toContain('<h1');
    expect(preview.body.html).toContain('When a courier on board makes sense');
    // For a sandboxed frame: no script to refuse, and the generated cover of a slug not yet served drawn inline.
    expect(preview.body.html).not.toContain('<script');
    expect(preview.body.html).toMatch(/<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"[^>]* alt="Cover artwork: /);
    expect(preview.body.html).not.toContain(`="/media/blog/`);
    const warnings = preview.body.checks.filter((c: { severity: string }) => c.severity === 'warning');
    expect(preview.body.checks.filter((c: { severity: string }) => c.severity === 'error')).toEqual([]);

    const publish = (version: number) => http().post(`/api/admin/posts/${post.id}/publish`).set(as('ed')).send({ version, acceptWarnings: true });
    if (warnings.length > 0) {
      const unread = await http().post(`/api/admin/posts/${post.id}/publish`).set(as('ed')).send({ version: post.version }).expect(422);
      expect(unread.body.code).toBe('warnings_not_accepted');
    }
    const published = (await publish(post.version).expect(200)).body.post;
    expect(published).toMatchObject({ state: 'published', liveSlug: 'studio-first-slug', unpublishedChanges: false });
    const page = await http().get('/blog/studio-first-slug').expect(200);
    expect(page.text).toContain('How a Hand-Carry Courier Moves a Same-Day Part');
    expect((await http().get('/blog').expect(200)).text).toContain('/blog/studio-first-slug');
    expect((await http().get('/blog/feed.xml').expect(200)).text).toContain('/blog/studio-first-slug');
    expect((await http().get('/sitemap.xml').expect(200)).text).toContain('/blog/studio-first-slug');

    // Saved but not published: the page keeps the published text.
    const saved = (await http().put(`/api/admin/posts/${post.id}`).set(as('ed')).send({ version: published.version, fields: fields({ slug: 'studio-second-slug' }) }).expect(200)).body.post;
    expect(saved).toMatchObject({ unpublishedChanges: true, liveSlug: 'studio-first-slug' });
    await http().get('/blog/studio-first-slug').expect(200);
    const second = (await publish(saved.version).expect(200)).body.post;
    const third = (await http().put(`/api/admin/posts/${post.id}`).set(as('ed')).send({ version: second.version, fields: fields({ slug: 'studio-third-slug' }) }).expect(200)).body.post;
    await publish(third.version).expect(200);
    for (const old of ['studio-first-slug', 'studio-second-slug']) {
      const moved = await http().get(`/blog/${old}`).expect(301);
      expect(moved.headers.location).toBe('/blog/studio-third-slug');
    }
    await http().get('/blog/studio-third-slug').expect(200);
    const { rows } = await db.query<{ action: string }>(`select action from admin_audit_event where subject = $1 order by at`, [`post ${post.id}`]);
    expect(rows.map((r) => r.action)).toEqual(['post_created', 'post_published', 'post_published', 'post_published']);

    // Unpublished: 410 at its address and at every old one; gone from the list, the feed and the sitemap.
    const unpublished = (await http().post(`/api/admin/posts/${post.id}/unpublish`).set(as('ed')).send({}).expect(200)).body.post;
    expect(unpublished.state).toBe('unpublished');
    for (const slug of ['studio-third-slug', 'studio-first-slug']) {
      const gone = await http().get(`/blog/${slug}`).expect(410);
      expect(gone.text).toContain('This Article Was Removed');
      expect(gone.text).toContain('noindex');
    }
    expect((await http().get('/blog').expect(200)).text).not.toContain('/blog/studio-third-slug');
    expect((await http().get('/blog/feed.xml').expect(200)).text).not.toContain('/blog/studio-third-slug');
    expect((await http().get('/sitemap.xml').expect(200)).text).not.toContain('/blog/studio-third-slug');
  });

  it('restores an older revision as a new one, and publishes it at once on a published post', async () => {
    const post = await create({ slug: 'restore-me', title: 'The First Title of a Post About Hand-Carry' });
    const first = (await http().post(`/api/admin/posts/${post.id}/publish`).set(as('ed')).send({ version: post.version, acceptWarnings: true }).expect(200)).body.post;
    const changed = (await http().put(`/api/admin/posts/${post.id}`).set(as('ed')).send({ version: first.version, fields: fields({ slug: 'restore-me', title: 'A Second Title of a Post About Hand-Carry' }) }).expect(200)).body.post;
    const live = (await http().post(`/api/admin/posts/${post.id}/publish`).set(as('ed')).send({ version: changed.version, acceptWarnings: true }).expect(200)).body.post;
    expect((await http().get('/blog/restore-me').expect(200)).text).toContain('A Second Title');
    const revisions = (await http().get(`/api/admin/posts/${post.id}/revisions`).set(as('ed')).expect(200)).body.revisions;
    const oldest = revisions.at(-1);
    await http().post(`/api/admin/posts/${post.id}/revisions/${oldest.id}/restore`).set(as('ed')).send({ version: 1, acceptWarnings: true }).expect(409);
    const restored = (await http().post(`/api/admin/posts/${post.id}/revisions/${oldest.id}/restore`).set(as('ed')).send({ version: live.version, acceptWarnings: true }).expect(200)).body.post;
    expect(restored).toMatchObject({ state: 'published', unpublishedChanges: false, fields: { title: 'The First Title of a Post About Hand-Carry' } });
    expect((await http().get('/blog/restore-me').expect(200)).text).toContain('The First Title');
    const after = (await http().get(`/api/admin/posts/${post.id}/revisions`).set(as('ed')).expect(200)).body.revisions;
    expect(after[0]).toMatchObject({ kind: 'restore', restoredFrom: oldest.id });
    await http().post(`/api/admin/posts/${post.id}/revisions/99999999/restore`).set(as('ed')).send({ version: restored.version }).expect(404);
  });

  it('compares two revisions word by word, field by field', async () => {
    const post = await create({ slug: 'compare-me', excerpt: 'The first excerpt says hand-carry is fast.' });
    await http().put(`/api/admin/posts/${post.id}`).set(as('ed')).send({ version: 1, fields: fields({ slug: 'compare-me', excerpt: 'The second excerpt says hand-carry is safe.' }) }).expect(200);
    const [newer, older] = (await http().get(`/api/admin/posts/${post.id}/revisions`).set(as('ed')).expect(200)).body.revisions;
    const res = await http().get(`/api/admin/posts/${post.id}/revisions/compare?from=${older.id}&to=${newer.id}`).set(as('vic')).expect(200);
    expect(res.body.from.id).toBe(older.id);
    const excerpt = res.body.fields.find((f: { field: string }) => f.field === 'excerpt');
    expect(excerpt).toMatchObject({ label: 'Excerpt', changed: true });
    expect(excerpt.parts.filter((p: { removed?: boolean }) => p.removed).map((p: { value: string }) => p.value.trim())).toEqual(['first', 'fast']);
    expect(excerpt.parts.filter((p: { added?: boolean }) => p.added).map((p: { value: string }) => p.value.trim())).toEqual(['second', 'safe']);
    expect(res.body.fields.find((f: { field: string }) => f.field === 'title').changed).toBe(false);
    const bad = await http().get(`/api/admin/posts/${post.id}/revisions/compare?from=abc`).set(as('ed')).expect(400);
    expect(bad.body.fields).toEqual({ from: 'from must be a revision id', to: 'to must be a revision id' });
    await http().get(`/api/admin/posts/${post.id}/revisions/compare?from=${older.id}&to=99999999`).set(as('ed')).expect(404);
  });

  it('publishes an uploaded cover with its alt text, and refuses a cover that is no uploaded image', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d3557' } }).png().toBuffer();
    const image = (await http().post('/api/admin/media').set(as('ed')).field('alt', 'A courier at an airport gate').attach('file', png, 'cover.png').expect(201)).body.image;
    const noAlt = await http().post('/api/admin/posts').set(as('ed')).send({ fields: fields({ slug: 'cover-post', coverImageId: image.id }) }).expect(400);
    expect(noAlt.body.fields).toEqual({ coverAlt: 'coverAlt is required with a cover image' });
    const unknown = await http().post('/api/admin/posts').set(as('ed')).send({ fields: fields({ slug: 'cover-post', coverImageId: '6f1d8a52-3b7e-4c1a-9d2e-0b5c7f3e2a10', coverAlt: 'x' }) }).expect(400);
    expect(unknown.body.fields).toEqual({ coverImageId: STUDIO_TEXTS.noSuchCover });
    const post = await create({ slug: 'cover-post', coverImageId: image.id, coverAlt: 'A courier hands over a parcel at the gate' });
    expect(post.cover).toMatchObject({ id: image.id, src: image.src });
    await http().post(`/api/admin/posts/${post.id}/publish`).set(as('ed')).send({ version: post.version, acceptWarnings: true }).expect(200);
    const page = (await http().get('/blog/cover-post').expect(200)).text;
    expect(page).toContain(`src="${image.src}"`);
    expect(page).toContain('alt="A courier hands over a parcel at the gate"');
    expect(page).toContain('width="1600" height="900"');
    expect(page).toContain(`<meta property="og:image" content="`);
  });

  it("checks one page again on its own, and links a post's findings to its editor", async () => {
    const post = await create({ slug: 'recheck-me', metaTitle: 'A meta title far too long for any search result to show it whole, by far' });
    await http().post(`/api/admin/posts/${post.id}/publish`).set(as('ed')).send({ version: post.version, acceptWarnings: true }).expect(200);
    const res = await http().post('/api/admin/audits/pages').set(as('vic')).send({ path: '/blog/recheck-me' }).expect(200);
    expect(res.body.page).toMatchObject({ path: '/blog/recheck-me', family: 'post', checkedAt: expect.any(String), ms: expect.any(Number) });
    const title = res.body.page.findings.find((f: { check: string }) => f.check === 'title-length');
    expect(title).toMatchObject({ severity: 'warning', fixPlace: { label: 'Open the post in the studio', href: `/admin/posts/${post.id}` } });
    const home = await http().post('/api/admin/audits/pages').set(as('ed')).send({ path: '/' }).expect(200);
    expect(home.body.page).toMatchObject({ path: '/', family: 'home' });
    const unknown = await http().post('/api/admin/audits/pages').set(as('ed')).send({ path: '/no-such-page' }).expect(404);
    expect(unknown.body.error).toBe('No page of the sitemap has this path');
    const bad = await http().post('/api/admin/audits/pages').set(as('ed')).send({ path: 'blog' }).expect(400);
    expect(bad.body.fields).toEqual({ path: 'path must be a path of the site, starting with /' });
    await http().post('/api/admin/audits/pages').send({ path: '/' }).expect(401);
  });

  it('never lets a seed overwrite, re-add or remove what the studio did', async () => {
    const seeded = committedPosts()[0]!;
    const [row] = (await db.query<{ id: number; version: number }>('select id, version from post where slug = $1', [seeded.slug])).rows;
    const edited = (await http().put(`/api/admin/posts/${row!.id}`).set(as('ed')).send({ version: row!.version, fields: { ...fields(), slug: `${seeded.slug}-studio`, title: `${seeded.title}, edited in the studio` } }).expect(200)).body.post;
    await http().post(`/api/admin/posts/${row!.id}/publish`).set(as('ed')).send({ version: edited.version, acceptWarnings: true }).expect(200);
    const result = await testApp.app.get(BlogSeeder).run();
    expect(result.changedSlugs).toEqual([]);
    const rows = (await db.query<{ slug: string; title: string }>('select slug, title from post where seed_slug = $1 or slug = $1', [seeded.slug])).rows;
    expect(rows).toEqual([{ slug: `${seeded.slug}-studio`, title: `${seeded.title}, edited in the studio` }]);
    expect((await http().get(`/blog/${seeded.slug}`).expect(301)).headers.location).toBe(`/blog/${seeded.slug}-studio`);
    // A seed without any file removes only the posts the studio never touched.
    await testApp.app.get(BlogSeeder).run([]);
    const left = (await db.query<{ slug: string }>('select slug from post where seed_slug is not null')).rows.map((r) => r.slug);
    expect(left).toEqual([`${seeded.slug}-studio`]);
    await testApp.app.get(BlogSeeder).run();
  });
});
