/**
 * The one rule for a city page's address (docs/product.md#19-city-pages): `/locations/<city>-<st>-expedite`,
 * the city's name as lower-case ASCII words. The generator of the committed city data, the server and the
 * pages all use it. No imports: scripts/generate-locations.ts loads it with Node's type stripping.
 */

/** Where city pages live. */
export const CITY_PAGES_PREFIX = '/locations';

/**
 * Cities whose page is not at the usual slug: Austin's page has always been /locations/austin-expedite.
 * The usual form still answers there, with a 301 to the page.
 */
const SLUG_EXCEPTIONS: Readonly<Record<string, string>> = { 'TX|Austin': 'austin-expedite' };

/** Lower-case ASCII words joined by hyphens: accents dropped, apostrophes and periods removed. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The usual slug, exceptions aside: "San Antonio", "TX" -> "san-antonio-tx-expedite". */
export function conventionalCitySlug(name: string, stateCode: string): string {
  return `${slugify(name)}-${stateCode.trim().toLowerCase()}-expedite`;
}

/** The city's page slug (its `urlPath`), for example "dallas-tx-expedite"; "austin-expedite" for Austin, TX. */
export function citySlug(name: string, stateCode: string): string {
  return SLUG_EXCEPTIONS[`${stateCode.trim().toUpperCase()}|${name.trim()}`] ?? conventionalCitySlug(name, stateCode);
}

/**
 * The site path of a city's page: "/locations/dallas-tx-expedite". A city without a URL path (the product
 * allows it; the seeded cities all have one) lives at its hyphenated name followed by "-expedite".
 */
export function cityPagePath(city: { urlPath?: string; name: string }): string {
  return `${CITY_PAGES_PREFIX}/${city.urlPath || `${slugify(city.name)}-expedite`}`;
}
