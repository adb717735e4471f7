import type { Card, CompanyPageContent, CtaBlock } from './page-content.js';
import type { LinkItem } from './types.js';

/**
 * Copy of the locations index (/locations) and the four state pages (/locations/texas, ohio, michigan,
 * illinois), docs/product.md#17-marketing-pages rules. The cities themselves come from the page-data port;
 * what is here is the text around them. Phone, e-mail and company name come from configuration.
 */

/** "1 city", "20 cities". */
export const cityCount = (count: number): string => `${count} ${count === 1 ? 'city' : 'cities'}`;

/** "50 states and the District of Columbia", "1 state". */
export function stateCount(states: number, withDc: boolean): string {
  const text = `${states} ${states === 1 ? 'state' : 'states'}`;
  if (!withDc) return text;
  return states ? `${text} and the District of Columbia` : 'the District of Columbia';
}

const QUOTE_PAGE = '/contact-us';

// ---------------------------------------------------------------------------------------------------------
// /locations

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

export const locationsIndex: LocationsIndexContent = {
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
      { kind: 'link', label: 'Get a Quote', href: QUOTE_PAGE },
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
        { kind: 'link', label: 'Get a Quote', href: QUOTE_PAGE },
        { kind: 'call' },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------
// State pages

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

export const allLocationsLink: LinkItem = { label: 'View All Locations', href: '/locations' };

const locationsCrumb: LinkItem = { label: 'Locations', href: '/locations' };

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

const servicesBlock = (state: string, airports: string) =>
  ({
    type: 'cards',
    id: 'services',
    eyebrow: 'Services',
    title: `Expedited services across ${state}`,
    intro: `The same dispatch desk books every mode, so a ${state} shipment can switch from truck to plane when the clock demands it.`,
    columns: 3,
    cards: serviceCards(state, airports),
  }) as const;

const dispatchChecklist = [
  'Dispatch answers 24/7/365',
  'Quote response in minutes',
  'Emergency pickup within 2 hours',
  'Pickups booked in 15-30 minutes',
  'GPS updates every 60 seconds',
  'Cargo insurance up to $1M',
];

const closingModes =
  'Not sure which mode fits? Dispatch compares a dedicated truck, a same-day van and the next flight out for your exact addresses and recommends the one that meets the deadline, then sends GPS updates every 60 seconds once the freight is moving.';

const cityGridCopy = (state: string) => ({
  id: 'cities',
  eyebrow: `${state} cities`,
  title: `${state} cities we serve`,
  intro: `Every ${state} city with its own expedite page: local pickup notes, the nearest airports and the industries dispatch works with there.`,
  paragraphs: [
    `Pick a city for local details, or call dispatch with any ${state} pickup or delivery address. The cities below are the places with a page of their own, not the limits of our coverage: drivers and couriers are booked for towns, plants, job sites and airports across the whole state, and on to all 50 states, around the clock.`,
  ],
  empty: `The ${state} city pages are being updated right now and will be back shortly. Dispatch still covers the whole state around the clock, so nothing has to wait for them: call with your pickup and delivery addresses, or send a quote request, and a live dispatcher will reply with a price and a recommended mode in minutes, day or night. Every service, airport and industry on this page is still available while the list is refreshed.`,
});

const texas: StatePageContent = {
  family: 'company',
  path: '/locations/texas',
  parent: locationsCrumb,
  breadcrumb: 'Texas',
  state: 'Texas',
  airports: ['DFW', 'IAH', 'AUS'],
  majorCities: ['Dallas', 'Houston', 'Austin', 'San Antonio', 'Fort Worth', 'El Paso', 'Arlington', 'Corpus Christi', 'Plano', 'Laredo'],
  meta: {
    title: 'Texas Expedited Freight & Courier, 24/7',
    description:
      'Expedited freight across Texas: 24/7/365 dispatch, hot shot and same-day trucks, next flight out via DFW, IAH and AUS, and local pages from Dallas to Laredo.',
    keywords: [
      'Texas expedited freight',
      'Texas hot shot trucking',
      'Dallas expedited shipping',
      'Houston courier service',
      'Austin same-day delivery',
      'San Antonio expedite',
      'next flight out DFW',
      'IAH air freight courier',
    ],
  },
  hero: {
    eyebrow: 'Texas expedited freight',
    title: 'Expedited Freight & Courier Services in Texas',
    intro:
      'Texas is one of the busiest freight states in the country, and much of what moves through it cannot wait for a scheduled linehaul. Our dispatch desk books hot shot trucks along I-35, I-45 and I-10, same-day vans inside Dallas-Fort Worth, Houston, Austin and San Antonio, and hand-carry couriers on the next flight out of DFW, IAH or AUS, with a live dispatcher on the line at any hour.',
    actions: [
      { kind: 'call' },
      { kind: 'link', label: 'Get a Texas Quote', href: QUOTE_PAGE },
    ],
    panel: {
      title: 'Texas at a glance',
      points: ['24/7/365 dispatch for every Texas city', 'Airports: DFW, IAH and AUS', 'Emergency pickup within 2 hours', 'Same-day delivery in 2-8 hours'],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'dispatch',
      eyebrow: '24/7 dispatch',
      title: 'A live Texas dispatcher, day or night',
      paragraphs: [
        'Our dispatch desk answers 24/7/365, weekends and holidays included, so a line-down call from a Gulf Coast plant at 2 a.m. gets the same answer as one at noon: a quote in minutes, a vehicle matched to the freight and a pickup time you can plan around.',
        'Distance is what sets Texas apart. El Paso is a long day\'s drive from Dallas, and the Rio Grande Valley sits hours beyond San Antonio, so for every long run dispatch weighs a dedicated truck against a courier on the next flight out and tells you which one arrives first.',
      ],
      checklist: dispatchChecklist,
    },
    {
      type: 'cards',
      id: 'industries',
      eyebrow: 'Industry focus',
      title: 'Texas industries we move urgent freight for',
      columns: 4,
      cards: [
        {
          title: 'Energy and petrochemicals',
          icon: 'bolt',
          href: '/industries-we-serve#energy-oil-gas',
          description: 'Valves, pumps, sensors and replacement parts for refineries, chemical plants and oilfield sites, moved by hot shot truck when a unit is down.',
        },
        {
          title: 'Aerospace and defense',
          icon: 'plane',
          href: '/industries-we-serve#aerospace-defense',
          description: 'Aircraft-on-ground parts, tooling and test equipment for the plants, hangars and contractors around Fort Worth, San Antonio and Houston.',
        },
        {
          title: 'Semiconductors and electronics',
          icon: 'gear',
          href: '/industries-we-serve#manufacturing-industrial',
          description: 'Fab equipment spares, wafers in transit and sensitive electronics for the chip plants of Austin and Dallas, by white glove crew or by hand.',
        },
        {
          title: 'Healthcare and medical',
          icon: 'medical',
          href: '/medical-equipment-transport',
          description: 'Medical devices, lab samples and surgical equipment for the hospital systems of Houston, Dallas and San Antonio, on a same-day schedule.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'airports',
      eyebrow: 'Air freight',
      title: 'Next flight out through DFW, IAH and AUS',
      paragraphs: [
        'When a shipment has to cross Texas, or leave it, faster than any truck can drive, our couriers put it on the next flight out. A driver collects the freight, tenders it before the cutoff, and a second driver recovers it on arrival: 4-8 hours door to door for most domestic runs, 12-24 hours to international destinations.',
        'Airport hand-carry pickups are typically made within 60-90 minutes. Dallas Love Field, Houston Hobby and San Antonio International add more departures when the schedule calls for them.',
      ],
      checklist: ['DFW: Dallas/Fort Worth International', 'IAH: George Bush Intercontinental, Houston', 'AUS: Austin-Bergstrom International'],
    },
    servicesBlock('Texas', 'DFW, IAH and AUS'),
  ],
  cityGridAt: 3,
  cityGrid: { ...cityGridCopy('Texas'), majorTitle: 'Major Texas metros', moreTitle: 'More Texas cities', maxColumns: 5 },
  closing: {
    id: 'call-dispatch',
    eyebrow: 'Ready when you are',
    title: 'Ship urgent freight in Texas today',
    tone: 'dark',
    paragraphs: [
      'From a pallet in Plano to a turbine part bound for Corpus Christi, one call books it. Tell dispatch what is moving, where and by when, and you will have a price, a vehicle and a pickup time in minutes, any hour of any day.',
      closingModes,
      'Shipping from somewhere else? Every city we publish a page for is one click away in the full list of locations.',
    ],
  },
};

const ohio: StatePageContent = {
  family: 'company',
  path: '/locations/ohio',
  parent: locationsCrumb,
  breadcrumb: 'Ohio',
  state: 'Ohio',
  airports: ['CMH', 'CLE'],
  majorCities: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton', 'Parma', 'Canton'],
  meta: {
    title: 'Ohio Expedited Freight & Courier, 24/7',
    description:
      'Expedited freight across Ohio: 24/7/365 dispatch, hot shot runs for line-down plants, next flight out via CMH and CLE, and city pages from Toledo to Cincinnati.',
    keywords: [
      'Ohio expedited freight',
      'Ohio hot shot trucking',
      'Columbus expedited shipping',
      'Cleveland courier service',
      'Cincinnati same-day delivery',
      'line-down parts Ohio',
      'next flight out CMH',
      'CLE air freight courier',
    ],
  },
  hero: {
    eyebrow: 'Ohio expedited freight',
    title: 'Expedited Freight & Courier Services in Ohio',
    intro:
      'Ohio plants build cars, engines, tires and aircraft parts on tight schedules, and a single late component can stop a line. Our dispatch desk books hot shot trucks along I-70, I-71, I-75 and I-77, same-day vans inside Columbus, Cleveland and Cincinnati, and hand-carry couriers on the next flight out of CMH or CLE, with a live dispatcher on the line at any hour of the day or night.',
    actions: [
      { kind: 'call' },
      { kind: 'link', label: 'Get an Ohio Quote', href: QUOTE_PAGE },
    ],
    panel: {
      title: 'Ohio at a glance',
      points: ['24/7/365 dispatch for every Ohio city', 'Airports: CMH and CLE', 'Emergency pickup within 2 hours', 'Same-day delivery in 2-8 hours'],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'dispatch',
      eyebrow: '24/7 dispatch',
      title: 'A live Ohio dispatcher, every shift',
      paragraphs: [
        'Our dispatch desk answers 24/7/365, weekends and holidays included. Plants in Ohio run second and third shifts, so a part that fails at midnight gets the same answer as one at noon: a quote in minutes, a vehicle matched to the freight and a pickup time the line can plan around.',
        'Ohio is compact enough that most runs inside the state are same-day by road: Cleveland to Columbus or Columbus to Cincinnati is a morning\'s drive. For suppliers farther away, dispatch compares a dedicated truck with the next flight out and tells you which one reaches the dock first.',
      ],
      checklist: dispatchChecklist,
    },
    {
      type: 'cards',
      id: 'industries',
      eyebrow: 'Industry focus',
      title: 'Ohio industries we move urgent freight for',
      columns: 4,
      cards: [
        {
          title: 'Automotive manufacturing',
          icon: 'gear',
          href: '/industries-we-serve#manufacturing-industrial',
          description: 'Line-down parts, fixtures and dies for assembly plants and tier suppliers, so a missing component never idles a shift.',
        },
        {
          title: 'Aerospace and engines',
          icon: 'plane',
          href: '/industries-we-serve#aerospace-defense',
          description: 'Engine components, tooling and test equipment for the aerospace plants and research centers around Cincinnati and Dayton.',
        },
        {
          title: 'Polymers and plastics',
          icon: 'box',
          description: 'Molds, resin samples and replacement parts for the rubber, tire and plastics makers of the Akron and Canton area.',
        },
        {
          title: 'Healthcare and medical',
          icon: 'medical',
          href: '/medical-equipment-transport',
          description: 'Medical devices, lab samples and surgical equipment for the large hospital systems of Cleveland and Columbus.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'airports',
      eyebrow: 'Air freight',
      title: 'Next flight out through CMH and CLE',
      paragraphs: [
        'When a shipment has to leave Ohio faster than any truck can drive, our couriers put it on the next flight out. A driver collects the freight, tenders it before the cutoff, and a second driver recovers it on arrival: 4-8 hours door to door for most domestic runs, 12-24 hours to international destinations.',
        'Airport hand-carry pickups are typically made within 60-90 minutes. Dayton, Akron-Canton and the Cincinnati airport across the river add more departures when the schedule calls for them.',
      ],
      checklist: ['CMH: John Glenn Columbus International', 'CLE: Cleveland Hopkins International'],
    },
    servicesBlock('Ohio', 'CMH and CLE'),
  ],
  cityGridAt: 3,
  cityGrid: { ...cityGridCopy('Ohio'), majorTitle: 'Major Ohio cities', moreTitle: 'More Ohio cities', maxColumns: 4 },
  closing: {
    id: 'call-dispatch',
    eyebrow: 'Ready when you are',
    title: 'Keep your Ohio line running',
    tone: 'dark',
    paragraphs: [
      'From a die in Toledo to a sample bound for a Cleveland lab, one call books it. Tell dispatch what is moving, where and by when, and you will have a price, a vehicle and a pickup time in minutes, any hour of any day.',
      closingModes,
      'Shipping from somewhere else? Every city we publish a page for is one click away in the full list of locations.',
    ],
  },
};

const michigan: StatePageContent = {
  family: 'company',
  path: '/locations/michigan',
  parent: locationsCrumb,
  breadcrumb: 'Michigan',
  state: 'Michigan',
  airports: ['DTW'],
  majorCities: ['Detroit', 'Grand Rapids', 'Warren', 'Sterling Heights', 'Ann Arbor', 'Lansing', 'Flint', 'Dearborn'],
  meta: {
    title: 'Michigan Expedited Freight & Courier, 24/7',
    description:
      'Expedited freight across Michigan: 24/7/365 dispatch for automotive and industrial plants, hot shot trucks, next flight out via DTW, and local city pages.',
    keywords: [
      'Michigan expedited freight',
      'Detroit expedited shipping',
      'automotive expedite Michigan',
      'Grand Rapids courier service',
      'Michigan hot shot trucking',
      'line-down parts Detroit',
      'next flight out DTW',
    ],
  },
  hero: {
    eyebrow: 'Michigan expedited freight',
    title: 'Expedited Freight & Courier Services in Michigan',
    intro:
      'Michigan is the heart of the American auto industry, and its plants run on parts that arrive just in time. When one does not, our dispatch desk books a hot shot truck along I-75, I-94 or I-96, a same-day van across metro Detroit or Grand Rapids, or a hand-carry courier on the next flight out of DTW, with a live dispatcher on the line at any hour.',
    actions: [
      { kind: 'call' },
      { kind: 'link', label: 'Get a Michigan Quote', href: QUOTE_PAGE },
    ],
    panel: {
      title: 'Michigan at a glance',
      points: ['24/7/365 dispatch for every Michigan city', 'Airport: DTW, Detroit Metro', 'Emergency pickup within 2 hours', 'Same-day delivery in 2-8 hours'],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'dispatch',
      eyebrow: '24/7 dispatch',
      title: 'A live Michigan dispatcher, every shift',
      paragraphs: [
        'Our dispatch desk answers 24/7/365, weekends and holidays included. Assembly lines and their suppliers run around the clock, so a part that fails at 3 a.m. gets the same answer as one at noon: a quote in minutes, a vehicle matched to the freight and a pickup time the plant can plan around.',
        'Michigan freight also crosses borders: suppliers in Ontario and plants in Ohio and Indiana share the same lines. Dispatch plans the bridge crossing, the paperwork and the fastest mode together, and compares a dedicated truck with the next flight out for every long run.',
      ],
      checklist: dispatchChecklist,
    },
    {
      type: 'cards',
      id: 'industries',
      eyebrow: 'Industry focus',
      title: 'Michigan industries we move urgent freight for',
      columns: 4,
      cards: [
        {
          title: 'Automotive manufacturing',
          icon: 'gear',
          href: '/industries-we-serve#manufacturing-industrial',
          description: 'Line-down parts, fixtures, dies and prototypes for assembly plants and tier suppliers from Detroit to Lansing and Flint.',
        },
        {
          title: 'Engineering and research',
          icon: 'building',
          description: 'Prototype vehicles, test rigs and instruments for the technical centers, proving grounds and university labs around Ann Arbor and Detroit.',
        },
        {
          title: 'Defense and mobility',
          icon: 'shield',
          href: '/industries-we-serve#aerospace-defense',
          description: 'Components and test equipment for the defense vehicle programs and contractors of Warren and Sterling Heights, with secure handling.',
        },
        {
          title: 'Agriculture and food',
          icon: 'box',
          description: 'Replacement parts for processing lines, packing equipment and farm machinery across western and central Michigan, on a same-day schedule.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'airports',
      eyebrow: 'Air freight',
      title: 'Next flight out through Detroit Metro (DTW)',
      paragraphs: [
        'When a shipment has to leave Michigan faster than any truck can drive, our couriers put it on the next flight out of Detroit Metropolitan Wayne County Airport. A driver collects the freight, tenders it before the cutoff, and a second driver recovers it on arrival: 4-8 hours door to door for most domestic runs, 12-24 hours to international destinations.',
        'Airport hand-carry pickups are typically made within 60-90 minutes. Grand Rapids, Lansing and Flint add more departures when the schedule calls for them.',
      ],
      checklist: ['DTW: Detroit Metropolitan Wayne County', 'Drivers at both ends of every flight'],
    },
    servicesBlock('Michigan', 'DTW'),
  ],
  cityGridAt: 3,
  cityGrid: { ...cityGridCopy('Michigan'), majorTitle: 'Major Michigan cities', moreTitle: 'More Michigan cities', maxColumns: 4 },
  closing: {
    id: 'call-dispatch',
    eyebrow: 'Ready when you are',
    title: 'Keep your Michigan plant running',
    tone: 'dark',
    paragraphs: [
      'From a fixture in Warren to a prototype bound for an Ann Arbor test lab, one call books it. Tell dispatch what is moving, where and by when, and you will have a price, a vehicle and a pickup time in minutes, any hour of any day.',
      closingModes,
      'Shipping from somewhere else? Every city we publish a page for is one click away in the full list of locations.',
    ],
  },
};

const illinois: StatePageContent = {
  family: 'company',
  path: '/locations/illinois',
  parent: locationsCrumb,
  breadcrumb: 'Illinois',
  state: 'Illinois',
  airports: ['ORD', 'MDW'],
  majorCities: ['Chicago', 'Aurora', 'Naperville', 'Joliet', 'Rockford', 'Springfield', 'Elgin', 'Peoria'],
  meta: {
    title: 'Illinois Expedited Freight & Courier, 24/7',
    description:
      'Expedited freight across Illinois: 24/7/365 dispatch, Chicagoland same-day vans, hot shot trucks downstate, next flight out via ORD and MDW, and city pages.',
    keywords: [
      'Illinois expedited freight',
      'Chicago expedited shipping',
      'Illinois hot shot trucking',
      'Naperville courier service',
      'Rockford expedited freight',
      'Peoria same-day delivery',
      'next flight out ORD',
      'Midway air freight courier',
    ],
  },
  hero: {
    eyebrow: 'Illinois expedited freight',
    title: 'Expedited Freight & Courier Services in Illinois',
    intro:
      'Chicago is where the country\'s rail, road and air freight lanes cross, and Illinois plants from Rockford to Peoria depend on them. Our dispatch desk books same-day vans across Chicagoland, hot shot trucks down I-55, I-57 and I-74, and hand-carry couriers on the next flight out of O\'Hare (ORD) or Midway (MDW), with a live dispatcher on the line at any hour.',
    actions: [
      { kind: 'call' },
      { kind: 'link', label: 'Get an Illinois Quote', href: QUOTE_PAGE },
    ],
    panel: {
      title: 'Illinois at a glance',
      points: ['24/7/365 dispatch for every Illinois city', 'Airports: ORD and MDW', 'Emergency pickup within 2 hours', 'Same-day delivery in 2-8 hours'],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'dispatch',
      eyebrow: '24/7 dispatch',
      title: 'A live Illinois dispatcher, day or night',
      paragraphs: [
        'Our dispatch desk answers 24/7/365, weekends and holidays included, so a line-down call from a plant in Joliet at 2 a.m. gets the same answer as one at noon: a quote in minutes, a vehicle matched to the freight and a pickup time you can plan around.',
        'Chicagoland traffic decides many Illinois deliveries. Dispatch routes around the known choke points on the Kennedy, the Dan Ryan and the Eisenhower, and for downstate runs to Springfield or Peoria compares a dedicated truck with a courier on the next flight out.',
      ],
      checklist: dispatchChecklist,
    },
    {
      type: 'cards',
      id: 'industries',
      eyebrow: 'Industry focus',
      title: 'Illinois industries we move urgent freight for',
      columns: 4,
      cards: [
        {
          title: 'Manufacturing and heavy equipment',
          icon: 'gear',
          href: '/industries-we-serve#manufacturing-industrial',
          description: 'Line-down parts, hydraulics and machine components for the plants of Rockford, Joliet, Peoria and the Quad Cities.',
        },
        {
          title: 'Logistics and distribution',
          icon: 'truck',
          description: 'Recovery of missed connections and short-shipped orders at the rail yards and distribution centers around Chicago, Joliet and Elgin.',
        },
        {
          title: 'Pharmaceutical and healthcare',
          icon: 'medical',
          href: '/industries-we-serve#pharmaceutical-biotech',
          description: 'Clinical supplies, lab samples and medical devices for the pharmaceutical companies and hospital systems of Chicagoland.',
        },
        {
          title: 'Agriculture and food',
          icon: 'box',
          description: 'Replacement parts for processing plants, grain handling and farm equipment across central Illinois, on a same-day schedule.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'airports',
      eyebrow: 'Air freight',
      title: 'Next flight out through O\'Hare (ORD) and Midway (MDW)',
      paragraphs: [
        'When a shipment has to leave Illinois faster than any truck can drive, our couriers put it on the next flight out. A driver collects the freight, tenders it before the cutoff, and a second driver recovers it on arrival: 4-8 hours door to door for most domestic runs, 12-24 hours to international destinations.',
        'Airport hand-carry pickups are typically made within 60-90 minutes. With two major airports in one metro, dispatch picks whichever has the earlier flight and the shorter drive from your dock.',
      ],
      checklist: ['ORD: Chicago O\'Hare International', 'MDW: Chicago Midway International'],
    },
    servicesBlock('Illinois', 'ORD and MDW'),
  ],
  cityGridAt: 3,
  cityGrid: { ...cityGridCopy('Illinois'), majorTitle: 'Major Illinois cities', moreTitle: 'More Illinois cities', maxColumns: 4 },
  closing: {
    id: 'call-dispatch',
    eyebrow: 'Ready when you are',
    title: 'Ship urgent freight in Illinois today',
    tone: 'dark',
    paragraphs: [
      'From a hydraulic pump in Peoria to a sample bound for a Chicago lab, one call books it. Tell dispatch what is moving, where and by when, and you will have a price, a vehicle and a pickup time in minutes, any hour of any day.',
      closingModes,
      'Shipping from somewhere else? Every city we publish a page for is one click away in the full list of locations.',
    ],
  },
};

/** The four state pages, in the order the spec names them. */
export const statePageContents: readonly StatePageContent[] = [texas, ohio, michigan, illinois];
