import { CitySeeder } from '../../src/locations/city-seeder.js';
import type { CityDataSet } from '../../src/locations/city-data.js';
import { committedCityData } from '../../src/locations/committed-city-data.js';
import { createTestApp, type TestApp } from './app.js';
import { listen, rawRequest } from './raw-http.js';

// City pages read their rows through the page-data port (docs/product.md#19-city-pages): rendered by the
// real views bundle from the seeded database, and fresh again as soon as the seeder changes a row.

function withCity(path: string, change: Partial<CityDataSet['cities'][number]>): CityDataSet {
  const data = structuredClone(committedCityData());
  Object.assign(data.cities.find((c) => c.urlPath === path)!, change);
  return data;
}

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('city pages through the page-data port', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    origin = await listen(testApp);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('renders a city from its row: H1, canonical, the city in the Service JSON-LD', async () => {
    const res = await rawRequest(`${origin}/locations/dallas-tx-expedite`);
    expect(res.status).toBe(200);
    const html = res.body.toString('utf8');
    expect(h1(html)).toBe('Expedited Freight &amp; Courier Services in Dallas, TX');
    expect(html).toContain('/locations/dallas-tx-expedite"/>');
    expect(html).toContain('"@type":"GeoCircle"');
  });

  it('shows the new row after the seeder changes it, without a restart', async () => {
    const seeder = testApp.app.get(CitySeeder);
    const path = `${origin}/locations/austin-expedite`;
    expect(h1((await rawRequest(path)).body.toString('utf8'))).toBe('Expedited Freight &amp; Courier Services in Austin, TX');
    // The second request is answered from the page cache; the seeder must drop it.
    expect((await rawRequest(path)).status).toBe(200);
    try {
      await seeder.run(withCity('austin-expedite', { h1Tag: 'Austin Expedited Freight, Edited' }));
      expect(h1((await rawRequest(path)).body.toString('utf8'))).toBe('Austin Expedited Freight, Edited');
    } finally {
      await seeder.run();
    }
    expect(h1((await rawRequest(path)).body.toString('utf8'))).toBe('Expedited Freight &amp; Courier Services in Austin, TX');
  });

  it('answers an unknown city with the "City not found" page: 404, noindex', async () => {
    const res = await rawRequest(`${origin}/locations/atlantis-xx-expedite`);
    expect(res.status).toBe(404);
    const html = res.body.toString('utf8');
    expect(h1(html)).toBe('City not found');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it('redirects another spelling of the slug to the city page, keeping the query', async () => {
    const res = await rawRequest(`${origin}/locations/Dallas-TX-Expedite?utm_source=x`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/locations/dallas-tx-expedite?utm_source=x');
  });

  it('lists every city page in the sitemap with its lastmod', async () => {
    const xml = (await rawRequest(`${origin}/sitemap.xml`)).body.toString('utf8');
    expect(xml).toMatch(/<loc>[^<]*\/locations\/austin-expedite<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml.match(/\/locations\/[a-z0-9-]+-expedite</g)?.length).toBe(committedCityData().cities.length);
  });
});
