import type { CityView } from '../../core/render-contract.js';

/** A city as GET /api/cities answers it: the page's CityView without its photo and change date. */
export type CityListItem = Omit<CityView, 'photo' | 'updatedAt'>;

/** The values of a city row that the API and the pages read (the entity gives stateCode through its state). */
export interface CityRowValues extends Omit<CityListItem, 'latitude' | 'longitude'> {
  /** PostgreSQL's double precision may arrive as text. */
  latitude: number | string;
  longitude: number | string;
  updatedAt: Date;
}

/** A city's first photo (the hero), as pages show it. */
export interface CityPhotoValues {
  url: string;
  width: number;
  height: number;
  alt: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** By state name, then city name, in English alphabetical order whatever the database collation. */
export const byStateThenName = (a: CityListItem, b: CityListItem): number =>
  collator.compare(a.state, b.state) || collator.compare(a.name, b.name) || a.id - b.id;

const listItem = (c: CityRowValues): CityListItem => ({
  id: c.id,
  name: c.name,
  state: c.state,
  stateCode: c.stateCode,
  urlPath: c.urlPath,
  titleTag: c.titleTag,
  metaDescription: c.metaDescription,
  h1Tag: c.h1Tag,
  introText: c.introText,
  airportCodes: c.airportCodes,
  industries: c.industries,
  landmark: c.landmark,
  population: c.population,
  latitude: Number(c.latitude),
  longitude: Number(c.longitude),
});

/**
 * City rows as the API lists them and as pages read them (with each one's first photo), by state then
 * name: the one mapping, used by CityService and by the page tests' fixtures.
 */
export function cityViews(rows: readonly CityRowValues[], firstPhoto: (cityId: number) => CityPhotoValues | undefined): { cities: CityListItem[]; pages: CityView[] } {
  const updatedAt = new Map(rows.map((r) => [r.id, r.updatedAt.toISOString()]));
  const cities = rows.map(listItem).sort(byStateThenName);
  const pages = cities.map((c): CityView => {
    const photo = firstPhoto(c.id);
    return { ...c, ...(photo ? { photo } : {}), updatedAt: updatedAt.get(c.id)! };
  });
  return { cities, pages };
}
