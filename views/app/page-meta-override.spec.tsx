/**
 * @jest-environment jsdom
 */
import '../../test/no-style-injection.js';
import '../../test/jsdom-text-encoding.js';
import { readdirSync } from 'node:fs';
import type { PageDataPort, PageMetaOverrideView } from '../../core/render-contract.js';
import { testAssets, testPageData, testSite as site } from '../../test/fixtures.js';
import { renderPage } from './server.js';

// A title and description set in the studio (docs/product.md#252-titles-and-descriptions-of-pages) in the
// head of the page they belong to: <title>, the description, Open Graph and Twitter; asked for by the
// canonical path, so an alias shows what its page shows; never asked for by a page that is no 200.

const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));

async function head(url: string, overrides: Record<string, PageMetaOverrideView> = {}) {
  const asked: string[] = [];
  const data: PageDataPort = { ...testPageData, pageMeta: async (path) => (asked.push(path), overrides[path] ?? null) };
  const page = await renderPage({ url, site, assets, data });
  const doc = new DOMParser().parseFromString(page.html, 'text/html');
  const meta = (selector: string) => doc.querySelector(`meta[${selector}]`)?.getAttribute('content');
  return {
    status: page.status,
    asked,
    title: doc.title,
    description: meta('name="description"'),
    og: [meta('property="og:title"'), meta('property="og:description"')],
    twitter: [meta('name="twitter:title"'), meta('name="twitter:description"')],
  };
}

describe('a page title and description set in the studio', () => {
  it('replaces the page\'s own in <title>, the description, Open Graph and Twitter; the title as written, without the brand', async () => {
    const own = await head('/about-us');
    const set = await head('/about-us', { '/about-us': { title: 'Our Team', description: 'Who moves your freight.' } });
    expect(own.title).toContain(site.brandName);
    expect(set).toMatchObject({ status: 200, title: 'Our Team', description: 'Who moves your freight.', og: ['Our Team', 'Who moves your freight.'], twitter: ['Our Team', 'Who moves your freight.'] });
  });

  it('keeps the page\'s own where a field is null', async () => {
    const own = await head('/about-us');
    const set = await head('/about-us', { '/about-us': { title: null, description: 'Who moves your freight.' } });
    expect([set.title, set.og[0], set.description]).toEqual([own.title, own.og[0], 'Who moves your freight.']);
  });

  it('an alias asks for its canonical page\'s; a not-found page asks for none', async () => {
    const alias = await head('/hand-carry-delivery', { '/hand-carry-on-board-courier': { title: 'Hand Carry', description: null } });
    expect([alias.asked, alias.title]).toEqual([['/hand-carry-on-board-courier'], 'Hand Carry']);
    const missing = await head('/no-such-page', { '/no-such-page': { title: 'Nope', description: null } });
    expect([missing.status, missing.asked]).toEqual([404, []]);
    const city = await head('/locations/no-such-city-tx-expedite');
    expect([city.status, city.asked]).toEqual([404, []]);
  });
});
