import { US_STATES } from '../../core/us-states.js';
import { parseCityData } from './city-data.js';
import { committedCityData } from './committed-city-data.js';

const city = {
  name: 'Dallas',
  state: 'Texas',
  stateCode: 'TX',
  urlPath: 'dallas-tx-expedite',
  population: 1304379,
  latitude: 32.78306,
  longitude: -96.80667,
  airportCodes: ['DFW'],
  zipCodes: ['75201'],
  industries: ['Logistics'],
  landmark: 'near DFW',
  titleTag: 'Dallas',
  metaDescription: 'Dallas',
  h1Tag: 'Dallas',
  introText: 'Dallas',
};
const airport = { iata: 'DFW', name: 'Dallas Fort Worth International Airport', city: 'Dallas', stateCode: 'TX', latitude: 32.9, longitude: -97 };

describe('city data', () => {
  it('reads the committed files: 300+ cities in known states, airports for every airport code they name', () => {
    const { cities, airports } = committedCityData();
    expect(cities.length).toBeGreaterThanOrEqual(300);
    const states = new Map(US_STATES.map((s) => [s.code, s.name]));
    for (const c of cities) expect(states.get(c.stateCode)).toBe(c.state);
    const codes = new Set(airports.map((a) => a.iata));
    for (const c of cities) for (const code of c.airportCodes) expect(codes).toContain(code);
    expect(cities.find((c) => c.urlPath === 'dallas-tx-expedite')).toMatchObject({ name: 'Dallas', stateCode: 'TX' });
  });

  it('accepts a bare list or one under its key, and keeps only the known fields', () => {
    const data = parseCityData({ sources: [], cities: [{ ...city, extra: 1 }] }, { sources: [], airports: [{ ...airport, size: 'large' }] });
    expect(data.cities[0]).toEqual(city);
    expect(data.airports[0]).toEqual(airport);
    expect(parseCityData([city], [airport]).cities).toHaveLength(1);
  });

  it('names the record and fields at fault', () => {
    expect(() => parseCityData({ cities: [city, { ...city, urlPath: 'Bad Path', population: -1 }] }, [])).toThrow('City 1 (Bad Path) has bad urlPath, population');
    expect(() => parseCityData({ cities: [city, city] }, [])).toThrow('City path dallas-tx-expedite appears twice');
    expect(() => parseCityData({ cities: [{ ...city, name: 'Dal\u0000las' }] }, [])).toThrow(/bad name/);
    expect(() => parseCityData({}, [])).toThrow(/no "cities" list/);
    expect(() => parseCityData({ cities: [] }, [{ ...airport, iata: 'dfw' }])).toThrow(/Airport 0 \(dfw\) has bad iata/);
  });
});
