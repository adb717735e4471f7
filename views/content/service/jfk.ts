import type { ServicePageContent } from '../page-content.js';

/** Airport courier location page for New York JFK. */
export const page: ServicePageContent = {
  family: 'service',
  path: '/location/jfk',
  meta: {
    title: 'JFK Airport Courier & Next Flight Out',
    description:
      'Airport courier service at New York JFK: hand-carry pickups, next flight out from JFK and urgent delivery across the New York metro, 24/7/365.',
    keywords: [
      'JFK airport courier',
      'JFK next flight out',
      'JFK hand carry courier',
      'New York airport courier',
      'Queens courier service',
      'New York same-day freight',
      'JFK air freight recovery',
    ],
  },
  breadcrumb: 'JFK Airport Courier',
  parent: { label: 'Locations', href: '/locations' },
  quoteHookSource: 'jfk_location_page',
  service: {
    name: 'JFK Airport Courier Service',
    serviceType: 'Airport courier, hand carry and next flight out',
    areaServed: 'New York metropolitan area',
  },
  hero: {
    eyebrow: 'New York JFK airport courier',
    title: 'JFK Airport Courier: Hand Carry and Next Flight Out from New York',
    intro:
      'John F. Kennedy International Airport in Queens is one of the busiest international gateways in the country, which makes it the natural launch point for urgent freight leaving the New York area and the place where much of the urgent freight bound for it lands. We pick up from offices, labs, hospitals and warehouses across the metro, put shipments on outbound flights with a courier or as priority cargo, and recover inbound freight for delivery anywhere from Manhattan to Long Island and New Jersey.',
    actions: [
      { kind: 'quote', label: 'Get a JFK Quote', source: 'jfk_location_hero' },
      { kind: 'call', label: 'Call Dispatch' },
    ],
    stats: [
      { value: '60-90 min', label: 'Airport hand-carry pickup' },
      { value: '4-8 hrs', label: 'Domestic NFO' },
      { value: '12-24 hrs', label: 'International NFO' },
      { value: '24/7/365', label: 'Dispatch' },
    ],
  },
  blocks: [
    {
      type: 'prose',
      id: 'why-jfk',
      eyebrow: 'Why JFK',
      title: 'Why JFK works for time-critical freight',
      paragraphs: [
        'Speed by air depends on choice: the more flights leave an airport, the more likely one of them fits your deadline. JFK offers a deep schedule of domestic and long-haul international departures, so a shipment collected in Midtown in the afternoon often still has several workable flights to the West Coast, Europe or beyond the same evening.',
        'The challenge in New York is the ground, not the air. Getting from a Manhattan loading dock or a New Jersey warehouse to the airport can take far longer at rush hour than at midday, and that drive decides which cut-off a shipment can make. Our dispatchers plan pickups around traffic and the airline cargo cut-off together, and if another airport in the region offers a better flight for your shipment, we will tell you.',
      ],
    },
    {
      type: 'cards',
      id: 'airport-services',
      eyebrow: 'Services at JFK',
      title: 'What we handle at JFK',
      columns: 2,
      cards: [
        {
          icon: 'briefcase',
          title: 'Outbound hand carry',
          badge: '60-90 min pickup',
          description:
            'A courier collects your item anywhere in the metro, boards a JFK flight with it as carry-on and hands it to your recipient at the other end. Ideal for small, irreplaceable pieces.',
          features: ['Same day to 24 hours domestic', '24-48 hours international'],
        },
        {
          icon: 'plane',
          title: 'Next flight out from JFK',
          badge: '4-8 hours domestic',
          description:
            'Crates and heavier pieces fly as priority cargo on the earliest JFK departure that can load them, and a recovery driver meets the flight at the destination for door-to-door delivery.',
          features: ['Ground pickup within 2-4 hours', '12-24 hours international'],
        },
        {
          icon: 'box',
          title: 'Inbound recovery',
          description:
            'When urgent freight lands at JFK, our driver collects it as soon as it is released and delivers it straight to your site, instead of leaving it to wait for a scheduled pickup.',
          features: ['Delivery across the New York metro', 'Confirmation with the name of the signer'],
        },
        {
          icon: 'truck',
          title: 'Metro ground expedite',
          description:
            'For shipments within driving range, a dedicated vehicle moves freight door to door across the region without going near an airport, often faster than any flight.',
          features: ['Same-day delivery in 2-8 hours', 'Emergency pickup within 2 hours'],
        },
      ],
    },
    {
      type: 'steps',
      id: 'pickup-process',
      eyebrow: 'How it works',
      title: 'How a JFK outbound shipment moves',
      steps: [
        {
          title: 'Call with the deadline',
          text: 'Tell dispatch the pickup address, the destination, the size and weight of each piece and your deadline. We line up JFK departures against the realistic drive time from your door to Queens.',
        },
        {
          title: 'Pickup planned around traffic',
          text: 'A driver or courier is assigned and given a pickup time that leaves room for the drive to Queens and the airline cut-off, with a margin for New York traffic.',
        },
        {
          title: 'Airport handling',
          text: 'A hand-carry courier checks in and boards with your item; NFO freight is tendered at the airline cargo counter and screened before the flight.',
        },
        {
          title: 'Delivery at the other end',
          text: 'The courier or a recovery driver completes the trip to your recipient, and dispatch confirms delivery with the time and the name of the person who signed.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'metro-coverage',
      eyebrow: 'Coverage',
      title: 'Pickup and delivery across the New York metro',
      intro: 'We serve the whole metropolitan area around JFK, not only the airport itself.',
      columns: 4,
      cards: [
        {
          icon: 'building',
          title: 'The five boroughs',
          description:
            'Manhattan offices and hospitals, Brooklyn and Queens warehouses, the Bronx and Staten Island, with pickups timed around bridge and tunnel traffic.',
        },
        {
          icon: 'map',
          title: 'Long Island',
          description: 'Manufacturers, labs and medical centers in Nassau and Suffolk counties; western Nassau sits right next to the airport.',
        },
        {
          icon: 'truck',
          title: 'Northern New Jersey',
          description: 'Distribution centers, pharmaceutical sites and plants west of the Hudson, for outbound and inbound freight.',
        },
        {
          icon: 'map',
          title: 'Westchester and beyond',
          description: 'Westchester, the lower Hudson Valley and southwestern Connecticut, connected by ground to JFK flights.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'Questions',
      title: 'JFK courier questions',
      items: [
        {
          question: 'How fast can you pick up near JFK for a hand-carry?',
          answer:
            'In the neighborhoods around the airport, expect a courier at your door in about 60-90 minutes. From Manhattan, New Jersey or Long Island, traffic decides the timing, so we quote a specific pickup time for your address before you confirm.',
        },
        {
          question: 'Can you collect freight that has just landed at JFK?',
          answer:
            'Yes. Send us the airline, the flight and the shipment reference, and a driver will be at the cargo area to collect the freight once it is released, then deliver it directly to your address.',
        },
        {
          question: 'Do you only fly out of JFK?',
          answer:
            'No. JFK is often the best choice for international and long-distance flights, but we choose the airport that delivers first for each shipment and tell you why.',
        },
        {
          question: 'Do you cover the New York area outside business hours?',
          answer:
            'Yes. Dispatch works 24/7/365, including nights, weekends and holidays. Building access is often the slowest part after hours, so let us know who will meet the driver.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related',
      eyebrow: 'Related',
      title: 'Related services and locations',
      intro:
        'JFK is one starting point among many. Explore our New York City service, the air options we book from the airport and the other cities where our couriers work.',
      links: [
        {
          label: 'New York City Expedite',
          href: '/locations/new-york-ny-expedite',
          description: 'Same-day and expedited freight across New York City, with local pickups and deliveries.',
        },
        {
          label: 'Next Flight Out (NFO)',
          href: '/next-flight-out-nfo',
          description: 'First-available-flight air freight, 4-8 hours domestic and 12-24 hours international.',
        },
        {
          label: 'Hand-Carry On-Board Courier',
          href: '/hand-carry-on-board-courier',
          description: 'Small, critical items escorted by one courier from your New York dock to the recipient anywhere in the country or abroad.',
        },
        {
          label: 'All Locations',
          href: '/locations',
          description: 'Browse the 300+ cities we serve across all 50 states, each with local pickup and delivery.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'jfk-quote',
      tone: 'dark',
      eyebrow: 'Ship from New York',
      title: 'Get your shipment to JFK and on its way',
      paragraphs: [
        'Whether it is a single instrument that needs a courier or a crate that needs the next departure, the sooner we know, the more flights are still open. Send us the pickup address, destination, dimensions, weight and deadline and we will come back within minutes with a pickup time, a flight plan and a price.',
        'Freight arriving at JFK instead? Give us the airline, flight and shipment reference and we will have a driver at the cargo area when it is released, ready to deliver anywhere in the metro.',
      ],
      actions: [
        { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'jfk_location_cta' },
        { kind: 'call', label: 'Call Dispatch' },
      ],
    },
  ],
};
