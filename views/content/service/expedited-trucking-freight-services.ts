import type { ServicePageContent } from '../page-content.js';

export const page: ServicePageContent = {
  family: 'service',
  path: '/expedited-trucking-freight-services',
  breadcrumb: 'What Is Expedited Trucking',
  service: {
    name: 'Expedited Trucking',
    serviceType: 'Expedited trucking freight services',
  },
  meta: {
    title: 'What Is Expedited Trucking?',
    description:
      'What expedited trucking is and when to use it: 1-2 days instead of 5-7, same-day runs in 2-8 hours, team drivers and white glove service, dispatched 24/7.',
    keywords: [
      'what is expedited trucking',
      'expedited trucking services',
      'expedited freight trucking',
      'team driver trucking',
      'same-day trucking',
      'white glove trucking',
      'expedited vs standard trucking',
    ],
  },
  hero: {
    eyebrow: 'Expedited trucking explained',
    title: 'What Is Expedited Trucking? Dedicated Trucks for Freight on a Deadline',
    intro:
      'Expedited trucking is road freight bought for speed and certainty rather than the lowest rate: a truck assigned to your shipment alone, dispatched when the freight is ready and driven directly to the delivery address. It turns a 5-7 day standard transit into 1-2 days, and a regional delivery into a same-day run. This page explains how it works, what it costs you to skip it and which type fits your deadline.',
    actions: [
      { kind: 'link', label: 'Get a Quote', href: '#contact' },
      { kind: 'call', label: 'Call Dispatch 24/7' },
    ],
    panel: {
      title: 'Expedited trucking at a glance',
      points: ['2-5 times faster than standard freight', 'Same-day runs in 2-8 hours', 'Team drivers: 1-2 days coast to coast', 'Live dispatch 24/7/365'],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'definitions',
      eyebrow: 'Definitions',
      title: 'Expedited trucking, defined',
      paragraphs: [
        'In a standard less-than-truckload network, your pallets are picked up on a route, sorted at a terminal, loaded onto a linehaul trailer with other customers\' freight, sorted again and delivered on another route. Each hand-off adds time and a chance of damage. Expedited trucking removes those steps: one vehicle, one driver or driver team, one trip from origin to destination.',
        'The industry uses a handful of terms for the pieces of that promise. Knowing them makes quotes easier to compare.',
      ],
      checklist: [
        'Exclusive use: the truck carries only your freight and makes no other stops',
        'Time-definite: delivery is promised for a specific time, not a range of days',
        'Team service: two drivers alternate so the truck keeps moving around the clock',
        'Hot shot: a smaller dedicated truck, often with a flatbed, for urgent partial loads',
        'Proof of delivery: the recipient\'s name and time of signature, sent to you on completion',
      ],
    },
    {
      type: 'cards',
      id: 'key-features',
      eyebrow: 'Key features',
      title: 'Key features of an expedited trucking service',
      columns: 4,
      cards: [
        {
          icon: 'truck',
          title: 'Dedicated vehicle',
          description: 'From a sprinter van to a tractor trailer, sized to your load and reserved for it from pickup to delivery.',
        },
        {
          icon: 'map',
          title: 'Direct routing',
          description: 'No terminals, no cross-docks, no detours for other customers: the route is simply the fastest road to your consignee.',
        },
        {
          icon: 'clock',
          title: 'Committed delivery time',
          description: 'The quote includes a delivery time, and dispatch tells you early if weather, traffic or anything else on the road threatens it.',
        },
        {
          icon: 'phone',
          title: 'Live tracking and dispatch',
          description: 'GPS updates every 60 seconds and a dispatcher who answers the phone at any hour of any day.',
        },
      ],
    },
    {
      type: 'stats',
      id: 'benefits',
      tone: 'dark',
      eyebrow: 'Benefits',
      title: 'What expedited trucking does for your supply chain',
      intro:
        'The benefit is rarely the truck itself. It is the production hours, service contracts and customer relationships that a late shipment would have cost.',
      stats: [
        { metric: '2-5x', label: 'Faster transit', description: 'Than standard freight on the same lane, because the truck never waits at a terminal.' },
        { metric: '1-2 days', label: 'Instead of 5-7', description: 'For long-haul freight moved by a team of two drivers.' },
        { metric: '99.8%', label: 'On-time delivery', description: 'Against the delivery time committed in the quote.' },
        { metric: '$1M', label: 'Cargo insurance', description: 'Available per shipment, with fewer handlings to insure against.' },
      ],
    },
    {
      type: 'cards',
      id: 'service-types',
      eyebrow: 'Service types',
      title: 'Three types of expedited trucking',
      intro: 'Most urgent road freight fits one of these three services. Dispatch will recommend one when you share the deadline.',
      columns: 3,
      cards: [
        {
          icon: 'clock',
          title: 'Same-day trucking',
          badge: '2-8 hours',
          href: '/same-day-freight-delivery',
          description:
            'Regional freight picked up and delivered on the same day. Emergency pickups happen within 2 hours and standard ones within 4, with the delivery 2-8 hours door to door.',
          features: ['Vans and trucks for local and regional runs', 'Pickup within 2 hours for emergencies'],
        },
        {
          icon: 'users',
          title: 'Team driver expedite',
          badge: '1-2 days',
          href: '/ground-expedite-transport',
          description:
            'Two drivers share a truck on long-haul lanes so it only stops for fuel and inspections. Freight crosses the country in 1-2 days rather than the 5-7 of a standard network.',
          features: ['Continuous movement on long hauls', 'Up to 80,000 lbs by tractor trailer'],
        },
        {
          icon: 'star',
          title: 'White glove trucking',
          badge: 'Inside delivery',
          href: '/white-glove-delivery',
          description:
            'Expedited transport plus a trained crew at the destination, who carry the freight inside, place it, unpack it and take the packaging away.',
          features: ['Room-of-choice placement', 'Suited to medical, retail and exhibit freight'],
        },
      ],
      action: { kind: 'link', label: 'Get a Quote', href: '#contact' },
    },
    {
      type: 'prose',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'When shippers choose expedited trucking',
      paragraphs: [
        'Expedited trucking pays for itself when the cost of waiting is larger than the cost of the truck. These are the situations our dispatchers see most often, and each one has a deadline that a standard freight network cannot guarantee.',
      ],
      checklist: [
        'A production line is down and the replacement part is several states away',
        'An aircraft is grounded and the part is too large to hand-carry on a flight',
        'A hospital needs equipment installed before a scheduled procedure',
        'A trade show exhibit or a retail fixture set missed its original truck',
        'A customer order slipped and the contract penalty starts tomorrow',
        'Relief supplies must reach a region after a storm or outage',
      ],
    },
    {
      type: 'cards',
      id: 'industries',
      eyebrow: 'Industries',
      title: 'Industries that depend on expedited trucking',
      intro:
        'We serve 10+ industries; these four book expedited trucks most often, usually because a missed delivery stops work that is far more expensive than freight.',
      columns: 4,
      cards: [
        {
          icon: 'plane',
          title: 'Aerospace and defense',
          href: '/industries-we-serve#aerospace-defense',
          description: 'Engines, tooling and ground support equipment for maintenance bases and contractors.',
        },
        {
          icon: 'gear',
          title: 'Manufacturing and automotive',
          href: '/industries-we-serve#manufacturing-industrial',
          description: 'Components and dies that keep assembly plants and their suppliers on schedule.',
        },
        {
          icon: 'bolt',
          title: 'Energy, oil and gas',
          href: '/industries-we-serve#energy-oil-gas',
          description: 'Pumps, valves and generators for plants, substations and field operations.',
        },
        {
          icon: 'medical',
          title: 'Pharmaceutical and medical',
          href: '/industries-we-serve#pharmaceutical-biotech',
          description: 'Clinical supplies, lab equipment and imaging systems for hospitals and research sites.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Expedited trucking questions',
      items: [
        {
          question: 'How is expedited trucking different from standard LTL shipping?',
          answer:
            'LTL shares a trailer with other shippers and moves through terminals on a fixed network schedule, which is economical but slow. Expedited trucking gives your freight its own truck that leaves when you are ready and drives straight to the destination, so it typically arrives 2-5 times sooner.',
        },
        {
          question: 'Is expedited trucking only for full truckloads?',
          answer:
            'No. The truck is sized to the shipment: a sprinter van handles cartons and a few pallets, while box trucks, straight trucks and tractor trailers take progressively larger loads. You pay for a vehicle that fits, not for empty space.',
        },
        {
          question: 'How do I get a fast, accurate expedited trucking quote?',
          answer:
            'Have the pickup and delivery addresses, piece count, dimensions, weight, ready time and deadline at hand, plus any dock or access limits. With those details our dispatch team can usually quote within minutes and commit to a delivery time on the same call.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related',
      title: 'Explore related expedited services',
      links: [
        { label: 'Hot Shot Trucking', href: '/hot-shot-trucking', description: 'Urgent partial loads on a smaller dedicated truck.' },
        { label: 'Ground Expedite Transport', href: '/ground-expedite-transport', description: 'Our four vehicle classes and what each one carries.' },
        { label: 'Expedited Freight Shipping', href: '/expedited-freight-shipping', description: 'Truck, next flight out and hand carry under one dispatcher.' },
        { label: 'Overnight Freight', href: '/overnight-freight-solutions', description: 'Evening pickup, morning delivery, for lighter freight.' },
        { label: 'Washington DC Expedited Freight', href: '/washington', description: 'Same-day trucking across DC, Northern Virginia and Southern Maryland.' },
        { label: 'Best Expedited Freight Companies', href: '/best-expedited-freight-companies-2025', description: 'How to judge an expedited provider before you need one.' },
      ],
    },
    {
      type: 'contact',
      eyebrow: 'Contact',
      title: 'Get an expedited trucking quote',
      paragraphs: [
        'Call dispatch for the fastest answer, or open the quote form and send the details of your load. Either way a dispatcher reviews it, recommends same-day, team or white glove service, and comes back with a price and a delivery time, usually within minutes.',
        'We dispatch from the Carolinas around the clock and move freight in all 50 states.',
      ],
      checklist: [
        'Pickup and delivery addresses',
        'Number of pieces, dimensions and weight',
        'When the freight is ready and when it must arrive',
        'Dock, liftgate or inside-delivery needs',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Quote', source: 'expedited_trucking_contact' },
        { kind: 'call', label: 'Call Dispatch' },
        { kind: 'email', label: 'E-mail Your Load Details' },
      ],
    },
  ],
};
