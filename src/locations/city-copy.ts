/**
 * Copy of a city expedite page (`/locations/{citySlug}`), generated from facts only: the city's name,
 * state, population and nearest airports with scheduled service. The texts use only the approved
 * marketing claims (24/7/365 dispatch, same-day in 2-8 hours, emergency pickup within 2 hours,
 * hand-carry, next flight out, hot shot, white glove) and never the company's name, phone or e-mail,
 * which come from configuration. Pure: the same facts always give the same copy.
 *
 * `scripts/generate-locations.ts` runs it over every city to write `src/locations/data/cities.json`, so
 * this module has no runtime imports (the generator loads it with Node's type stripping).
 */

/** An airport with scheduled commercial service near a city. */
export interface CityAirportFact {
  /** IATA code, three capital letters. */
  code: string;
  name: string;
  /** Great-circle distance from the city's point, in kilometres. */
  distanceKm: number;
  /** A large airport (hub) rather than a medium, regional one. */
  large: boolean;
}

export interface CityFacts {
  name: string;
  /** Full state name, 'District of Columbia' for Washington. */
  state: string;
  /** Two-letter postal code. */
  stateCode: string;
  population: number;
  /** Nearest first; may be empty when no airport with scheduled service is near. */
  airports: readonly CityAirportFact[];
}

/** An entry of `src/locations/data/airports.json`: a US airport with scheduled service. */
export interface AirportRecord {
  iata: string;
  name: string;
  city: string;
  stateCode: string;
  latitude: number;
  longitude: number;
  /** OurAirports size class: large airports are the hubs. */
  size: 'large' | 'medium';
}

/** An entry of `src/locations/data/cities.json`. */
export interface CityRecord {
  name: string;
  state: string;
  stateCode: string;
  urlPath: string;
  population: number;
  latitude: number;
  longitude: number;
  airportCodes: string[];
  zipCodes: string[];
  industries: string[];
  landmark: string;
  titleTag: string;
  metaDescription: string;
  h1Tag: string;
  introText: string;
}

export interface CityCopy {
  titleTag: string;
  metaDescription: string;
  h1Tag: string;
  introText: string;
  industries: string[];
  landmark: string;
}

/** The title and description lengths the copy keeps (core/meta-lengths.ts, which the generator passes in). */
export interface CopyLengths {
  title: { max: number };
  description: { min: number; max: number };
}
export const INTRO_MIN = 250;
export const INTRO_MAX = 450;

/**
 * Two to four typical industries of each state and DC: broad, well-known parts of the state's economy,
 * written as sentence-case phrases without proper nouns.
 */
export const STATE_INDUSTRIES: Readonly<Record<string, readonly string[]>> = {
  AL: ['Automotive manufacturing', 'Aerospace and defense', 'Steel and metals'],
  AK: ['Oil and gas', 'Seafood processing', 'Tourism'],
  AZ: ['Aerospace and defense', 'Semiconductors', 'Mining'],
  AR: ['Food processing', 'Retail distribution', 'Forest products'],
  CA: ['Technology', 'Entertainment and media', 'Agriculture', 'Aerospace'],
  CO: ['Aerospace', 'Energy', 'Technology'],
  CT: ['Aerospace and defense', 'Insurance and financial services', 'Medical devices'],
  DE: ['Chemicals', 'Banking and financial services'],
  DC: ['Federal government', 'Professional services', 'Tourism and hospitality'],
  FL: ['Tourism and hospitality', 'Aerospace', 'International trade', 'Agriculture'],
  GA: ['Logistics and distribution', 'Food processing', 'Film and television production'],
  HI: ['Tourism and hospitality', 'Defense', 'Agriculture'],
  ID: ['Agriculture and food processing', 'Semiconductors', 'Forest products'],
  IL: ['Manufacturing', 'Logistics and distribution', 'Agriculture', 'Financial services'],
  IN: ['Automotive manufacturing', 'Pharmaceuticals', 'Steel'],
  IA: ['Agriculture', 'Food processing', 'Insurance'],
  KS: ['Aircraft manufacturing', 'Agriculture', 'Oil and gas'],
  KY: ['Automotive manufacturing', 'Bourbon distilling', 'Air cargo and logistics'],
  LA: ['Petrochemicals', 'Oil and gas', 'Port and maritime shipping'],
  ME: ['Forest products', 'Shipbuilding', 'Seafood', 'Tourism'],
  MD: ['Biotechnology', 'Federal government and defense', 'Port and maritime shipping'],
  MA: ['Biotechnology and life sciences', 'Higher education', 'Technology', 'Medical devices'],
  MI: ['Automotive manufacturing', 'Engineering and research', 'Agriculture'],
  MN: ['Medical devices', 'Food processing', 'Agriculture'],
  MS: ['Shipbuilding', 'Automotive manufacturing', 'Agriculture'],
  MO: ['Aerospace', 'Automotive manufacturing', 'Agriculture'],
  MT: ['Mining', 'Agriculture', 'Energy'],
  NE: ['Agriculture', 'Food processing', 'Insurance and financial services', 'Rail transportation'],
  NV: ['Tourism and hospitality', 'Mining', 'Logistics and distribution'],
  NH: ['Advanced manufacturing', 'Technology', 'Tourism'],
  NJ: ['Pharmaceuticals', 'Chemicals', 'Logistics and distribution'],
  NM: ['Oil and gas', 'Aerospace and defense research'],
  NY: ['Finance', 'Media', 'Manufacturing', 'Tourism'],
  NC: ['Banking and finance', 'Biotechnology', 'Furniture manufacturing'],
  ND: ['Oil and gas', 'Agriculture'],
  OH: ['Automotive manufacturing', 'Aerospace', 'Polymers and plastics'],
  OK: ['Oil and gas', 'Aerospace maintenance', 'Agriculture'],
  OR: ['Semiconductors', 'Forest products', 'Agriculture', 'Athletic apparel'],
  PA: ['Steel and metals', 'Pharmaceuticals', 'Natural gas'],
  RI: ['Defense and shipbuilding', 'Marine industries'],
  SC: ['Automotive manufacturing', 'Aerospace', 'Tire manufacturing'],
  SD: ['Agriculture', 'Financial services', 'Food processing'],
  TN: ['Automotive manufacturing', 'Music and entertainment', 'Logistics and distribution'],
  TX: ['Energy', 'Aerospace', 'Petrochemicals', 'Semiconductors'],
  UT: ['Technology', 'Aerospace and defense', 'Mining'],
  VT: ['Tourism', 'Dairy and food products', 'Advanced manufacturing'],
  VA: ['Federal government and defense', 'Shipbuilding', 'Data centers'],
  WA: ['Aerospace', 'Technology and software', 'Agriculture', 'Maritime trade'],
  WV: ['Energy', 'Chemicals'],
  WI: ['Machinery manufacturing', 'Dairy and food processing', 'Paper'],
  WY: ['Energy and mining', 'Tourism', 'Agriculture'],
};

/** The capital of each state (the seat of its government), for the 'State government' industry. */
export const STATE_CAPITALS: Readonly<Record<string, string>> = {
  AL: 'Montgomery', AK: 'Juneau', AZ: 'Phoenix', AR: 'Little Rock', CA: 'Sacramento', CO: 'Denver',
  CT: 'Hartford', DE: 'Dover', FL: 'Tallahassee', GA: 'Atlanta', HI: 'Honolulu', ID: 'Boise',
  IL: 'Springfield', IN: 'Indianapolis', IA: 'Des Moines', KS: 'Topeka', KY: 'Frankfort',
  LA: 'Baton Rouge', ME: 'Augusta', MD: 'Annapolis', MA: 'Boston', MI: 'Lansing', MN: 'Saint Paul',
  MS: 'Jackson', MO: 'Jefferson City', MT: 'Helena', NE: 'Lincoln', NV: 'Carson City', NH: 'Concord',
  NJ: 'Trenton', NM: 'Santa Fe', NY: 'Albany', NC: 'Raleigh', ND: 'Bismarck', OH: 'Columbus',
  OK: 'Oklahoma City', OR: 'Salem', PA: 'Harrisburg', RI: 'Providence', SC: 'Columbia', SD: 'Pierre',
  TN: 'Nashville', TX: 'Austin', UT: 'Salt Lake City', VT: 'Montpelier', VA: 'Richmond', WA: 'Olympia',
  WV: 'Charleston', WI: 'Madison', WY: 'Cheyenne',
};

/** Airports listed for a city: those with scheduled service within this radius (km), at most three. */
export const AIRPORT_RADIUS_KM = 120;
const MAX_AIRPORTS = 3;
/** A large airport this close (km) makes air cargo one of the city's industries. */
const AIR_CARGO_RADIUS_KM = 40;
/** Cities at least this big get healthcare as an industry (every such city has major hospital systems). */
const HEALTHCARE_POPULATION = 250_000;
const MAX_INDUSTRIES = 5;
const MIN_INDUSTRIES = 3;

/** Typical industries: the state's own, then facts of the city (capital, size, a nearby hub airport). */
export function cityIndustries(facts: CityFacts): string[] {
  const industries: string[] = [];
  const add = (industry: string): void => {
    if (industries.length < MAX_INDUSTRIES && !industries.some((i) => i.toLowerCase() === industry.toLowerCase())) {
      industries.push(industry);
    }
  };
  if (STATE_CAPITALS[facts.stateCode] === facts.name) add('State government');
  for (const industry of STATE_INDUSTRIES[facts.stateCode] ?? []) add(industry);
  if (facts.population >= HEALTHCARE_POPULATION) add('Healthcare');
  if (facts.airports.some((a) => a.large && a.distanceKm <= AIR_CARGO_RADIUS_KM)) add('Air cargo and logistics');
  if (industries.length < MIN_INDUSTRIES) add('Healthcare');
  if (industries.length < MIN_INDUSTRIES) add('Logistics and distribution');
  return industries;
}

/** A fact about the city's surroundings: the nearest airport with scheduled service. */
export function cityLandmark(facts: CityFacts): string {
  const nearest = facts.airports[0];
  return nearest ? `near ${nearest.name} (${nearest.code})` : `in ${facts.state}`;
}

/** Population rounded down to two significant figures, as words: "1.3 million", "930,000", "79,000". */
export function populationText(population: number): string {
  const p = Math.max(0, Math.floor(population));
  if (p < 1000) return groupThousands(p);
  const magnitude = 10 ** (Math.floor(Math.log10(p)) - 1);
  const rounded = Math.floor(p / magnitude) * magnitude;
  if (rounded >= 1_000_000) {
    const millions = rounded / 1_000_000;
    return `${Number.isInteger(millions) ? millions : millions.toFixed(millions >= 10 ? 0 : 1)} million`;
  }
  return groupThousands(rounded);
}

/** The size class of a city, by population. */
export function populationBand(population: number): 'major' | 'large' | 'mid-sized' | 'smaller' {
  if (population >= 1_000_000) return 'major';
  if (population >= 250_000) return 'large';
  if (population >= 100_000) return 'mid-sized';
  return 'smaller';
}

/**
 * Title, description, H1, intro, industries and landmark of a city page, the title and description within
 * `lengths` (a parameter: this module has no runtime imports).
 */
export function cityCopy(facts: CityFacts, lengths: CopyLengths): CityCopy {
  const place = `${facts.name}, ${facts.stateCode}`;
  const industries = cityIndustries(facts);
  return {
    titleTag: firstFitting(
      [
        `${place} Expedited Freight & Hand-Carry 24/7`,
        `${place} Expedited Freight & Courier 24/7`,
        `${place} Expedited Freight 24/7`,
        `${place} Expedite`,
      ],
      0,
      lengths.title.max,
    ),
    metaDescription: firstFitting(metaDescriptions(facts, place), lengths.description.min, lengths.description.max),
    h1Tag: `Expedited Freight & Courier Services in ${place}`,
    introText: firstFitting(intros(facts, place, industries), INTRO_MIN, INTRO_MAX),
    industries,
    landmark: cityLandmark(facts),
  };
}

function metaDescriptions(facts: CityFacts, place: string): string[] {
  const nearest = facts.airports[0];
  const via = nearest ? ` via ${nearest.code}` : '';
  return [
    `Expedited freight in ${place}: 24/7/365 dispatch, same-day delivery in 2-8 hours, hot shot and next flight out${via}. Emergency pickup within 2 hours.`,
    `Expedited freight in ${place}: 24/7/365 dispatch, same-day delivery in 2-8 hours and next flight out${via}. Emergency pickup within 2 hours.`,
    `Expedited freight in ${place}: 24/7/365 dispatch, same-day in 2-8 hours, next flight out${via}, pickup within 2 hours.`,
    `Expedited freight in ${place}: 24/7/365 dispatch and same-day delivery in 2-8 hours.`,
  ];
}

function intros(facts: CityFacts, place: string, industries: readonly string[]): string[] {
  const region = facts.stateCode === 'DC' ? 'the District of Columbia' : facts.state;
  const who = `${place} is a ${populationBand(facts.population)} city of more than ${populationText(facts.population)} residents`;
  const openings = [
    `${who}, and our dispatch answers 24/7/365 for urgent freight moving in, out of and across ${region}.`,
    `${who}, and our dispatch answers 24/7/365 for urgent freight across ${region}.`,
  ];
  const [nearest, second] = facts.airports;
  const through = (long: boolean): string => {
    if (!nearest) return '';
    const first = `${nearest.name} (${nearest.code})`;
    if (!long) return ` through ${first}`;
    return ` through ${first}, ${distanceText(nearest.distanceKm)}${second ? `, or ${second.name} (${second.code})` : ''}`;
  };
  const services = (long: boolean, full: boolean): string =>
    full
      ? `We arrange same-day delivery in 2-8 hours, emergency pickup within 2 hours, hot shot and white glove service, and hand-carry or next flight out${through(long)}.`
      : `We arrange same-day delivery in 2-8 hours, emergency pickup within 2 hours, and hand-carry or next flight out${through(long)}.`;
  const where = facts.name === facts.state ? `in and around ${facts.name}` : `in ${facts.name} and across ${region}`;
  const industriesSentence = (count: number): string =>
    `Key industries ${where} include ${joinList(industries.slice(0, count).map(lowerFirst))}.`;

  const candidates: string[] = [];
  for (const [long, full] of [[true, true], [true, false], [false, true], [false, false]] as const) {
    for (const count of [industries.length, 3]) {
      for (const opening of openings) candidates.push(`${opening} ${services(long, full)} ${industriesSentence(count)}`);
    }
  }
  for (const [long, full] of [[true, true], [false, true], [false, false]] as const) {
    for (const opening of openings) candidates.push(`${opening} ${services(long, full)}`);
  }
  return candidates;
}

/** The first text whose length is within [min, max]; the last one when none fits (tests catch it). */
function firstFitting(texts: readonly string[], min: number, max: number): string {
  const clean = texts.map((t) => t.replace(/\s+/g, ' ').trim());
  return clean.find((t) => t.length >= min && t.length <= max) ?? clean[clean.length - 1];
}

function distanceText(km: number): string {
  const miles = Math.round(km * 0.621371);
  if (miles < 1) return 'less than a mile away';
  return miles === 1 ? 'about 1 mile away' : `about ${miles} miles away`;
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Up to three airports with scheduled service within the radius, nearest first (distances in km to one
 * decimal). When the nearest large airport is in reach but not among them, it takes the third place: a hub
 * matters more for next flight out than a third regional field.
 */
export function nearestAirports(latitude: number, longitude: number, airports: readonly AirportRecord[]): CityAirportFact[] {
  const inReach = airports
    .map((a) => ({
      code: a.iata,
      name: a.name,
      distanceKm: Math.round(distanceKm(latitude, longitude, a.latitude, a.longitude) * 10) / 10,
      large: a.size === 'large',
    }))
    .filter((a) => a.distanceKm <= AIRPORT_RADIUS_KM)
    .sort((x, y) => x.distanceKm - y.distanceKm || (x.code < y.code ? -1 : x.code > y.code ? 1 : 0));
  const picked = inReach.slice(0, MAX_AIRPORTS);
  const hub = inReach.find((a) => a.large);
  if (hub && !picked.includes(hub) && picked.length === MAX_AIRPORTS) picked[MAX_AIRPORTS - 1] = hub;
  return picked;
}

/** Great-circle distance in kilometres between two points given in degrees. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number): number => (d * Math.PI) / 180;
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}
