import type { EntityManager } from '@mikro-orm/postgresql';
import type { CityDataSet } from './city-data.js';
import { searchKey } from './search-key.js';

/** Airports rank above any city among matches of the same kind (the largest US city is under 9 million). */
export const AIRPORT_WEIGHT = 10_000_000;

export interface GazetteerRow {
  kind: 'city' | 'zip' | 'airport';
  code: string;
  label: string;
  search_key: string;
  weight: number;
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);

/**
 * The places location search knows: every city ("Dallas, TX, USA"), each of its ZIP codes ("75201
 * Dallas, TX, USA"; a ZIP code listed under two cities goes to the larger) and every airport ("DFW -
 * Dallas/Fort Worth International Airport, TX, USA").
 */
export function gazetteerRows(data: CityDataSet): GazetteerRow[] {
  const rows: GazetteerRow[] = [];
  const row = (kind: GazetteerRow['kind'], code: string, label: string, key: string, weight: number) =>
    rows.push({ kind, code: code.toLowerCase(), label: cut(label, 200), search_key: cut(searchKey(key), 300), weight });
  const byPopulation = [...data.cities].sort((a, b) => b.population - a.population || a.urlPath.localeCompare(b.urlPath));
  const zips = new Set<string>();
  for (const city of byPopulation) {
    row('city', city.urlPath, `${city.name}, ${city.stateCode}, USA`, `${city.name} ${city.stateCode}`, city.population);
    for (const zip of city.zipCodes) {
      if (zips.has(zip)) continue;
      zips.add(zip);
      row('zip', zip, `${zip} ${city.name}, ${city.stateCode}, USA`, `${zip} ${city.name} ${city.stateCode}`, city.population);
    }
  }
  for (const airport of data.airports) {
    row('airport', airport.iata, `${airport.iata} - ${airport.name}, ${airport.stateCode}, USA`, `${airport.name} ${airport.city} ${airport.stateCode} ${airport.iata}`, AIRPORT_WEIGHT);
  }
  return rows;
}

/**
 * Brings gazetteer_place in line with the data: one insert ... on conflict for every place (rows that
 * differ are updated, equal ones untouched) and one delete for places no longer in it. Returns the place
 * count and how many rows were written or removed (0 when nothing changed).
 */
export async function seedGazetteer(em: EntityManager, data: CityDataSet): Promise<{ places: number; changed: number }> {
  const places = gazetteerRows(data);
  const rows = JSON.stringify(places);
  const record = 'kind text, code text, label text, search_key text, weight int';
  const written = await em.execute<{ id: number }[]>(
    `insert into gazetteer_place (kind, code, label, search_key, weight)
     select kind, code, label, search_key, weight from jsonb_to_recordset(?::jsonb) as x(${record})
     on conflict (code, kind) do update set label = excluded.label, search_key = excluded.search_key, weight = excluded.weight
     where (gazetteer_place.label, gazetteer_place.search_key, gazetteer_place.weight) is distinct from (excluded.label, excluded.search_key, excluded.weight)
     returning id`,
    [rows],
  );
  const removed = await em.execute<{ id: number }[]>(
    `delete from gazetteer_place g
     where not exists (select 1 from jsonb_to_recordset(?::jsonb) as x(${record}) where x.code = g.code and x.kind = g.kind)
     returning id`,
    [rows],
  );
  return { places: places.length, changed: written.length + removed.length };
}
