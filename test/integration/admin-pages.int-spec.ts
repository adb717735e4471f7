import request from 'supertest';
import { LOGIN_TEXTS } from '../../core/admin.js';
import { PageCache } from '../../src/render/page-cache.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';

// The admin area's pages over HTTP (docs/product.md#14-admin-area, #21-leads-desk): the session decides,
// every answer is no-store and noindex, and none enters the page cache or the sitemap.

const ADMIN = { username: 'alice', password: 'Harbor-Kettle-Lantern-9' };
const VIEWER = { username: 'victor', password: 'Copper-Orchard-Signal-4' };
const ADMIN_PATHS = ['/content-optimizer', '/admin/leads', '/admin/leads/6f1d3c2a-4b5e-4f60-8a7b-9c0d1e2f3a4b', '/admin/login'];

describe('admin pages', () => {
  let testApp: TestApp;
  let server: Parameters<typeof request>[0];
  let adminCookie = '';
  let viewerCookie = '';

  /** no-store, and one robots answer in the X-Robots-Tag header and the page's robots meta tag. */
  function expectAdminHeaders(answer: request.Response): void {
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(/<meta name="robots" content="([^"]*)"\/>/.exec(answer.text)?.[1]).toBe('noindex, nofollow');
  }

  beforeAll(async () => {
    testApp = await createTestApp({ PAGE_CACHE_MAX_BYTES: String(8 * 1024 * 1024), ADMIN_SIGN_IN_THROTTLE_LIMIT: '100' });
    server = testApp.app.getHttpServer();
    adminCookie = (await createSignedIn(testApp.app, ADMIN.username, 'admin', ADMIN.password)).cookie;
    viewerCookie = (await createSignedIn(testApp.app, VIEWER.username, 'viewer', VIEWER.password)).cookie;
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers a visitor without a session with the access-denied card: 401, the exact text, no-store, noindex', async () => {
    const answer = await request(server).get('/content-optimizer').expect(401);
    expectAdminHeaders(answer);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain(LOGIN_TEXTS.denied);
    expect(answer.text).toContain(`${LOGIN_TEXTS.goToLogin}</a>`);
    expect(answer.text).toContain('href="/admin/login?next=%2Fcontent-optimizer"');
    expect(answer.text).not.toContain('rel="canonical"');
    // The page names the path and query the visitor asked for.
    const leads = await request(server).get('/admin/leads?status=new').expect(401);
    expect(leads.text).toContain('href="/admin/login?next=%2Fadmin%2Fleads%3Fstatus%3Dnew"');
  });

  it('a session that no longer works is the denied card, and its cookie is cleared', async () => {
    const answer = await request(server).get('/content-optimizer').set('Cookie', 'admin_session=not.a.token').expect(401);
    expect(answer.text).toContain(LOGIN_TEXTS.denied);
    expect(String(answer.headers['set-cookie'])).toMatch(/admin_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('shows a signed-in admin the dashboard with the welcome line', async () => {
    const answer = await request(server).get('/content-optimizer').set('Cookie', adminCookie).expect(200);
    expectAdminHeaders(answer);
    expect(answer.text).toContain('Welcome, alice (admin)');
    expect(answer.text).toContain(`${LOGIN_TEXTS.signOut}</button>`);
    expect(answer.text).toContain('data-island="SignOutButton"');
    const viewer = await request(server).get('/content-optimizer').set('Cookie', viewerCookie).expect(200);
    expect(viewer.text).toContain('Welcome, victor (viewer)');
  });

  it('sends a signed-in visitor of the sign-in page on (303) to a same-site next, else the dashboard', async () => {
    const home = await request(server).get('/admin/login').set('Cookie', adminCookie).expect(303);
    expect(home.headers.location).toBe('/content-optimizer');
    expect([home.headers['cache-control'], home.headers['x-robots-tag']]).toEqual(['no-store', 'noindex, nofollow']);
    const next = await request(server).get('/admin/login?next=%2Fadmin%2Fleads%3Fstatus%3Dnew').set('Cookie', adminCookie).expect(303);
    expect(next.headers.location).toBe('/admin/leads?status=new');
    for (const evil of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const answer = await request(server).get(`/admin/login?next=${encodeURIComponent(evil)}`).set('Cookie', adminCookie).expect(303);
      expect(answer.headers.location).toBe('/content-optimizer');
    }
  });

  it('serves the sign-in form without a session; a next that leaves the site is dropped', async () => {
    const answer = await request(server).get('/admin/login?next=//evil.example').expect(200);
    expectAdminHeaders(answer);
    expect(answer.text).toContain('data-island="AdminLoginForm"');
    expect(answer.text).toContain('{"next":null}');
    expect(answer.text).not.toContain('evil.example');
    const kept = await request(server).get('/admin/login?next=/admin/leads').expect(200);
    expect(kept.text).toContain('{"next":"/admin/leads"}');
    // Posted before the script was ready: back to the form, the body never read.
    const posted = await request(server).post('/admin/login?next=/admin/leads').type('form').send('username=a&password=b').expect(303);
    expect(posted.headers.location).toBe('/admin/login?next=%2Fadmin%2Fleads');
    expect((await request(server).get('/admin').expect(302)).headers.location).toBe('/content-optimizer');
  });

  it('renders the inbox, and a filter the desk refuses as the inbox with its message, never an error', async () => {
    const inbox = await request(server).get('/admin/leads').set('Cookie', adminCookie).expect(200);
    expectAdminHeaders(inbox);
    expect(inbox.text).toContain('Apply filters');
    const refused: [query: string, alert: string][] = [
      ['from=yesterday', 'from must be a date (YYYY-MM-DD) or an ISO 8601 instant with its offset'],
      ['kind=pizza', 'kind must be one of the following values: quote, freight_agent, carrier'],
      ['q=a', 'q must be 3 to 100 characters'],
      ['cursor=nonsense', 'cursor is not valid'],
      ['spam=maybe', 'spam must be true or false'],
      ['kind=quote&kind=carrier', 'kind must be given once'],
      ['from=2026-11-20&to=2026-11-19&q=a', 'from must not be after to; q must be 3 to 100 characters'],
    ];
    for (const [query, alert] of refused) {
      const answer = await request(server).get(`/admin/leads?${query}`).set('Cookie', adminCookie);
      const alerts = [...answer.text.matchAll(/role="alert"[^>]*>([^<]*)</g)].map((m) => m[1]);
      expect([query, answer.status, alerts]).toEqual([query, 200, [alert]]);
    }
  });

  it('answers an unknown lead, or an id that is no UUID, with the lead-not-found page (404)', async () => {
    for (const id of ['6f1d3c2a-4b5e-4f60-8a7b-9c0d1e2f3a4b', 'not-a-uuid', '%E2%80%AE']) {
      const answer = await request(server).get(`/admin/leads/${id}`).set('Cookie', adminCookie).expect(404);
      expectAdminHeaders(answer);
      expect(answer.text).toContain('Lead not found');
    }
  });

  it('never puts an admin page in the page cache, and never serves one from it', async () => {
    const cache = testApp.app.get(PageCache);
    // The control: a public page asked for twice is answered from the cache the second time.
    const first = await request(server).get('/').expect(200);
    const before = cache.counts;
    const again = await request(server).get('/').expect(200);
    expect(cache.counts).toEqual({ hits: before.hits + 1, misses: before.misses });
    expect(again.headers.etag).toBe(first.headers.etag);
    for (const path of ADMIN_PATHS) {
      const counts = cache.counts;
      await request(server).get(path).set('Cookie', adminCookie);
      await request(server).get(path).set('Cookie', adminCookie);
      expect([path, cache.counts]).toEqual([path, counts]);
      expect([path, cache.get(path)]).toEqual([path, undefined]);
    }
    // Right after a signed-in render, a visitor without the cookie still gets the denied card.
    await request(server).get('/content-optimizer').expect(401);
    await request(server).head('/content-optimizer').set('Cookie', adminCookie).expect(200);
    await request(server).get('/content-optimizer').expect(401);
  });

  it('keeps admin paths out of /sitemap.xml', async () => {
    const sitemap = await request(server).get('/sitemap.xml').expect(200);
    const xml = typeof sitemap.text === 'string' && sitemap.text ? sitemap.text : String(sitemap.body);
    expect(xml).toContain('<urlset');
    expect(xml).not.toMatch(/\/admin|content-optimizer/);
  });
});
