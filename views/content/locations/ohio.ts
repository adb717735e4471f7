import { cityGridCopy, dispatchChecklist, locationsCrumb, servicesBlock, stateClosing, stateHero, type StatePageContent } from './state-page-copy.js';

export const page: StatePageContent = {
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
  hero: stateHero('Ohio', {
    intro:
      'Ohio plants build cars, engines, tires and aircraft parts on tight schedules, and a single late component can stop a line. Our dispatch desk books hot shot trucks along I-70, I-71, I-75 and I-77, same-day vans inside Columbus, Cleveland and Cincinnati, and hand-carry couriers on the next flight out of CMH or CLE, with a live dispatcher on the line at any hour of the day or night.',
    quoteLabel: 'Get an Ohio Quote',
    airports: 'Airports: CMH and CLE',
  }),
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
  cityGrid: cityGridCopy('Ohio', 4),
  closing: stateClosing(
    'Keep your Ohio line running',
    'From a die in Toledo to a sample bound for a Cleveland lab, one call books it. Tell dispatch what is moving, where and by when, and you will have a price, a vehicle and a pickup time in minutes, any hour of any day.',
  ),
};
