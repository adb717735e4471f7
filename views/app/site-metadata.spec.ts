import { readdirSync } from 'node:fs';
import { testAssets, testPageData, testSite as site } from '../../test/fixtures.js';
import { renderPage, sitemapPaths } from './server.js';

// Site-wide rules every indexable page keeps (docs/product.md#10-search-metadata-and-structured-data): a new
// page that breaks one fails here, before any crawler sees it.
const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

// Each path is rendered once for the file (both tests read every page).
const renderedHeads = new Map<string, ReturnType<typeof renderHead>>();
const headOf = (path: string) => {
  let head = renderedHeads.get(path);
  if (!head) renderedHeads.set(path, (head = renderHead(path)));
  return head;
};

async function renderHead(path: string) {
  const { status, html } = await renderPage({ url: path, site, assets, data: testPageData });
  return {
    status,
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '',
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

describe('every page in the sitemap', () => {
  const paths = sitemapPaths();

  it('has at least the home page', () => {
    expect(paths).toContain('/');
  });

  it.each(paths)('%s: 200, one H1, title <= 60 and description 50-160 characters, absolute canonical, JSON-LD with @context and @type', async (path) => {
    const page = await headOf(path);
    expect(page.status).toBe(200);
    expect(page.html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page.title.length).toBeLessThanOrEqual(60);
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
    expect(page.canonical).toBe(new URL(path, `${site.origin}/`).href);
    for (const block of page.jsonLd) {
      expect(block['@context']).toBe('https://schema.org');
      expect(typeof block['@type']).toBe('string');
    }
  });

  it('gives every page its own title and description', async () => {
    const heads = await Promise.all(paths.map(headOf));
    expect(new Set(heads.map((h) => h.title)).size).toBe(paths.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(paths.length);
  });
});
