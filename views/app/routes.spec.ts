import { readdirSync, readFileSync } from 'node:fs';
import { emptyPageData, testAssets, testSite as site } from '../../test/fixtures.js';
import { matchRoutes } from 'react-router-dom';
import { isBlogCategory } from '../../core/blog-categories.js';
import { MATCH_MEMO_ENTRIES, matchPage, pageFamily, pageRoutes } from './routes.js';
import { renderPage, sitemapPaths } from './server.js';
import { homePage } from '../pages/home/home-page.js';
import { notFoundPage } from '../pages/not-found/not-found-page.js';

const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));

describe('page routes', () => {
  it('matches the home page', () => {
    expect(matchPage('/').page).toBe(homePage);
  });

  it('sends every unknown path to the not-found page', () => {
    for (const path of ['/nope', '/blog/x/y/z', '/locations/texas/extra']) {
      expect(matchPage(path).page).toBe(notFoundPage);
    }
  });

  it('answers a path the same way the first time and every time after, as react-router does', () => {
    const paths = ['/', '/about-us', '/about-us/', '/About-Us', '/locations/dallas-tx-expedite', '/locations/texas', '/blog/some-post', '/blog', '/nope', ''];
    for (let round = 0; round < 2; round++) {
      for (const path of paths) {
        const matches = matchRoutes(pageRoutes, path);
        const last = matches?.[matches.length - 1];
        const expected = last && last.route.path !== '*' ? { page: last.route.handle, params: last.params, route: last.route.path } : { page: notFoundPage, params: {}, route: '*' };
        expect({ path, ...matchPage(path) }).toEqual({ path, ...expected });
      }
    }
    expect(matchPage('/locations/dallas-tx-expedite').params).toEqual({ citySlug: 'dallas-tx-expedite' });
    // A remembered answer cannot be changed by whoever receives it.
    expect(Object.isFrozen(matchPage('/blog/some-post').params)).toBe(true);
  });

  it("files a path under its route's family, a blog category's list under blog, the first time and every time after", () => {
    const paths = ['/', '/about-us', '/about-us/', '/About-Us', '/locations', '/locations/dallas-tx-expedite', '/locations/texas', '/blog', '/blog/some-post', '/blog/logistics-guide', '/nope', ''];
    expect(isBlogCategory('logistics-guide')).toBe(true);
    for (let round = 0; round < 2; round++) {
      for (const path of paths) {
        const last = matchRoutes(pageRoutes, path)?.at(-1);
        const route = last?.route as ((typeof pageRoutes)[number] & { family: string }) | undefined;
        const expected = !route ? 'not-found' : route.path === '/blog/:slug' && isBlogCategory(last!.params.slug) ? 'blog' : route.family;
        expect({ path, family: pageFamily(path) }).toEqual({ path, family: expected });
      }
    }
  });

  it('remembers a bounded number of paths: the oldest are matched again, still right', () => {
    for (let i = 0; i <= MATCH_MEMO_ENTRIES; i++) matchPage(`/locations/city-${i}`);
    expect(matchPage('/locations/city-0').params).toEqual({ citySlug: 'city-0' });
    expect(matchPage(`/locations/city-${MATCH_MEMO_ENTRIES}`).params).toEqual({ citySlug: `city-${MATCH_MEMO_ENTRIES}` });
  });

  it('lists parameterless pages for the sitemap', () => {
    expect(sitemapPaths()).toContain('/');
    expect(sitemapPaths().some((p) => p.includes('*') || p.includes(':'))).toBe(false);
  });
});

describe('renderPage', () => {
  it('renders the home page with status 200, metadata and the client entry for its islands', async () => {
    const { status, html } = await renderPage({ url: '/?quote=hero_section', site, assets, data: emptyPageData });
    expect(status).toBe(200);
    expect(html.startsWith('<!DOCTYPE html><html lang="en-US">')).toBe(true);
    expect(html).toContain('<link rel="canonical" href="https://www.acme.test/"/>');
    expect(html).toContain('<meta name="robots" content="index, follow, max-image-preview:large"/>');
    expect(html).toContain('<script type="module" src="/assets/main-TEST.js"></script>');
    expect(html).not.toContain('admin-TEST.js');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('renders an unknown path with status 404 and noindex', async () => {
    const { status, html } = await renderPage({ url: '/no/such/page', site, assets, data: emptyPageData });
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain('Page Not Found');
    expect(html).toContain("The page you&#x27;re looking for doesn&#x27;t exist or may have been moved.");
  });

  it('prints the configured brand, phone and e-mail, never other literals', async () => {
    const { html } = await renderPage({ url: '/', site, assets, data: emptyPageData });
    expect(html).toContain('Acme Expedite');
    expect(html).toContain('href="tel:+18005550199"');
    expect(html).toContain('(800) 555-0199');
    expect(html).toContain('mailto:dispatch@example.com');
  });

  it('keeps view sources free of phone numbers and e-mail addresses', () => {
    const sources = ['../layout/site-layout.tsx', '../layout/site-nav.tsx', '../pages/home/home-page.tsx'];
    for (const file of sources) {
      const text = readFileSync(new URL(file, `file://${__filename}`), 'utf8');
      expect(text).not.toMatch(/\(\d{3}\)\s?\d{3}-\d{4}|[\w.]+@[\w-]+\.(com|net|org)/);
    }
  });
});
