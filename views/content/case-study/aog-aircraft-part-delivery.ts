import type { CaseStudyPageContent } from '../page-content.js';

export const page: CaseStudyPageContent = {
  family: 'case-study',
  path: '/case-studies/aog-aircraft-part-delivery',
  breadcrumb: 'AOG Aircraft Part in 6 Hours',
  parent: { label: 'Case Studies', href: '/case-studies' },
  quoteHookSource: 'case_study_detail',
  meta: {
    title: 'AOG Aircraft Part Delivered in 6 Hours',
    description:
      'Case study: a regional airline had an aircraft on the ground at an outstation. Next flight out put the part in the hangar in 6 hours and saved $75,000.',
    keywords: [
      'AOG part delivery',
      'aircraft on ground shipping',
      'next flight out aircraft parts',
      'aviation emergency logistics',
      'AOG courier case study',
      'airline maintenance parts expedite',
    ],
  },
  facts: [
    { label: 'Client', value: "A regional airline's maintenance team" },
    { label: 'Industry', value: 'Aviation' },
    { label: 'Service', value: 'Next flight out with pickup and recovery' },
    { label: 'Timeframe', value: '6 hours, door to hangar' },
    { label: 'Savings', value: '$75,000' },
  ],
  hero: {
    eyebrow: 'Case study · Aviation critical',
    title: 'AOG Aircraft Part Delivered to the Hangar in 6 Hours',
    intro:
      'An aircraft that cannot fly is losing money every hour it sits. When a regional airline\'s maintenance team found a failed component during a turnaround at an outstation, the serviceable spare was in stores at their main base, hundreds of miles away. We picked it up, put it on the next commercial flight out, met it at the destination cargo terminal and drove it to the hangar. Six hours after the call, mechanics had the part in hand and the aircraft flew its evening rotation.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'case_study_detail' },
      { kind: 'link', label: 'Follow the Six Hours', href: '#timeline' },
    ],
    stats: [
      { value: '6 hours', label: 'Stores to hangar' },
      { value: '$75,000', label: 'Saved for the airline' },
    ],
  },
  blocks: [
    {
      type: 'prose',
      id: 'challenge',
      eyebrow: 'The challenge',
      title: 'An aircraft on the ground, far from the spare',
      paragraphs: [
        'Outstations carry only a small stock of parts. When the failed component was found during a routine check between flights, the station declared the aircraft AOG and maintenance control started counting the cost: the afternoon and evening flights it was scheduled to operate, passengers to re-accommodate, crew running out of duty time and a possible overnight hotel bill for all of them.',
        'The replacement was boxed in its shipping container with its release paperwork at the main base. In that container it was too large for a courier\'s carry-on, and a standard air freight booking would not have delivered until the next day. Chartering an aircraft to fly one part was on the table but priced far above the value of the flights at risk. Maintenance control needed the part on the same day, and they needed someone to manage both ends of the airport trip.',
      ],
    },
    {
      type: 'steps',
      id: 'timeline',
      eyebrow: 'The solution',
      title: 'The six-hour timeline, from stores to hangar',
      intro:
        'Next flight out works when three pieces line up: a fast ground pickup, a confirmed booking before the cargo cutoff and a driver waiting on the other side. Dispatch planned all three before the first truck moved.',
      steps: [
        {
          title: 'Flight options checked first',
          text: 'While maintenance control read out the part number, weight and container size, dispatch compared the commercial flights between the two airports and picked the earliest departure whose cargo cutoff could still be met.',
        },
        {
          title: 'Ground pickup at main-base stores',
          text: 'A driver was dispatched to the stores building. The part, its container and its release documents were checked against the order before loading, so nothing would be missing at the hangar.',
        },
        {
          title: 'Tendered before the cutoff',
          text: 'The driver delivered the shipment to the airline cargo counter, dispatch confirmed it was manifested on the flight, and the maintenance team received the air waybill details.',
        },
        {
          title: 'Recovery at the destination airport',
          text: 'A second driver was already at the destination cargo terminal when the flight landed, recovered the shipment as soon as it was released, and headed for the airport maintenance area.',
        },
        {
          title: 'Delivered to the mechanics',
          text: 'The part was handed to the lead mechanic on the aircraft six hours after the first call, with a signed proof of delivery sent to maintenance control.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'result',
      eyebrow: 'The result',
      title: 'Back in service the same evening, $75,000 saved',
      paragraphs: [
        'The mechanics installed the part, completed the required checks and signed the aircraft back into service in time for its evening departure. The afternoon flights that had been at risk were covered by a schedule swap, and the evening rotation operated as planned.',
        'The airline\'s maintenance control team put the avoided cost at roughly $75,000 when they compared cancelled flights, passenger compensation and re-accommodation, crew hotels and the charter option with the price of the next flight out move. For a regional carrier with a tight fleet, one aircraft returning the same day also meant the next morning\'s schedule did not start with a hole in it.',
      ],
      checklist: [
        'Part in the mechanics\' hands 6 hours after the call',
        'Evening departure operated as scheduled',
        'No charter flight needed',
        'About $75,000 in disruption costs avoided',
      ],
    },
    {
      type: 'prose',
      id: 'lessons',
      eyebrow: 'Lessons for shippers',
      title: 'What the maintenance team did to prepare',
      intro:
        'AOG recoveries are won or lost in the first thirty minutes. This maintenance team had done the groundwork long before the part failed.',
      paragraphs: [
        'They kept an expedite contact on the maintenance control board, so no one had to search for a provider while the aircraft sat. When they called, they already had the part number, the weight and dimensions of the container and the address of the stores building, which let dispatch check flights immediately.',
        'They also kept the paperwork with the part. An aircraft part is only useful if it arrives with its release certificate and traceability documents; a part without them can sit in the hangar unusable. Packing the documents inside the container, and sending copies ahead by e-mail, removed that risk.',
      ],
      checklist: [
        'Have part number, container size and weight ready before calling',
        'Keep release and traceability paperwork with the part',
        'Give dispatch a hangar contact who can receive after hours',
        'Ask for flight details so the station can plan the repair',
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related services',
      title: 'Services for aviation maintenance teams',
      intro: 'Air and ground options that keep aircraft, and the teams that maintain them, moving.',
      links: [
        {
          label: 'Next Flight Out (NFO)',
          href: '/next-flight-out-nfo',
          description: 'Freight on the first available commercial flight: 4-8 hours domestic, 12-24 hours international.',
        },
        {
          label: 'Air Expedite Services',
          href: '/air-expedite-services',
          description: 'Airport-to-door air expedite with ground pickup within 2-4 hours.',
        },
        {
          label: 'Hand-Carry On-Board Courier',
          href: '/hand-carry-on-board-courier',
          description: 'For smaller AOG parts: a courier who flies with the part as carry-on.',
        },
        {
          label: 'Aerospace & Defense',
          href: '/industries-we-serve#aerospace-defense',
          description: 'How we support airline maintenance desks, parts suppliers, repair stations and defense contractors.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'next-step',
      eyebrow: 'Your AOG',
      title: 'Aircraft on the ground right now?',
      paragraphs: [
        'Give dispatch the part location, the aircraft location and the container size and weight. We check the next flights out while you are on the phone and come back with a plan and price in minutes, 24/7/365.',
        'If the part is small enough to carry on, we can also put an on-board courier on the flight with it, dispatched within 30 minutes. Either way, one dispatcher stays on the shipment until the mechanic signs for it.',
        'Planning ahead for the next AOG? Save our number on the maintenance control board and request a quote for your most common outstation lanes, so the first call on a bad day is a short one.',
      ],
      actions: [
        { kind: 'quote', label: 'Get an AOG Quote', source: 'case_study_detail' },
        { kind: 'call', label: 'Call Dispatch Now' },
      ],
    },
  ],
};
