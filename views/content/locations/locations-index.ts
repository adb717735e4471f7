import { pageLinks } from '../pages.js';
import type { CompanyPageContent } from '../page-content.js';

/**
 * Copy of the locations index (/locations), docs/product.md#17-marketing-pages rules. The cities themselves
 * come from the page-data port; what is here is the text around them. Phone, e-mail and company name come
 * from configuration.
 */

/** "1 city", "20 cities". */
export const cityCount = (count: number): string => `${count} ${count === 1 ? 'city' : 'cities'}`;

/** "50 states and the District of Columbia", "1 state". */
export function stateCount(states: number, withDc: boolean): string {
  const text = `${states} ${states === 1 ? 'state' : 'states'}`;
  if (!withDc) return text;
  return states ? `${text} and the District of Columbia` : 'the District of Columbia';
}

export interface LocationsIndexContent extends CompanyPageContent {
  /** How many of `blocks` come before the state directory; the rest follow it. */
  readonly directoryAt: number;
  readonly directory: {
    readonly id: string;
    readonly eyebrow: string;
    readonly title: string;
    /** The intro sentence, with the live counts of cities and states. */
    readonly intro: (counts: { cities: number; states: number; withDc: boolean }) => string;
    readonly paragraphs: readonly string[];
    /** Badge of a state with a dedicated page. */
    readonly statePageBadge: string;
    /** The link to a state's page, inside its expanded row. */
    readonly statePageLink: (state: string) => string;
    /** Shown in place of the list while no city is published. */
    readonly empty: string;
  };
}

export const page: LocationsIndexContent = {
  family: 'company',
  path: '/locations',
  breadcrumb: 'Locations',
  meta: {
    title: 'Expedited Freight Locations: 300+ US Cities',
    description:
      'Expedited freight and courier service in 300+ US cities: pick your state for local city pages, 24/7/365 dispatch, same-day, hot shot and next flight out.',
    keywords: [
      'expedited freight locations',
      'expedited shipping near me',
      'courier service by city',
      'same-day freight by state',
      'hot shot trucking locations',
      'next flight out cities',
      'nationwide expedite coverage',
    ],
  },
  hero: {
    eyebrow: 'Locations',
    title: 'Expedited Freight & Courier Locations Nationwide',
    intro:
      'Urgent freight rarely starts next door to a freight terminal. Our dispatch desk covers all 50 states around the clock and publishes local pages for more than 300 cities, each with its nearest airports, the industries it runs on and the fastest ways to move a shipment in or out. Pick your state below, or call dispatch with any pickup and delivery address for a quote in minutes.',
    actions: [
      { kind: 'call' },
      { kind: 'link', label: 'Get a Quote', href: pageLinks.contact.href },
    ],
    panel: {
      title: 'Coverage at a glance',
      points: ['Dispatch answers 24/7/365', '300+ cities with local pages', 'All 50 states covered', 'Emergency pickup within 2 hours'],
    },
  },
  directoryAt: 1,
  directory: {
    id: 'states',
    eyebrow: 'Cities by state',
    title: 'Find expedited freight service in your state',
    intro: ({ cities, states, withDc }) => `We publish local expedite pages for ${cityCount(cities)} in ${stateCount(states, withDc)}.`,
    paragraphs: [
      'Open a state to see its cities, then choose a city for local pickup details, the nearest airports and the industries dispatch works with there. States marked State Page also have a page of their own with airports, industry focus and every city in one grid. No page for your town? Call dispatch anyway: coverage reaches all 50 states, and every quote is built around your actual pickup and delivery addresses.',
    ],
    statePageBadge: 'State Page',
    statePageLink: (state) => `Visit the ${state} state page`,
    empty:
      'The list of city pages is being updated right now and will be back shortly. Dispatch still covers all 50 states around the clock, so nothing has to wait for it: call with your pickup and delivery addresses, or send a quote request, and a live dispatcher will reply with a price and a recommended mode in minutes. Have the number of pieces, their size and weight and the latest acceptable delivery time ready, and we can get a driver or a courier moving while we talk.',
  },
  blocks: [
    {
      type: 'cards',
      id: 'ways-to-ship',
      eyebrow: 'How we move it',
      title: 'Three ways to move urgent freight from any city',
      intro: 'Whatever city the shipment starts in, dispatch matches the mode to the deadline, the distance and the freight.',
      columns: 3,
      cards: [
        {
          title: 'Hot shot and ground expedite',
          icon: 'truck',
          href: '/hot-shot-trucking',
          description:
            'A dedicated truck loaded at your dock and driven straight to the consignee, with no terminal stops, for machinery, pallets and loads too big to fly.',
          features: ['Sprinter vans to tractor trailers', '2-5 times faster than standard freight'],
        },
        {
          title: 'Next flight out and hand-carry',
          icon: 'plane',
          href: '/air-expedite-services',
          description:
            'Priority cargo or an on-board courier on the first commercial flight, with drivers at both airports, when the distance is too long to drive in time.',
          features: ['4-8 hours domestic', '12-24 hours international'],
        },
        {
          title: 'Same-day local delivery',
          icon: 'clock',
          href: '/same-day-freight-delivery',
          description:
            'One vehicle, one shipment, picked up and delivered on the same day across a metro area or between neighbouring cities.',
          features: ['Typically 2-8 hours', 'Emergency pickup within 2 hours'],
        },
      ],
    },
    {
      type: 'links',
      id: 'services',
      eyebrow: 'Services in every location',
      title: 'Expedited services available in every city we list',
      intro: 'Each city page links the same six services; read how each one works before you call.',
      links: [
        {
          label: 'Same-Day Freight Delivery',
          href: '/same-day-freight-delivery',
          description: 'Picked up and signed for the same day, typically in 2-8 hours.',
        },
        {
          label: 'Hot Shot Trucking',
          href: '/hot-shot-trucking',
          description: 'A dedicated truck and trailer for parts, pipe and machinery that cannot wait.',
        },
        {
          label: 'Hand-Carry Delivery',
          href: '/hand-carry-delivery',
          description: 'A courier keeps the shipment in hand from pickup to delivery, by road or on board.',
        },
        {
          label: 'White Glove Delivery',
          href: '/white-glove-delivery',
          description: 'Inside delivery, unpacking and placement of delicate and high-value equipment.',
        },
        {
          label: 'Expedited Freight Shipping',
          href: '/expedited-freight-shipping',
          description: 'Exclusive-use vans and trucks for loads up to 80,000 lbs, door to door.',
        },
        {
          label: 'Air Expedite Services',
          href: '/air-expedite-services',
          description: 'Next flight out and air-and-ground combinations, 4-8 hours domestic.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'get-a-quote',
      eyebrow: 'Quote in minutes',
      title: 'Not sure which city or service fits your shipment?',
      tone: 'dark',
      paragraphs: [
        'Tell dispatch where the freight is, where it has to be and by when. A live dispatcher compares a dedicated truck, a same-day van and the next flight out for your exact addresses, and replies with a price and a recommended mode in minutes, day or night.',
        'Have the pickup and delivery ZIP codes, the number of pieces, their size and weight, and the latest acceptable delivery time ready. That is all it takes to get a driver or a courier moving.',
      ],
      actions: [
        { kind: 'link', label: 'Get a Quote', href: pageLinks.contact.href },
        { kind: 'call' },
      ],
    },
  ],
};
