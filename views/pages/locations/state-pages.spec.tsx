/**
 * @jest-environment jsdom
 */
import '../../../test/no-style-injection.js';
import '../../../test/jsdom-text-encoding.js';
import { readdirSync } from 'node:fs';
import { committedCityViews, emptyPageData, testAssets, testPageData, testSite as site } from '../../../test/fixtures.js';
import { text, thinSections } from '../../../test/rendered-page.js';
import { isPagePath, renderPage } from '../../app/server.js';
import { contentProblems, SECTION_MIN_TEXT } from '../../content/content-rules.js';
import { statePageContents } from '../../content/locations/state-pages.js';
import type { PageDataPort } from '../../../core/render-contract.js';
import * as grid from './locations-page.css.js';
import { statePages } from './state-pages.js';

// The four state landing pages as rendered from the committed city data (docs/product.md#2-pages-and-routes).

const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));
const cities = committedCityViews();

async function renderWith(url: string, data: PageDataPort) {
  const page = await renderPage({ url, site, assets, data });
  return { ...page, doc: new DOMParser().parseFromString(page.html, 'text/html') };
}

// Each page from the committed data is rendered and parsed once for the file: the tests only read it.
// Other data renders its own page each time.
const committedPages = new Map<string, ReturnType<typeof renderWith>>();

function render(url: string, data: PageDataPort = testPageData) {
  if (data !== testPageData) return renderWith(url, data);
  let rendered = committedPages.get(url);
  if (!rendered) committedPages.set(url, (rendered = renderWith(url, data)));
  return rendered;
}

/** Per state: the quote label, the airports named, the spec's city list and the widest city grid. */
const STATES = [
  {
    path: '/locations/texas',
    state: 'Texas',
    quote: 'Get a Texas Quote',
    airports: ['DFW', 'IAH', 'AUS'],
    columns: 5,
    cities: ['Dallas', 'Houston', 'Austin', 'San Antonio', 'Fort Worth', 'El Paso', 'Arlington', 'Corpus Christi', 'Plano', 'Laredo'],
  },
  {
    path: '/locations/ohio',
    state: 'Ohio',
    quote: 'Get an Ohio Quote',
    airports: ['CMH', 'CLE'],
    columns: 4,
    cities: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton', 'Parma', 'Canton'],
  },
  {
    path: '/locations/michigan',
    state: 'Michigan',
    quote: 'Get a Michigan Quote',
    airports: ['DTW'],
    columns: 4,
    cities: ['Detroit', 'Grand Rapids', 'Warren', 'Sterling Heights', 'Ann Arbor', 'Lansing', 'Flint', 'Dearborn'],
  },
  {
    path: '/locations/illinois',
    state: 'Illinois',
    quote: 'Get an Illinois Quote',
    airports: ['ORD', 'MDW'],
    columns: 4,
    cities: ['Chicago', 'Aurora', 'Naperville', 'Joliet', 'Rockford', 'Springfield', 'Elgin', 'Peoria'],
  },
] as const;

const SERVICES = ['/hot-shot-trucking', '/same-day-freight-delivery', '/expedited-freight-shipping', '/white-glove-delivery', '/hand-carry-delivery', '/air-expedite-services'];

describe('state pages', () => {
  it('are the four routes, each with its own copy', () => {
    expect(statePages.map((p) => p.path)).toEqual(STATES.map((s) => s.path));
    expect(statePageContents.map((c) => c.path)).toEqual(STATES.map((s) => s.path));
  });

  describe.each(STATES)('$path', (expected) => {
    const content = statePageContents.find((c) => c.path === expected.path)!;

    it('keeps the copy rules: 200, one H1, every section 500+ characters, title and description sizes', async () => {
      // The closing block is drawn from the copy with its buttons added at render time: checked with them.
      const closing = { ...content.closing, type: 'cta', actions: [{ kind: 'call', label: 'Call Now' }, { kind: 'link', label: 'View All Locations', href: '/locations' }] } as const;
      expect(contentProblems({ ...content, blocks: [...content.blocks, closing] })).toEqual([]);
      const { status, doc } = await render(expected.path);
      expect(status).toBe(200);
      expect(doc.querySelectorAll('h1')).toHaveLength(1);
      const thin = thinSections(doc);
      expect(thin).toEqual([]);
      expect(text(doc.querySelector('title')!).length).toBeLessThanOrEqual(60);
      const description = doc.querySelector('meta[name="description"]')!.getAttribute('content')!;
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.origin}${expected.path}`);
      expect(text(doc.querySelector('main')!)).not.toMatch(/\b(undefined|null|NaN)\b/);
    });

    it(`opens with a call button and "${expected.quote}" to /contact-us, and states 24/7 dispatch`, async () => {
      const { doc } = await render(expected.path);
      const hero = doc.querySelector('main section')!;
      const actions = [...hero.querySelectorAll('a')].filter((a) => !a.closest('nav'));
      expect(actions.map((a) => [text(a), a.getAttribute('href')])).toEqual([
        [`Call ${site.phone}`, site.phoneHref],
        [expected.quote, '/contact-us'],
      ]);
      expect(text(doc.querySelector('#dispatch')!)).toMatch(/answers 24\/7\/365/);
      expect(doc.querySelectorAll('#industries li h3').length).toBeGreaterThanOrEqual(3);
    });

    it(`names its airports (${expected.airports.join(', ')})`, async () => {
      const { doc } = await render(expected.path);
      const airports = text(doc.querySelector('#airports')!);
      for (const code of expected.airports) expect(airports).toContain(code);
    });

    it('links every city of the state from the data, the spec-listed ones first, each to a real city page', async () => {
      const { doc } = await render(expected.path);
      const section = doc.querySelector('#cities')!;
      const links = [...section.querySelectorAll('a')].map((a) => [text(a), a.getAttribute('href')!] as const);
      const own = cities.filter((city) => city.state === expected.state);
      expect(links.map(([name]) => name).sort()).toEqual(own.map((city) => city.name).sort());
      expect(links.slice(0, expected.cities.length).map(([name]) => name)).toEqual([...expected.cities]);
      for (const [name, href] of links) {
        const city = await testPageData.city(href.replace(/^\/locations\//, ''));
        expect([name, city?.name, city?.state]).toEqual([name, name, expected.state]);
      }
      for (const list of section.querySelectorAll('ul')) expect(list.className).toBe(grid.cityGrid[expected.columns]);
    });

    it('links the six services and closes with "Call {phone} Now" and "View All Locations"', async () => {
      const { doc } = await render(expected.path);
      expect([...doc.querySelectorAll('#services h3 a')].map((a) => a.getAttribute('href'))).toEqual(SERVICES);
      const sections = doc.querySelectorAll('main section');
      const closing = sections[sections.length - 1]!;
      expect([...closing.querySelectorAll('a')].map((a) => [text(a), a.getAttribute('href')])).toEqual([
        [`Call ${site.phone} Now`, site.phoneHref],
        ['View All Locations', '/locations'],
      ]);
    });

    it('links only to pages that exist, and carries BreadcrumbList JSON-LD through Locations', async () => {
      const { doc } = await render(expected.path);
      const broken: string[] = [];
      for (const a of doc.querySelectorAll('a[href]')) {
        const href = a.getAttribute('href')!;
        if (/^(tel:|mailto:|https?:)/.test(href)) continue;
        const url = new URL(href, `https://site.test${expected.path}`);
        if (/^\/blog(\/|$)/.test(url.pathname)) continue;
        if (!isPagePath(url.pathname)) broken.push(href);
        const slug = /^\/locations\/([^/]+)$/.exec(url.pathname)?.[1];
        if (slug && !statePages.some((p) => p.path === url.pathname) && !(await testPageData.city(slug))) broken.push(`${href}: no such city`);
        if (url.hash && url.pathname !== expected.path) {
          const target = (await render(url.pathname)).doc;
          if (!target.getElementById(url.hash.slice(1))) broken.push(`${href}: no element ${url.hash}`);
        }
      }
      expect(broken).toEqual([]);
      const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>);
      const crumbs = ld.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
      expect(crumbs.itemListElement.map((c) => [c.name, c.item])).toEqual([
        ['Home', `${site.origin}/`],
        ['Locations', `${site.origin}/locations`],
        [expected.state, `${site.origin}${expected.path}`],
      ]);
    });

    it('still renders, every section 500+ characters, when the data has no city', async () => {
      const { status, doc } = await render(expected.path, emptyPageData);
      expect(status).toBe(200);
      expect(doc.querySelectorAll('#cities a')).toHaveLength(0);
      for (const section of doc.querySelectorAll('main section')) expect(text(section).length).toBeGreaterThanOrEqual(SECTION_MIN_TEXT);
    });
  });
});
