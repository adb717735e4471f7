import { SitemapRegistry, sitemapXml } from './sitemap.js';

describe('SitemapRegistry', () => {
  it('merges sync and async providers, one URL per path, in path order', async () => {
    const registry = new SitemapRegistry();
    registry.register({ name: 'pages', entries: () => [{ path: '/', lastmod: '2026-11-22' }, { path: '/faq' }] });
    registry.register({ name: 'cities', entries: async () => [{ path: '/locations/dallas-tx-expedite', lastmod: '2026-11-01' }, { path: '/faq', lastmod: 'x' }] });
    expect(await registry.entries()).toEqual([
      { path: '/', lastmod: '2026-11-22' },
      { path: '/faq' },
      { path: '/locations/dallas-tx-expedite', lastmod: '2026-11-01' },
    ]);
  });

  it('refuses a provider registered twice', () => {
    const registry = new SitemapRegistry();
    registry.register({ name: 'pages', entries: () => [] });
    expect(() => registry.register({ name: 'pages', entries: () => [] })).toThrow('sitemap provider "pages" registered twice');
  });
});

describe('sitemapXml', () => {
  it('writes absolute, escaped URLs with lastmod when known', () => {
    const xml = sitemapXml('https://www.example.test', [{ path: '/', lastmod: '2026-11-22' }, { path: "/a&b'" }]);
    expect(xml).toContain('<url><loc>https://www.example.test/</loc><lastmod>2026-11-22</lastmod></url>');
    expect(xml).toContain("<url><loc>https://www.example.test/a&amp;b&#39;</loc></url>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
