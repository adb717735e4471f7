import { cityPagePath, citySlug } from '../../core/city-slug.js';
import type { LinkItem } from './types.js';

/** State cards of the home page (docs/product.md#2-pages-and-routes): the four states with a dedicated page, four cities each. */
export interface StateCard {
  readonly name: string;
  /** Path segment of the state page: /locations/{slug}. */
  readonly slug: string;
  /** Postal abbreviation, lower case in city slugs. */
  readonly abbreviation: string;
  readonly description: string;
  readonly airports: readonly string[];
  readonly cities: readonly string[];
}

/** "San Antonio", "TX" -> /locations/san-antonio-tx-expedite (the one slug rule, core/city-slug.ts). */
export function cityExpediteHref(city: string, abbreviation: string): string {
  return cityPagePath({ name: city, urlPath: citySlug(city, abbreviation) });
}

export const stateCardsSection = {
  eyebrow: 'Locations',
  title: 'Expedited freight in your state',
  intro:
    'Dedicated dispatch coverage for four of the busiest freight states, with local pickup in every major metro and direct access to their cargo airports. Pick a state or go straight to your city.',
  stateLinkLabel: 'State page',
  allCities: { label: 'View All 300+ Cities', href: '/locations' },
} as const;

export const stateCards: readonly StateCard[] = [
  {
    name: 'Texas',
    slug: 'texas',
    abbreviation: 'TX',
    description: 'Same-day and hot shot runs across the Texas Triangle, with next flight out from the major hubs.',
    airports: ['DFW', 'IAH', 'AUS'],
    cities: ['Dallas', 'Houston', 'San Antonio', 'Austin'],
  },
  {
    name: 'Ohio',
    slug: 'ohio',
    abbreviation: 'OH',
    description: 'Line-down parts for manufacturing plants and expedited loads along the I-70 and I-71 corridors.',
    airports: ['CMH', 'CLE'],
    cities: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo'],
  },
  {
    name: 'Michigan',
    slug: 'michigan',
    abbreviation: 'MI',
    description: 'Automotive and industrial expedite, from Detroit suppliers to plants across the state.',
    airports: ['DTW'],
    cities: ['Detroit', 'Grand Rapids', 'Ann Arbor', 'Lansing'],
  },
  {
    name: 'Illinois',
    slug: 'illinois',
    abbreviation: 'IL',
    description: 'Chicagoland pickup around the clock, with air freight recovered at both city airports.',
    airports: ['ORD', 'MDW'],
    cities: ['Chicago', 'Aurora', 'Rockford', 'Naperville'],
  },
];

/** A state card's city links, in the order of the card. */
export function stateCityLinks(state: StateCard): LinkItem[] {
  return state.cities.map((city) => ({ label: city, href: cityExpediteHref(city, state.abbreviation) }));
}
