import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { CityDataSet } from '../../src/locations/city-data.js';
import { INTERNAL_ERROR_MESSAGE } from '../../core/error-messages.js';
import { CitySeeder } from '../../src/locations/city-seeder.js';
import { CityService } from '../../src/locations/city.service.js';
import { byStateThenName, type CityListItem } from '../../src/locations/city-views.js';
import { committedCityData } from '../../src/locations/committed-city-data.js';
import { Clock } from '../../src/common/clock.js';
import { GEOCODER_MIN_INTERVAL_MS, Geocoder } from '../../src/locations/geocoder.js';
import { LocationSearchService, PREFER_INDEXES, SEARCH_SQL, searchParams } from '../../src/locations/location-search.service.js';
import { cachedPage, PageCache } from '../../src/render/page-cache.js';
import { PageData } from '../../src/render/page-data.js';
import { eventually } from '../support/wait.cjs';
import { createTestApp, type TestApp } from './app.js';
import { listen, rawRequest } from './raw-http.js';

const CITY_FIELDS = [
  'id', 'name', 'state', 'stateCode', 'urlPath', 'titleTag', 'metaDescription', 'h1Tag', 'introText',
  'airportCodes', 'industries', 'landmark', 'population', 'latitude', 'longitude',
].sort();

/** The committed data with one city changed. */
function withCity(path: string, change: Partial<CityDataSet['cities'][number]>): CityDataSet {
  const data = structuredClone(committedCityData());
  const city = data.cities.find((c) => c.urlPath === path)!;
  Object.assign(city, change);
  return data;
}

describe('cities and location search', () => {
  let testApp: TestApp;
  let origin = '';
  let em: EntityManager;
  const server = () => testApp.app.getHttpServer();
  const search = (q: string) => request(server()).get('/api/location-search').query({ q });
  const labels = async (q: string): Promise<string[]> => {
    const res = await search(q).expect(200);
    expect(res.body.success).toBe(true);
    return (res.body.suggestions as { display_name: string; country: string }[]).map((s) => s.display_name);
  };
  const cityRows = () =>
    em.fork().getConnection().execute<{ url_path: string; title_tag: string; updated_at: string }[]>('select url_path, title_tag, updated_at::text from city order by url_path');

  beforeAll(async () => {
    testApp = await createTestApp();
    origin = await listen(testApp);
    em = testApp.app.get(EntityManager).fork();
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('GET /api/cities', () => {
    it('lists every city of the committed data by state then name, in camelCase', async () => {
      const res = await request(server()).get('/api/cities').expect(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, max-age=300, stale-while-revalidate=86400');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      const cities = res.body.cities as CityListItem[];
      expect(cities.length).toBe(committedCityData().cities.length);
      expect(cities.length).toBeGreaterThanOrEqual(300);
      expect(Object.keys(cities[0]!).sort()).toEqual(CITY_FIELDS);
      expect([...cities].sort(byStateThenName)).toEqual(cities);
      const dallas = cities.find((c) => c.urlPath === 'dallas-tx-expedite');
      expect(dallas).toMatchObject({ name: 'Dallas', state: 'Texas', stateCode: 'TX' });
      expect(dallas!.airportCodes).toEqual(expect.arrayContaining(['DFW']));
      expect(typeof dallas!.latitude).toBe('number');
      expect(typeof dallas!.population).toBe('number');
      // Grouped by state: a state's cities are together.
      const states = cities.map((c) => c.state).filter((s, i, all) => s !== all[i - 1]);
      expect(new Set(states).size).toBe(states.length);
    });

    it('answers from bytes compressed once, with an ETag per encoding and 304 for the one the client holds', async () => {
      const plain = await rawRequest(`${origin}/api/cities`);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
      const br = await rawRequest(`${origin}/api/cities`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.headers.etag).not.toBe(plain.headers.etag);
      const gzip = await rawRequest(`${origin}/api/cities`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

      const notModified = await rawRequest(`${origin}/api/cities`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! } });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(br.headers.etag);
      expect(notModified.headers['cache-control']).toBe('private, max-age=300, stale-while-revalidate=86400');
      const head = await rawRequest(`${origin}/api/cities`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(Number(head.headers['content-length'])).toBe(plain.body.length);
    });
  });

  it('gives pages the cities through the page-data port, with their first photo and when they changed', async () => {
    const data = testApp.app.get(PageData);
    const dallas = await data.city('dallas-tx-expedite');
    expect(dallas).toMatchObject({
      name: 'Dallas',
      stateCode: 'TX',
      photo: { url: expect.stringMatching(/^\/media\/cities\/dallas-tx-expedite\.svg\?v=/), width: 1200, height: 630, alt: expect.stringContaining('Dallas') },
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await data.city('nowhere-xx-expedite')).toBeNull();
    const all = await data.cities();
    expect(all.map((c) => c.urlPath)).toEqual((await testApp.app.get(CityService).list()).map((c) => c.urlPath));
  });

  describe('GET /api/cities/:id/photos and the artwork', () => {
    let dallas: CityListItem;

    beforeAll(async () => {
      dallas = (await testApp.app.get(CityService).findByPath('dallas-tx-expedite'))!;
    });

    it("lists a city's photos: its generated artwork", async () => {
      const res = await request(server()).get(`/api/cities/${dallas.id}/photos`).expect(200);
      expect(res.headers['cache-control']).toBe('private, max-age=300, stale-while-revalidate=86400');
      expect(res.body).toEqual({ photos: [{ url: expect.stringMatching(/^\/media\/cities\/dallas-tx-expedite\.svg\?v=[\w-]{10}$/), originalUrl: expect.any(String) }] });
      expect(res.body.photos[0].originalUrl).toBe(res.body.photos[0].url);
    });

    it('puts a real photo added later before the artwork, and seeding leaves it alone', async () => {
      await em.getConnection().execute(
        `insert into city_photo (city_id, url, original_url, width, height, alt, position) values (?, '/media/photos/dallas-skyline.jpg', 'https://cdn.example.test/dallas.jpg', 1600, 900, 'Dallas skyline', 0)`,
        [dallas.id],
      );
      await testApp.app.get(CitySeeder).run();
      const res = await request(server()).get(`/api/cities/${dallas.id}/photos`).expect(200);
      expect(res.body.photos.map((p: { url: string }) => p.url)).toEqual(['/media/photos/dallas-skyline.jpg', expect.stringMatching(/^\/media\/cities\//)]);
      expect(res.body.photos[0].originalUrl).toBe('https://cdn.example.test/dallas.jpg');
      await em.getConnection().execute(`delete from city_photo where url = '/media/photos/dallas-skyline.jpg'`);
    });

    it.each(['abc', '0', '-1', '1.5', '0x10', '1e3', '01', '2147483648', '99999999999999999999', '%20', 'null'])('answers 400 naming id for /api/cities/%s/photos', async (id) => {
      const res = await request(server()).get(`/api/cities/${id}/photos`).expect(400);
      expect(res.body).toEqual({
        success: false,
        error: 'Invalid request: check id',
        code: 'validation_failed',
        fields: { id: 'id must be a positive integer' },
        requestId: res.headers['x-request-id'],
      });
    });

    it('answers a JSON 404 for an unknown city', async () => {
      const res = await request(server()).get('/api/cities/2147483647/photos').expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ success: false, error: 'No city with id 2147483647', code: 'not_found', requestId: res.headers['x-request-id'] });
    });

    it('serves the artwork as SVG with its length, cached for good under its versioned URL', async () => {
      const { body } = await request(server()).get(`/api/cities/${dallas.id}/photos`).expect(200);
      const url = body.photos[0].url as string;
      const res = await rawRequest(`${origin}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const svg = res.body.toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
      expect(svg).toContain('>Dallas</text>');
      expect(svg).toContain('>TX</text>');
      expect(svg).toContain('DFW');
      expect(svg).toContain('#0b2545');
      expect(svg).toContain('#f4a259');
      expect(res.body.length).toBeLessThan(8000);

      const br = await rawRequest(`${origin}${url}`, { headers: { 'Accept-Encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(svg);
      const again = await rawRequest(`${origin}${url}`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! } });
      expect(again.status).toBe(304);

      const unversioned = await rawRequest(`${origin}/media/cities/dallas-tx-expedite.svg`);
      expect(unversioned.status).toBe(200);
      expect(unversioned.headers['cache-control']).toBe('public, max-age=86400');
      expect(unversioned.body.toString('utf8')).toBe(svg);
    });

    it.each(['/media/cities/nowhere-xx-expedite.svg', '/media/cities/Dallas-TX-Expedite.svg', '/media/cities/dallas-tx-expedite.png', '/media/cities/..%2Fsecret.svg', '/media/cities/texas/dallas.svg'])(
      'answers a plain 404 for %s',
      async (path) => {
        const res = await rawRequest(`${origin}${path}`);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).not.toMatch(/svg/);
      },
    );
  });

  describe('GET /api/location-search', () => {
    it('puts Dallas first for "dal", then its airports and ZIP codes', async () => {
      const found = await labels('dal');
      expect(found[0]).toBe('Dallas, TX, USA');
      expect(found).toEqual(expect.arrayContaining(['DAL - Dallas Love Field, TX, USA', expect.stringMatching(/^DFW - /)]));
      expect(found.length).toBeLessThanOrEqual(8);
      expect(await labels('  DALLAS  ')).toEqual(await labels('dallas'));
    });

    it('finds an airport by its code, first', async () => {
      expect((await labels('jfk'))[0]).toMatch(/^JFK - John F\.? Kennedy International Airport, NY, USA$/);
      expect((await labels('DFW'))[0]).toMatch(/^DFW - Dallas.Fort Worth International Airport, TX, USA$/);
      // A city whose name starts with the letters stays ahead of the airport with that code.
      const den = await labels('den');
      expect(den.slice(0, 2)).toEqual(['Denver, CO, USA', 'DEN - Denver International Airport, CO, USA']);
    });

    it('finds ZIP codes by their first digits, and a whole ZIP code first', async () => {
      const found = await labels('752');
      expect(found.length).toBeGreaterThan(0);
      for (const label of found) expect(label).toMatch(/^752\d\d Dallas, TX, USA$/);
      const dallasZip = committedCityData().cities.find((c) => c.urlPath === 'dallas-tx-expedite')!.zipCodes[0]!;
      expect((await labels(dallasZip))[0]).toBe(`${dallasZip} Dallas, TX, USA`);
    });

    it('finds later words and close spellings', async () => {
      expect((await labels('worth'))[0]).toBe('Fort Worth, TX, USA');
      expect(await labels('kenedy')).toEqual(expect.arrayContaining([expect.stringMatching(/^JFK - /)]));
      expect((await labels('Dalas'))[0]).toBe('Dallas, TX, USA');
      expect((await labels('new york'))[0]).toBe('New York, NY, USA');
    });

    it('answers JSON that a CDN may keep 5 minutes, to GET and HEAD, with or without a trailing slash; no other method', async () => {
      const res = await search('dal').expect(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, max-age=300');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
      const head = await request(server()).head('/api/location-search?q=dal').expect(200);
      expect(head.headers['content-length']).toBe(res.headers['content-length']);
      expect(head.text).toBeUndefined();
      const slash = await request(server()).get('/api/location-search/?q=dal').expect(200);
      expect(slash.body).toEqual(res.body);
      for (const method of ['post', 'put', 'delete'] as const) {
        const other = await request(server())[method]('/api/location-search?q=dal').set('Content-Type', 'application/json').send('{}');
        expect(other.status).toBe(404);
        expect(other.body).toMatchObject({ success: false, requestId: other.headers['x-request-id'] });
      }
    });

    it('answers 500 with the request id, never the SQL, when the database fails', async () => {
      const service = testApp.app.get(LocationSearchService);
      service.clearCache();
      const local = jest.spyOn(service as unknown as { local(key: string): Promise<unknown> }, 'local').mockRejectedValueOnce(new Error('select label from gazetteer_place where ... dal'));
      try {
        const res = await search('dallas').expect(500);
        expect(res.body).toEqual({ success: false, error: INTERNAL_ERROR_MESSAGE, requestId: res.headers['x-request-id'] });
        expect(JSON.stringify(res.body)).not.toContain('gazetteer');
        // The failure was not kept: the next search reads the database again.
        expect((await labels('dallas'))[0]).toBe('Dallas, TX, USA');
      } finally {
        local.mockRestore();
      }
    });

    it('answers at most 8 suggestions, each with its country', async () => {
      const res = await search('san').expect(200);
      expect(res.body.suggestions).toHaveLength(8);
      for (const s of res.body.suggestions) expect(s).toEqual({ display_name: expect.any(String), country: 'United States' });
    });

    it('answers no suggestions under 3 characters, without asking the database', async () => {
      testApp.app.get(LocationSearchService).clearCache();
      const service = testApp.app.get(LocationSearchService) as unknown as { local(key: string): Promise<unknown> };
      const local = jest.spyOn(service, 'local');
      try {
        for (const path of ['/api/location-search', '/api/location-search?q=', '/api/location-search?q=da', '/api/location-search?q=%20%20da%20%20', '/api/location-search?q=%25%25%25', '/api/location-search?q=a.b']) {
          const res = await request(server()).get(path).expect(200);
          expect(res.body).toEqual({ success: true, suggestions: [] });
        }
        expect(local).not.toHaveBeenCalled();
        await search('dal').expect(200);
        expect(local).toHaveBeenCalledTimes(1);
      } finally {
        local.mockRestore();
      }
    });

    it('answers 400 naming q for a query over 100 characters or with control characters', async () => {
      await search('x'.repeat(100)).expect(200);
      for (const q of ['x'.repeat(101), 'dal\u0000las', 'dal\nlas', 'dal\u0085las']) {
        const res = await search(q).expect(400);
        expect(res.body).toMatchObject({ success: false, code: 'validation_failed', fields: { q: expect.any(String) }, requestId: res.headers['x-request-id'] });
      }
    });

    it.each([
      ['an array (q[]=)', 'q[]=dallas', 400, 'q[]'],
      ['q twice', 'q=dal&q=las', 400, 'q'],
      ['an object (q[a]=)', 'q[a]=1', 400, 'q[a]'],
      ['an unknown parameter', 'other=1', 400, 'other'],
      ['bytes that are not UTF-8', 'q=%ff%fe%fd', 200, undefined],
      ['a broken escape', 'q=%', 200, undefined],
      ['a cut UTF-8 escape', 'q=%E0%A4%A', 200, undefined],
      ['NUL', 'q=%00', 400, 'q'],
      ['5000 escaped characters', `q=${'%41'.repeat(5000)}`, 400, 'q'],
    ])('never answers 500 for %s', async (_what, query, status, field) => {
      const res = await request(server()).get(`/api/location-search?${query}`);
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(status === 200);
      if (field) expect(Object.keys(res.body.fields)).toEqual([field]);
      if (status === 400) expect(res.body.requestId).toBe(res.headers['x-request-id']);
    });

    it('reads an index for every kind of hit', async () => {
      const plan = await em.fork().transactional(async (tx) => {
        await tx.execute(PREFER_INDEXES);
        return (await tx.execute<{ 'QUERY PLAN': string }[]>(`explain ${SEARCH_SQL}`, searchParams('dal'))).map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).not.toMatch(/Seq Scan/);
      expect(plan).toContain('gazetteer_place_code_kind_unique');
      expect(plan).toContain('gazetteer_place_search_key_prefix_index');
      expect(plan).toContain('gazetteer_place_search_key_trgm_index');
    });

    it('answers a repeated query from memory, and asks the database again once the seeder changed places', async () => {
      const service = testApp.app.get(LocationSearchService);
      service.clearCache();
      const local = jest.spyOn(service as unknown as { local(key: string): Promise<unknown> }, 'local');
      try {
        const first = await labels('dall');
        expect(first[0]).toBe('Dallas, TX, USA');
        expect(await labels('dall')).toEqual(first);
        expect(await labels(' DALL ')).toEqual(first);
        expect(local).toHaveBeenCalledTimes(1);
        await testApp.app.get(CitySeeder).run(withCity('dallas-tx-expedite', { population: 1300093 }));
        expect(await labels('dall')).toEqual(first);
        expect(local).toHaveBeenCalledTimes(2);
      } finally {
        local.mockRestore();
        await testApp.app.get(CitySeeder).run();
      }
    });

    it('asks no upstream geocoder unless GEOCODER_URL is set', async () => {
      expect(testApp.app.get(Geocoder).enabled).toBe(false);
      expect(await labels('zzyzx')).toEqual([]);
    });
  });

  describe('seeding', () => {
    it('changes nothing when run again: no row written, no page dropped', async () => {
      const cache = testApp.app.get(PageCache);
      const invalidate = jest.spyOn(cache, 'invalidate');
      try {
        const before = await cityRows();
        const counts = await testApp.app.get(CitySeeder).run();
        expect(counts).toMatchObject({ citiesChanged: 0, gazetteerChanged: 0 });
        expect(await cityRows()).toEqual(before);
        expect(invalidate).not.toHaveBeenCalled();
      } finally {
        invalidate.mockRestore();
      }
    });

    it('updates a changed city (and its updated_at), drops the city pages and the sitemap, and serves the new data', async () => {
      const cache = testApp.app.get(PageCache);
      const seeder = testApp.app.get(CitySeeder);
      const page = await cachedPage(200, '<!DOCTYPE html><p>cached</p>');
      for (const path of ['/locations', '/locations/dallas-tx-expedite', '/sitemap.xml', '/']) cache.set(path, page);
      const listBefore = await rawRequest(`${origin}/api/cities`);
      const rowsBefore = await cityRows();
      const invalidate = jest.spyOn(cache, 'invalidate');
      try {
        const counts = await seeder.run(withCity('dallas-tx-expedite', { titleTag: 'Dallas Expedite, Changed' }));
        expect(counts).toMatchObject({ citiesChanged: 1, gazetteerChanged: 0 });
        expect(invalidate.mock.calls.map((c) => c[0]).sort()).toEqual(['/locations', '/sitemap.xml']);
        expect(cache.get('/locations')).toBeUndefined();
        expect(cache.get('/locations/dallas-tx-expedite')).toBeUndefined();
        expect(cache.get('/sitemap.xml')).toBeUndefined();
        expect(cache.get('/')).toBeDefined();

        const rowsAfter = await cityRows();
        const changed = rowsAfter.filter((row, i) => row.updated_at !== rowsBefore[i]!.updated_at);
        expect(changed.map((r) => r.url_path)).toEqual(['dallas-tx-expedite']);
        expect(changed[0]!.title_tag).toBe('Dallas Expedite, Changed');
        expect(Date.parse(changed[0]!.updated_at)).toBeGreaterThan(Date.parse(rowsBefore.find((r) => r.url_path === 'dallas-tx-expedite')!.updated_at));

        const listAfter = await rawRequest(`${origin}/api/cities`);
        expect(listAfter.headers.etag).not.toBe(listBefore.headers.etag);
        const stale = await rawRequest(`${origin}/api/cities`, { headers: { 'If-None-Match': listBefore.headers.etag! } });
        expect(stale.status).toBe(200);
        const cities = JSON.parse(listAfter.body.toString('utf8')).cities as CityListItem[];
        expect(cities.find((c) => c.urlPath === 'dallas-tx-expedite')!.titleTag).toBe('Dallas Expedite, Changed');

        invalidate.mockClear();
        await seeder.run();
        expect(invalidate).toHaveBeenCalledWith('/locations');
        expect((await cityRows()).find((r) => r.url_path === 'dallas-tx-expedite')!.title_tag).not.toBe('Dallas Expedite, Changed');
      } finally {
        invalidate.mockRestore();
        cache.clear();
      }
    });

    it('restores a city row edited by hand, and replaces the artwork when the facts it shows change', async () => {
      const seeder = testApp.app.get(CitySeeder);
      await em.getConnection().execute(`update city set landmark = 'edited by hand' where url_path = 'dallas-tx-expedite'`);
      expect(await seeder.run()).toMatchObject({ citiesChanged: 1 });
      expect(await seeder.run()).toMatchObject({ citiesChanged: 0 });

      const artworkUrls = async () =>
        (await em.getConnection().execute<{ url: string }[]>(`select p.url from city_photo p join city c on c.id = p.city_id where c.url_path = 'dallas-tx-expedite'`)).map((r) => r.url);
      const [before] = await artworkUrls();
      await seeder.run(withCity('dallas-tx-expedite', { airportCodes: ['DAL'] }));
      const after = await artworkUrls();
      expect(after).toHaveLength(1);
      expect(after[0]).not.toBe(before);
      const svg = await rawRequest(`${origin}${after[0]}`);
      expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(svg.body.toString('utf8')).not.toContain('DFW');
      await seeder.run();
      expect(await artworkUrls()).toEqual([before]);
    });

    it('removes a city no longer in the data, with its photos and places', async () => {
      const seeder = testApp.app.get(CitySeeder);
      const data = structuredClone(committedCityData());
      const gone = data.cities.pop()!;
      await seeder.run(data);
      const count = async (sql: string) => Number((await em.getConnection().execute<{ n: string }[]>(sql, [gone.urlPath]))[0]!.n);
      expect(await count('select count(*) as n from city where url_path = ?')).toBe(0);
      expect(await count(`select count(*) as n from gazetteer_place where kind = 'city' and code = ?`)).toBe(0);
      await seeder.run();
      expect(await count('select count(*) as n from city where url_path = ?')).toBe(1);
    });

    // How long seeding takes is not asserted: a timed test flakes on a busy machine (measured figures are in
    // docs/product.md#18-cities-and-location-search).
    it('seeds every city, photo and place into empty tables, then finds nothing to change', async () => {
      await em.getConnection().execute('delete from city');
      await em.getConnection().execute('delete from gazetteer_place');
      const counts = await testApp.app.get(CitySeeder).run();
      const data = committedCityData();
      expect(counts).toMatchObject({ cities: data.cities.length, cityPhotos: data.cities.length, citiesChanged: data.cities.length });
      expect(counts.gazetteerPlaces).toBeGreaterThan(data.cities.length + data.airports.length);
      expect(counts.gazetteerChanged).toBe(counts.gazetteerPlaces);
      expect(await testApp.app.get(CitySeeder).run()).toMatchObject({ citiesChanged: 0, gazetteerChanged: 0 });
    });
  });
});

/** A Nominatim stand-in: "hang" never answers, "boom" answers 500, anything else two places. */
function stubGeocoder(): { server: Server; requests: IncomingMessage[]; url: () => string } {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    const q = new URL(req.url ?? '/', 'http://stub').searchParams.get('q') ?? '';
    if (q.includes('hang')) return; // never answers
    if (q.includes('boom')) {
      res.writeHead(500).end('upstream broke');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify([
        { display_name: 'Kennedy, Bexar County, Texas, United States', address: { country: 'United States' } },
        { display_name: 'JFK - John F. Kennedy International Airport, NY, USA' },
        { display_name: 'kennedy, bexar county, texas, united states' },
        { display_name: 'Bad\u0000name' },
        { nothing: true },
        { display_name: 'Kennedy Town, Hong Kong' },
      ]),
    );
  });
  return { server, requests, url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/search` };
}

describe('location search with an upstream geocoder', () => {
  let testApp: TestApp;
  const stub = stubGeocoder();
  const suggestions = async (q: string) => {
    const res = await request(testApp.app.getHttpServer()).get('/api/location-search').query({ q }).expect(200);
    expect(res.body.success).toBe(true);
    return (res.body.suggestions as { display_name: string; country: string }[]);
  };

  /** The site's time as the geocoder's one-request-a-second limit reads it, which the tests step instead of waiting. */
  let clock = 0;
  const nextSecond = () => (clock += GEOCODER_MIN_INTERVAL_MS);

  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    // Long enough for the stub's answers on a busy machine (a late answer would be dropped as a timeout), and
    // no longer: the hanging stub costs its test this much.
    testApp = await createTestApp({ GEOCODER_URL: stub.url(), GEOCODER_TIMEOUT_MS: '2000' });
    jest.spyOn(testApp.app.get(Clock), 'now').mockImplementation(() => clock);
  });

  afterAll(async () => {
    await testApp.close();
    stub.server.closeAllConnections();
    await new Promise((resolve) => stub.server.close(resolve));
    delete process.env.GEOCODER_URL;
    delete process.env.GEOCODER_TIMEOUT_MS;
  });

  it('is asked when local places give fewer than 3 suggestions; its answers follow, without duplicates', async () => {
    nextSecond();
    const found = await suggestions('kenedy');
    expect(found).toEqual([
      { display_name: 'JFK - John F. Kennedy International Airport, NY, USA', country: 'United States' },
      { display_name: 'Kennedy, Bexar County, Texas, United States', country: 'United States' },
      { display_name: 'Kennedy Town, Hong Kong', country: 'Hong Kong' },
    ]);
    expect(stub.requests).toHaveLength(1);
    const asked = new URL(stub.requests[0]!.url!, 'http://stub');
    expect(asked.pathname).toBe('/search');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ q: 'kenedy', format: 'jsonv2', addressdetails: '1', limit: '8', countrycodes: 'us' });
    expect(stub.requests[0]!.headers['user-agent']).toMatch(/^Test Expedite location search/);

    // Kept: the same query does not ask again.
    nextSecond();
    expect(await suggestions('  Kenedy ')).toHaveLength(3);
    expect(stub.requests).toHaveLength(1);
  });

  it('is not asked when local places are enough', async () => {
    nextSecond();
    expect((await suggestions('dal'))[0]!.display_name).toBe('Dallas, TX, USA');
    expect(stub.requests).toHaveLength(1);
  });

  it('answers with local places only when the geocoder hangs past GEOCODER_TIMEOUT_MS, and gives up on it', async () => {
    nextSecond();
    expect(await suggestions('hangzhou')).toEqual([]);
    expect(stub.requests).toHaveLength(2);
    // The stub never answered: the site answered without it and closed the request it had sent.
    await eventually(() => stub.requests[1]!.socket.destroyed, { timeoutMs: 10_000, what: 'the site to close its request to the hanging geocoder' });
  });

  it('answers with local places only when the geocoder fails', async () => {
    nextSecond();
    const found = await suggestions('jfk boom');
    expect(stub.requests).toHaveLength(3);
    expect(found.every((s) => s.country === 'United States')).toBe(true);
  });

  it('asks at most once a second', async () => {
    nextSecond();
    await Promise.all([suggestions('zzyzx one'), suggestions('zzyzx two'), suggestions('zzyzx three')]);
    expect(stub.requests).toHaveLength(4);
    // Less than a second after the last request it is not asked; a second after, it is.
    clock += GEOCODER_MIN_INTERVAL_MS - 1;
    await suggestions('zzyzx four');
    expect(stub.requests).toHaveLength(4);
    clock += 1;
    await suggestions('zzyzx five');
    expect(stub.requests).toHaveLength(5);
  });
});
