// The committed city and airport data (src/locations/data/*.json, written by scripts/generate-locations.ts)
// as typed records, checked when loaded so a broken file stops the seeder with the record at fault.

import type { AirportRecord, CityRecord } from './city-copy.js';
import { hasControlCharacter } from '../../core/plain-text.js';
import { SLUG_PATTERN } from '../../core/slug.js';

/** One city of the committed data: facts plus the copy of its page (the generator's own record type). */
export type CitySource = CityRecord;

/** An airport with scheduled service, for location search (the data's fields this app reads). */
export type AirportSource = Omit<AirportRecord, 'size'>;

export interface CityDataSet {
  cities: CitySource[];
  airports: AirportSource[];
}

type Check = (value: unknown) => boolean;

const text =
  (max: number): Check =>
  (v) =>
    typeof v === 'string' && v.trim() !== '' && v.length <= max && !hasControlCharacter(v);
const number =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const list =
  (item: Check, max: number): Check =>
  (v) =>
    Array.isArray(v) && v.length <= max && v.every(item);
const matches =
  (pattern: RegExp): Check =>
  (v) =>
    typeof v === 'string' && pattern.test(v);

const CITY_FIELDS: Record<keyof CitySource, Check> = {
  name: text(100),
  state: text(64),
  stateCode: matches(/^[A-Z]{2}$/),
  urlPath: matches(SLUG_PATTERN),
  population: (v) => number(0, 2_000_000_000)(v) && Number.isInteger(v),
  latitude: number(-90, 90),
  longitude: number(-180, 180),
  airportCodes: list(matches(/^[A-Z0-9]{3}$/), 20),
  zipCodes: list(matches(/^\d{5}$/), 1000),
  industries: list(text(100), 20),
  landmark: text(300),
  titleTag: text(200),
  metaDescription: text(400),
  h1Tag: text(200),
  introText: text(5000),
};

const AIRPORT_FIELDS: Record<keyof AirportSource, Check> = {
  iata: matches(/^[A-Z0-9]{3}$/),
  name: text(150),
  city: text(100),
  stateCode: matches(/^[A-Z]{2}$/),
  latitude: number(-90, 90),
  longitude: number(-180, 180),
};

function checkRecord<T>(what: string, index: number, value: unknown, fields: Record<keyof T, Check>): T {
  if (typeof value !== 'object' || value === null) throw new Error(`${what} ${index} is not an object`);
  const record = value as Record<string, unknown>;
  const bad = (Object.keys(fields) as (keyof T & string)[]).filter((key) => !fields[key](record[key]));
  if (bad.length > 0) throw new Error(`${what} ${index} (${String(record.urlPath ?? record.iata ?? record.name)}) has bad ${bad.join(', ')}`);
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) picked[key] = record[key];
  return picked as T;
}

function unique<T>(what: string, records: T[], key: (r: T) => string): void {
  const seen = new Set<string>();
  for (const record of records) {
    const k = key(record);
    if (seen.has(k)) throw new Error(`${what} ${k} appears twice`);
    seen.add(k);
  }
}

/** The list under `key` of a data file ({sources, cities: [...]}), or the file itself when it is a bare list. */
function listIn(file: unknown, key: string): unknown[] {
  const found = Array.isArray(file) ? file : (file as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(found)) throw new Error(`The ${key} data has no "${key}" list`);
  return found;
}

/** Checks the city file and the airport file and keeps only the known fields (sources and extras are left out). */
export function parseCityData(citiesFile: unknown, airportsFile: unknown): CityDataSet {
  const cities = listIn(citiesFile, 'cities').map((c, i) => checkRecord<CitySource>('City', i, c, CITY_FIELDS));
  const airports = listIn(airportsFile, 'airports').map((a, i) => checkRecord<AirportSource>('Airport', i, a, AIRPORT_FIELDS));
  unique('City path', cities, (c) => c.urlPath);
  unique('Airport', airports, (a) => a.iata);
  return { cities, airports };
}
