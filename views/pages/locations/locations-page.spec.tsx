/**
 * @jest-environment jsdom
 */
import '../../../test/no-style-injection.js';
import '../../../test/jsdom-text-encoding.js';
import { readdirSync, readFileSync } from 'node:fs';
import { US_STATES } from '../../../core/us-states.js';
import type { CityView, PageDataPort } from '../../../core/render-contract.js';
import { committedCityViews, emptyPageData, testAssets, testPageData, testSite as site } from '../../../test/fixtures.js';
import { text, thinSections } from '../../../test/rendered-page.js';
import { isPagePath, renderPage } from '../../app/server.js';
import { contentProblems, SECTION_MIN_TEXT } from '../../content/content-rules.js';
import { page as locationsIndex } from '../../content/locations/locations-index.js';
import { statePageContents } from '../../content/locations/state-pages.js';
import { marketingPages } from '../../content/marketing-pages.js';
import { groupByState } from './locations-page.js';
import { statePages } from './state-pages.js';

// The locations index as rendered from the committed city data (docs/product.md#2-pages-and-routes).

const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));
const cities = committedCityViews();

async function renderWith(data: PageDataPort, url: string) {
  const page = await renderPage({ url, site, assets, data });
  return { ...page, doc: new DOMParser().parseFromString(page.html, 'text/html') };
}

// /locations from the committed data (320 cities) is rendered and parsed once for the file: the tests
// only read it. Other data renders its own page each time.
let committedIndex: ReturnType<typeof renderWith> | undefined;

function render(data: PageDataPort = testPageData, url = '/locations') {
  if (data !== testPageData || url !== '/locations') return renderWith(data, url);
  committedIndex ??= renderWith(data, url);
  return committedIndex;
}

const portOf = (list: CityView[]): PageDataPort => ({ ...emptyPageData, cities: async () => list, city: async () => null });
const rows = (doc: Document) => [...doc.querySelectorAll<HTMLDetailsElement>('main details')];
const rowName = (row: Element) => text(row.querySelector('summary > span > span')!);

/** The spec's city lists of the four state pages, each linked on /locations as on its state page. */
const SPEC_CITIES: Record<string, string[]> = {
  Ohio: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton', 'Parma', 'Canton'],
  Michigan: ['Detroit', 'Grand Rapids', 'Warren', 'Sterling Heights', 'Ann Arbor', 'Lansing', 'Flint', 'Dearborn'],
  Illinois: ['Chicago', 'Aurora', 'Naperville', 'Joliet', 'Rockford', 'Springfield', 'Elgin', 'Peoria'],
  Texas: ['Dallas', 'Houston', 'Austin', 'San Antonio', 'Fort Worth', 'El Paso', 'Arlington', 'Corpus Christi', 'Plano', 'Laredo'],
};

describe('/locations', () => {
  it('keeps the copy rules: 200, one H1, every section 500+ characters, title and description sizes, no literals', async () => {
    expect(contentProblems(locationsIndex)).toEqual([]);
    const { status, doc } = await render();
    expect(status).toBe(200);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    const thin = thinSections(doc);
    expect(thin).toEqual([]);
    const title = text(doc.querySelector('title')!);
    expect(title).toBe(`${locationsIndex.meta.title} | ${site.brandName}`);
    expect(title.length).toBeLessThanOrEqual(60);
    const description = doc.querySelector('meta[name="description"]')!.getAttribute('content')!;
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.origin}/locations`);
  });

  it('gives the location pages titles and descriptions of their own across the site', () => {
    const all = [...marketingPages, locationsIndex, ...statePageContents];
    for (const key of ['title', 'description'] as const) {
      const values = all.map((page) => page.meta[key]);
      expect(values.filter((value, i) => values.indexOf(value) !== i)).toEqual([]);
    }
  });

  it('keeps its sources free of phone numbers, e-mail addresses and the brand', () => {
    const copy = readdirSync(new URL('../../content/locations/', `file://${__filename}`)).map((name) => `../../content/locations/${name}`);
    expect(copy.length).toBeGreaterThan(0);
    for (const file of ['./locations-page.tsx', './state-pages.tsx', ...copy]) {
      const source = readFileSync(new URL(file, `file://${__filename}`), 'utf8');
      expect(source).not.toMatch(/\(?\d{3}\)?[\s.-]\d{3}-\d{4}|[\w.]+@[\w-]+\.(com|net|org)|Blue Ridge/);
    }
  });

  it('opens with a call link and a "Get a Quote" link to /contact-us, then three service cards', async () => {
    const { doc } = await render();
    const hero = doc.querySelector('main section')!;
    const actions = [...hero.querySelectorAll('a')].filter((a) => !a.closest('nav'));
    expect(actions.map((a) => [text(a), a.getAttribute('href')])).toEqual([
      [`Call ${site.phone}`, site.phoneHref],
      ['Get a Quote', '/contact-us'],
    ]);
    const cards = doc.querySelectorAll('#ways-to-ship li h3');
    expect(cards).toHaveLength(3);
  });

  it('counts the cities and states in its intro sentence, from the data', async () => {
    const { doc } = await render();
    const states = new Set(cities.map((city) => city.state));
    expect(states.has('District of Columbia')).toBe(true);
    expect(text(doc.querySelector('#states')!)).toContain(
      `We publish local expedite pages for ${cities.length} cities in ${states.size - 1} states and the District of Columbia.`,
    );
    const one = await render(portOf(cities.filter((city) => city.urlPath === 'dallas-tx-expedite')));
    expect(text(one.doc.querySelector('#states')!)).toContain('We publish local expedite pages for 1 city in 1 state.');
  });

  it('lists every state with a city, alphabetically, with its count ("1 city", "N cities"), and hides the others', async () => {
    const { doc } = await render();
    const expected = groupByState(cities);
    expect(rows(doc).map(rowName)).toEqual([...new Set(cities.map((city) => city.state))].sort((a, b) => a.localeCompare(b, 'en')));
    for (const [i, row] of rows(doc).entries()) {
      const count = expected[i]!.cities.length;
      expect(text(row.querySelector('summary')!)).toContain(count === 1 ? '1 city' : `${count} cities`);
    }
    expect(text(rows(doc).find((row) => rowName(row) === 'District of Columbia')!.querySelector('summary')!)).toMatch(/\b1 city\b/);

    // Two Texas cities and one in Vermont: two rows, "2 cities" and "1 city"; no row for the other 49.
    const few = await render(portOf([...cities.filter((c) => ['Dallas', 'Houston'].includes(c.name) && c.stateCode === 'TX'), ...cities.filter((c) => c.stateCode === 'VT').slice(0, 1)]));
    expect(rows(few.doc).map((row) => text(row.querySelector('summary')!))).toEqual(['Texas 2 cities State Page', 'Vermont 1 city']);
  });

  it('makes each row a closed <details name="states"> with a summary, readable without JavaScript', async () => {
    const { doc } = await render();
    for (const row of rows(doc)) {
      expect(row.getAttribute('name')).toBe('states');
      expect(row.hasAttribute('open')).toBe(false);
      expect(row.firstElementChild?.tagName).toBe('SUMMARY');
      expect(row.querySelectorAll('a').length).toBeGreaterThan(0);
    }
  });

  it('shows the "State Page" badge and a state page link exactly on Illinois, Michigan, Ohio and Texas', async () => {
    const { doc } = await render();
    const badged = rows(doc).filter((row) => text(row.querySelector('summary')!).endsWith('State Page'));
    expect(badged.map(rowName)).toEqual(['Illinois', 'Michigan', 'Ohio', 'Texas']);
    for (const row of rows(doc)) {
      const stateLinks = [...row.querySelectorAll('a')].filter((a) => /^\/locations\/[a-z]+$/.test(a.getAttribute('href')!) && statePages.some((p) => p.path === a.getAttribute('href')));
      expect([rowName(row), stateLinks.map((a) => text(a))]).toEqual([rowName(row), badged.includes(row) ? [`Visit the ${rowName(row)} state page`] : []]);
    }
    // The four state pages are the ones US_STATES marks.
    expect(statePages.map((p) => p.path)).toEqual(
      expect.arrayContaining(US_STATES.filter((s) => s.hasStatePage).map((s) => `/locations/${s.slug}`)),
    );
    expect(statePages).toHaveLength(US_STATES.filter((s) => s.hasStatePage).length);
  });

  it('links each state\'s cities by name to /locations/<urlPath>, and every spec-listed city', async () => {
    const { doc } = await render();
    for (const row of rows(doc)) {
      const state = rowName(row);
      const own = cities.filter((city) => city.state === state).sort((a, b) => a.name.localeCompare(b.name, 'en'));
      const links = [...row.querySelectorAll('ul a')].map((a) => [text(a), a.getAttribute('href')]);
      expect(links).toEqual(own.map((city) => [city.name, `/locations/${city.urlPath}`]));
    }
    for (const [state, names] of Object.entries(SPEC_CITIES)) {
      const row = rows(doc).find((r) => rowName(r) === state)!;
      for (const name of names) {
        const href = [...row.querySelectorAll('a')].find((a) => text(a) === name)?.getAttribute('href');
        expect([state, name, href && (await testPageData.city(href.replace('/locations/', '')))?.name]).toEqual([state, name, name]);
      }
    }
    const austin = rows(doc).find((r) => rowName(r) === 'Texas')!.querySelector('a[href="/locations/austin-expedite"]');
    expect(austin && text(austin)).toBe('Austin');
  });

  it('falls back to the hyphenated name and "-expedite" for a city without a URL path', async () => {
    const [city] = cities.filter((c) => c.name === 'San Antonio');
    const { doc } = await render(portOf([{ ...city!, urlPath: '' }]));
    expect(rows(doc)[0]!.querySelector('ul a')?.getAttribute('href')).toBe('/locations/san-antonio-expedite');
  });

  it('links the six services and closes with a call to action to /contact-us', async () => {
    const { doc } = await render();
    const services = [...doc.querySelectorAll('#services a')].map((a) => a.getAttribute('href'));
    expect(services).toEqual([
      '/same-day-freight-delivery',
      '/hot-shot-trucking',
      '/hand-carry-delivery',
      '/white-glove-delivery',
      '/expedited-freight-shipping',
      '/air-expedite-services',
    ]);
    const sections = doc.querySelectorAll('main section');
    const closing = sections[sections.length - 1]!;
    expect([...closing.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/contact-us', site.phoneHref]);
  });

  it('links only to pages that exist: site pages, state pages and cities of the data', async () => {
    const { doc } = await render();
    const broken: string[] = [];
    for (const a of doc.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href')!;
      if (/^(tel:|mailto:|https?:)/.test(href)) continue;
      const { pathname } = new URL(href, 'https://site.test/locations');
      if (/^\/blog(\/|$)/.test(pathname)) continue;
      if (!isPagePath(pathname)) broken.push(href);
      const slug = /^\/locations\/([^/]+)$/.exec(pathname)?.[1];
      if (slug && !statePages.some((p) => p.path === pathname) && !(await testPageData.city(slug))) broken.push(`${href}: no such city`);
    }
    expect(broken).toEqual([]);
  });

  it('carries BreadcrumbList JSON-LD (Home > Locations) and visible breadcrumbs', async () => {
    const { doc } = await render();
    const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>);
    const crumbs = ld.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((c) => [c.name, c.item])).toEqual([
      ['Home', `${site.origin}/`],
      ['Locations', `${site.origin}/locations`],
    ]);
    expect([...doc.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(text)).toEqual(['Home', 'Locations']);
  });

  it('still renders, with every section 500+ characters, when no city is published', async () => {
    const { status, doc } = await render(emptyPageData);
    expect(status).toBe(200);
    expect(rows(doc)).toHaveLength(0);
    for (const section of doc.querySelectorAll('main section')) expect(text(section).length).toBeGreaterThanOrEqual(SECTION_MIN_TEXT);
  });
});
