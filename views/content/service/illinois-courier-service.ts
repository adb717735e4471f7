import type { ServicePageContent } from '../page-content.js';

/** Chicago and Illinois courier service: next flight out through ORD and MDW, ground expedite for the plants. */
export const page: ServicePageContent = {
  family: 'service',
  path: '/illinois-courier-service',
  breadcrumb: 'Illinois Courier Service',
  service: {
    name: 'Illinois Courier Service',
    serviceType: 'Same-day courier, next flight out and ground expedite service',
    areaServed: 'Chicago and the State of Illinois',
  },
  meta: {
    title: 'Chicago & Illinois Courier Service',
    description:
      'Chicago and Illinois courier: next flight out via O\'Hare and Midway, same-day vans and dedicated trucks for line-down parts across the state, 24/7/365.',
    keywords: [
      'Illinois courier service',
      'Chicago courier',
      'next flight out O\'Hare',
      'Midway airport courier',
      'Chicago same-day delivery',
      'line-down parts Illinois',
      'hot shot Chicago',
      'Rockford expedited freight',
    ],
  },
  hero: {
    eyebrow: 'Chicago & Illinois courier',
    title: 'Illinois Courier Service: Chicago Same-Day, O\'Hare NFO and Plant Expedites',
    intro:
      'Chicago is where the country\'s freight lanes cross, and Illinois plants keep lines running on tight inventories. When a part, a die or a document has to move now, our dispatch team books a van out of the Loop, a dedicated truck down I-55 or a seat on the next flight out of O\'Hare (ORD) or Midway (MDW), in any weather and at any hour.',
    actions: [
      { kind: 'quote', label: 'Get an Illinois Quote', source: 'illinois_courier_hero' },
      { kind: 'call', label: 'Call Dispatch 24/7' },
    ],
    stats: [
      { value: '24/7/365', label: 'Live dispatch' },
      { value: '99.8%', label: 'On-time delivery' },
      { value: '2-5x', label: 'Faster than standard freight' },
      { value: '80,000 lbs', label: 'Largest truck capacity' },
    ],
    panel: {
      title: 'When a line is down',
      points: [
        'Emergency pickup within 2 hours',
        'Next flight out: 4-8 hours domestic',
        'Vans, box trucks, straight trucks and tractor trailers',
        'GPS updates every 60 seconds',
      ],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'illinois-coverage',
      eyebrow: 'Coverage',
      title: 'Chicagoland, the collar counties and downstate Illinois',
      paragraphs: [
        'Most urgent freight in Illinois starts or ends in the Chicago metro, and most of it rides one of a few expressways: the Kennedy and I-90 to O\'Hare, Elgin and Rockford; the Eisenhower and I-88 out to Oak Brook, Naperville and Aurora; the Stevenson (I-55) to the southwest suburbs, Joliet and on to Springfield; the Dan Ryan and I-94 south toward Indiana; and the Tri-State (I-294) tying the suburbs together. Our dispatchers route around the known choke points, like the Jane Byrne Interchange downtown and the Edens junction on the Kennedy at rush hour, instead of sending a driver in blind.',
        'Outside the metro we run dedicated vehicles the full length of the state: Peoria on I-74, Bloomington-Normal and Champaign on I-55 and I-57, the Quad Cities on I-80 and Rockford on I-90. We also run straight across the state line to Milwaukee, Northwest Indiana, St. Louis and Iowa when the delivery is closer than the nearest airport makes sense.',
      ],
      checklist: [
        'Chicago: the Loop, River North, the West Loop, the Southwest Side near Midway',
        'Cook, DuPage, Kane, Lake, McHenry and Will counties',
        'Downstate: Springfield, Peoria, Bloomington-Normal, Champaign-Urbana',
        'Across state lines: Wisconsin, Indiana, Iowa and Missouri',
      ],
    },
    {
      type: 'cards',
      id: 'illinois-cities',
      eyebrow: 'City pages',
      title: 'Expedite pages for Illinois cities',
      intro:
        'Each city page covers local industries, nearby airports and the services shippers there use most. Start with the one closest to your pickup.',
      columns: 2,
      cards: [
        {
          icon: 'building',
          title: 'Chicago, IL',
          href: '/locations/chicago-il-expedite',
          description:
            'Documents between Loop law firms and courthouses, hospital shipments on the Near West Side medical district, and freight to and from O\'Hare and Midway around the clock.',
        },
        {
          icon: 'gear',
          title: 'Aurora, IL',
          href: '/locations/aurora-il-expedite',
          description:
            'Manufacturers and distribution centers along the I-88 corridor, where a missing component can stop a line that ships across the Midwest.',
        },
        {
          icon: 'plane',
          title: 'Rockford, IL',
          href: '/locations/rockford-il-expedite',
          description:
            'A long-standing center of precision machining, fasteners and aerospace components, with its own cargo airport (RFD) about 90 minutes from the Loop on I-90.',
        },
        {
          icon: 'briefcase',
          title: 'Naperville, IL',
          href: '/locations/naperville-il-expedite',
          description:
            'Technology, research and corporate offices in the western suburbs, where prototypes, lab samples and signed originals move on tight schedules.',
        },
      ],
      action: { kind: 'link', label: 'See All Illinois Locations', href: '/locations/illinois' },
    },
    {
      type: 'cards',
      id: 'chicago-airports',
      eyebrow: 'Air',
      title: 'Next flight out through O\'Hare, Midway and Rockford',
      intro:
        'Next flight out puts your freight on the first suitable commercial departure, then recovers it at the far end and delivers it. Which Illinois airport we use depends on where it is going and what is leaving first.',
      columns: 3,
      cards: [
        {
          icon: 'plane',
          title: 'O\'Hare International (ORD)',
          badge: 'Most departures',
          description:
            'One of the busiest passenger and cargo airports in the world, with nonstop flights to nearly every US city and to Europe and Asia. Our default for international NFO and for on-board couriers heading overseas.',
        },
        {
          icon: 'clock',
          title: 'Midway International (MDW)',
          badge: 'Closer to the South Side',
          description:
            'A busy domestic airport on the Southwest Side. When the pickup is south of downtown or in the southwest suburbs, a Midway departure can save an hour of expressway traffic to O\'Hare.',
        },
        {
          icon: 'box',
          title: 'Chicago Rockford (RFD)',
          badge: 'Northern Illinois',
          description:
            'A major cargo airport off I-90 that suits shipments from Rockford, Belvidere and the northwest suburbs, and a useful alternative when O\'Hare is congested.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'illinois-industries',
      eyebrow: 'Industries',
      title: 'Manufacturing corridors and the freight they need moved fast',
      intro:
        'Illinois makes a little of everything. These are the shipments our dispatchers see most often from the state\'s industrial belts.',
      columns: 3,
      cards: [
        {
          icon: 'gear',
          title: 'The O\'Hare industrial belt',
          description:
            'Machine shops, electronics assemblers and distributors in Elk Grove Village, Bensenville and Franklin Park, minutes from the airport and often shipping on the next flight out.',
        },
        {
          icon: 'truck',
          title: 'I-55 and I-80 distribution hub',
          description:
            'Warehouses and intermodal yards around Joliet and Will County, where a short-shipped order or a missed truck needs a hot shot to keep a customer\'s dock schedule.',
        },
        {
          icon: 'plane',
          title: 'Rockford aerospace and machining',
          description:
            'Precision parts, tooling and inspection samples that feed aircraft programs and other factories, frequently needed at a customer\'s line the same day.',
        },
        {
          icon: 'bolt',
          title: 'Heavy equipment downstate',
          description:
            'Replacement parts for construction and agricultural machinery built and serviced around Peoria and the Quad Cities, where a stopped machine stops a job site.',
        },
        {
          icon: 'medical',
          title: 'Pharma and medical devices',
          description:
            'Clinical supplies, device components and lab samples from the North Shore and Lake County life-sciences companies to hospitals and test labs.',
        },
        {
          icon: 'box',
          title: 'Food and consumer goods',
          description:
            'Packaging, replacement parts for processing lines and product samples for the food and consumer-goods plants spread across the city and suburbs.',
        },
      ],
    },
    {
      type: 'stats',
      id: 'illinois-fleet',
      tone: 'dark',
      eyebrow: 'Fleet',
      title: 'A vehicle for every Illinois load',
      intro: 'We dispatch the smallest vehicle that safely carries your freight, so you pay for the load you have, not the one you might have.',
      stats: [
        { metric: '3,500 lbs', label: 'Sprinter vans', description: 'Parts, cartons and a few pallets: the workhorse for same-day runs around Chicagoland.' },
        { metric: '26,000 lbs', label: 'Box trucks', description: 'Multiple pallets or a machine on skids, with room to secure it properly.' },
        { metric: '40,000 lbs', label: 'Straight trucks', description: 'Heavier tooling, dies and larger production parts moving plant to plant across the state.' },
        { metric: '80,000 lbs', label: 'Tractor trailers', description: 'Full loads when an entire order has to recover a missed schedule or a whole line moves.' },
      ],
    },
    {
      type: 'faq',
      id: 'illinois-faq',
      eyebrow: 'FAQ',
      title: 'Illinois courier questions',
      items: [
        {
          question: 'What happens to an urgent shipment when a Chicago snowstorm hits?',
          answer:
            'Winter is part of the plan in Illinois. When storms slow the expressways or cause de-icing delays at O\'Hare, our dispatchers adjust in real time: they start pickups earlier, move freight to a flight out of Midway or Rockford, or switch an air move to a dedicated truck if that is now faster. You hear about any change before it affects your deadline.',
        },
        {
          question: 'Should my shipment fly out of O\'Hare or Midway?',
          answer:
            'You do not have to choose. We compare the departures from both, plus the drive time from your dock at that hour, and book whichever gets the freight to its destination first. International shipments almost always go from O\'Hare.',
        },
        {
          question: 'Can you pick up at a plant on the night shift or a weekend?',
          answer:
            'Yes. Dispatch works 24/7/365, and most of our Illinois calls about line-down parts come in outside office hours. Tell us the dock door, who will release the part and any paperwork the guard shack needs, and the driver will be there.',
        },
        {
          question: 'How quickly can a part get from Chicago to a plant in another state?',
          answer:
            'By next flight out, usually 4-8 hours door to door for domestic destinations. For neighboring states, a dedicated truck leaving right away is often just as fast, and it avoids the airline\'s size limits and cut-off times.',
        },
      ],
    },
    {
      type: 'links',
      id: 'illinois-related',
      eyebrow: 'Related',
      title: 'Related services for Illinois shippers',
      intro: 'The services, state page and industry notes that Chicago and Illinois plants, hospitals and offices use alongside local courier runs.',
      links: [
        { label: 'Illinois Locations', href: '/locations/illinois', description: 'All the Illinois cities we serve, with local industry and airport notes.' },
        { label: 'Next Flight Out Shipping', href: '/next-flight-out-shipping', description: 'How NFO works, what it costs you in time and when it is the right call.' },
        { label: 'Hot Shot Trucking', href: '/hot-shot-trucking', description: 'A dedicated truck for urgent, time-definite loads across the Midwest.' },
        { label: 'Manufacturing & Industrial', href: '/industries-we-serve#manufacturing-industrial', description: 'How we keep production lines running when a part fails.' },
        { label: 'Ground Expedite Transport', href: '/ground-expedite-transport', description: 'Sprinter vans to tractor trailers, with pickup in 2-4 hours.' },
      ],
    },
    {
      type: 'cta',
      id: 'illinois-quote',
      tone: 'dark',
      title: 'Line down or deadline close in Illinois?',
      paragraphs: [
        'A dispatcher answers every call, day or night. Give us the pickup location, the destination and the deadline, and we will tell you whether a van, a dedicated truck or a flight out of O\'Hare or Midway gets there first, with a price in minutes. Our 15+ years of expediting freight are built on calls like yours.',
        'Have the part number or description, dimensions and weight, and the names of the people releasing and receiving the freight ready to speed things up. For a plant pickup after hours, add the dock door and any gate or guard-shack instructions.',
      ],
      actions: [
        { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'illinois_courier_cta' },
        { kind: 'call', label: 'Call Dispatch Now' },
      ],
    },
  ],
};
