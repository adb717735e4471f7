import type { EntityManager } from '@mikro-orm/postgresql';
import { ARTWORK_HEIGHT, ARTWORK_POSITION, ARTWORK_PREFIX, ARTWORK_WIDTH, artworkAlt, artworkUrl, cityArtworkSvg } from './city-artwork.js';
import type { CitySource } from './city-data.js';

export interface CitySeedResult {
  cities: number;
  photos: number;
  /** URL paths of the cities added, changed or removed by this run (their photos included). */
  changedPaths: string[];
}

const CITY_COLUMNS = [
  'name',
  'state',
  'state_code',
  'url_path',
  'population',
  'latitude',
  'longitude',
  'airport_codes',
  'zip_codes',
  'industries',
  'landmark',
  'title_tag',
  'meta_description',
  'h1_tag',
  'intro_text',
] as const;

const CITY_RECORD_TYPES =
  'name text, state text, state_code text, url_path text, population int, latitude float8, longitude float8, airport_codes text[], zip_codes text[], industries text[], landmark text, title_tag text, meta_description text, h1_tag text, intro_text text';

const list = (columns: readonly string[], prefix = '') => columns.map((c) => `${prefix}${c}`).join(', ');
const UPDATED = CITY_COLUMNS.filter((c) => c !== 'url_path');

/** The photo row of a city's generated artwork: its versioned URL, size and alt text. */
export function artworkPhoto(city: CitySource): { url: string; width: number; height: number; alt: string } {
  return { url: artworkUrl(city.urlPath, cityArtworkSvg(city)), width: ARTWORK_WIDTH, height: ARTWORK_HEIGHT, alt: artworkAlt(city) };
}

/**
 * Inserts or refreshes the cities of the committed data by URL path, each with its generated artwork
 * photo, and removes cities (and their artwork) no longer in it. One statement per step, so hundreds of
 * cities take milliseconds. A row is written only when something differs (then updated_at moves), so
 * running it again changes nothing and reports no changed path. Real photos (URLs outside
 * /media/cities/) are never touched.
 */
export async function seedCities(em: EntityManager, cities: readonly CitySource[]): Promise<CitySeedResult> {
  const rows = cities.map((c) => ({
    name: c.name,
    state: c.state,
    state_code: c.stateCode,
    url_path: c.urlPath,
    population: c.population,
    latitude: c.latitude,
    longitude: c.longitude,
    airport_codes: c.airportCodes,
    zip_codes: c.zipCodes,
    industries: c.industries,
    landmark: c.landmark,
    title_tag: c.titleTag,
    meta_description: c.metaDescription,
    h1_tag: c.h1Tag,
    intro_text: c.introText,
  }));
  const written = await em.execute<{ url_path: string }[]>(
    `insert into city (${list(CITY_COLUMNS)}, created_at, updated_at)
     select ${list(CITY_COLUMNS)}, now(), now() from jsonb_to_recordset(?::jsonb) as x(${CITY_RECORD_TYPES})
     on conflict (url_path) do update set ${UPDATED.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()
     where (${list(UPDATED, 'city.')}) is distinct from (${list(UPDATED, 'excluded.')})
     returning url_path`,
    [JSON.stringify(rows)],
  );
  const paths = JSON.stringify(cities.map((c) => c.urlPath));
  const removed = await em.execute<{ url_path: string }[]>(
    'delete from city where url_path not in (select jsonb_array_elements_text(?::jsonb)) returning url_path',
    [paths],
  );

  const photos = cities.map((c) => ({ url_path: c.urlPath, ...artworkPhoto(c), position: ARTWORK_POSITION }));
  const photoJson = JSON.stringify(photos);
  const photoRecord = 'url_path text, url text, width int, height int, alt text, position int';
  const writtenPhotos = await em.execute<{ url_path: string }[]>(
    `with written as (
       insert into city_photo (city_id, url, original_url, width, height, alt, position)
       select c.id, x.url, x.url, x.width, x.height, x.alt, x.position
       from jsonb_to_recordset(?::jsonb) as x(${photoRecord}) join city c on c.url_path = x.url_path
       on conflict (city_id, url) do update set original_url = excluded.original_url, width = excluded.width, height = excluded.height, alt = excluded.alt, position = excluded.position
       where (city_photo.original_url, city_photo.width, city_photo.height, city_photo.alt, city_photo.position)
         is distinct from (excluded.original_url, excluded.width, excluded.height, excluded.alt, excluded.position)
       returning city_id
     )
     select c.url_path from written w join city c on c.id = w.city_id`,
    [photoJson],
  );
  // Older artwork of a city whose facts changed (its URL carries the content's version).
  const stalePhotos = await em.execute<{ url_path: string }[]>(
    `delete from city_photo p using city c
     where p.city_id = c.id and p.url like ?
       and not exists (select 1 from jsonb_to_recordset(?::jsonb) as x(${photoRecord}) where x.url_path = c.url_path and x.url = p.url)
     returning c.url_path`,
    [`${ARTWORK_PREFIX}%`, photoJson],
  );

  const changed = new Set([...written, ...removed, ...writtenPhotos, ...stalePhotos].map((r) => r.url_path));
  return { cities: cities.length, photos: photos.length, changedPaths: [...changed].sort() };
}
