import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { BLOG_CATEGORIES, BLOG_CATEGORY_SLUGS } from '../../core/blog-categories.js';
import { FEED_PATH } from '../../src/blog/blog-feed.js';
import { BLOG_CACHED_PATHS, BlogSeeder } from '../../src/blog/blog-seeder.js';
import { CitySeeder } from '../../src/locations/city-seeder.js';
import { newestFirst } from '../../src/blog/post-order.js';
import { committedPosts, readPostsFolder, type PreparedPost } from '../../src/blog/committed-posts.js';
import { DatabaseSeeds } from '../../src/database/seeding.js';
import { cachedPage, PageCache } from '../../src/render/page-cache.js';
import { PageData } from '../../src/render/page-data.js';
import type { ViewsBundle } from '../../core/render-contract.js';
import { VIEWS, viewsProvider, type Views } from '../../src/render/views-bundle.js';
import { createTestApp, type TestApp } from './app.js';
import { listen, rawRequest } from './raw-http.js';

// The blog (docs/product.md#20-blog): posts seeded from Markdown files, GET /api/blog, the Atom feed, the
// covers, and the page-data port. The committed articles are seeded at start; the tests that change posts
// seed the two fixture files of src/blog/fixtures and put the committed ones back.

const FIXTURES = join('src', 'blog', 'fixtures');
const LIST_FIELDS = ['category', 'excerpt', 'id', 'publishedAt', 'readingTime', 'slug', 'title'];
const CACHE_CONTROL = 'private, max-age=300, stale-while-revalidate=86400';

/**
 * A small XML well-formedness check (the feed must parse in any reader): one prolog, one root, tags
 * balanced and properly nested, attributes quoted, no raw "<" or stray "&" in text or attribute values.
 */
function assertWellFormedXml(xml: string): void {
  const prolog = /^<\?xml version="1\.0" encoding="utf-8"\?>\n/;
  expect(xml).toMatch(prolog);
  const body = xml.replace(prolog, '');
  const token = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.:-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/g;
  const stack: string[] = [];
  let roots = 0;
  let position = 0;
  while (position < body.length) {
    token.lastIndex = position;
    const match = token.exec(body);
    if (!match) throw new Error(`not well-formed XML at ${position}: ${body.slice(position, position + 60)}`);
    position = token.lastIndex;
    const [, closing, name, attributes, selfClosing, text] = match;
    if (text !== undefined) {
      if (stack.length === 0 && text.trim() !== '') throw new Error(`text outside the root: ${text}`);
      if (text.replace(entity, '').includes('&')) throw new Error(`a stray & in ${text}`);
      continue;
    }
    if (attributes && attributes.replace(entity, '').includes('&')) throw new Error(`a stray & in ${attributes}`);
    if (closing) {
      if (stack.pop() !== name) throw new Error(`</${name}> closes nothing open`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name!);
    } else if (stack.length === 0) roots++;
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

/** The fixture posts, one of them changed. */
function fixtures(change: Partial<PreparedPost> = {}, slug = 'rush-pharma-delivery'): PreparedPost[] {
  return readPostsFolder(FIXTURES).map((post) => (post.slug === slug ? { ...post, ...change } : post));
}

describe('blog', () => {
  let testApp: TestApp;
  let origin = '';
  let em: EntityManager;
  const server = () => testApp.app.getHttpServer();
  const postRows = () =>
    em.fork().getConnection().execute<Record<string, unknown>[]>('select id, slug, title, body_html, updated_at::text, created_at::text from post order by slug');

  beforeAll(async () => {
    testApp = await createTestApp();
    origin = await listen(testApp);
    em = testApp.app.get(EntityManager).fork();
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('GET /api/blog', () => {
    it('lists every committed post, newest first, in the documented shape', async () => {
      const res = await request(server()).get('/api/blog').expect(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      const posts = res.body.posts as Record<string, unknown>[];
      expect(Object.keys(res.body)).toEqual(['posts']);
      expect(posts.map((p) => p.slug)).toEqual([...committedPosts()].sort(newestFirst).map((p) => p.slug));
      for (const post of posts) {
        expect(Object.keys(post).sort()).toEqual(LIST_FIELDS);
        expect(post).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          slug: expect.stringMatching(/^[a-z0-9-]+$/),
          category: expect.any(String),
          excerpt: expect.any(String),
          readingTime: expect.any(Number),
          publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        });
        expect(BLOG_CATEGORY_SLUGS).toContain(post.category);
        expect(post.readingTime).toBeGreaterThanOrEqual(1);
      }
      const dates = posts.map((p) => p.publishedAt as string);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('filters by category', async () => {
      const all = (await request(server()).get('/api/blog').expect(200)).body.posts as { slug: string; category: string }[];
      let seen = 0;
      for (const { slug } of BLOG_CATEGORIES) {
        const res = await request(server()).get('/api/blog').query({ category: slug }).expect(200);
        expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
        const posts = res.body.posts as { slug: string; category: string }[];
        expect(posts).toEqual(all.filter((p) => p.category === slug));
        seen += posts.length;
      }
      expect(seen).toBe(all.length);
    });

    it('answers 400 naming category for an unknown category', async () => {
      for (const category of ['recipes', 'Expedited-Freight', 'expedited freight', '']) {
        const res = await request(server()).get('/api/blog').query({ category }).expect(400);
        expect(res.body).toEqual({
          success: false,
          error: 'Invalid request: check category',
          code: 'validation_failed',
          fields: { category: 'category must be one of: expedited-freight, medical-transport, logistics-guide, industry-insights, case-studies' },
          requestId: res.headers['x-request-id'],
        });
      }
    });

    it.each([
      ['an array (category[]=)', 'category[]=case-studies', 'category[]'],
      ['category twice', 'category=case-studies&category=logistics-guide', 'category'],
      ['an object (category[a]=)', 'category[a]=1', 'category[a]'],
      ['an unknown parameter', 'page=2', 'page'],
      ['bytes that are not UTF-8', 'category=%ff%fe', 'category'],
      ['a broken escape', 'category=%', 'category'],
      ['NUL', 'category=case%00studies', 'category'],
      ['a line break', 'category=case-studies%0A', 'category'],
      ['10,000 characters', `category=${'x'.repeat(10000)}`, 'category'],
    ])('never answers 500 for %s', async (_what, query, field) => {
      const res = await rawRequest(`${origin}/api/blog?${query}`);
      expect(res.status).toBe(400);
      const body = JSON.parse(res.body.toString('utf8'));
      expect(body).toMatchObject({ success: false, code: 'validation_failed', requestId: res.headers['x-request-id'] });
      expect(Object.keys(body.fields)).toEqual([field]);
      expect(res.body.length).toBeLessThan(1000);
    });

    it('answers from bytes prepared once per category, with an ETag per encoding and 304', async () => {
      const plain = await rawRequest(`${origin}/api/blog`);
      expect(plain.status).toBe(200);
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
      const br = await rawRequest(`${origin}/api/blog`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      const gzip = await rawRequest(`${origin}/api/blog`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);

      const again = await rawRequest(`${origin}/api/blog`, { headers: { 'If-None-Match': plain.headers.etag! } });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['cache-control']).toBe(CACHE_CONTROL);

      const category = await rawRequest(`${origin}/api/blog?category=case-studies`);
      expect(category.headers.etag).not.toBe(plain.headers.etag);
      expect((await rawRequest(`${origin}/api/blog?category=case-studies`, { headers: { 'If-None-Match': category.headers.etag! } })).status).toBe(304);
      expect((await rawRequest(`${origin}/api/blog?category=case-studies`, { headers: { 'If-None-Match': plain.headers.etag! } })).status).toBe(200);
      const head = await rawRequest(`${origin}/api/blog`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
    });
  });

  describe('the page-data port', () => {
    it('gives pages the posts newest first, by category, and each post with its body and cover', async () => {
      const data = testApp.app.get(PageData);
      const posts = await data.posts();
      const api = (await request(server()).get('/api/blog').expect(200)).body.posts as { slug: string }[];
      expect(posts.map((p) => p.slug)).toEqual(api.map((p) => p.slug));
      expect(posts[0]).not.toHaveProperty('bodyHtml');
      expect((await data.posts('case-studies')).every((p) => p.category === 'case-studies')).toBe(true);
      expect(await data.posts('no-such-category')).toEqual([]);

      const first = committedPosts()[0]!;
      const post = await data.post(first.slug);
      expect(post).toMatchObject({
        slug: first.slug,
        title: first.title,
        category: first.category,
        categoryName: BLOG_CATEGORIES.find((c) => c.slug === first.category)!.name,
        author: first.author,
        readingTime: first.readingTime,
        publishedAt: first.publishedAt,
        updatedAt: first.updatedAt,
        bodyHtml: first.bodyHtml,
        cover: { url: first.cover, width: 1200, height: 630, alt: expect.stringContaining(first.title) },
      });
      expect(await data.post('no-such-post')).toBeNull();
    });
  });

  describe('GET /blog/feed.xml', () => {
    it('is checked by a well-formedness test that refuses broken XML', () => {
      const prolog = '<?xml version="1.0" encoding="utf-8"?>\n';
      expect(() => assertWellFormedXml(`${prolog}<a><b></a></b>`)).toThrow();
      expect(() => assertWellFormedXml(`${prolog}<a>AT&T</a>`)).toThrow();
      expect(() => assertWellFormedXml(`${prolog}<a href=x></a>`)).toThrow();
      expect(() => assertWellFormedXml(`${prolog}<a></a><b></b>`)).toThrow();
      expect(() => assertWellFormedXml(`${prolog}<a x="1 &amp; 2">A &lt; B<b/></a>\n`)).not.toThrow();
    });

    it('is the Atom feed of every post, well-formed, from the page cache', async () => {
      const res = await rawRequest(`${origin}${FEED_PATH}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      const xml = res.body.toString('utf8');
      assertWellFormedXml(xml);
      expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
      expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://www.example.test/blog/feed.xml"/>');
      expect(xml).toContain('<title>Test Expedite Blog</title>');
      const entries = xml.match(/<entry>[\s\S]*?<\/entry>/g) ?? [];
      const posts = [...committedPosts()].sort(newestFirst);
      expect(entries).toHaveLength(posts.length);
      entries.forEach((entry, i) => {
        const post = posts[i]!;
        expect(entry).toContain(`<link rel="alternate" type="text/html" href="https://www.example.test/blog/${post.slug}"/>`);
        expect(entry).toContain(`<id>https://www.example.test/blog/${post.slug}</id>`);
        expect(entry).toContain(`<published>${post.publishedAt}</published>`);
        expect(entry).toContain(`<updated>${post.updatedAt}</updated>`);
        expect(entry).toMatch(/<title>[^<]+<\/title>/);
        expect(entry).toMatch(/<summary>[^<]+<\/summary>/);
        expect(entry).toMatch(/<author><name>[^<]+<\/name><\/author>/);
        expect(entry).toContain(`<category term="${post.category}" label="`);
      });
      expect(testApp.app.get(PageCache).get(FEED_PATH)).toBeDefined();

      const br = await rawRequest(`${origin}${FEED_PATH}`, { headers: { 'Accept-Encoding': 'br' } });
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(xml);
      expect((await rawRequest(`${origin}${FEED_PATH}`, { headers: { 'If-None-Match': res.headers.etag! } })).status).toBe(304);
    });

    it('is made again from the rows when it is not in the page cache', async () => {
      const cache = testApp.app.get(PageCache);
      const before = cache.get(FEED_PATH)!;
      cache.invalidate(FEED_PATH);
      const res = await rawRequest(`${origin}${FEED_PATH}`);
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe(before.variants.identity.etag);
      expect(cache.get(FEED_PATH)).toBeDefined();
    });
  });

  describe('covers', () => {
    it('serves each post cover as SVG, cached for good under its versioned URL', async () => {
      const post = (await testApp.app.get(PageData).posts())[0]!;
      const res = await rawRequest(`${origin}${post.cover.url}`, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const svg = brotliDecompressSync(res.body).toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
      expect(svg).toContain(post.categoryName.toUpperCase());

      const unversioned = await rawRequest(`${origin}/media/blog/${post.slug}.svg`);
      expect(unversioned.status).toBe(200);
      expect(unversioned.headers['cache-control']).toBe('public, max-age=86400');
      for (const path of ['/media/blog/no-such-post.svg', `/media/blog/${post.slug}.png`, `/media/blog/${post.slug.toUpperCase()}.svg`, '/media/blog/%00.svg']) {
        const missing = await rawRequest(`${origin}${path}`);
        expect(missing.status).toBe(404);
        expect(missing.headers['content-type']).toMatch(/^text\/plain/);
      }
    });
  });

  describe('seeding', () => {
    it('changes nothing when run again: no row written, no page dropped', async () => {
      const cache = testApp.app.get(PageCache);
      const invalidate = jest.spyOn(cache, 'invalidate');
      try {
        const before = await postRows();
        expect(before).toHaveLength(committedPosts().length);
        expect(await testApp.app.get(BlogSeeder).run()).toEqual({ posts: committedPosts().length, changedSlugs: [] });
        expect(await testApp.app.get(BlogSeeder).run()).toEqual({ posts: committedPosts().length, changedSlugs: [] });
        expect(await postRows()).toEqual(before);
        expect(invalidate).not.toHaveBeenCalled();
      } finally {
        invalidate.mockRestore();
      }
    });

    it('replaces the posts whose file is gone, and a changed post drops the blog pages, the home page, the sitemap and the feed', async () => {
      const cache = testApp.app.get(PageCache);
      const seeder = testApp.app.get(BlogSeeder);
      const page = await cachedPage(200, '<!DOCTYPE html><p>cached</p>');
      try {
        // Only the two fixture files: every committed post is removed.
        expect((await seeder.run(fixtures())).changedSlugs).toEqual(
          [...committedPosts().map((p) => p.slug), 'choosing-a-hot-shot-carrier', 'rush-pharma-delivery'].sort(),
        );
        expect((await postRows()).map((r) => r.slug)).toEqual(['choosing-a-hot-shot-carrier', 'rush-pharma-delivery']);
        const listBefore = await rawRequest(`${origin}/api/blog`);
        expect(JSON.parse(listBefore.body.toString('utf8')).posts.map((p: { slug: string }) => p.slug)).toEqual(['choosing-a-hot-shot-carrier', 'rush-pharma-delivery']);
        const rowsBefore = await postRows();

        for (const path of ['/blog', '/blog/rush-pharma-delivery', '/blog/medical-transport', '/', '/sitemap.xml', '/locations', '/faq']) cache.set(path, page);
        const invalidate = jest.spyOn(cache, 'invalidate');
        try {
          const changed = await seeder.run(fixtures({ title: 'Rush Pharma Delivery, Revised', updatedAt: '2025-05-01T00:00:00.000Z' }));
          expect(changed).toEqual({ posts: 2, changedSlugs: ['rush-pharma-delivery'] });
          expect(invalidate.mock.calls.map((c) => c[0])).toEqual([...BLOG_CACHED_PATHS]);
          expect([...BLOG_CACHED_PATHS]).toEqual(['/blog', '/', '/sitemap.xml', '/blog/feed.xml']);
        } finally {
          invalidate.mockRestore();
        }
        for (const path of ['/blog', '/blog/rush-pharma-delivery', '/blog/medical-transport', '/', '/sitemap.xml']) expect(cache.get(path)).toBeUndefined();
        expect(cache.get('/locations')).toBeDefined();
        expect(cache.get('/faq')).toBeDefined();
        // The feed is prepared again from the new rows, back in the page cache.
        expect(cache.get(FEED_PATH)!.variants.identity.body.toString('utf8')).toContain('<title>Rush Pharma Delivery, Revised</title>');

        const rowsAfter = await postRows();
        expect(rowsAfter.map((r) => r.id)).toEqual(rowsBefore.map((r) => r.id));
        expect(rowsAfter.filter((row, i) => JSON.stringify(row) !== JSON.stringify(rowsBefore[i])).map((r) => r.slug)).toEqual(['rush-pharma-delivery']);

        const listAfter = await rawRequest(`${origin}/api/blog`);
        expect(listAfter.headers.etag).not.toBe(listBefore.headers.etag);
        expect((await rawRequest(`${origin}/api/blog`, { headers: { 'If-None-Match': listBefore.headers.etag! } })).status).toBe(200);
        expect(JSON.parse(listAfter.body.toString('utf8')).posts[1]).toMatchObject({ slug: 'rush-pharma-delivery', title: 'Rush Pharma Delivery, Revised', category: 'medical-transport' });
        const post = await testApp.app.get(PageData).post('rush-pharma-delivery');
        expect(post).toMatchObject({ title: 'Rush Pharma Delivery, Revised', updatedAt: '2025-05-01T00:00:00.000Z' });
        // Rendered and sanitised when seeded: the H1 of the Markdown is an H2, the script is gone.
        expect(post!.bodyHtml.startsWith('<h2>The first call</h2>')).toBe(true);
        expect(post!.bodyHtml).not.toContain('script');
        expect(await testApp.app.get(PageData).post('medical-equipment-transport-compliance')).toBeNull();
      } finally {
        await seeder.run();
        cache.clear();
      }
      expect((await postRows()).map((r) => r.slug)).toEqual(committedPosts().map((p) => p.slug).sort());
      expect((await seeder.run()).changedSlugs).toEqual([]);
    });

    it('leaves posts to the blog seeder: reseeding the cities neither writes posts nor drops blog pages', async () => {
      const cache = testApp.app.get(PageCache);
      const before = await postRows();
      const invalidate = jest.spyOn(cache, 'invalidate');
      try {
        expect(await testApp.app.get(CitySeeder).run()).not.toHaveProperty('posts');
        expect(await postRows()).toEqual(before);
        expect(invalidate.mock.calls.map(([path]) => path)).not.toContain('/blog');
      } finally {
        invalidate.mockRestore();
      }
    });

    it('counts the posts with the other seeds at start', async () => {
      expect(await testApp.app.get(DatabaseSeeds).seedAll(em.fork())).toMatchObject({ posts: committedPosts().length, postsChanged: 0 });
    });
  });
});

describe('blog feed behind a post page route', () => {
  let testApp: TestApp;
  let origin = '';

  // A views bundle whose post route (/blog/:slug) would claim /blog/feed.xml: the feed, prepared before the
  // server listens and again whenever the seeder changes the posts, is answered from the page cache first.
  beforeAll(async () => {
    const real = (await viewsProvider.useFactory()) as Views;
    const bundle: ViewsBundle = { ...real.bundle, isPagePath: (path) => /^\/blog\/[^/]+$/.test(path) || real.bundle.isPagePath(path) };
    testApp = await createTestApp({}, (builder) => builder.overrideProvider(VIEWS).useValue({ ...real, bundle }));
    origin = await listen(testApp);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('is served from the first request on, and after the posts change', async () => {
    const first = await rawRequest(`${origin}${FEED_PATH}`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const seeder = testApp.app.get(BlogSeeder);
    try {
      await seeder.run(fixtures());
      const after = await rawRequest(`${origin}${FEED_PATH}`);
      expect(after.status).toBe(200);
      expect(after.body.toString('utf8')).toContain('/blog/rush-pharma-delivery</id>');
    } finally {
      await seeder.run();
    }
  });
});
