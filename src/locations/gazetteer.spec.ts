import type { CityDataSet, CitySource } from './city-data.js';
import { committedCityData } from './committed-city-data.js';
import { AIRPORT_WEIGHT, gazetteerRows } from './gazetteer.seed.js';

const city = (name: string, stateCode: string, population: number, zipCodes: string[]): CitySource => ({
  name,
  state: 'Texas',
  stateCode,
  urlPath: `${name.toLowerCase().replace(/\W+/g, '-')}-${stateCode.toLowerCase()}-expedite`,
  population,
  latitude: 32,
  longitude: -97,
  airportCodes: [],
  zipCodes,
  industries: [],
  landmark: 'x',
  titleTag: 'x',
  metaDescription: 'x',
  h1Tag: 'x',
  introText: 'x',
});

describe('gazetteer rows', () => {
  const data: CityDataSet = {
    cities: [city('Irving', 'TX', 250000, ['75038', '75201']), city('Dallas', 'TX', 1300000, ['75201', '75202'])],
    airports: [{ iata: 'DFW', name: 'Dallas/Fort Worth International Airport', city: 'Dallas-Fort Worth', stateCode: 'TX', latitude: 32.9, longitude: -97 }],
  };

  it('has a row per city, ZIP code and airport, with labels as suggestions show them', () => {
    expect(gazetteerRows(data)).toEqual([
      { kind: 'city', code: 'dallas-tx-expedite', label: 'Dallas, TX, USA', search_key: 'dallas tx', weight: 1300000 },
      { kind: 'zip', code: '75201', label: '75201 Dallas, TX, USA', search_key: '75201 dallas tx', weight: 1300000 },
      { kind: 'zip', code: '75202', label: '75202 Dallas, TX, USA', search_key: '75202 dallas tx', weight: 1300000 },
      { kind: 'city', code: 'irving-tx-expedite', label: 'Irving, TX, USA', search_key: 'irving tx', weight: 250000 },
      { kind: 'zip', code: '75038', label: '75038 Irving, TX, USA', search_key: '75038 irving tx', weight: 250000 },
      {
        kind: 'airport',
        code: 'dfw',
        label: 'DFW - Dallas/Fort Worth International Airport, TX, USA',
        search_key: 'dallas fort worth international airport dallas fort worth tx dfw',
        weight: AIRPORT_WEIGHT,
      },
    ]);
  });

  it('gives each code of a kind one row in the committed data', () => {
    const rows = gazetteerRows(committedCityData());
    expect(new Set(rows.map((r) => `${r.kind}:${r.code}`)).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(2000);
    for (const row of rows) {
      expect(row.search_key).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
      expect(row.label.length).toBeLessThanOrEqual(200);
    }
  });
});
