import type { ServicePageContent } from '../page-content.js';

export const page: ServicePageContent = {
  family: 'service',
  path: '/defense-industry-delivery',
  breadcrumb: 'Defense Industry Delivery',
  service: {
    name: 'Defense Industry Delivery',
    serviceType: 'Expedited delivery for defense and government contractors',
  },
  meta: {
    title: 'Defense Industry Freight Delivery',
    description:
      'Expedited delivery for defense and government contractors: vetted drivers, sealed and tracked shipments, chain of custody and GPS every 60 seconds.',
    keywords: [
      'defense industry delivery',
      'defense contractor shipping',
      'government contractor freight',
      'defense logistics courier',
      'prototype transport',
      'chain of custody freight',
      'sensitive hardware delivery',
    ],
  },
  hero: {
    eyebrow: 'Defense industry delivery',
    title: 'Defense Industry Delivery for Contractors and Program Teams',
    intro:
      'Defense programs run on milestones: a test article due at a range, a replacement assembly needed at a depot, a proposal volume that must be in a contracting office by a fixed hour. Our dispatch team moves that freight for defense and government contractors with the same discipline your program office expects, using vetted drivers, sealed and tracked shipments, a signed chain of custody and GPS position updates every 60 seconds from your dock to the named recipient.',
    actions: [
      { kind: 'quote', label: 'Get a Defense Freight Quote', source: 'defense_delivery_hero' },
      { kind: 'call', label: 'Call Dispatch 24/7' },
    ],
    stats: [
      { value: '60 sec', label: 'Between position updates' },
      { value: 'Zero', label: 'Security breaches' },
      { value: '99.8%', label: 'On-time delivery' },
      { value: '24/7/365', label: 'Dispatch' },
    ],
    panel: {
      title: 'How we protect program freight',
      points: [
        'Vetted drivers and couriers only',
        'Sealed loads with seal numbers on record',
        'Signed chain of custody at every hand-off',
        'Point-to-point transit with no freight terminals',
      ],
    },
  },
  blocks: [
    {
      type: 'stats',
      id: 'at-a-glance',
      eyebrow: 'At a glance',
      title: 'Defense freight by the numbers',
      tone: 'dark',
      stats: [
        {
          metric: '60 seconds',
          label: 'GPS position updates',
          description: 'Your logistics lead can see the shipment move in near real time, and dispatch spots any unplanned stop.',
        },
        {
          metric: '30 minutes',
          label: 'Hand-carry dispatch',
          description: 'A courier assigned and on the way within 30 minutes when a component has to fly with a person.',
        },
        {
          metric: '2 hours',
          label: 'Emergency pickup',
          description: 'A vehicle at your facility within 2 hours for urgent program or depot support shipments.',
        },
        {
          metric: 'Zero',
          label: 'Security breaches',
          description: 'A record built on the same custody practices we apply to every sealed shipment.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'who-we-serve',
      eyebrow: 'Who we serve',
      title: 'Delivery built for the defense supply chain',
      paragraphs: [
        'The defense industrial base is far bigger than a few prime contractors. It includes machine shops, electronics manufacturers, test labs, engineering firms and service companies, many of them small, all of them working to delivery dates set by a program they do not control. When one shipment slips, the schedule of an entire integration or test event can slip with it.',
        'We support prime contractors, subcontractors, suppliers and government contractors with expedited ground, air and hand-carry delivery. We do not ask you to adapt to a parcel network: your freight gets a dedicated vehicle or a courier, a planned route and one dispatcher who knows what it is and where it has to be. Your security and compliance teams decide how each item is packaged, marked and documented; we follow those instructions, and tell you before pickup if a requirement is one we cannot meet.',
      ],
    },
    {
      type: 'cards',
      id: 'what-we-move',
      eyebrow: 'What we move',
      title: 'Defense shipments we handle',
      columns: 3,
      cards: [
        {
          icon: 'gear',
          title: 'Prototypes and test articles',
          description:
            'First articles and development units heading to test ranges, labs and integration sites, where the schedule allows no second attempt.',
        },
        {
          icon: 'bolt',
          title: 'Electronic assemblies',
          description:
            'Circuit card assemblies, sensors and avionics modules packed against static and shock and kept under custody end to end.',
        },
        {
          icon: 'box',
          title: 'Precision parts and tooling',
          description:
            'Machined components, fixtures and tooling moving between suppliers, primes and depots to keep production on schedule.',
        },
        {
          icon: 'truck',
          title: 'Ground support and test equipment',
          description:
            'Heavy, awkward equipment on a dedicated truck, from a sprinter van to a tractor trailer carrying up to 80,000 lbs.',
        },
        {
          icon: 'briefcase',
          title: 'Proposals and contract documents',
          description:
            'Bid volumes and signed originals hand-carried to a contracting office before a submission deadline, with a signature on arrival.',
        },
        {
          icon: 'plane',
          title: 'Depot and repair parts',
          description:
            'Replacement components for fielded equipment and aircraft, moved by next flight out or courier when a system is down.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'custody-protocol',
      eyebrow: 'Chain of custody',
      title: 'Chain of custody from your dock to the recipient',
      intro: 'Every defense shipment follows the same documented sequence, whatever the mode or the distance.',
      steps: [
        {
          title: 'Instructions before pickup',
          text: 'We record your handling, marking and packaging instructions, the authorized recipients and any access procedure at the delivery site, such as visitor requests or escort rules.',
        },
        {
          title: 'Vetted driver or courier assigned',
          text: 'Defense freight goes only to vetted drivers and couriers. Your dock receives the assigned person\'s name in advance, so shipping staff release the load to the right individual and nobody else.',
        },
        {
          title: 'Sealed, counted and signed',
          text: 'Pieces are counted, the load or case is sealed, and seal numbers are recorded. Your shipper and our driver both sign, which opens the custody record.',
        },
        {
          title: 'Tracked, direct transit',
          text: 'The shipment moves without terminal stops, with GPS updates every 60 seconds. Dispatch monitors the route and follows up on any stop that was not planned.',
        },
        {
          title: 'Verified hand-off',
          text: 'At delivery the recipient is checked against your authorized list, the seal is inspected, and a signature closes the custody record you receive.',
        },
      ],
    },
    {
      type: 'table',
      id: 'delivery-options',
      eyebrow: 'Delivery options',
      title: 'Matching the mode to the program deadline',
      intro:
        'Size, distance and deadline decide the mode. Dispatch lays out the options for each shipment and recommends the one that balances speed with custody.',
      caption: 'Delivery options for defense and government contractor freight',
      columns: ['Option', 'Typical timing', 'Custody profile'],
      rows: [
        ['Hand-carry courier', 'Same-day to 24 hours domestic', 'Item stays with one courier as carry-on, up to about 22x14x9 inches and 50 lb'],
        ['Exclusive-use ground', 'Same-day 2-8 hours regionally', 'One sealed vehicle, one vetted driver, no transfers'],
        ['Next flight out', '4-8 hours domestic', 'Airline cargo with ground pickup within 2-4 hours and recovery at arrival'],
        ['Expedited trucking', '1-2 days versus 5-7 days standard', 'Team drivers keep sealed loads moving across the country'],
      ],
      note: 'Contractors in the capital region can also use our same-day service within 100 miles of Washington, DC.',
    },
    {
      type: 'prose',
      id: 'before-you-ship',
      eyebrow: 'Preparation',
      title: 'What to share before a defense shipment',
      paragraphs: [
        'A secured facility can turn a punctual delivery into a long wait at the gate if the access paperwork is not ready. The more we know in advance about the receiving site, the less time your freight spends idling outside it. Share what you can when you book, and our dispatcher will ask for anything missing.',
        'Cargo insurance up to $1M is available on defense shipments. When a load calls for more coverage, our secure freight service offers higher limits; give dispatch the declared value at booking so coverage is settled before pickup.',
      ],
      checklist: [
        'Authorized recipients at the delivery site, with a backup',
        'Gate, visitor or escort procedures and how far ahead they must be requested',
        'Packaging, marking and labeling instructions from your team',
        'Receiving hours and the latest acceptable arrival time',
        'Declared value and any handling limits such as orientation or static',
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Defense delivery questions',
      items: [
        {
          question: 'Can you deliver to a military installation or a secured facility?',
          answer:
            'We deliver to the gate or the receiving point that the facility designates. Access rules are set by each installation, so give us your receiving contact and the visitor or escort procedure early, and we will schedule the arrival around it.',
        },
        {
          question: 'Who handles our freight in transit?',
          answer:
            'A vetted driver or courier assigned to your shipment, and nobody else. The load is not consolidated, cross-docked or handed to another carrier, and each hand-off that does occur, at pickup and at delivery, is signed.',
        },
        {
          question: 'Can a courier fly with a prototype board?',
          answer:
            'Yes, if it fits as carry-on, about 22x14x9 inches and 50 lb, and your team has cleared it to travel that way. The courier keeps it within reach on the aircraft and delivers it door to door, same-day to 24 hours domestically.',
        },
        {
          question: 'We have a proposal due at noon tomorrow in another state. Can you make it?',
          answer:
            'Often, yes. A hand-carry courier or a dedicated vehicle can take printed volumes or media directly to the contracting office and obtain a signature at delivery. Call as early as possible so we can build in margin.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related services',
      title: 'More services for defense and aerospace teams',
      intro: 'These pages cover the services and case studies most relevant to defense and government contractor freight.',
      links: [
        {
          label: 'Secure Freight Transport',
          href: '/secure-freight-transport',
          description: 'Exclusive-use vehicles, sealed loads and our highest cargo insurance limits.',
        },
        {
          label: 'Aerospace & Defense',
          href: '/industries-we-serve#aerospace-defense',
          description: 'How we support aerospace and defense supply chains.',
        },
        {
          label: 'Hand-Carry Courier',
          href: '/hand-carry-on-board-courier',
          description: 'A courier who keeps small hardware within reach.',
        },
        {
          label: 'Washington DC Expedited Freight',
          href: '/washington',
          description: 'Same-day delivery across DC, Northern Virginia and Southern Maryland.',
        },
        {
          label: 'Prototype hand-carry case study',
          href: '/case-studies/prototype-hand-carry-borders',
          description: 'A prototype carried by hand across borders.',
        },
        {
          label: 'AOG aircraft part case study',
          href: '/case-studies/aog-aircraft-part-delivery',
          description: 'An aircraft-on-ground part delivered against the clock.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'get-a-quote',
      eyebrow: 'Start a shipment',
      title: 'Plan your next defense shipment with dispatch',
      paragraphs: [
        'Tell us what is moving, where it is going, who may receive it and when it must arrive. A dispatcher replies with a recommended mode, a custody plan and a price in minutes, at any hour.',
        'Program details stay need-to-know on our side too. Dispatch asks only for what it takes to move the freight, passes the assigned driver or courier the instructions they must act on, and reports to your logistics lead at pickup, at each milestone and when the custody record is closed.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Defense Freight Quote', source: 'defense_delivery_cta' },
        { kind: 'call', label: 'Call Dispatch' },
      ],
    },
  ],
};
