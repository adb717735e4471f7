import type { ServicePageContent } from '../page-content.js';

export const page: ServicePageContent = {
  family: 'service',
  path: '/white-glove-delivery',
  breadcrumb: 'White Glove Delivery',
  quoteHookSource: 'white_glove_page',
  service: {
    name: 'White Glove Delivery',
    serviceType: 'White glove freight delivery, placement and installation support',
  },
  meta: {
    title: 'White Glove Delivery & Placement',
    description:
      'Freight carried inside, unpacked and set in place by trained crews: store rollouts, exhibit deliveries and hospital installs, with debris removal.',
    keywords: [
      'white glove delivery',
      'white glove freight service',
      'inside delivery and placement',
      'retail rollout delivery',
      'trade show exhibit delivery',
      'hospital equipment installation delivery',
      'white glove logistics',
      'high-value freight handling',
    ],
  },
  hero: {
    eyebrow: 'White glove delivery',
    title: 'White Glove Delivery: Placed, Unpacked and Ready to Use',
    intro:
      'Some freight is not finished when it reaches the dock. A store fixture has to stand in the right aisle, an exhibit has to be on the booth space before the show floor opens, a hospital cart has to roll into a specific room without a scratch on the door frame. Our white glove service sends a trained team that carries your freight inside, unpacks it, sets it where it belongs and takes the packaging away, on the timeline your project runs on.',
    actions: [
      { kind: 'quote', label: 'Get a White Glove Quote', source: 'white_glove_hero' },
      { kind: 'call', label: 'Call Our Dispatch Team' },
    ],
    stats: [
      { value: '99.8%', label: 'On-time delivery' },
      { value: '300+', label: 'Cities served' },
      { value: 'Up to $1M', label: 'Cargo insurance' },
    ],
    panel: {
      title: 'Included with white glove',
      points: [
        'Inside delivery to the room of your choice',
        'Unpacking, placement and debris removal',
        'Protection for floors, walls and finishes',
        'Live tracking with GPS updates every 60 seconds',
      ],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'what-is-white-glove',
      eyebrow: 'The service',
      title: 'What white glove delivery actually includes',
      paragraphs: [
        'Standard freight ends at the threshold: the driver lowers the pallet with a liftgate and someone on site takes it from there. White glove delivery goes further. The crew brings the item through the building to the exact spot you name, removes crates, wrap and foam, positions it, and leaves with the packaging so your staff does not lose an afternoon to cardboard and shrink wrap.',
        'Depending on the shipment, the job can also include light assembly, connecting an item to an existing setup or staying on site while your technician or installer completes the work. Every white glove order is planned ahead with a site contact, an access route and a delivery window, because the hard part is rarely the drive. It is the freight elevator that closes at five.',
      ],
      checklist: [
        'Room-of-choice delivery and precise placement',
        'Unpacking, inspection on arrival and debris removal',
        'Light assembly and installer support when requested',
        'Scheduled delivery windows, including after hours',
      ],
    },
    {
      type: 'cards',
      id: 'typical-shipments',
      eyebrow: 'Typical shipments',
      title: 'What our white glove teams deliver',
      intro:
        'Three kinds of projects make up most of our white glove work. Each has its own deadline and its own way of going wrong, and we plan for both.',
      columns: 3,
      cards: [
        {
          icon: 'building',
          title: 'Retail rollouts',
          description:
            'New fixtures, displays and signage for one flagship or for dozens of stores, delivered in sequence so each location can open or reset on its planned date.',
          features: [
            'Store-by-store delivery schedule',
            'After-hours drops so sales floors stay open',
            'Placement by planogram or floor plan',
          ],
        },
        {
          icon: 'star',
          title: 'Trade show exhibits',
          description:
            'Booth structures, crated graphics, product samples and demo units taken to the venue or the advance warehouse for the assigned move-in time.',
          features: [
            'Targeted move-in windows met',
            'Empty crates and cases handled after setup',
            'Outbound pickup when the show closes',
          ],
        },
        {
          icon: 'medical',
          title: 'Hospital installs',
          description:
            'Carts, monitors, beds and clinical equipment brought to the department where they will be installed, without blocking corridors that patients use.',
          features: [
            'Coordination with facilities and clinical engineering',
            'Floor and wall protection on the route in',
            'Delivery timed to the installer on site',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'challenges',
      eyebrow: 'Challenges',
      title: 'The problems white glove delivery solves',
      intro:
        'Most damage and delay in final delivery happens in the last hundred feet. These are the situations our teams plan around before they leave the depot.',
      columns: 2,
      cards: [
        {
          icon: 'clock',
          title: 'Narrow access windows',
          description:
            'Malls, venues and hospitals often allow deliveries only at set hours. We book the window, arrive inside it and do not leave your freight on the sidewalk waiting for the door to open.',
        },
        {
          icon: 'building',
          title: 'Tight buildings',
          description:
            'Stairs, small elevators, long corridors and busy lobbies. The team measures the route in advance and brings the dollies, panel carts and protection the path requires.',
        },
        {
          icon: 'shield',
          title: 'Fragile and finished surfaces',
          description:
            'Lacquered fixtures, glass cases and polished equipment are blanket wrapped and handled by two people, so a single bump does not turn into a reorder.',
        },
        {
          icon: 'map',
          title: 'Many sites, one launch date',
          description:
            'When every location has to be ready together, we schedule deliveries backwards from the launch and keep each site contact informed of its own slot.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'trained-teams',
      eyebrow: 'Our people',
      title: 'Trained teams, not just drivers',
      paragraphs: [
        'A white glove delivery is only as good as the people carrying the freight through your door. Our crews are trained in lifting and moving heavy, awkward items safely, in protecting floors and walls, and in working quietly inside occupied spaces such as stores, offices and hospital wings. They arrive in the vehicle suited to the load, from a sprinter van to a box truck with a liftgate.',
        'Before unloading, the crew confirms the placement plan with your contact. After placement they walk the item with that person, note its condition on the delivery receipt and clear away every piece of packaging. If your installer needs help positioning equipment, the crew stays to help rather than leaving a crate in the hallway.',
      ],
    },
    {
      type: 'prose',
      id: 'tracking',
      eyebrow: 'Visibility',
      title: 'Tracking from pickup to placement',
      paragraphs: [
        'You should not have to call around to find out where a delivery stands. Once your shipment is picked up, its position updates by GPS every 60 seconds, and your dispatcher tells you the moment the crew is close, when it is on site and when the job is done.',
        'At the end of the delivery, a signed proof of delivery shows who received the freight, where it was placed and what condition it was in. For a rollout across many locations, you get the same record for each site, so the project team can close out every store or department without chasing paperwork.',
      ],
      checklist: [
        'GPS position updates every 60 seconds',
        'Calls from dispatch at pickup, arrival and completion',
        'Signed proof of delivery with placement and condition notes',
      ],
    },
    {
      type: 'cards',
      id: 'service-areas',
      eyebrow: 'Service areas',
      title: 'Where we deliver white glove',
      intro:
        'We run white glove deliveries in all 50 states, reaching 300+ cities. These regional pages explain local coverage in more detail.',
      columns: 3,
      cards: [
        {
          icon: 'map',
          title: 'Texas',
          href: '/locations/texas',
          description: 'Dallas, Houston, Austin and San Antonio, plus the freight corridors that connect them.',
        },
        {
          icon: 'map',
          title: 'Ohio',
          href: '/locations/ohio',
          description: 'Manufacturing and distribution centers across Columbus, Cleveland and Cincinnati.',
        },
        {
          icon: 'map',
          title: 'Michigan',
          href: '/locations/michigan',
          description: 'Detroit and the surrounding industrial and automotive region.',
        },
        {
          icon: 'map',
          title: 'Illinois',
          href: '/locations/illinois',
          description: 'Chicago, its convention venues and suburban business parks.',
        },
        {
          icon: 'building',
          title: 'Washington, DC',
          href: '/washington',
          description: 'DC, Northern Virginia and Southern Maryland offices and facilities.',
        },
        {
          icon: 'globe',
          title: 'All locations',
          href: '/locations',
          description: 'Browse every state and city we serve across the country.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related services',
      title: 'Services that pair with white glove',
      intro: 'White glove is often the last leg of a larger move: a trailer across the country, a courier on a flight, a sealed pickup of high-value goods. These services cover what comes before it.',
      links: [
        {
          label: 'Retail & Trade Show Logistics',
          href: '/retail-trade-show-logistics',
          description: 'Store rollouts and exhibit freight on a fixed schedule.',
        },
        {
          label: 'Medical Equipment Transport',
          href: '/medical-equipment-transport',
          description: 'Urgent moves for devices and clinical equipment.',
        },
        {
          label: 'Secure Freight Transport',
          href: '/secure-freight-transport',
          description: 'Vetted drivers and chain of custody for high-value cargo.',
        },
        {
          label: 'Expedited Freight Shipping',
          href: '/expedited-freight-shipping',
          description: 'Dedicated capacity, 2-5 times faster than standard freight.',
        },
        {
          label: 'White glove buyer guide',
          href: '/white-glove-logistics-experts-2025',
          description: 'What to look for in a white glove provider.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'White glove delivery questions',
      items: [
        {
          question: 'How is white glove different from inside delivery?',
          answer:
            'Inside delivery brings freight past the threshold, usually to the first room. White glove adds placement in the exact spot you choose, unpacking, removal of packaging and, when requested, light assembly or support for your installer.',
        },
        {
          question: 'Can you deliver outside business hours?',
          answer:
            'Yes. Dispatch runs 24/7/365, and many retail and hospital deliveries happen early in the morning or after closing so the work does not disturb customers or patients. Tell us the window the site allows.',
        },
        {
          question: 'Do you take the packaging away?',
          answer:
            'Yes. Debris removal is part of every white glove delivery. For exhibits, we can also hold empty crates and bring them back for the outbound move after the show.',
        },
        {
          question: 'What happens if something arrives damaged?',
          answer:
            'The crew inspects the item with your contact at delivery and records its condition on the receipt. Cargo insurance up to $1M is available; declare the value when you book so the coverage fits the shipment.',
        },
        {
          question: 'How far ahead should I book?',
          answer:
            'A single delivery can often be arranged the same day. For multi-site rollouts and major trade shows, booking 2-4 weeks ahead gives us time to plan routes, windows and crews for every location.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'get-a-quote',
      eyebrow: 'Plan your delivery',
      title: 'Tell us where it has to stand, and when',
      tone: 'dark',
      paragraphs: [
        'Send the pickup location, the delivery site, what you are shipping and where it needs to end up inside the building. Add any access rules, delivery windows or installer schedules you already know.',
        'Our dispatch team replies with a plan and a quote in minutes, then assigns a trained crew and keeps you updated until the last piece of packaging has left the site. Planning a rollout or a show season rather than a single drop? Say so on the request, and we will map every location and date with you before the first truck is loaded.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a White Glove Quote', source: 'white_glove_cta' },
        { kind: 'call', label: 'Call Dispatch' },
      ],
    },
  ],
};
