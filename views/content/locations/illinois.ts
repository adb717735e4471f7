import { cityGridCopy, dispatchChecklist, locationsCrumb, servicesBlock, stateClosing, stateHero, type StatePageContent } from './state-page-copy.js';

export const page: StatePageContent = {
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
  hero: stateHero('Illinois', {
    intro:
      'Chicago is where the country\'s rail, road and air freight lanes cross, and Illinois plants from Rockford to Peoria depend on them. Our dispatch desk books same-day vans across Chicagoland, hot shot trucks down I-55, I-57 and I-74, and hand-carry couriers on the next flight out of O\'Hare (ORD) or Midway (MDW), with a live dispatcher on the line at any hour.',
    quoteLabel: 'Get an Illinois Quote',
    airports: 'Airports: ORD and MDW',
  }),
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
  cityGrid: cityGridCopy('Illinois', 4),
  closing: stateClosing(
    'Ship urgent freight in Illinois today',
    'From a hydraulic pump in Peoria to a sample bound for a Chicago lab, one call books it. Tell dispatch what is moving, where and by when, and you will have a price, a vehicle and a pickup time in minutes, any hour of any day.',
  ),
};
