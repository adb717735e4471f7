import type { ServicePageContent } from '../page-content.js';

/** Air expedite and next flight out: every quote button scrolls to the contact section. */
export const page: ServicePageContent = {
  family: 'service',
  path: '/air-expedite-services',
  meta: {
    title: 'Air Expedite & Next Flight Out Services',
    description:
      'Air expedite for urgent freight: next flight out, on-board couriers and air-and-ground combinations, 4-8 hours domestic, with dispatch 24/7/365.',
    keywords: [
      'air expedite',
      'air expedite services',
      'expedited air freight',
      'next flight out',
      'urgent air shipping',
      'time-critical air cargo',
      'international air expedite',
      'air and ground expedite',
    ],
  },
  breadcrumb: 'Air Expedite Services',
  service: {
    name: 'Air Expedite Services',
    serviceType: 'Air expedite and next flight out',
  },
  hero: {
    eyebrow: 'Air expedite & next flight out',
    title: 'Air Expedite Services for Freight That Has to Fly Today',
    intro:
      'When the distance is too long to drive and the deadline too close for standard air freight, air expedite closes the gap. We put your shipment on a scheduled commercial flight as priority cargo or with an on-board courier, arrange the ground legs at both ends and manage the whole trip from one dispatch desk. Domestic shipments typically arrive in 4-8 hours, international in 12-24 hours, and you get a price and a flight plan before anything moves.',
    actions: [
      { kind: 'link', label: 'Get a 15-Minute Quote', href: '#contact' },
      { kind: 'call', label: 'Call Air Dispatch' },
    ],
    stats: [
      { value: '4-8 hrs', label: 'Domestic air expedite' },
      { value: '12-24 hrs', label: 'International' },
      { value: '99.8%', label: 'On-time delivery' },
      { value: '150+', label: 'Countries reached' },
    ],
    panel: {
      title: 'Included with every air booking',
      points: [
        'Flight options compared across nearby airports',
        'Ground pickup within 2-4 hours',
        'Recovery and delivery at destination',
        'Cargo insurance up to $1M',
      ],
    },
  },
  blocks: [
    {
      type: 'cards',
      id: 'service-options',
      eyebrow: 'Service options',
      title: 'Four ways to expedite by air',
      intro: 'Air expedite is not one product. The right option depends on the size of the shipment, where it is going and how close the deadline is.',
      columns: 2,
      cards: [
        {
          icon: 'plane',
          title: 'Next flight out',
          badge: '4-8 hours domestic',
          description:
            'Your freight is tendered to the airline for the first departure it can make and flies alone as priority cargo, without waiting to be consolidated.',
          features: ['Crates, cartons and heavy components', 'Door to door or counter to counter'],
        },
        {
          icon: 'briefcase',
          title: 'On-board courier',
          badge: 'Dispatch within 30 minutes',
          description:
            'A courier flies with a small, critical item as carry-on and delivers it by hand, for shipments that should never leave a person’s sight.',
          features: ['Up to about 22x14x9 inches and 50 lb', 'Same day to 24 hours domestic'],
        },
        {
          icon: 'globe',
          title: 'International air expedite',
          badge: '12-24 hours',
          description:
            'Priority air to 150+ countries, with partners in 50+ countries handling recovery and final delivery on the other side.',
          features: ['Commercial invoice reviewed before booking', 'Customs time built into the quote'],
        },
        {
          icon: 'truck',
          title: 'Air and ground combined',
          badge: 'Pickup in 2-4 hours',
          description:
            'A driver brings freight from a rural plant to the airport with the best departure, and another delivers it from the arrival airport to a site hours away.',
          features: ['Reaches sites far from major airports', 'One booking, one tracking contact'],
        },
      ],
      action: { kind: 'link', label: 'Request an Air Expedite Quote', href: '#contact' },
    },
    {
      type: 'prose',
      id: 'how-we-route',
      eyebrow: 'Routing',
      title: 'How our dispatchers choose the flight',
      paragraphs: [
        'The first flight to leave is not always the first to arrive. A nonstop that departs an hour later often beats a connection, because every connection adds a transfer between aircraft and another chance of a missed onward flight. Our dispatchers work backwards from your delivery deadline, comparing nonstop and connecting options, cargo cut-offs and the aircraft type on each route.',
        'We also look beyond the closest airport. Driving an extra hour to a larger hub can open up a nonstop and an earlier arrival, and for distances of a few hundred miles a dedicated ground expedite vehicle may deliver before any flight would. When ground is faster or cheaper for the same deadline, we say so.',
      ],
      checklist: [
        'Nonstop preferred over connections when arrival times are close',
        'Larger hub airports considered when they deliver first',
        'Ground expedite offered whenever it beats the flight',
      ],
    },
    {
      type: 'cards',
      id: 'industries',
      eyebrow: 'Industries',
      title: 'Industries we fly urgent freight for',
      columns: 3,
      cards: [
        {
          icon: 'plane',
          title: 'Aerospace and defense',
          href: '/industries-we-serve#aerospace-defense',
          description: 'Aircraft on ground parts, rotables and ground support equipment, moved so aircraft return to service sooner.',
        },
        {
          icon: 'gear',
          title: 'Manufacturing and industrial',
          href: '/industries-we-serve#manufacturing-industrial',
          description: 'Replacement drives, PLCs, dies and tooling for plants where a stopped line idles a whole shift.',
        },
        {
          icon: 'bolt',
          title: 'Energy, oil and gas',
          href: '/industries-we-serve#energy-oil-gas',
          description: 'Critical spares for refineries, power plants and remote field operations, flown to the nearest airport and driven on.',
        },
        {
          icon: 'medical',
          title: 'Pharmaceutical and biotech',
          href: '/industries-we-serve#pharmaceutical-biotech',
          description: 'Research materials, lab instruments and clinical supplies bound for sites with fixed study schedules.',
        },
        {
          icon: 'shield',
          title: 'Medical equipment',
          href: '/medical-equipment-transport',
          description: 'Devices, instrument sets and replacement components a hospital needs before the next scheduled procedure.',
        },
        {
          icon: 'building',
          title: 'Retail and events',
          href: '/retail-trade-show-logistics',
          description: 'Displays, samples and missing exhibit pieces flown in when a store opening or trade show date cannot move.',
        },
      ],
    },
    {
      type: 'stats',
      id: 'performance',
      tone: 'dark',
      eyebrow: 'Performance',
      title: 'An air desk that never closes',
      intro:
        'Urgent freight does not keep office hours, and neither does the team that books it. These numbers describe the desk behind every air expedite shipment.',
      stats: [
        { metric: '24/7/365', label: 'Dispatch coverage', description: 'Flights are booked at 2 AM on a holiday as readily as at noon on a Tuesday.' },
        { metric: '15+', label: 'Years of expediting', description: 'Long enough to know how each major airport and airline handles urgent cargo.' },
        { metric: '300+', label: 'Cities with local drivers', description: 'Pickup and recovery drivers near the airports our customers fly through.' },
        { metric: '5.0', label: 'Rating from 127 reviews', description: 'Shippers rate the whole trip, from the first call to the signature.' },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'Questions',
      title: 'Air expedite questions',
      items: [
        {
          question: 'How is air expedite different from standard air freight?',
          answer:
            'Standard air freight is consolidated and often waits a day or more for a scheduled load. Air expedite books your shipment on its own, on the first flight that can deliver by your deadline, with drivers assigned at both ends before it leaves your dock.',
        },
        {
          question: 'Is flying always faster than driving?',
          answer:
            'No. For shorter distances, the time spent getting to the airport, meeting the cut-off and waiting for release can exceed the drive. Dispatch compares both and recommends ground expedite when it arrives first.',
        },
        {
          question: 'Can you pick up from our plant in the middle of the night?',
          answer:
            'Yes. Dispatch runs 24/7/365 and pickups are typically within 2-4 hours of booking, at any hour. Let us know who will hand over the freight and how the driver gets into the site.',
        },
        {
          question: 'What details get me the fastest quote?',
          answer:
            'Pickup and delivery addresses, the number of pieces with dimensions and weight, a short description of the contents and the latest acceptable delivery time. With those, we can quote in minutes.',
        },
        {
          question: 'Is air-expedited freight insured?',
          answer:
            'Yes, with cargo coverage up to $1M on air expedite shipments. Include the value of the goods with your shipment details and we will set coverage to match before the freight leaves your dock.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related',
      eyebrow: 'Related services',
      title: 'Related services',
      intro:
        'Air expedite often works alongside our other time-critical services. Explore the ones that fit your shipment, or let dispatch combine them into one trip.',
      links: [
        {
          label: 'Next Flight Out (NFO)',
          href: '/next-flight-out-nfo',
          description: 'Our dedicated NFO service: timelines, when to choose it and how it compares with other modes.',
        },
        {
          label: 'Hand-Carry On-Board Courier',
          href: '/hand-carry-on-board-courier',
          description: 'A courier flies with your small, critical item and never lets it out of sight.',
        },
        {
          label: 'Ground Expedite Transport',
          href: '/ground-expedite-transport',
          description: 'Dedicated vans and trucks from 3,500 lb sprinter vans to 80,000 lb tractor trailers.',
        },
        {
          label: 'JFK Airport Courier',
          href: '/location/jfk',
          description: 'Airport pickups, hand carry and next flight out from New York JFK and the metro area.',
        },
      ],
    },
    {
      type: 'contact',
      eyebrow: 'Contact',
      title: 'Book air expedite with a dispatcher',
      paragraphs: [
        'The fastest way to get freight on a flight is a phone call: a live dispatcher checks departures while you describe the shipment and can start a driver toward you before the booking is final. You can also send the details through the quote form and get flight options and a price within minutes.',
        'Tell us the deadline that really matters, such as the aircraft departure, the surgery time or the line restart, and we will plan the trip around it.',
      ],
      checklist: [
        'Pickup and delivery addresses',
        'Number of pieces, dimensions and weight',
        'What the shipment contains',
        'Latest acceptable delivery time',
      ],
      actions: [
        { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'air_expedite_contact' },
        { kind: 'call', label: 'Call Dispatch' },
      ],
    },
  ],
};
