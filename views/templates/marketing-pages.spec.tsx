/**
 * @jest-environment jsdom
 */
import '../../test/no-style-injection.js';
import '../../test/jsdom-text-encoding.js';
import { readdirSync } from 'node:fs';
import { testAssets, testPageData, testSite as site } from '../../test/fixtures.js';
import { text, thinSections } from '../../test/rendered-page.js';
import { isPagePath, renderPage } from '../app/server.js';
import { marketingPages, pageAliases } from '../content/marketing-pages.js';

// Every marketing page as rendered HTML (docs/product.md#17-marketing-pages): the copy rules hold on the
// page itself, not only on its data, and every link on it leads somewhere.
const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));

// Each path rendered and parsed once for the whole file: the tests only read the documents.
const documents = new Map<string, Promise<{ status: number; doc: Document }>>();

function documentOf(path: string): Promise<{ status: number; doc: Document }> {
  let rendered = documents.get(path);
  if (!rendered) {
    rendered = renderPage({ url: path, site, assets, data: testPageData }).then(({ status, html }) => ({ status, doc: new DOMParser().parseFromString(html, 'text/html') }));
    documents.set(path, rendered);
  }
  return rendered;
}

const paths = marketingPages.map((page) => page.path);

describe('marketing pages as rendered', () => {
  it.each(paths)('%s: 200, one H1, every section at least 500 characters of text', async (path) => {
    const { status, doc } = await documentOf(path);
    expect(status).toBe(200);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    const thin = thinSections(doc);
    expect(thin).toEqual([]);
  });

  it.each(paths)('%s: every internal link is a page, every anchor exists', async (path) => {
    const { doc } = await documentOf(path);
    const broken: string[] = [];
    for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const href = a.getAttribute('href') ?? '';
      if (href === '' || href === '#') broken.push(`empty link "${text(a)}"`);
      if (/^(tel:|mailto:|https?:)/.test(href) || href === '') continue;
      const url = new URL(href, `https://site.test${path}`);
      if (!isPagePath(url.pathname)) broken.push(`${href}: no such page`);
      if (url.hash) {
        const target = url.pathname === path ? doc : (await documentOf(url.pathname)).doc;
        if (!target.getElementById(url.hash.slice(1))) broken.push(`${href}: no element ${url.hash}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('serves each alias with its canonical page\'s content and canonical URL', async () => {
    for (const { path, page } of pageAliases) {
      const { status, doc } = await documentOf(path);
      expect(status).toBe(200);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.origin}${page.path}`);
      expect(text(doc.querySelector('h1')!)).toBe(page.hero.title);
    }
  });

  it('marks up FAQ answers as FAQPage JSON-LD exactly where they show', async () => {
    for (const content of marketingPages) {
      const { doc } = await documentOf(content.path);
      const shown = [...doc.querySelectorAll('details summary')].map(text);
      const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>);
      const faq = ld.find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string }[] } | undefined;
      expect([content.path, faq?.mainEntity.map((q) => q.name) ?? []]).toEqual([content.path, shown]);
      expect(ld.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
      if (content.family === 'service') expect(ld.some((block) => block['@type'] === 'Service')).toBe(true);
      if (content.family === 'guide') expect(ld.some((block) => block['@type'] === 'Article')).toBe(true);
    }
  });
});
