import { pageLinks, relabel } from '../pages.js';
import type { Card, CompanyPageContent, CtaBlock, Hero } from '../page-content.js';
import type { LinkItem } from '../types.js';

/**
 * What the four state pages (views/content/locations/<state>.ts, listed in state-pages.ts) share: their
 * shape, and the copy worded alike for every state. docs/product.md#17-marketing-pages rules; the cities
 * come from the page-data port, phone, e-mail and company name from configuration.
 */

/** Where the state pages' quote buttons lead. */
const QUOTE_PAGE = pageLinks.contact.href;

export interface StatePageContent extends CompanyPageContent {
  /** The state's name as the city data spells it, e.g. "Texas". */
  readonly state: string;
  /** IATA codes of the airports the page names, in the order shown. */
  readonly airports: readonly string[];
  /** Cities shown first in the grid, in this order (each a city page of the data). */
  readonly majorCities: readonly string[];
  /** How many of `blocks` come before the city grid; the rest follow it, then the closing block. */
  readonly cityGridAt: number;
  readonly cityGrid: {
    readonly id: string;
    readonly eyebrow: string;
    readonly title: string;
    readonly intro: string;
    readonly paragraphs: readonly string[];
    readonly majorTitle: string;
    readonly moreTitle: string;
    /** Widest grid on large screens. */
    readonly maxColumns: 4 | 5;
    readonly empty: string;
  };
  /** The closing block; its buttons are "Call {phone} Now" and "View All Locations". */
  readonly closing: Omit<CtaBlock, 'type' | 'actions'>;
}

/** Label of the closing call button, with the configured phone number. */
export const callNowLabel = (phone: string): string => `Call ${phone} Now`;

export const allLocationsLink: LinkItem = relabel(pageLinks.locations, 'View All Locations');

export const locationsCrumb: LinkItem = relabel(pageLinks.locations, 'Locations');

/** The hero every state page opens with: its own intro, quote button label and airports, and the same four facts. */
export function stateHero(state: string, copy: { intro: string; quoteLabel: string; airports: string }): Hero {
  return {
    eyebrow: `${state} expedited freight`,
    title: `Expedited Freight & Courier Services in ${state}`,
    intro: copy.intro,
    actions: [
      { kind: 'call' },
      { kind: 'link', label: copy.quoteLabel, href: QUOTE_PAGE },
    ],
    panel: {
      title: `${state} at a glance`,
      points: [`24/7/365 dispatch for every ${state} city`, copy.airports, 'Emergency pickup within 2 hours', 'Same-day delivery in 2-8 hours'],
    },
  };
}

/** The six services every state page links, worded for its state and airports. */
function serviceCards(state: string, airports: string): Card[] {
  return [
    {
      title: 'Hot Shot Trucking',
      icon: 'truck',
      href: '/hot-shot-trucking',
      description: `A dedicated pickup and trailer for parts, pipe and machinery that cannot wait for a full truckload, driven direct across ${state} with no terminal stops.`,
    },
    {
      title: 'Same-Day Freight Delivery',
      icon: 'clock',
      href: '/same-day-freight-delivery',
      description: `One vehicle for your shipment alone, picked up and delivered the same day, typically in 2-8 hours, within and between the metro areas of ${state}.`,
    },
    {
      title: 'Expedited Freight Shipping',
      icon: 'box',
      href: '/expedited-freight-shipping',
      description: 'Exclusive-use vans, box trucks, straight trucks and tractor trailers for loads up to 80,000 lbs, 2-5 times faster than standard freight.',
    },
    {
      title: 'White Glove Delivery',
      icon: 'star',
      href: '/white-glove-delivery',
      description: 'Inside delivery, unpacking and placement of medical, lab and high-value equipment by trained crews, from the dock to its final position.',
    },
    {
      title: 'Hand-Carry Delivery',
      icon: 'briefcase',
      href: '/hand-carry-delivery',
      description: 'A courier keeps the shipment in hand from pickup to delivery, by road or on board a flight, for the most critical parts and documents.',
    },
    {
      title: 'Air Expedite Services',
      icon: 'plane',
      href: '/air-expedite-services',
      description: `Next flight out through ${airports}, with drivers at both ends: 4-8 hours door to door for most domestic runs, 12-24 hours international.`,
    },
  ];
}

export const servicesBlock = (state: string, airports: string) =>
  ({
    type: 'cards',
    id: 'services',
    eyebrow: 'Services',
    title: `Expedited services across ${state}`,
    intro: `The same dispatch desk books every mode, so a ${state} shipment can switch from truck to plane when the clock demands it.`,
    columns: 3,
    cards: serviceCards(state, airports),
  }) as const;

export const dispatchChecklist = [
  'Dispatch answers 24/7/365',
  'Quote response in minutes',
  'Emergency pickup within 2 hours',
  'Pickups booked in 15-30 minutes',
  'GPS updates every 60 seconds',
  'Cargo insurance up to $1M',
];

const closingModes =
  'Not sure which mode fits? Dispatch compares a dedicated truck, a same-day van and the next flight out for your exact addresses and recommends the one that meets the deadline, then sends GPS updates every 60 seconds once the freight is moving.';

/** The closing block of a state page: its own title and opening sentence, then the words every state shares. */
export const stateClosing = (title: string, opening: string): StatePageContent['closing'] => ({
  id: 'call-dispatch',
  eyebrow: 'Ready when you are',
  title,
  tone: 'dark',
  paragraphs: [opening, closingModes, 'Shipping from somewhere else? Every city we publish a page for is one click away in the full list of locations.'],
});

/** The city grid's copy, worded for the state; the widest grid and the major cities' heading differ by state. */
export const cityGridCopy = (state: string, maxColumns: 4 | 5, majorTitle = `Major ${state} cities`): StatePageContent['cityGrid'] => ({
  id: 'cities',
  eyebrow: `${state} cities`,
  title: `${state} cities we serve`,
  intro: `Every ${state} city with its own expedite page: local pickup notes, the nearest airports and the industries dispatch works with there.`,
  paragraphs: [
    `Pick a city for local details, or call dispatch with any ${state} pickup or delivery address. The cities below are the places with a page of their own, not the limits of our coverage: drivers and couriers are booked for towns, plants, job sites and airports across the whole state, and on to all 50 states, around the clock.`,
  ],
  majorTitle,
  moreTitle: `More ${state} cities`,
  maxColumns,
  empty: `The ${state} city pages are being updated right now and will be back shortly. Dispatch still covers the whole state around the clock, so nothing has to wait for them: call with your pickup and delivery addresses, or send a quote request, and a live dispatcher will reply with a price and a recommended mode in minutes, day or night. Every service, airport and industry on this page is still available while the list is refreshed.`,
});
