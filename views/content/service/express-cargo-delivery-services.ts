import type { ServicePageContent } from '../page-content.js';

export const page: ServicePageContent = {
  family: 'service',
  path: '/express-cargo-delivery-services',
  breadcrumb: 'Express Cargo Delivery',
  service: {
    name: 'Express Cargo Delivery',
    serviceType: 'Same-day and next-day express cargo delivery',
  },
  meta: {
    title: 'Express Cargo Delivery Services',
    description:
      'Express cargo delivery in 2-4 hours locally, 4-8 hours regionally or next business day nationwide: up to 10,000 lbs, 100+ metro areas, all 50 states.',
    keywords: [
      'express cargo delivery',
      'express cargo services',
      'same-day cargo delivery',
      'next-day cargo delivery',
      'express freight nationwide',
      'regional express delivery',
      'palletized express cargo',
    ],
  },
  hero: {
    eyebrow: 'Express cargo delivery',
    title: 'Express Cargo Delivery: Same-Day Across Town, Next Day Across the Country',
    intro:
      'Express cargo sits between a parcel network and a chartered truck. It is built for cartons, crates and pallets that need to arrive faster than standard freight without the price of a full expedite: delivered across a metro area in 2-4 hours, across a region in 4-8 hours, or anywhere in the country on the next business day, for shipments up to 10,000 lbs.',
    actions: [
      { kind: 'quote', label: 'Get an Express Cargo Quote', source: 'express_cargo_hero' },
      { kind: 'call', label: 'Call Dispatch 24/7' },
    ],
    stats: [
      { value: '2-4 hours', label: 'Local delivery' },
      { value: '4-8 hours', label: 'Regional delivery' },
      { value: 'Next day', label: 'Nationwide' },
      { value: '10,000 lbs', label: 'Per shipment' },
    ],
  },
  blocks: [
    {
      type: 'cards',
      id: 'service-types',
      eyebrow: 'Service types',
      title: 'Same-day and next-day express cargo',
      intro:
        'Two service families cover almost every express request. The deadline and the distance decide which one you need; dispatch can tell you in one call.',
      columns: 2,
      cards: [
        {
          icon: 'clock',
          title: 'Same-day express cargo',
          badge: '2-4 or 4-8 hours',
          description:
            'Collected and delivered on the same day by a dedicated van or truck. Deliveries within a metro area typically take 2-4 hours; regional deliveries between nearby cities take 4-8 hours. Right for replenishment, repairs and anything a customer is waiting on today.',
          features: ['Local: 2-4 hours door to door', 'Regional: 4-8 hours door to door', 'Proof of delivery on completion'],
        },
        {
          icon: 'globe',
          title: 'Next-day express cargo',
          badge: 'Next business day',
          description:
            'Picked up today and delivered on the next business day anywhere in the 50 states. It costs less than a same-day dedicated run and still beats a standard freight transit by days, which makes it the usual choice for planned-but-urgent shipments.',
          features: ['Nationwide reach', 'Cartons through multiple pallets', 'Tracked through to signature'],
        },
      ],
    },
    {
      type: 'table',
      id: 'service-levels',
      eyebrow: 'At a glance',
      title: 'Express cargo service levels compared',
      caption: 'Express cargo delivery windows by service level',
      columns: ['Service level', 'Typical reach', 'Delivery window', 'Best for'],
      rows: [
        ['Local same-day', 'Within one metro area', '2-4 hours', 'Parts, samples and documents for sites across town'],
        ['Regional same-day', 'Between cities in the same region', '4-8 hours', 'Branch transfers and urgent customer orders'],
        ['Next business day', 'Anywhere in the 50 states', 'Next business day', 'Planned-urgent freight and scheduled launches'],
      ],
      note: 'All levels carry shipments up to 10,000 lbs. Heavier or oversized loads move on ground expedite trucks up to 80,000 lbs.',
    },
    {
      type: 'prose',
      id: 'what-counts',
      eyebrow: 'Size and packaging',
      title: 'What counts as express cargo',
      paragraphs: [
        'Express cargo covers everything from a single carton too large or urgent for a parcel service to a shipment of several pallets, up to 10,000 lbs in total. It is the natural fit for freight that is too big for a courier envelope but nowhere near a full trailer.',
        'Good packaging keeps express cargo fast: freight that is ready to load leaves on time and arrives in one piece. If your shipment is heavier than 10,000 lbs or needs a flatbed, our ground expedite fleet takes over with the same dispatch team.',
      ],
      checklist: [
        'Palletize multiple cartons and shrink-wrap them together',
        'Label each piece with the delivery address and a piece count, such as 1 of 3',
        'Mark fragile, this-side-up or temperature-sensitive freight clearly',
        'Keep commercial paperwork with the shipment and a copy with your booking',
      ],
      action: { kind: 'link', label: 'See the ground expedite fleet', href: '/ground-expedite-transport' },
    },
    {
      type: 'cards',
      id: 'industries',
      eyebrow: 'Industries',
      title: 'Industries that ship express cargo with us',
      columns: 3,
      cards: [
        {
          icon: 'medical',
          title: 'Healthcare and life sciences',
          href: '/industries-we-serve#pharmaceutical-biotech',
          description: 'Lab supplies, clinical trial kits and equipment moving between hospitals, labs and distribution centers.',
        },
        {
          icon: 'gear',
          title: 'Industrial distribution',
          href: '/industries-we-serve#manufacturing-industrial',
          description: 'Spare parts and consumables sent from a central warehouse to the plant or branch that ran out.',
        },
        {
          icon: 'plane',
          title: 'Aviation and aerospace',
          href: '/industries-we-serve#aerospace-defense',
          description: 'Rotable parts and tooling moving between repair stations, suppliers and operators.',
        },
        {
          icon: 'star',
          title: 'Retail and e-commerce',
          href: '/retail-trade-show-logistics',
          description: 'Store replenishment, launch inventory and marketing materials that must be on shelves by opening.',
        },
        {
          icon: 'box',
          title: 'Technology and electronics',
          description: 'Computer hardware, displays and components for deployments, repairs and product launches.',
        },
        {
          icon: 'building',
          title: 'Government contractors',
          description: 'Equipment and deliverables for contract milestones where the date is written into the agreement.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'choosing',
      eyebrow: 'Decision guide',
      title: 'Same-day or next-day: how to choose',
      paragraphs: [
        'Start from the moment the cargo has to be in use, not the moment it has to arrive. If the receiver needs it for a shift starting tomorrow morning, next-day express usually meets that deadline at a lower cost than a same-day run. If it is needed this afternoon, or the receiver closes before tomorrow, same-day is the only option that works.',
        'Distance matters next. Within a metro area, same-day is quick and economical. Across the country, a next-business-day delivery is often the sweet spot; if the cargo truly cannot wait overnight, we will suggest next flight out instead.',
      ],
      checklist: [
        'When will the cargo actually be used at the destination?',
        'Is the receiving site staffed tonight, over the weekend or only in business hours?',
        'What does one extra day of waiting cost you?',
      ],
    },
    {
      type: 'stats',
      id: 'coverage',
      tone: 'dark',
      eyebrow: 'Coverage',
      title: 'An express network that reaches your customers',
      intro:
        'Express cargo is only as good as the map it covers. Ours spans the country, from major metro areas to smaller towns, with dispatch that never closes.',
      stats: [
        { metric: '100+', label: 'Metro areas', description: 'Each with same-day express cargo service from one side of town to the other.' },
        { metric: '50', label: 'States', description: 'Reached by next-business-day express delivery, including smaller towns.' },
        { metric: '99.8%', label: 'On-time delivery', description: 'Measured against the delivery window we confirm when you book.' },
        { metric: '24/7/365', label: 'Dispatch', description: 'Bookings, changes and status updates at any hour, weekends included.' },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Express cargo questions',
      items: [
        {
          question: 'How is express cargo different from parcel or standard freight?',
          answer:
            'Parcel networks are built for small boxes and sort them through hubs; standard freight consolidates pallets through terminals over several days. Express cargo moves larger shipments on faster, more direct service, with delivery in hours locally and regionally or on the next business day nationwide.',
        },
        {
          question: 'What is the weight limit for express cargo?',
          answer:
            'Express cargo shipments can weigh up to 10,000 lbs. Above that, or for freight that needs a flatbed or a very large vehicle, we book a dedicated ground expedite truck instead.',
        },
        {
          question: 'Do you deliver express cargo outside major cities?',
          answer:
            'Same-day express is focused on 100+ metro areas and the regions between them. Next-business-day delivery reaches all 50 states, including smaller towns; share the delivery address and dispatch will confirm the window.',
        },
        {
          question: 'Can I book next-day express cargo late in the day?',
          answer:
            'Usually, yes. Dispatch is open 24/7/365, and what counts is whether the pickup can still connect with the next-day move. Call with your ready time and we will confirm before you commit.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related',
      title: 'Services that work alongside express cargo',
      links: [
        { label: 'Same-Day Freight Delivery', href: '/same-day-freight-delivery', description: 'Dedicated same-day trucks when the load is large or the deadline tight.' },
        { label: 'Overnight Freight', href: '/overnight-freight-solutions', description: 'For shipments up to 150 lbs that can travel overnight.' },
        { label: 'Next Flight Out Shipping', href: '/next-flight-out-shipping', description: 'How airline cargo gets freight across the country in hours.' },
        { label: 'Ground Expedite Transport', href: '/ground-expedite-transport', description: 'Vans to tractor trailers for freight over 10,000 lbs.' },
        { label: 'Retail and Trade Show Logistics', href: '/retail-trade-show-logistics', description: 'Store rollouts and exhibits delivered on schedule.' },
        { label: 'All Locations', href: '/locations', description: 'The cities and states our express network serves.' },
      ],
    },
    {
      type: 'cta',
      id: 'quote',
      eyebrow: 'Ship express',
      title: 'Get an express cargo quote in minutes',
      paragraphs: [
        'Tell us where the cargo is, where it is going, how many pieces and how much it weighs, and when it needs to be there. We will recommend same-day or next-day service, price it and confirm the delivery window, usually within 15 minutes.',
        'Shipping something valuable? Give us the declared value when you book, so cargo insurance of up to $1M is arranged before the driver arrives.',
        'Already late? Call instead of filling in the form: a dispatcher can start the pickup while you talk.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Quote', source: 'express_cargo_cta' },
        { kind: 'call', label: 'Call Dispatch' },
      ],
    },
  ],
};
