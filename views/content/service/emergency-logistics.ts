import type { ServicePageContent } from '../page-content.js';

export const page: ServicePageContent = {
  family: 'service',
  path: '/emergency-logistics',
  breadcrumb: 'Emergency Logistics',
  service: {
    name: 'Emergency Logistics',
    serviceType: 'Emergency freight response and time-critical delivery',
  },
  meta: {
    title: 'Emergency Logistics, 2-Hour Pickup',
    description:
      'Emergency freight response around the clock: our team responds in 30 minutes, picks up within 2 hours and moves your shipment by the fastest mode.',
    keywords: [
      'emergency logistics',
      'emergency freight service',
      'emergency shipping 24/7',
      'line down freight',
      'urgent freight pickup',
      'emergency courier service',
      'critical shipment recovery',
    ],
  },
  hero: {
    eyebrow: 'Emergency logistics hotline, 24/7/365',
    title: 'Emergency Logistics When a Shipment Cannot Wait Until Morning',
    intro:
      'Machines idle on a plant floor, an airliner parked at a gate waiting on one component, a truck from another carrier that never showed up on the eve of a deadline: emergencies do not keep office hours, and neither does our dispatch desk. Call the hotline and our emergency team responds within 30 minutes with a plan, then has a driver at your dock within 2 hours. From there the shipment moves by whatever mode closes the gap fastest, and one dispatcher stays on it until it is signed for.',
    actions: [
      { kind: 'link', label: 'Get Emergency Quote', href: '/#contact' },
      { kind: 'call', label: 'Call the Emergency Hotline' },
    ],
    stats: [
      { value: '30 min', label: 'Emergency team response' },
      { value: '2 hours', label: 'Pickup for emergencies' },
      { value: '24/7/365', label: 'Hotline staffed' },
      { value: '99.8%', label: 'On-time delivery' },
    ],
    panel: {
      title: 'Call the hotline if',
      points: [
        'A production line is down and waiting on a part',
        'An aircraft is grounded for a missing component',
        'A hospital device has failed before a procedure',
        'Another carrier missed a delivery you cannot miss',
      ],
    },
  },
  blocks: [
    {
      type: 'cards',
      id: 'emergencies-we-handle',
      eyebrow: 'When to call',
      title: 'Emergencies we respond to every day',
      intro:
        'Most emergency calls fall into a handful of patterns. Each one has a different clock, and we plan the response around the real cost of every hour of delay.',
      columns: 3,
      cards: [
        {
          icon: 'gear',
          title: 'Line-down manufacturing',
          description:
            'A failed motor, sensor or tool stops a plant. We collect the replacement from the supplier or another plant and drive or fly it straight in.',
        },
        {
          icon: 'plane',
          title: 'Aircraft on ground',
          description:
            'A grounded aircraft costs money by the hour. Parts move on the next flight out or with a hand-carry courier directly to the maintenance station.',
        },
        {
          icon: 'medical',
          title: 'Medical equipment failure',
          description:
            'A down imaging system or a missing loaner tray can cancel procedures. We deliver to the department, not just the loading dock.',
        },
        {
          icon: 'truck',
          title: 'Missed or lost shipments',
          description:
            'When another carrier misroutes or delays freight, we recover it where it is, or move a second unit from its origin, so the deadline still holds.',
        },
        {
          icon: 'shield',
          title: 'Disaster relief and recovery',
          description:
            'Generators, pumps, supplies and replacement equipment moved into affected regions as soon as roads and airports allow.',
        },
        {
          icon: 'briefcase',
          title: 'Hard document deadlines',
          description:
            'Bids, filings and signed originals that must be in a specific office by a specific hour, carried by hand and signed for at delivery.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'response-process',
      eyebrow: 'Response process',
      title: 'Our 4-step emergency response',
      intro:
        'The same four steps run for every emergency, whether it is a 5 lb circuit board or a 40,000 lb press component. What changes is the mode we choose in step two.',
      steps: [
        {
          title: '1. You call the hotline',
          text: 'A dispatcher writes down where the freight is, where it is going, roughly how big and heavy it is, and the hour that cannot be missed. Our emergency team responds within 30 minutes with options and a recommended plan.',
        },
        {
          title: '2. We build the fastest plan',
          text: 'Dispatch works backwards from your deadline and compares a dedicated truck, the next flight out and an on-board courier. You get a quote in minutes and approve the plan before anything moves.',
        },
        {
          title: '3. Pickup within 2 hours',
          text: 'A driver sized to the load reaches your dock within 2 hours of approval. The shipment is checked, documented and loaded, with no terminal sorting or transfers in between.',
        },
        {
          title: '4. Tracked delivery and sign-off',
          text: 'GPS updates every 60 seconds show where the shipment is, and your dispatcher calls ahead on any change. The receiver signs at delivery and you get the proof right away.',
        },
      ],
      action: { kind: 'call', label: 'Start With a Call' },
    },
    {
      type: 'table',
      id: 'response-options',
      eyebrow: 'Response options',
      title: 'How fast each emergency option moves',
      intro:
        'These are the timings we plan with. Distance, airline schedules and pickup location decide which option wins for a given emergency, and dispatch will tell you which one it is.',
      caption: 'Emergency transport options and typical timing',
      columns: ['Option', 'Typical timing', 'When it wins'],
      rows: [
        ['Emergency ground pickup', 'Within 2 hours of approval', 'Any emergency: the clock starts at your dock'],
        ['Same-day ground', '2-8 hours door to door', 'Regional moves where driving beats airport time'],
        ['Next flight out', '4-8 hours domestic, 12-24 hours international', 'Long distances with boxed or crated freight'],
        ['Hand-carry courier', 'Same-day to 24 hours domestic, 24-48 hours international', 'Small, critical items that must never leave a person'],
        ['Expedited trucking', '1-2 days versus 5-7 days standard', 'Heavy or oversized loads crossing the country'],
      ],
      note: 'Cargo insurance up to $1M is available on emergency shipments of every mode.',
    },
    {
      type: 'stats',
      id: 'response-record',
      eyebrow: 'Track record',
      title: 'Emergency response by the numbers',
      tone: 'dark',
      stats: [
        {
          metric: '30 min',
          label: 'Emergency team response',
          description: 'From your call to a dispatcher presenting a workable plan and a price, with the mode, pickup time and expected arrival spelled out.',
        },
        {
          metric: '2 hours',
          label: 'Emergency pickup',
          description: 'A vehicle sized to the load at your dock within 2 hours of approving the plan, day or night, weekday or holiday.',
        },
        {
          metric: '99.8%',
          label: 'On-time delivery',
          description: 'Judged by the arrival time promised when the plan was approved, not by a window adjusted after the fact.',
        },
        {
          metric: '150+',
          label: 'Countries reached',
          description: 'International emergencies handled through partners in 50+ countries, by next flight out or a hand-carry courier.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'be-ready',
      eyebrow: 'Save minutes',
      title: 'What to have ready when you call',
      paragraphs: [
        'In an emergency, the fastest calls are the ones where the dispatcher can quote on the first pass. You do not need every answer before you pick up the phone, and we would rather hear from you early, but the details below let us book a vehicle or a flight without a second round of questions.',
        'If the part is still being located, tell us where it might be and when you expect to know. We can start building the plan, check flight options and put a driver on standby while your team searches, so the shipment moves the moment it is found.',
      ],
      checklist: [
        'Pickup address, the contact on site and the time the freight is ready',
        'Delivery address, the receiver and the latest acceptable arrival time',
        'Dimensions, weight and number of pieces, even if approximate',
        'Crated, palletized or loose, and whether a liftgate is needed',
        'Declared value and any special handling or temperature needs',
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Emergency logistics questions',
      items: [
        {
          question: 'Is someone really available at 3 a.m. on a holiday?',
          answer:
            'Yes. The hotline is staffed 24/7/365 by dispatchers who can book drivers and flights, not by an answering service that takes a message. Nights, weekends and holidays are when many of our emergencies happen.',
        },
        {
          question: 'How quickly can a driver reach my dock?',
          answer:
            'For emergencies we pick up within 2 hours of your approval. The dispatcher gives you the expected arrival time as soon as the vehicle is assigned, and calls if anything changes on the way.',
        },
        {
          question: 'Can you handle an emergency that crosses borders?',
          answer:
            'Yes. We reach 150+ countries. A next-flight-out shipment typically arrives in 12-24 hours internationally, and a hand-carry courier in 24-48 hours, depending on routes and customs clearance at the destination.',
        },
        {
          question: 'I do not know the exact weight or dimensions. Can I still get a quote?',
          answer:
            'Give us your best estimate and a description of the item. We quote on that basis and confirm at pickup. Being roughly right now is better than being exactly right an hour later.',
        },
        {
          question: 'Can you pick up from one location and deliver to several?',
          answer:
            'Yes. When replacement parts have to reach more than one site, we plan separate vehicles or a multi-stop route, whichever gets every site back up soonest.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related services',
      title: 'Services behind our emergency response',
      intro: 'Every emergency plan is built from these services. Read more about the one your dispatcher recommends.',
      links: [
        {
          label: 'Next Flight Out',
          href: '/next-flight-out-nfo',
          description: 'Space on the next commercial flight, 4-8 hours domestic.',
        },
        {
          label: 'Hot Shot Trucking',
          href: '/hot-shot-trucking',
          description: 'A dedicated truck driven straight to your site.',
        },
        {
          label: 'Hand-Carry Courier',
          href: '/hand-carry-on-board-courier',
          description: 'A courier who travels with the part as carry-on.',
        },
        {
          label: 'Medical Equipment Transport',
          href: '/medical-equipment-transport',
          description: 'When the emergency is a failed scanner, pump or analyzer.',
        },
        {
          label: 'AOG aircraft part case study',
          href: '/case-studies/aog-aircraft-part-delivery',
          description: 'How we got an aircraft-on-ground part to the station.',
        },
        {
          label: 'Manufacturing & Industrial',
          href: '/industries-we-serve#manufacturing-industrial',
          description: 'Line-down parts that restart production.',
        },
      ],
    },
    {
      type: 'contact',
      eyebrow: 'Emergency hotline',
      title: 'Call the emergency hotline now',
      paragraphs: [
        'The fastest way to start an emergency shipment is a phone call: a dispatcher answers, asks the questions that matter and starts matching a vehicle or flight to your deadline while you are still on the line. If you would rather write, send the pickup, delivery, item and deadline by e-mail and we will call you back.',
        'Prefer a form? The quote form on our home page reaches the same dispatch team, around the clock.',
      ],
      checklist: [
        'Emergency team response within 30 minutes',
        'Pickup within 2 hours of approval',
        'GPS updates every 60 seconds in transit',
      ],
      actions: [
        { kind: 'call', label: 'Call the Emergency Hotline' },
        { kind: 'link', label: 'Get Emergency Quote', href: '/#contact' },
        { kind: 'email', label: 'E-mail Dispatch' },
      ],
    },
  ],
};
