import { cityGridCopy, dispatchChecklist, locationsCrumb, servicesBlock, stateClosing, stateHero, type StatePageContent } from './state-page-copy.js';

export const page: StatePageContent = {
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
  hero: stateHero('Michigan', {
    intro:
      'Michigan is the heart of the American auto industry, and its plants run on parts that arrive just in time. When one does not, our dispatch desk books a hot shot truck along I-75, I-94 or I-96, a same-day van across metro Detroit or Grand Rapids, or a hand-carry courier on the next flight out of DTW, with a live dispatcher on the line at any hour.',
    quoteLabel: 'Get a Michigan Quote',
    airports: 'Airport: DTW, Detroit Metro',
  }),
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
  cityGrid: cityGridCopy('Michigan', 4),
  closing: stateClosing(
    'Keep your Michigan plant running',
    'From a fixture in Warren to a prototype bound for an Ann Arbor test lab, one call books it. Tell dispatch what is moving, where and by when, and you will have a price, a vehicle and a pickup time in minutes, any hour of any day.',
  ),
};
