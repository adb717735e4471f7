import type { ServicePageContent } from '../page-content.js';

export const page: ServicePageContent = {
  family: 'service',
  path: '/expedited-freight-shipping',
  breadcrumb: 'Expedited Freight Shipping',
  service: {
    name: 'Expedited Freight Shipping',
    serviceType: 'Expedited freight shipping by air, ground and hand carry',
  },
  meta: {
    title: 'Expedited Freight Shipping, 24/7',
    description:
      'Expedited freight shipping by truck, next flight out or hand carry: 2-5 times faster than standard freight, 24/7/365 dispatch, cargo insurance up to $1M.',
    keywords: [
      'expedited freight shipping',
      'expedited shipping company',
      'time-critical freight',
      'urgent freight delivery',
      'expedited vs standard freight',
      'exclusive-use freight',
      '24/7 freight dispatch',
    ],
  },
  hero: {
    eyebrow: 'Expedited freight shipping',
    title: 'Expedited Freight Shipping When Standard Transit Is Too Slow',
    intro:
      "Standard freight moves on the carrier's schedule: terminals, consolidation, transfers and a delivery window measured in days. Expedited freight moves on yours. Tell our dispatch team where the shipment is, where it has to be and by when, and we book the fastest sensible mode for it (a dedicated truck, the next commercial flight out or an on-board courier), then stay on it until someone signs for it.",
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'expedited_freight_hero' },
      { kind: 'call', label: 'Call Dispatch 24/7' },
    ],
    stats: [
      { value: '2-5x', label: 'Faster than standard freight' },
      { value: '99.8%', label: 'On-time delivery' },
      { value: '24/7/365', label: 'Live dispatch' },
      { value: '$1M', label: 'Cargo insurance available' },
    ],
  },
  blocks: [
    {
      type: 'prose',
      id: 'what-is-expedited-freight',
      eyebrow: 'The basics',
      title: 'What makes a shipment "expedited"',
      paragraphs: [
        'Expedited freight is not a faster lane inside the ordinary freight network; it is a different way of moving the load. Instead of waiting for a consolidated trailer, your shipment gets transport of its own: a vehicle, a flight booking or a courier committed to it alone, leaving as soon as the freight is ready and heading straight for the consignee.',
        'Because nothing else shares the truck or the courier, there are no terminal stops, no cross-docking and no waiting for other customers to fill space. The load is handled once at pickup and once at delivery, which is why expedited freight arrives faster and with less risk of damage or misrouting than a standard less-than-truckload move.',
        'The trade-off is cost: you pay for dedicated capacity. That is worth it when a late delivery costs more than the freight bill, such as a stopped production line, a grounded aircraft, a surgery that cannot be rescheduled or a store opening with an empty fixture wall.',
      ],
      checklist: [
        'Exclusive-use transport: nothing else rides with your freight',
        'A time-definite delivery promise, not a delivery window',
        'One dispatcher who answers for the shipment from quote to signature',
      ],
    },
    {
      type: 'cards',
      id: 'modes',
      eyebrow: 'Modes',
      title: 'Three ways we expedite a shipment',
      intro:
        'Dispatch chooses the mode from the deadline, the distance and the size of the freight. Many urgent moves combine two: a ground pickup feeding a flight, or a courier meeting a truck at the airport.',
      columns: 3,
      cards: [
        {
          icon: 'truck',
          title: 'Ground expedite',
          href: '/ground-expedite-transport',
          badge: 'Same-day in 2-8 hours',
          description:
            'A dedicated sprinter van, box truck, straight truck or tractor trailer drives directly from your dock to the delivery address. The right choice for pallets, crates and machinery, and for regional runs where the road beats the airport.',
          features: ['Team drivers for long hauls', 'Up to 80,000 lbs by tractor trailer'],
        },
        {
          icon: 'plane',
          title: 'Next flight out',
          href: '/air-expedite-services',
          badge: '4-8 hours domestic',
          description:
            'We tender your freight to the first commercial flight with space, recover it at the arrival airport and deliver it door to door. Built for cross-country distances that no truck can cover in time.',
          features: ['12-24 hours international', 'Ground pickup within 2-4 hours'],
        },
        {
          icon: 'briefcase',
          title: 'Hand carry',
          href: '/hand-carry-on-board-courier',
          badge: 'Dispatch in 30 minutes',
          description:
            'An on-board courier takes small, critical items on the plane as carry-on and never lets them out of sight. Used for parts, prototypes and documents where custody matters as much as speed.',
          features: ['Same-day to 24 hours domestic', '24-48 hours international'],
        },
      ],
    },
    {
      type: 'table',
      id: 'expedited-vs-standard',
      eyebrow: 'Comparison',
      title: 'Expedited versus standard freight',
      intro:
        'A side-by-side look at what changes when you move from a consolidated freight network to a dedicated expedited service.',
      caption: 'How expedited freight differs from standard less-than-truckload shipping',
      columns: ['', 'Standard freight', 'Expedited freight'],
      rows: [
        ['Typical transit', '5-7 days on many lanes', '1-2 days by truck; 2-8 hours for same-day runs'],
        ['Departure', "When the carrier's linehaul schedule allows", 'As soon as your freight is ready'],
        ['Handling', 'Cross-docked at one or more terminals', 'Loaded once and unloaded once'],
        ['Visibility', 'Scans when the freight passes a terminal', 'GPS updates every 60 seconds'],
        ['Who you call', 'A general customer service line', 'A dispatcher who knows your shipment, 24/7/365'],
      ],
      note: 'Transit times depend on distance, mode and pickup time; dispatch confirms a delivery time with every quote.',
    },
    {
      type: 'steps',
      id: 'how-it-works',
      eyebrow: 'Process',
      title: 'From first call to proof of delivery',
      intro: 'Most shipments follow the same five steps, whatever the mode. The first two usually take minutes.',
      steps: [
        {
          title: 'Share the deadline',
          text: 'Give us origin, destination, pieces, dimensions, weight and the time the freight must arrive. The deadline drives every decision that follows.',
        },
        {
          title: 'Get a quote and a plan',
          text: 'Dispatch answers with a price, the mode it recommends and a committed delivery time, usually within 15 minutes.',
        },
        {
          title: 'Pickup',
          text: 'A driver or courier is assigned and heads to your dock. Emergency pickups can happen within 2 hours.',
        },
        {
          title: 'Direct transit',
          text: 'The freight travels without transfers while we watch its position and update you at the milestones you choose.',
        },
        {
          title: 'Delivery and signature',
          text: 'The consignee signs, and you receive proof of delivery with the name and time of receipt.',
        },
      ],
    },
    {
      type: 'stats',
      id: 'track-record',
      tone: 'dark',
      eyebrow: 'Track record',
      title: 'Expedited freight at scale',
      intro:
        'Speed only matters if it is repeatable. These are the figures behind our expedited network, across ground, air and hand-carry moves.',
      stats: [
        { metric: '99.8%', label: 'On-time delivery', description: 'Measured against the delivery time we commit to when you book, not a loose window.' },
        { metric: '5,000+', label: 'Shipments a month', description: 'From single cartons to full trailers, across ground, air and hand-carry moves.' },
        { metric: '300+', label: 'Cities served', description: 'With coverage reaching all 50 states by road and by air.' },
        { metric: '15+', label: 'Years expediting', description: 'Building the carrier, driver and courier network our dispatch team relies on.' },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Expedited freight shipping questions',
      items: [
        {
          question: 'How much faster is expedited freight than standard shipping?',
          answer:
            'Typically 2-5 times faster. A lane that takes 5-7 days in a consolidated network often takes 1-2 days with a dedicated truck, and regional runs can be delivered the same day in 2-8 hours. When even that is too slow, next flight out or a hand-carry courier shortens the trip further.',
        },
        {
          question: 'When is expedited shipping worth the extra cost?',
          answer:
            'Compare the freight bill with the cost of the delay. If a late part idles a line, grounds an aircraft, postpones a procedure or misses a contractual deadline, the dedicated move is usually the cheaper option. For freight that can wait a day or two, we will tell you so.',
        },
        {
          question: 'Do I need a full truckload to ship expedited?',
          answer:
            'No. Expedited service starts at a single envelope or carton. We size the vehicle to the freight, so a few boxes go in a sprinter van and a machine goes on a larger truck; you are never paying for a tractor trailer you do not need.',
        },
        {
          question: 'Is my shipment insured while it travels?',
          answer:
            'Yes, coverage of up to $1M can be arranged for each shipment. Tell dispatch the declared value when you request the quote so the right coverage is in place before pickup.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related services',
      title: 'Choose a specific expedited service',
      intro: 'Each of these pages goes deeper into one mode, one kind of emergency or one buying decision.',
      links: [
        { label: 'Hot Shot Trucking', href: '/hot-shot-trucking', description: 'One dedicated truck and driver for an urgent partial load.' },
        { label: 'Same-Day Freight Delivery', href: '/same-day-freight-delivery', description: 'Pickup within 4 hours, within 2 hours for emergencies.' },
        { label: 'Emergency Logistics', href: '/emergency-logistics', description: 'A team that responds in 30 minutes, any hour of any day.' },
        { label: 'Expedited Trucking Explained', href: '/expedited-trucking-freight-services', description: 'Team drivers, same-day trucks and white glove options.' },
        { label: 'Secure Freight Transport', href: '/secure-freight-transport', description: 'Monitored, tightly controlled transport for high-value freight.' },
        { label: 'Choosing an Expedited Carrier', href: '/best-expedited-freight-companies-2025', description: 'What strong providers do and the questions to ask.' },
      ],
    },
    {
      type: 'cta',
      id: 'quote',
      eyebrow: 'Ready when you are',
      title: 'Tell us the deadline; we will build the shipment around it',
      paragraphs: [
        'Send the pickup and delivery addresses, what is moving and when it must arrive. Dispatch will come back with a price, a recommended mode and a committed delivery time, usually within 15 minutes and at any hour.',
        'Already have freight on the dock? Call instead: a dispatcher can start assigning a driver while the quote is still being written, and you will get the confirmed pickup time on the same call.',
        'Not sure which mode fits? Give us the deadline anyway. Choosing between truck, flight and courier is our job, and we will explain the choice.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Quote', source: 'expedited_freight_cta' },
        { kind: 'call', label: 'Call Dispatch Now' },
      ],
    },
  ],
};
