/**
 * @jest-environment jsdom
 */
import '../../../test/no-style-injection.js';
import '../../../test/jsdom-text-encoding.js';
import { readdirSync } from 'node:fs';
import { BLOG_CATEGORIES } from '../../../core/blog-categories.js';
import { committedPostViews, emptyPageData, testAssets, testPageData, testSite as site } from '../../../test/fixtures.js';
import { text } from '../../../test/rendered-page.js';
import { isPagePath, renderPage, sitemapEntries } from '../../app/server.js';
import { SECTION_MIN_TEXT } from '../../content/content-rules.js';
import { fitDescription, fitTitle } from './blog-pages.js';

const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));

async function render(url: string) {
  const page = await renderPage({ url, site, assets, data: testPageData });
  return { ...page, doc: new DOMParser().parseFromString(page.html, 'text/html') };
}

const posts = committedPostViews();

describe('blog pages', () => {
  it('lists every post newest first with "Read Article" links, the category chips as links, and the updates mailto', async () => {
    const { status, doc } = await render('/blog');
    expect(status).toBe(200);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('main li a[aria-label^="Read Article"]')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(posts.map((p) => `/blog/${p.slug}`));
    const chips = [...doc.querySelectorAll('nav[aria-label="Blog categories"] a')].map((a) => a.getAttribute('href'));
    expect(chips).toEqual(['/blog', ...BLOG_CATEGORIES.map((c) => `/blog/${c.slug}`)]);
    expect(doc.querySelector(`main a[href^="mailto:${site.email}"]`)?.textContent).toBe('Contact Us for Updates');
  });

  it.each(BLOG_CATEGORIES.map((c) => c.slug))('/blog/%s lists only that category, its chip marked current', async (slug) => {
    const { status, doc } = await render(`/blog/${slug}`);
    expect(status).toBe(200);
    const shown = [...doc.querySelectorAll<HTMLAnchorElement>('main li a[aria-label^="Read Article"]')].map((a) => a.getAttribute('href'));
    expect(shown).toEqual(posts.filter((p) => p.category === slug).map((p) => `/blog/${p.slug}`));
    expect(shown.length).toBeGreaterThan(0);
    expect(doc.querySelector('nav[aria-label="Blog categories"] [aria-current="page"]')?.getAttribute('href')).toBe(`/blog/${slug}`);
  });

  it.each(posts.map((p) => p.slug))('/blog/%s: one H1, sections of 500+ characters, Article JSON-LD, a quote button with the blog source, links that resolve', async (slug) => {
    const { status, doc } = await render(`/blog/${slug}`);
    expect(status).toBe(200);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    for (const section of doc.querySelectorAll('main section')) expect(text(section).length).toBeGreaterThanOrEqual(SECTION_MIN_TEXT);
    const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>);
    expect(ld.map((b) => b['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(doc.querySelector('main [data-quote-source="blog_article"]')).not.toBeNull();
    const title = text(doc.querySelector('title')!);
    expect(title.length).toBeLessThanOrEqual(60);
    const description = doc.querySelector('meta[name="description"]')!.getAttribute('content')!;
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    for (const a of doc.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')) {
      expect([a.getAttribute('href'), isPagePath(new URL(a.href, 'https://x.test').pathname)]).toEqual([a.getAttribute('href'), true]);
    }
  });

  it('names one author: the byline gives the post\'s, and the line under the title claims none', async () => {
    const post = posts[0]!;
    const { doc } = await render(`/blog/${post.slug}`);
    const hero = doc.querySelector('main header, main section')!;
    expect(text(hero)).toContain(`By ${post.author} ·`);
    expect(text(doc.querySelector('main')!)).not.toMatch(/written by/i);
  });

  it('answers an unknown slug with the 404 page, and leaves the feed to its controller', async () => {
    expect((await render('/blog/no-such-post')).status).toBe(404);
    expect(isPagePath('/blog/feed.xml')).toBe(false);
  });

  it('renders the list with no posts at all', async () => {
    const { status } = await renderPage({ url: '/blog', site, assets, data: emptyPageData });
    expect(status).toBe(200);
  });

  it('puts every category and post in the sitemap with its lastmod', async () => {
    const entries = (await sitemapEntries(testPageData)).filter((e) => e.path.startsWith('/blog/'));
    expect(entries.map((e) => e.path).sort()).toEqual([...BLOG_CATEGORIES.map((c) => `/blog/${c.slug}`), ...posts.map((p) => `/blog/${p.slug}`)].sort());
    for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('fits long titles and excerpts into search-result limits', () => {
    expect(fitTitle('Same-Day vs. Next-Day Delivery: Which One Does Your Shipment Need?')).toBe('Same-Day vs. Next-Day Delivery');
    expect(fitDescription('A'.repeat(40) + '. ' + 'b '.repeat(100))).toMatch(/…$/);
    expect(fitDescription('Short enough.')).toBe('Short enough.');
  });
});
