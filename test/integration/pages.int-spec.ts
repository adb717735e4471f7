import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ConnectionException } from '@mikro-orm/core';
import { PageCache } from '../../src/render/page-cache.js';
import type { ViewsBundle } from '../../core/render-contract.js';
import { VIEWS, viewsProvider, type Views } from '../../src/render/views-bundle.js';
import { createTestApp, type TestApp } from './app.js';
import { listen, rawRequest, type RawAnswer } from './raw-http.js';

/** A request with only the headers the test sets, answered with the raw bytes. */
const send = (origin: string, method: string, path: string, headers: Record<string, string> = {}) => rawRequest(`${origin}${path}`, { method, headers });

function expectStatus(answer: RawAnswer, status: number): RawAnswer {
  expect(answer.status).toBe(status);
  return answer;
}

/** The real views, counting renders, with paths that fail the way a page can fail. */
function countingViews(real: Views): Views & { renders: string[] } {
  const renders: string[] = [];
  const bundle: ViewsBundle = {
    ...real.bundle,
    async renderPage(request) {
      renders.push(request.url);
      if (request.url.startsWith('/boom') || request.url.includes('explode')) throw new TypeError("Cannot read properties of undefined (reading 'slug')");
      if (request.url.startsWith('/db-down')) throw new ConnectionException(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
      return real.bundle.renderPage(request);
    },
  };
  return { ...real, bundle, renders };
}

describe('pages: compressed once, chosen per request', () => {
  let testApp: TestApp;
  let views: ReturnType<typeof countingViews>;
  let origin = '';
  const get = async (path: string, headers: Record<string, string> = {}) => send(origin, 'GET', path, headers);

  beforeAll(async () => {
    views = countingViews((await viewsProvider.useFactory()) as Views);
    testApp = await createTestApp({ PAGE_CACHE_MAX_BYTES: String(8 * 1024 * 1024) }, (builder) => builder.overrideProvider(VIEWS).useValue(views));
    origin = await listen(testApp);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers br, gzip or identity from Accept-Encoding, each with Content-Length, Vary and its own ETag', async () => {
    const plain = expectStatus(await get('/'), 200);
    const html = plain.body.toString('utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');

    const br = expectStatus(await get('/', { 'Accept-Encoding': 'gzip, deflate, br, zstd' }), 200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);

    const gz = expectStatus(await get('/', { 'Accept-Encoding': 'br;q=0, gzip' }), 200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(html);

    const refused = expectStatus(await get('/', { 'Accept-Encoding': 'br;q=0, gzip;q=0' }), 200);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString('utf8')).toBe(html);

    const preferred = expectStatus(await get('/', { 'Accept-Encoding': 'br;q=0.5, gzip;q=0.9' }), 200);
    expect(preferred.headers['content-encoding']).toBe('gzip');

    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('answers 304 to the ETag of the variant the client holds, and 200 when it asks for another encoding', async () => {
    const br = expectStatus(await get('/', { 'Accept-Encoding': 'br' }), 200);
    const notModified = expectStatus(await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! }), 304);
    expect(notModified.headers.etag).toBe(br.headers.etag);
    expect(notModified.body.length).toBe(0);
    const identity = expectStatus(await get('/', { 'If-None-Match': br.headers.etag! }), 200);
    expect(identity.headers.etag).not.toBe(br.headers.etag);
    expectStatus(await get('/', { 'If-None-Match': identity.headers.etag! }), 304);
    expectStatus(await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': `"other", ${identity.headers.etag}` }), 200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = expectStatus(await send(origin, 'HEAD', '/', { 'Accept-Encoding': 'br' }), 200);
    expect(res.body.length).toBe(0);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(1000);
  });

  it('renders a page once, then serves it from the cache until it is invalidated', async () => {
    const cache = testApp.app.get(PageCache);
    cache.clear();
    const before = views.renders.length;
    await Promise.all(Array.from({ length: 5 }, async () => expectStatus(await get('/', { 'Accept-Encoding': 'br' }), 200)));
    expectStatus(await get('/?utm_source=mail'), 200);
    expect(views.renders.length - before).toBe(1);
    expect(cache.stats.entries).toBe(1);

    expect(cache.invalidate('/')).toBe(1);
    expectStatus(await get('/'), 200);
    expect(views.renders.length - before).toBe(2);
    cache.clear();
    expectStatus(await get('/'), 200);
    expect(views.renders.length - before).toBe(3);
    expect(cache.stats.bytes).toBeGreaterThan(0);
    expect(cache.stats.bytes).toBeLessThanOrEqual(cache.stats.maxBytes);
  });

  it('never caches unknown paths or other spellings of a page', async () => {
    const cache = testApp.app.get(PageCache);
    cache.clear();
    const before = views.renders.length;
    for (let i = 0; i < 2; i++) {
      expectStatus(await get('/no-such-page', { 'Accept-Encoding': 'br' }), 404);
      expectStatus(await get('/%2F%2Fevil.example.com'), 404);
    }
    expect(views.renders.length - before).toBe(4);
    expect(cache.stats.entries).toBe(0);
    const notFound = expectStatus(await get('/no-such-page', { 'Accept-Encoding': 'gzip' }), 404);
    expect(notFound.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(notFound.body).toString('utf8')).toContain('Page Not Found');
  });

  it('serves hashed assets from the bytes the build compressed, with Content-Length and immutable caching', async () => {
    const home = expectStatus(await get('/'), 200).body.toString('utf8');
    const css = /<link rel="stylesheet" href="(\/assets\/[^"]+)"/.exec(home)![1]!;
    const font = /href="(\/assets\/inter-latin-400[^"]+\.woff2)"/.exec(home)![1]!;

    const plain = expectStatus(await get(css), 200);
    expect(plain.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = expectStatus(await get(css, { 'Accept-Encoding': 'gzip, deflate, br' }), 200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    const gz = expectStatus(await get(css, { 'Accept-Encoding': 'gzip' }), 200);
    expect(gunzipSync(gz.body)).toEqual(plain.body);

    // Fonts are compressed already: one variant, no Vary.
    const woff2 = expectStatus(await get(font, { 'Accept-Encoding': 'br, gzip' }), 200);
    expect(woff2.headers['content-type']).toBe('font/woff2');
    expect(woff2.headers['content-encoding']).toBeUndefined();
    expect(woff2.headers.vary).toBeUndefined();
    // The compressed siblings are not URLs of their own.
    expectStatus(await get(`${css}.br`), 404);
  });

  describe('a page that fails to render', () => {
    it('answers the HTML error page with 500, the phone number, noindex and no-store, never the JSON body', async () => {
      const res = expectStatus(await get('/boom', { Accept: 'text/html' }), 500);
      const html = res.body.toString('utf8');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(html).toContain('Something went wrong on our side');
      expect(html).toContain('href="tel:+18005550199"');
      expect(html).toContain('(800) 555-0199');
      expect(html).toContain(`Reference for support: ${res.headers['x-request-id']}`);
      expect(html).toContain('<nav');
      expect(html).not.toContain('"success":false');
    });

    it('answers the error page for a page route too (rendered before routing), and caches nothing', async () => {
      const cache = testApp.app.get(PageCache);
      cache.clear();
      const res = expectStatus(await get('/?explode=1', { 'Accept-Encoding': 'gzip' }), 500);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(gunzipSync(res.body).toString('utf8')).toContain('Something went wrong on our side');
      expect(cache.stats.entries).toBe(0);
      expectStatus(await get('/'), 200);
      expect(cache.stats.entries).toBe(1);
    });

    it('answers 503 with Retry-After when the database is unavailable', async () => {
      const res = expectStatus(await get('/db-down'), 503);
      const html = res.body.toString('utf8');
      expect(res.headers['retry-after']).toBe('30');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(html).toContain('We will be right back');
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    });

    it('still answers HTML with the phone number when the error page itself cannot render', async () => {
      const renderErrorPage = views.bundle.renderErrorPage;
      views.bundle.renderErrorPage = () => Promise.reject(new Error('the error page broke too'));
      try {
        const res = expectStatus(await get('/boom'), 500);
        const html = res.body.toString('utf8');
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).toContain('<a href="tel:+18005550199">(800) 555-0199</a>');
      } finally {
        views.bundle.renderErrorPage = renderErrorPage;
      }
    });
  });
});

describe('pages with the page cache off', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ PAGE_CACHE_MAX_BYTES: '0' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('renders every request and still answers the encoding the client accepts', async () => {
    const res = expectStatus(await send(await listen(testApp), 'GET', '/', { 'Accept-Encoding': 'br' }), 200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString('utf8')).toMatch(/^<!DOCTYPE html>/);
    expect(testApp.app.get(PageCache).stats.entries).toBe(0);
  });
});
