import type { CompanyPageContent } from '../page-content.js';

export const page: CompanyPageContent = {
  family: 'company',
  path: '/industries-we-serve',
  quoteHookSource: 'industries_page',
  breadcrumb: 'Industries We Serve',
  meta: {
    title: 'Industries We Serve',
    description:
      'Expedited freight and hand-carry courier for aerospace, defense, manufacturing, energy, pharma, medical, automotive, tech, legal and retail shippers.',
    keywords: [
      'industries served expedited freight',
      'aerospace AOG courier',
      'manufacturing line down freight',
      'oil and gas hot shot delivery',
      'pharmaceutical courier service',
      'defense contractor expedited shipping',
      'medical equipment courier',
    ],
  },
  hero: {
    eyebrow: 'Industries we serve',
    title: 'Expedited Freight for Industries Where Every Hour Costs Money',
    intro:
      'A grounded aircraft, a stopped assembly line, an idle drilling rig and a delayed clinical study have one thing in common: the cost of waiting dwarfs the cost of the shipment. We move urgent freight for more than ten industries, and each one has taught us its own deadlines, paperwork and handling habits. Here is how we work for the sectors that call us most, and which of our services usually fits.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'industries_page' },
      { kind: 'call', label: 'Call Dispatch' },
    ],
    stats: [
      { value: '10+', label: 'Industries served' },
      { value: '1000+', label: 'Clients' },
      { value: '99.8%', label: 'On-time delivery' },
    ],
  },
  blocks: [
    {
      type: 'prose',
      id: 'aerospace-defense',
      eyebrow: 'Aerospace & defense',
      title: 'Aerospace and defense: AOG parts and sensitive components',
      paragraphs: [
        'When an aircraft is on the ground waiting for a part, the airline or operator is losing revenue every hour, and a crew and passengers may be stranded with it. Maintenance control needs to know the part is moving, on which flight, and when it reaches the hangar. We book the next flight out or put a hand-carry courier on the first seat available, recover the part at the destination airport and drive it straight to the line station.',
        'Defense programs add different pressures: components that must not leave the chain of custody, delivery windows tied to test schedules, and instructions that specify who may receive the shipment. We follow the handling and delivery instructions you give us, and tell you before booking if a mode cannot meet them.',
      ],
      checklist: [
        'AOG spares, avionics, actuators and engine components',
        'Hand-carry courier dispatched within 30 minutes',
        'Named-recipient delivery with signature and time',
        'Dedicated vehicles with no terminal transfers',
      ],
      action: { kind: 'link', label: 'Read the AOG Case Study', href: '/case-studies/aog-aircraft-part-delivery' },
    },
    {
      type: 'cards',
      id: 'manufacturing-industrial',
      eyebrow: 'Manufacturing & industrial',
      title: 'Manufacturing and industrial: getting the line running again',
      intro:
        'A line-down call usually comes with a simple request: whatever it takes, as fast as possible. We match the mode to the part so you are not paying for a plane when a van would arrive just as quickly.',
      columns: 3,
      cards: [
        {
          title: 'Line-down replacement parts',
          icon: 'gear',
          href: '/hot-shot-trucking',
          badge: 'Pickup within 2 hours',
          description: 'Motors, gearboxes, PLCs and sensors driven straight from the supplier to your plant by a dedicated truck.',
        },
        {
          title: 'Tooling, dies and heavy components',
          icon: 'truck',
          href: '/expedited-trucking-freight-services',
          badge: 'Up to 80,000 lbs',
          description: 'Box trucks to tractor trailers for loads too big to fly, 1-2 days coast to coast instead of 5-7.',
        },
        {
          title: 'Prototypes and samples',
          icon: 'briefcase',
          href: '/case-studies/prototype-hand-carry-borders',
          badge: '24-48 hours international',
          description: 'A courier carries first articles and prototypes across borders so they never sit in a cargo warehouse.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'energy-oil-gas',
      eyebrow: 'Energy, oil & gas',
      title: 'Energy, oil and gas: parts for remote sites and tight outages',
      paragraphs: [
        'Energy work happens far from airports and on schedules set by outages, turnarounds and weather. A failed valve or pump seal can idle a well site, a compressor station or a power plant unit, and the crew is already on the clock. Our drivers deliver to the site itself rather than the nearest terminal, and call the site contact ahead of arrival so someone is there to receive.',
        'For heavier equipment we send a dedicated truck sized to the load; for small critical parts coming from farther away we combine next flight out with a driver at each end. Either way, dispatch coordinates the hand-offs so the part arrives in the window your crew needs it.',
      ],
      checklist: [
        'Valves, pumps, seals, instrumentation and control boards',
        'Wind, solar and utility substation components',
        'Delivery to plants, field locations and staging yards',
        'Dispatch available through nights and weekends during outages',
      ],
      action: { kind: 'link', label: 'Explore Hot Shot Trucking', href: '/hot-shot-trucking' },
    },
    {
      type: 'cards',
      id: 'pharmaceutical-biotech',
      eyebrow: 'Pharmaceutical & biotech',
      title: 'Pharmaceutical and biotech: time-sensitive science',
      intro:
        'Lab schedules, trial visits and production batches do not move because a shipment is late. You pack the material in the packaging your protocol requires; we keep the time in transit as short as possible and the custody trail clean.',
      columns: 3,
      cards: [
        {
          title: 'Clinical trial materials',
          icon: 'medical',
          href: '/hand-carry-on-board-courier',
          description: 'Study drugs, kits and samples carried by a courier who stays with the package to the site or lab.',
          features: ['Handed only to the named recipient', 'Same-day to 24 hours domestic'],
        },
        {
          title: 'Lab supplies and reagents',
          icon: 'box',
          href: '/next-flight-out-nfo',
          description: 'Urgent reagents and consumables on the first available flight when a run cannot wait for standard freight.',
          features: ['4-8 hours domestic', '12-24 hours international'],
        },
        {
          title: 'Instruments and equipment',
          icon: 'building',
          href: '/white-glove-delivery',
          description: 'Analyzers and lab equipment delivered inside, unpacked and placed by a trained white glove team.',
          features: ['Inside delivery and placement', 'Packaging removed'],
        },
      ],
    },
    {
      type: 'cards',
      id: 'more-industries',
      eyebrow: 'More industries',
      title: 'Other industries that rely on us',
      intro: 'The same dispatch desk serves shippers in many other sectors. These are the ones we hear from most often.',
      columns: 4,
      cards: [
        {
          title: 'Medical and healthcare',
          icon: 'medical',
          href: '/medical-equipment-transport',
          description: 'Surgical loaner trays, imaging parts and devices for hospitals and clinics, often same day.',
        },
        {
          title: 'Automotive',
          icon: 'gear',
          href: '/expedited-freight-shipping',
          description: 'Parts for assembly plants and suppliers that keep a just-in-time schedule from breaking.',
        },
        {
          title: 'Technology',
          icon: 'bolt',
          href: '/secure-freight-transport',
          description: 'Servers, network gear and high-value electronics with a tight chain of custody.',
        },
        {
          title: 'Legal',
          icon: 'briefcase',
          href: '/same-day-freight-delivery',
          description: 'Filings, closing documents and evidence delivered same day to courts and counsel.',
        },
        {
          title: 'Retail and trade shows',
          icon: 'star',
          href: '/retail-trade-show-logistics',
          description: 'Store rollouts, displays and exhibit materials delivered to the venue on schedule.',
        },
        {
          title: 'Government contractors',
          icon: 'shield',
          href: '/defense-industry-delivery',
          description: 'Deliveries to program offices and facilities with named-recipient handover.',
        },
        {
          title: 'Disaster relief',
          icon: 'globe',
          href: '/emergency-logistics',
          description: 'Generators, supplies and equipment moved fast to areas recovering from storms.',
        },
      ],
    },
    {
      type: 'table',
      id: 'industry-modes',
      eyebrow: 'Matching mode to need',
      title: 'Which service usually fits each industry',
      caption: 'Typical urgent shipments and the service our dispatchers most often recommend',
      columns: ['Industry', 'Typical urgent shipment', 'Usual service', 'Typical timing'],
      rows: [
        ['Aerospace', 'AOG part for a grounded aircraft', 'Next flight out or hand carry', '4-8 hours domestic'],
        ['Manufacturing', 'Replacement gearbox for a stopped line', 'Hot shot or ground expedite', 'Same day, 2-8 hours regionally'],
        ['Energy', 'Pump or valve for a field site', 'Dedicated truck', '1-2 days cross-country'],
        ['Pharma and biotech', 'Clinical kit for a trial site', 'Hand carry', 'Same day to 24 hours'],
        ['Medical', 'Loaner instrument tray', 'Same-day delivery', 'Pickup within 2 hours'],
        ['Retail', 'Trade show exhibit', 'White glove trucking', 'Book 2-4 weeks ahead'],
      ],
      note: 'Every shipment is quoted on its own details; dispatch will recommend another mode when it arrives sooner or costs less.',
    },
    {
      type: 'cta',
      id: 'talk-to-dispatch',
      eyebrow: 'Your industry, your deadline',
      title: 'Tell us what is at stake and we will plan around it',
      tone: 'dark',
      paragraphs: [
        'Whatever your industry, the conversation starts the same way: what needs to move, where it is and when it must arrive. Our dispatchers already know the questions that matter in your field, so you spend less time explaining and more time getting back to work.',
        'Request a quote for a price in minutes, or call dispatch if the shipment needs to move right now. We answer 24/7/365, and the emergency team responds in 30 minutes when a line, an aircraft or a patient is waiting.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Quote', source: 'industries_page' },
        { kind: 'call', label: 'Call Dispatch Now' },
      ],
    },
  ],
};
