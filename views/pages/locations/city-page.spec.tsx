/**
 * @jest-environment jsdom
 */
import '../../../test/no-style-injection.js';
import '../../../test/jsdom-text-encoding.js';
import { readdirSync } from 'node:fs';
import { committedCityViews, testAssets, testPageData, testSite as site } from '../../../test/fixtures.js';
import { parseStatic, staticElement, staticElements, staticText, text } from '../../../test/rendered-page.js';
import { renderPage, sitemapEntries } from '../../app/server.js';
import { SECTION_MIN_TEXT } from '../../content/content-rules.js';
import { cityPagePath } from '../../../core/city-slug.js';
import { nearestCities } from '../../content/city-page.js';

const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));

async function render(url: string) {
  const page = await renderPage({ url, site, assets, data: testPageData });
  return { ...page, doc: new DOMParser().parseFromString(page.html, 'text/html') };
}

const cities = committedCityViews();

describe('city pages', () => {
  it('renders every city: 200, its own H1, title and description, sections of 500+ characters, no placeholder text', async () => {
    const titles = new Set<string>();
    const problems: string[] = [];
    // 320 pages: parsed with htmlparser2 (several times faster than jsdom), as only tags and text are read.
    for (const city of cities) {
      const { status, html } = await renderPage({ url: cityPagePath(city), site, assets, data: testPageData });
      const doc = parseStatic(html);
      const where = city.urlPath;
      if (status !== 200) problems.push(`${where}: ${status}`);
      const h1 = staticElements(doc, 'h1').map(staticText);
      if (h1.length !== 1 || h1[0] !== city.h1Tag) problems.push(`${where}: H1 ${JSON.stringify(h1)}`);
      const title = staticText(staticElement(doc, 'title')!);
      if (title.length > 60 || titles.has(title)) problems.push(`${where}: title "${title}"`);
      titles.add(title);
      const main = staticElement(doc, 'main')!;
      for (const section of staticElements(doc, 'main').flatMap((each) => staticElements(each, 'section'))) {
        if (staticText(section).length < SECTION_MIN_TEXT) problems.push(`${where}: section "${staticText(staticElement(section, 'h1', 'h2')!)}" is ${staticText(section).length} characters`);
      }
      if (/\b(undefined|null|NaN)\b|\s,|\(\)/.test(staticText(main))) problems.push(`${where}: placeholder text`);
      if (!html.includes(`<link rel="canonical" href="${site.origin}${cityPagePath(city)}"/>`)) problems.push(`${where}: canonical`);
    }
    expect(problems).toEqual([]);
  });

  it('declares the Service with the city and a 50-mile circle, breadcrumbs through Locations and the FAQ', async () => {
    const { doc } = await render('/locations/dallas-tx-expedite');
    const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>);
    const service = ld.find((b) => b['@type'] === 'Service') as { areaServed: Record<string, unknown>[] };
    expect(service.areaServed[0]).toMatchObject({ '@type': 'City', name: 'Dallas' });
    expect(service.areaServed[1]).toMatchObject({ '@type': 'GeoCircle', geoRadius: '50 mi', geoMidpoint: { latitude: 32.78306, longitude: -96.80667 } });
    const crumbs = ld.find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'Locations', 'Dallas, TX']);
    expect(ld.find((b) => b['@type'] === 'FAQPage')).toBeDefined();
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/media\/cities\/dallas-tx-expedite\.svg$/);
    // The quote button opens the slide-out with the city page's source; three single-open FAQ items.
    expect(text(doc.querySelector('main [data-quote-source="city_page_hero"]')!)).toBe('Get Instant Quote');
    expect(doc.querySelectorAll('details[name]')).toHaveLength(3);
  });

  it('answers an unknown city with "City not found", 404 and noindex', async () => {
    const { status, doc } = await render('/locations/atlantis-xx-expedite');
    expect(status).toBe(404);
    expect(text(doc.querySelector('h1')!)).toBe('City not found');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });

  it('redirects another spelling of a city slug to the page', async () => {
    await expect(renderPage({ url: '/locations/Dallas-TX-Expedite', site, assets, data: testPageData })).resolves.toEqual({
      status: 301,
      html: '',
      location: '/locations/dallas-tx-expedite',
    });
  });

  it('sends the usual form of a city slug to the city page that has another one (Austin)', async () => {
    await expect(renderPage({ url: '/locations/austin-tx-expedite', site, assets, data: testPageData })).resolves.toEqual({
      status: 301,
      html: '',
      location: '/locations/austin-expedite',
    });
  });

  it('lists every city in the sitemap with the date its row changed', async () => {
    const entries = (await sitemapEntries(testPageData)).filter((entry) => entry.path.startsWith('/locations/'));
    expect(entries).toHaveLength(cities.length);
    expect(entries).toContainEqual({ path: '/locations/austin-expedite', lastmod: '2026-11-22' });
  });

  it('offers the nearest other cities as other service areas', () => {
    const dallas = cities.find((c) => c.urlPath === 'dallas-tx-expedite')!;
    const near = nearestCities(dallas, cities).map((c) => c.name);
    expect(near).toHaveLength(6);
    expect(near).not.toContain('Dallas');
    expect(near.slice(0, 3)).toEqual(expect.arrayContaining(['Irving']));
  });
});
