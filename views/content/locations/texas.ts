import { cityGridCopy, dispatchChecklist, locationsCrumb, servicesBlock, stateClosing, stateHero, type StatePageContent } from './state-page-copy.js';

export const page: StatePageContent = {
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
  hero: stateHero('Texas', {
    intro:
      'Texas is one of the busiest freight states in the country, and much of what moves through it cannot wait for a scheduled linehaul. Our dispatch desk books hot shot trucks along I-35, I-45 and I-10, same-day vans inside Dallas-Fort Worth, Houston, Austin and San Antonio, and hand-carry couriers on the next flight out of DFW, IAH or AUS, with a live dispatcher on the line at any hour.',
    quoteLabel: 'Get a Texas Quote',
    airports: 'Airports: DFW, IAH and AUS',
  }),
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
  cityGrid: cityGridCopy('Texas', 5, 'Major Texas metros'),
  closing: stateClosing(
    'Ship urgent freight in Texas today',
    'From a pallet in Plano to a turbine part bound for Corpus Christi, one call books it. Tell dispatch what is moving, where and by when, and you will have a price, a vehicle and a pickup time in minutes, any hour of any day.',
  ),
};
