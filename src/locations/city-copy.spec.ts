import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { citySlug, slugify } from '../../core/city-slug.js';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '../../core/meta-lengths.js';
import {
  AIRPORT_RADIUS_KM,
  cityCopy,
  cityIndustries,
  distanceKm,
  INTRO_MAX,
  INTRO_MIN,
  nearestAirports,
  populationBand,
  populationText,
  STATE_INDUSTRIES,
  type AirportRecord,
  type CityFacts,
  type CityRecord,
} from './city-copy.js';
import { US_STATES } from '../../core/us-states.js';

const LENGTHS = { title: TITLE_LENGTH, description: DESCRIPTION_LENGTH };

interface Source {
  package: string;
  version: string;
  license: string;
}

const data = (file: string): unknown => JSON.parse(readFileSync(join(__dirname, 'data', file), 'utf8'));
const citiesFile = data('cities.json') as { sources: Source[]; cities: CityRecord[] };
const airportsFile = data('airports.json') as { sources: Source[]; airports: AirportRecord[] };
const cities = citiesFile.cities;
const airports = airportsFile.airports;
const airportByCode = new Map(airports.map((a) => [a.iata, a]));
const stateByCode = new Map(US_STATES.map((s) => [s.code, s]));

const find = (name: string, stateCode: string): CityRecord | undefined =>
  cities.find((c) => c.name === name && c.stateCode === stateCode);

/** The facts the generator gave the copy module, rebuilt from the committed record. */
function factsOf(city: CityRecord): CityFacts {
  return {
    name: city.name,
    state: city.state,
    stateCode: city.stateCode,
    population: city.population,
    airports: nearestAirports(city.latitude, city.longitude, airports),
  };
}

const NAMED: Record<string, string[]> = {
  TX: ['Dallas', 'Houston', 'San Antonio', 'Austin', 'Fort Worth', 'El Paso', 'Arlington', 'Corpus Christi', 'Plano', 'Laredo'],
  OH: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton', 'Parma', 'Canton'],
  MI: ['Detroit', 'Grand Rapids', 'Warren', 'Sterling Heights', 'Ann Arbor', 'Lansing', 'Flint', 'Dearborn'],
  IL: ['Chicago', 'Aurora', 'Naperville', 'Joliet', 'Rockford', 'Springfield', 'Elgin', 'Peoria'],
  DC: ['Washington'],
  NY: ['New York'],
  CA: ['Los Angeles'],
  GA: ['Atlanta'],
  FL: ['Miami', 'Orlando'],
  NC: ['Charlotte'],
};

const COPY_FIELDS = ['titleTag', 'metaDescription', 'h1Tag', 'introText', 'landmark'] as const;

/** Words and marks that betray a missing value, a template hole or text that belongs to configuration. */
const FORBIDDEN = [
  /undefined/i, /\bnull\b/i, /\bNaN\b/, /\[object/, /\bTODO\b/i, /lorem/i, /\$\{/, /[{}]/,
  /\s{2}/, /^\s|\s$/, /\s[,.;:]/, /,,|\.\.|\(\s*\)|,\s*\./,
  /@/, /\(\d{3}\)\s*\d{3}-\d{4}/, /\d{3}-\d{3}-\d{4}/, /Blue Ridge/i,
];

/** Sentences of a text, ignoring periods inside names ("St. Louis", "Gerald R. Ford"). */
function sentenceCount(text: string, names: readonly string[]): number {
  let plain = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) plain = plain.split(name).join('X');
  return plain.split(/[.!?](?:\s+|$)/).filter((s) => s.trim().length > 0).length;
}

describe('city data (src/locations/data)', () => {
  it('lists at least 300 cities across every state and DC', () => {
    expect(cities.length).toBeGreaterThanOrEqual(300);
    const states = new Set(cities.map((c) => c.stateCode));
    expect(states.has('DC')).toBe(true);
    expect([...states].filter((s) => s !== 'DC').length).toBeGreaterThanOrEqual(45);
    expect(US_STATES.filter((s) => !states.has(s.code)).map((s) => s.code)).toEqual([]);
  });

  it('holds every city the site names, in its state', () => {
    const missing = Object.entries(NAMED).flatMap(([st, names]) => names.filter((n) => !find(n, st)).map((n) => `${n}, ${st}`));
    expect(missing).toEqual([]);
    expect(find('Washington', 'DC')?.state).toBe('District of Columbia');
  });

  it('gives each city a unique, well-formed address; Austin keeps austin-expedite', () => {
    expect(find('Austin', 'TX')?.urlPath).toBe('austin-expedite');
    expect(find('Dallas', 'TX')?.urlPath).toBe('dallas-tx-expedite');
    for (const c of cities) {
      if (c.name === 'Austin' && c.stateCode === 'TX') continue;
      expect(c.urlPath).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}-expedite$/);
      expect(c.urlPath).toBe(`${slugify(c.name)}-${c.stateCode.toLowerCase()}-expedite`);
    }
    expect(new Set(cities.map((c) => c.urlPath)).size).toBe(cities.length);
    expect(new Set(cities.map((c) => `${c.stateCode}|${c.name}`)).size).toBe(cities.length);
  });

  it('records facts of the right shape', () => {
    for (const c of cities) {
      const state = stateByCode.get(c.stateCode);
      expect(state?.name).toBe(c.state);
      expect(Number.isInteger(c.population) && c.population > 0).toBe(true);
      for (const [value, limit] of [[c.latitude, 90], [c.longitude, 180]] as const) {
        expect(Math.abs(value)).toBeLessThanOrEqual(limit);
        expect(Math.round(value * 1e5) / 1e5).toBe(value);
      }
      expect(c.zipCodes.length).toBeGreaterThanOrEqual(1);
      expect(c.zipCodes.length).toBeLessThanOrEqual(5);
      expect(c.zipCodes.every((z) => /^\d{5}$/.test(z))).toBe(true);
      expect([...c.zipCodes].sort()).toEqual(c.zipCodes);
      expect(c.industries.length).toBeGreaterThanOrEqual(3);
      expect(c.industries.length).toBeLessThanOrEqual(5);
    }
  });

  it('lists 1-3 airports with scheduled service within reach, nearest first, all in airports.json', () => {
    for (const c of cities) {
      expect(c.airportCodes.length).toBeGreaterThanOrEqual(1);
      expect(c.airportCodes.length).toBeLessThanOrEqual(3);
      const distances = c.airportCodes.map((code) => {
        const a = airportByCode.get(code);
        expect(a).toBeDefined();
        return Math.round(distanceKm(c.latitude, c.longitude, a!.latitude, a!.longitude) * 10) / 10;
      });
      expect(distances.every((d) => d <= AIRPORT_RADIUS_KM)).toBe(true);
      expect([...distances].sort((x, y) => x - y)).toEqual(distances);
    }
    expect(find('Dallas', 'TX')?.airportCodes).toContain('DFW');
    expect(find('Chicago', 'IL')?.airportCodes).toContain('ORD');
    expect(find('New York', 'NY')?.airportCodes).toContain('JFK');
    expect(find('Houston', 'TX')?.airportCodes).toContain('IAH');
    expect(find('Washington', 'DC')?.airportCodes).toContain('DCA');
  });

  it('airports.json seeds the gazetteer: unique IATA codes, US states, JFK findable', () => {
    expect(airports.length).toBeGreaterThanOrEqual(300);
    expect(new Set(airports.map((a) => a.iata)).size).toBe(airports.length);
    for (const a of airports) {
      expect(a.iata).toMatch(/^[A-Z]{3}$/);
      expect(stateByCode.has(a.stateCode)).toBe(true);
      expect(a.name.length).toBeGreaterThan(0);
      expect(['large', 'medium']).toContain(a.size);
    }
    expect(airportByCode.get('JFK')?.name).toMatch(/John F\.? Kennedy International/);
    expect(airportByCode.get('JFK')?.stateCode).toBe('NY');
    expect(airportByCode.get('ORD')?.stateCode).toBe('IL');
  });

  it('names the packages it came from, with version and license', () => {
    for (const file of [citiesFile, airportsFile]) {
      expect(file.sources.length).toBeGreaterThan(0);
      for (const s of file.sources) {
        expect(s.package).toMatch(/^[a-z0-9@/.-]+$/);
        expect(s.version).toMatch(/^\d+\.\d+\.\d+/);
        expect(s.license.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('city copy over every city', () => {
  it('is what the copy module makes of the city facts (the committed file is up to date)', () => {
    for (const c of cities) {
      const facts = factsOf(c);
      expect(facts.airports.map((a) => a.code)).toEqual(c.airportCodes);
      expect(citySlug(c.name, c.stateCode)).toBe(c.urlPath);
      const copy = cityCopy(facts, LENGTHS);
      expect({ ...copy }).toEqual({
        titleTag: c.titleTag,
        metaDescription: c.metaDescription,
        h1Tag: c.h1Tag,
        introText: c.introText,
        industries: c.industries,
        landmark: c.landmark,
      });
    }
  });

  it('keeps titles, descriptions and intros within their lengths', () => {
    for (const c of cities) {
      expect(c.titleTag.length).toBeLessThanOrEqual(TITLE_LENGTH.max);
      expect(c.metaDescription.length).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect(c.metaDescription.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
      expect(c.introText.length).toBeGreaterThanOrEqual(INTRO_MIN);
      expect(c.introText.length).toBeLessThanOrEqual(INTRO_MAX);
      expect(c.h1Tag.length).toBeGreaterThan(0);
      const names = [c.name, ...c.airportCodes.map((code) => airportByCode.get(code)!.name)];
      const sentences = sentenceCount(c.introText, names);
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(3);
    }
  });

  it('gives every city its own title, description, H1 and intro', () => {
    for (const field of ['titleTag', 'metaDescription', 'h1Tag', 'introText'] as const) {
      expect(new Set(cities.map((c) => c[field])).size).toBe(cities.length);
    }
  });

  it('names the city, its state code, its size and its nearest airport', () => {
    for (const c of cities) {
      const place = `${c.name}, ${c.stateCode}`;
      const nearest = airportByCode.get(c.airportCodes[0])!;
      for (const text of [c.titleTag, c.metaDescription, c.h1Tag, c.introText]) expect(text).toContain(place);
      expect(c.introText).toContain(`${populationBand(c.population)} city of more than ${populationText(c.population)} residents`);
      expect(c.introText).toContain(`${nearest.name} (${nearest.iata})`);
      expect(c.metaDescription).toContain(nearest.iata);
      expect(c.landmark).toBe(`near ${nearest.name} (${nearest.iata})`);
    }
  });

  it('has no placeholder, empty phrase, doubled space or configuration value', () => {
    for (const c of cities) {
      for (const text of [...COPY_FIELDS.map((f) => c[f]), ...c.industries]) {
        expect(text.length).toBeGreaterThan(0);
        for (const pattern of FORBIDDEN) {
          if (pattern.test(text)) throw new Error(`${c.urlPath}: "${text}" matches ${pattern}`);
        }
      }
    }
  });

  it('uses only the approved claims', () => {
    for (const c of cities) {
      const text = `${c.metaDescription} ${c.introText}`;
      expect(text).toContain('24/7/365');
      expect(text).toMatch(/2-8 hours/);
      expect(text).toMatch(/within 2 hours/);
      // No other figures than hours, the population and distances in miles.
      const figures = text.replace(/24\/7\/365|2-8 hours|within 2 hours|\(\w{3}\)|\d[\d,.]* (?:million )?residents|about \d+ miles? away/g, '');
      const rest = figures.replace(new RegExp(c.airportCodes.map((code) => airportByCode.get(code)!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g'), '');
      expect(rest).not.toMatch(/\d/);
    }
  });
});

describe('city copy module', () => {
  const facts: CityFacts = {
    name: 'Springfield',
    state: 'Illinois',
    stateCode: 'IL',
    population: 116565,
    airports: [{ code: 'SPI', name: 'Abraham Lincoln Capital Airport', distanceKm: 6.2, large: false }],
  };

  it('rounds populations down to two significant figures', () => {
    expect(populationText(1_300_092)).toBe('1.3 million');
    expect(populationText(8_175_133)).toBe('8.1 million');
    expect(populationText(2_000_500)).toBe('2 million');
    expect(populationText(931_830)).toBe('930,000');
    expect(populationText(79_937)).toBe('79,000');
    expect(populationText(18_791)).toBe('18,000');
    expect(populationBand(1_000_000)).toBe('major');
    expect(populationBand(250_000)).toBe('large');
    expect(populationBand(100_000)).toBe('mid-sized');
    expect(populationBand(99_999)).toBe('smaller');
  });

  it('adds state government for capitals and keeps 3-5 industries for every state', () => {
    expect(cityIndustries(facts)[0]).toBe('State government');
    expect(cityIndustries({ ...facts, name: 'Peoria' })).not.toContain('State government');
    for (const state of US_STATES) {
      const list = STATE_INDUSTRIES[state.code];
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(4);
      const industries = cityIndustries({ ...facts, name: 'Nowhere', state: state.name, stateCode: state.code, population: 1000, airports: [] });
      expect(industries.length).toBeGreaterThanOrEqual(3);
      expect(industries.length).toBeLessThanOrEqual(5);
    }
  });

  it('is pure and copes with a city without airports', () => {
    expect(cityCopy(facts, LENGTHS)).toEqual(cityCopy(facts, LENGTHS));
    const alone = cityCopy({ ...facts, airports: [] }, LENGTHS);
    expect(alone.landmark).toBe('in Illinois');
    for (const text of [alone.titleTag, alone.metaDescription, alone.h1Tag, alone.introText]) {
      for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
    }
    expect(alone.introText.length).toBeGreaterThanOrEqual(INTRO_MIN);
    expect(alone.metaDescription.length).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
  });

  it('picks the nearest airports and keeps a hub in reach', () => {
    const field = (iata: string, km: number, size: 'large' | 'medium'): AirportRecord => ({
      iata, name: `${iata} Airport`, city: 'X', stateCode: 'TX', latitude: 0, longitude: km / 111.195, size,
    });
    const picked = nearestAirports(0, 0, [field('AAA', 10, 'medium'), field('BBB', 20, 'medium'), field('CCC', 30, 'medium'), field('DDD', 90, 'large'), field('EEE', 130, 'large')]);
    expect(picked.map((a) => a.code)).toEqual(['AAA', 'BBB', 'DDD']);
    expect(nearestAirports(0, 0, [field('EEE', 130, 'large')])).toEqual([]);
  });
});
