import type { ServicePageContent } from '../page-content.js';

export const page: ServicePageContent = {
  family: 'service',
  path: '/hot-shot-trucking',
  breadcrumb: 'Hot Shot Trucking',
  service: {
    name: 'Hot Shot Trucking',
    serviceType: 'Hot shot trucking for urgent partial loads',
  },
  meta: {
    title: 'Hot Shot Trucking, Dispatched 24/7',
    description:
      'Hot shot trucking for urgent partial loads: one dedicated truck and driver, no terminal stops, emergency pickup within 2 hours and live dispatch 24/7/365.',
    keywords: [
      'hot shot trucking',
      'hot shot delivery',
      'hot shot freight',
      'urgent partial load',
      'oilfield hot shot',
      'dedicated truck delivery',
      'emergency freight truck',
    ],
  },
  hero: {
    eyebrow: 'Hot shot trucking',
    title: 'Hot Shot Trucking for Loads That Cannot Wait for a Full Truck',
    intro:
      'A failed pump on a well site, a replacement gearbox for a stopped conveyor, a single crate a customer needed yesterday: hot shot trucking exists for the load that is too big for a courier, too small to fill a trailer and far too urgent to sit at a terminal. We send one truck and one driver, load only your freight and drive it straight to the site.',
    actions: [
      { kind: 'quote', label: 'Get a Hot Shot Quote', source: 'hot_shot_hero' },
      { kind: 'call', label: 'Call Dispatch 24/7' },
    ],
    panel: {
      title: 'Why shippers call a hot shot',
      points: [
        'Emergency pickup within 2 hours',
        'Your freight only: no co-loading',
        'GPS updates every 60 seconds',
        'All 50 states, day or night',
      ],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'what-is-hot-shot',
      eyebrow: 'Definition',
      title: 'What hot shot trucking means',
      paragraphs: [
        'The term comes from the oil patch, where a "hot shot" was the fast run that rushed a part to a rig before downtime became expensive. The name stuck for any urgent, dedicated, less-than-full load. Classic hot shot equipment is a heavy-duty pickup or medium-duty truck pulling a flatbed or gooseneck trailer, quick to dispatch and able to reach job sites that a tractor trailer struggles with.',
        'What defines a hot shot is not the truck but the commitment: the vehicle is assigned to your load alone and leaves when you are ready. There is no wait for other freight to fill the deck and no stop at a cross-dock to be rehandled, so the run is as fast as the road allows.',
        'Because the equipment is smaller than a full rig, hot shot is usually the most economical way to buy dedicated, same-day or next-morning transport for a partial load.',
      ],
    },
    {
      type: 'cards',
      id: 'typical-loads',
      eyebrow: 'Typical loads',
      title: 'Freight that moves best by hot shot',
      columns: 2,
      cards: [
        {
          icon: 'bolt',
          title: 'Energy and oilfield parts',
          href: '/industries-we-serve#energy-oil-gas',
          description:
            'Valves, pumps, drill components and wellhead equipment for remote sites where every idle hour costs production. Flatbed trailers allow loading by crane or forklift straight onto the deck.',
        },
        {
          icon: 'gear',
          title: 'Line-down manufacturing parts',
          href: '/industries-we-serve#manufacturing-industrial',
          description:
            'Motors, tooling, dies and replacement assemblies that restart a stopped line. One driver, one stop, delivered to the maintenance team instead of the receiving queue.',
        },
        {
          icon: 'building',
          title: 'Construction and job-site freight',
          description:
            'Steel, fittings, generators and rental equipment that a crew is waiting on. Hot shot trucks reach sites without docks and can deliver on the schedule the superintendent sets.',
        },
        {
          icon: 'box',
          title: 'Customer-critical partial loads',
          description:
            'A few pallets or a single crate that missed the regular truck, for a customer who cannot wait for the next scheduled shipment or a slow LTL transit.',
        },
      ],
    },
    {
      type: 'table',
      id: 'hot-shot-vs-ltl-ftl',
      eyebrow: 'Compare',
      title: 'Hot shot, LTL or full truckload?',
      intro:
        'Three ways to move a partial or full load by road, and how they behave when the clock is running.',
      caption: 'How hot shot trucking compares with less-than-truckload and full truckload service',
      columns: ['', 'Hot shot', 'LTL', 'Full truckload'],
      rows: [
        ['Departs', 'As soon as the truck is loaded', 'On the carrier network schedule', 'When a tractor and trailer are assigned'],
        ['Handling', 'Loaded once, unloaded once', 'Cross-docked, often more than once', 'Loaded once, unloaded once'],
        ['Best size', 'Partial loads, single machines, a few pallets', 'Small shipments without a deadline', 'Loads that fill or nearly fill a trailer'],
        ['Site access', 'Flatbeds reach job sites and remote locations', 'Dock to dock', 'Needs room for a full rig'],
        ['Cost logic', 'Pay for a smaller dedicated truck', 'Share the cost with other freight', 'Pay for the whole trailer'],
      ],
      note: 'If your load outgrows a hot shot, dispatch will move it to a larger dedicated truck rather than split it.',
    },
    {
      type: 'prose',
      id: 'prepare-the-load',
      eyebrow: 'Before the truck arrives',
      title: 'How to prepare a hot shot load',
      paragraphs: [
        'Hot shot runs are fast because nothing is left to figure out at the dock. A few details shared when you book let dispatch send a truck and trailer that fit the freight and the site, and keep the driver from waiting at either end.',
        'Open-deck trailers are loaded from the side or from above, so tell us how the freight will be lifted and whether it needs tarping against weather.',
      ],
      checklist: [
        'Length, width, height and weight of each piece, plus any lifting points',
        'How the freight will be loaded and unloaded: forklift, crane, dock or by hand',
        'Whether the freight must be tarped or protected from rain, dust or cold',
        'Site access details: gate codes, road conditions, hours the site is staffed',
        'A contact at pickup and at delivery who can answer the driver',
      ],
    },
    {
      type: 'steps',
      id: 'how-a-run-works',
      eyebrow: 'The run',
      title: 'How a hot shot run works',
      intro: 'Four steps separate your call from a signed delivery receipt at the site.',
      steps: [
        {
          title: 'Call or request a quote',
          text: 'Describe the load and the deadline. Dispatch confirms price, equipment and an estimated arrival, usually in minutes.',
        },
        {
          title: 'Truck assigned',
          text: 'We assign the nearest suitable truck, trailer and driver for the load; for an emergency, pickup within 2 hours is the target.',
        },
        {
          title: 'Secured and rolling',
          text: 'The driver secures the load, confirms the piece count with your shipper and heads straight for the delivery site.',
        },
        {
          title: 'Tracked to the site',
          text: 'GPS updates every 60 seconds let dispatch warn the receiver ahead of arrival, and you get proof of delivery at signature.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Hot shot trucking questions',
      items: [
        {
          question: 'Is hot shot trucking the same as expedited freight?',
          answer:
            'Hot shot is one form of expedited freight. Expedited is the broad category of dedicated, time-definite transport; hot shot specifically means a smaller dedicated truck, often with a flatbed or gooseneck trailer, carrying a partial load. Vans, box trucks and full tractor trailers are other expedited options.',
        },
        {
          question: 'How quickly can a hot shot truck be at my site?',
          answer:
            'For emergencies we work to a pickup within 2 hours. Standard runs are scheduled around your loading time. Dispatch works 24/7/365, so a call at midnight gets the same answer as a call at noon.',
        },
        {
          question: 'Can a hot shot driver unload at a site without a dock?',
          answer:
            'Yes, that is one of the reasons people choose it. Flatbed trailers can be unloaded by a forklift or crane from the side. Tell us what equipment the receiving site has so we plan the delivery correctly.',
        },
        {
          question: 'Do you run hot shots across state lines?',
          answer:
            'Yes. We move hot shot loads in all 50 states, locally or across the country, and your dispatcher can tell you the expected drive time before you book.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related',
      title: 'Other dedicated transport options',
      intro: 'If a hot shot is not quite the right size or speed for the job, one of these services probably is.',
      links: [
        { label: 'Ground Expedite Transport', href: '/ground-expedite-transport', description: 'Sprinter vans to tractor trailers when the load is a different size.' },
        { label: 'Same-Day Freight Delivery', href: '/same-day-freight-delivery', description: 'Regional deliveries completed in 2-8 hours.' },
        { label: 'Emergency Logistics', href: '/emergency-logistics', description: 'A four-step response for shutdowns and outages.' },
        { label: 'Expedited Freight Shipping', href: '/expedited-freight-shipping', description: 'Every expedited mode, compared with standard freight.' },
        { label: 'Texas Expedited Freight', href: '/locations/texas', description: 'Coverage across Dallas, Houston, San Antonio and Austin.' },
        { label: 'Industries We Serve', href: '/industries-we-serve', description: 'How energy, manufacturing and aerospace shippers use us.' },
      ],
    },
    {
      type: 'cta',
      id: 'quote',
      tone: 'dark',
      eyebrow: 'Load waiting?',
      title: 'Get a truck moving toward your freight',
      paragraphs: [
        'Give us the pickup site, the delivery site, the dimensions and weight of the load and how it will be lifted. We will quote the run, name the equipment and give you an arrival estimate, usually within minutes.',
        'For a shutdown or a crew standing idle, call dispatch directly: the fastest hot shot is the one that starts rolling while the paperwork catches up.',
        'Cargo insurance up to $1M is available on every run; mention the value of the freight when you book.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Hot Shot Quote', source: 'hot_shot_cta' },
        { kind: 'call', label: 'Call Dispatch Now' },
      ],
    },
  ],
};
