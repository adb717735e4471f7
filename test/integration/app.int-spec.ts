import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { connect, type AddressInfo } from 'node:net';
import request from 'supertest';
import { DatabaseSeeds } from '../../src/database/seeding.js';
import { UsState } from '../../src/locations/us-state.entity.js';
import { MIGRATIONS } from '../../migrations/index.js';
import { OFF_SITE_PATHS } from '../fixtures.js';
import { createTestApp, type TestApp } from './app.js';

describe('application on a real PostgreSQL', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let em: EntityManager;

  beforeAll(async () => {
    testApp = await createTestApp();
    app = testApp.app;
    em = app.get(EntityManager).fork();
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('health', () => {
    it('GET /healthz answers while the process is up', async () => {
      await request(app.getHttpServer()).get('/healthz').expect(200, { status: 'ok' });
    });

    it('GET /readyz answers when the database does', async () => {
      await request(app.getHttpServer()).get('/readyz').expect(200, { status: 'ok', database: 'up' });
    });
  });

  describe('database', () => {
    it('applied every committed migration on start', async () => {
      const rows = await em.getConnection().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
      expect(rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
      expect(MIGRATIONS.length).toBeGreaterThan(0);
    });

    it('seeded the 50 states and DC, and seeding again changes nothing', async () => {
      expect(await em.count(UsState)).toBe(51);
      await em.nativeUpdate(UsState, { code: 'TX' }, { name: 'Tejas', hasStatePage: false });
      await app.get(DatabaseSeeds).seedAll(em.fork());
      await app.get(DatabaseSeeds).seedAll(em.fork());
      expect(await em.count(UsState)).toBe(51);
      const texas = await em.fork().findOneOrFail(UsState, { code: 'TX' });
      expect(texas).toMatchObject({ name: 'Texas', slug: 'texas', hasStatePage: true });
    });
  });

  describe('errors', () => {
    it('answers JSON 404 with the request id for an unknown API path', async () => {
      const res = await request(app.getHttpServer()).get('/api/does-not-exist').expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({
        success: false,
        error: 'No API route for GET /api/does-not-exist',
        requestId: res.headers['x-request-id'],
      });
    });

    it('answers JSON 404 for an unknown API method too', async () => {
      const res = await request(app.getHttpServer()).delete('/api/client-errors').expect(404);
      expect(res.body.success).toBe(false);
    });

    it('keeps a well-formed request id from a proxy', async () => {
      const res = await request(app.getHttpServer()).get('/api/nope').set('X-Request-Id', 'edge-1234567890').expect(404);
      expect(res.headers['x-request-id']).toBe('edge-1234567890');
      expect(res.body.requestId).toBe('edge-1234567890');
    });

    it('answers 400 with a message per field from the global filter', async () => {
      const res = await request(app.getHttpServer())
        .post('/api/client-errors')
        .send({ kind: 'crash', island: 'SiteNav', message: 'x', path: 'no-slash', extra: true })
        .expect(400);
      expect(res.body).toEqual({
        success: false,
        error: 'Invalid request: check extra, kind, path',
        code: 'validation_failed',
        fields: {
          extra: 'property extra should not exist',
          kind: 'kind must be one of the following values: island_load_failed',
          path: 'path must be a site path',
        },
        requestId: res.headers['x-request-id'],
      });
    });

    it.each([
      ['broken JSON', '{"kind":', 'application/json', 400, 'Request body is not valid JSON'],
      ['NUL in the message', JSON.stringify({ kind: 'island_load_failed', island: 'SiteNav', message: 'x\u0000', path: '/' }), 'application/json', 400, 'Invalid request: check message'],
      ['ESC in the path', JSON.stringify({ kind: 'island_load_failed', island: 'SiteNav', message: 'x', path: '/\u001b[2J' }), 'application/json', 400, 'Invalid request: check path'],
      ['a form-encoded body', 'kind=x', 'application/x-www-form-urlencoded', 415, 'Content-Type must be application/json or text/plain'],
      ['an empty object', '{}', 'application/json', 400, 'Invalid request: check kind, island, message, path'],
      ['a JSON array', '[]', 'application/json', 400, 'Request body must be a JSON object'],
      ['a huge body', JSON.stringify({ message: 'x'.repeat(40_000) }), 'application/json', 413, 'Request body is too large'],
    ])('answers %s with a clear client error, never 500', async (_label, body, type, status, error) => {
      const res = await request(app.getHttpServer()).post('/api/client-errors').set('Content-Type', type).send(body);
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      if (error) expect(res.body.error).toBe(error);
    });

    it('accepts a beacon report sent as text/plain', async () => {
      await request(app.getHttpServer())
        .post('/api/client-errors')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ kind: 'island_load_failed', island: 'SiteNav', message: 'chunk 404', path: '/' }))
        .expect(204);
    });
  });

  describe('pages and crawler files', () => {
    it('renders a page with security headers and a strong ETag, and answers 304 to a revalidation', async () => {
      const res = await request(app.getHttpServer()).get('/').expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toMatch(/^<!DOCTYPE html>/);
      expect(res.text).toContain('<link rel="canonical" href="https://www.example.test/"/>');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const etag = res.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);
      await request(app.getHttpServer()).get('/').set('If-None-Match', etag!).expect(304);
    });

    it('renders the not-found page with 404 and noindex for an unknown path', async () => {
      const res = await request(app.getHttpServer()).get('/no-such-page').expect(404);
      expect(res.text).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(res.text).toContain('Page Not Found');
    });

    it.each(['/assets/%c0%ae%c0%ae/x', '/%c0%ae', '/blog/%E0%A4%A'])('answers %s, whose escapes do not decode, with the HTML not-found page', async (path) => {
      const res = await request(app.getHttpServer()).get(path).expect(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('Page Not Found');
    });

    it('gives the not-found page neither a canonical link nor og:url for the missing path', async () => {
      const res = await request(app.getHttpServer()).get('/no-such-page').expect(404);
      expect(res.text).not.toContain('rel="canonical"');
      expect(res.text).not.toContain('og:url');
    });

    it('percent-encodes the raw path and query of a trailing-slash redirect in Location', async () => {
      // A raw socket: an HTTP client would escape these characters itself (Node's parser takes them; it refuses bytes above 0x7F). app.close() stops this listener.
      const server = app.getHttpServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { address: host, port } = server.address() as AddressInfo;
      const head = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, host, () => socket.end(Buffer.from('GET /faq"<x>|{y}/?q=a"b` HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'latin1')));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
      expect(head).toMatch(/^HTTP\/1\.1 301 /);
      expect(head).toMatch(/\r\nLocation: \/faq%22%3Cx%3E%7C%7By%7D\?q=a%22b%60\r\n/i);
    });

    it('redirects a trailing slash to the canonical path, keeping the query', async () => {
      const res = await request(app.getHttpServer()).get('/faq/?quote=hero_section').expect(301);
      expect(res.headers.location).toBe('/faq?quote=hero_section');
    });

    it.each([...OFF_SITE_PATHS, '//evil.example.com/?quote=x'])('answers %s with the 404 page, never a redirect off the site', async (path) => {
      const res = await request(app.getHttpServer()).get(path).redirects(0);
      expect(res.status).toBe(404);
      expect(res.headers.location).toBeUndefined();
      expect(res.text).toContain('Page Not Found');
      expect(res.text).toContain('<meta name="robots" content="noindex, follow"/>');
    });

    it('serves robots.txt allowing the site, keeping crawlers out of the API and the admin, naming the sitemap', async () => {
      const res = await request(app.getHttpServer()).get('/robots.txt').expect(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.text).toBe(
        ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /content-optimizer', '', 'Sitemap: https://www.example.test/sitemap.xml', ''].join('\n'),
      );
    });

    it('serves sitemap.xml from its providers with lastmod, prepared once in every encoding', async () => {
      const res = await request(app.getHttpServer()).get('/sitemap.xml').set('Accept-Encoding', 'identity').expect(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.text).toMatch(/<url><loc>https:\/\/www\.example\.test\/<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/);
      expect(res.text).not.toContain('404');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
      // The second answer comes from the page cache (the fast path), gzip as asked, same document.
      const gz = await request(app.getHttpServer()).get('/sitemap.xml').set('Accept-Encoding', 'gzip').expect(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toBe('Accept-Encoding');
      expect(gz.text).toBe(res.text);
      await request(app.getHttpServer()).get('/sitemap.xml').set('Accept-Encoding', 'gzip').set('If-None-Match', gz.headers.etag!).expect(304);
    });

    it('serves a real favicon.ico', async () => {
      const res = await request(app.getHttpServer()).get('/favicon.ico').buffer(true).expect(200);
      expect(res.headers['content-type']).toBe('image/x-icon');
      expect((res.body as Buffer).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    });

    it('serves hashed assets with immutable caching, and a plain 404 for a missing one', async () => {
      const home = await request(app.getHttpServer()).get('/').expect(200);
      const css = /<link rel="stylesheet" href="(\/assets\/[^"]+)"/.exec(home.text)?.[1];
      expect(css).toBeDefined();
      const res = await request(app.getHttpServer()).get(css!).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await request(app.getHttpServer()).get('/assets/missing-123.js').expect(404);
      expect(missing.text).toBe('Not found');
    });
  });

  describe('throttling', () => {
    it('answers 429 with Retry-After once a route limit is spent', async () => {
      const server = app.getHttpServer();
      const report = { kind: 'island_load_failed', island: 'SiteNav', message: 'x', path: '/' };
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await request(server).post('/api/client-errors').send(report);
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(res.body.error).toBe('Too many requests. Please wait a moment and try again.');
          break;
        }
      }
      expect(statuses).toContain(429);
    });
  });
});
