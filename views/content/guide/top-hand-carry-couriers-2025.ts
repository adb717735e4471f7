import type { GuidePageContent } from '../page-content.js';

/** Buyer's guide: choosing a hand-carry (on-board) courier in 2025, with an industry table. No competitors named. */
export const page: GuidePageContent = {
  family: 'guide',
  path: '/top-hand-carry-couriers-2025',
  published: '2025-09-30',
  author: 'Logistics Editorial Team',
  breadcrumb: 'Top Hand-Carry Couriers 2025',
  quoteHookSource: 'hand-carry-2025',
  meta: {
    title: 'Top Hand-Carry Couriers 2025',
    description:
      'What the top hand-carry couriers do in 2025: uses by industry, timelines, how to prepare an on-board courier shipment, red flags and what to ask.',
    keywords: [
      'hand carry courier',
      'on-board courier',
      'OBC service',
      'hand carry shipping',
      'international hand carry',
      'AOG courier',
      'time-critical courier',
      'top hand carry couriers 2025',
    ],
  },
  hero: {
    eyebrow: "2025 buyer's guide",
    title: 'Top Hand-Carry Couriers in 2025: What to Look For',
    intro:
      "When a part, a device or a signed original has to arrive tonight and cannot leave a person's sight, a hand-carry courier is the answer. Choosing one is the hard part: most shippers book their first on-board courier in the middle of an emergency, with no time to vet anyone. This guide explains how the service works, where it earns its cost industry by industry, how to prepare the shipment and which warning signs to watch for.",
    actions: [
      { kind: 'quote', label: 'Get a Hand-Carry Quote', source: 'hand-carry-2025' },
      { kind: 'link', label: 'See Uses by Industry', href: '#by-industry' },
    ],
    stats: [
      { value: '30 min', label: 'Courier dispatch' },
      { value: '60-90 min', label: 'Airport pickup' },
      { value: '24-48 hrs', label: 'International delivery' },
      { value: '150+', label: 'Countries served' },
    ],
    panel: {
      title: 'A good fit for hand-carry',
      points: [
        'Fits carry-on: about 22x14x9 inches, up to 50 lb',
        'A delay would cost far more than the courier',
        'Needed within hours, not days',
        'Cannot risk a handoff at a cargo terminal',
      ],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'how-it-works',
      eyebrow: 'The service',
      title: 'How an on-board courier shipment actually works',
      paragraphs: [
        "A hand-carry courier, also called an on-board courier or OBC, is a trained person who collects your shipment, travels with it as a passenger on a commercial flight and delivers it by hand at the destination. The item rides in the cabin, usually in the courier's carry-on, so it never enters a cargo terminal, a sort facility or an airline warehouse.",
        'That one fact explains both the speed and the security. Air cargo has to be tendered well before departure and recovered from the airline after arrival; a passenger can board the next flight with a seat available and walk off the aircraft with the shipment. On a typical trip there is no handoff between strangers, and the chain of custody is one name long.',
        'On international trips the courier also presents the shipment to customs on arrival, with the commercial invoice and any permits you supply, then continues to the consignee. Typical door-to-door timing is same-day to 24 hours within the United States and 24-48 hours internationally, depending on flight schedules and clearance.',
      ],
    },
    {
      type: 'table',
      id: 'by-industry',
      eyebrow: 'By industry',
      title: 'Hand-carry use cases by industry',
      intro:
        'Hand-carry is expensive per pound and inexpensive per hour saved. These are the shipments where that trade most often pays off, drawn from the industries we serve.',
      caption: 'Typical hand-carry shipments, reasons and timelines by industry',
      columns: ['Industry', 'Typical shipment', 'Why hand-carry', 'Typical timeline'],
      rows: [
        [
          'Aerospace & aviation',
          'AOG replacement part, avionics module or actuator component',
          'A grounded aircraft costs more every hour than the courier does, and the part cannot wait for a cargo cutoff',
          'Same-day to 24 hours domestic; 24-48 hours international',
        ],
        [
          'Medical devices & hospitals',
          'Surgical instrument set, implant kit or replacement device component',
          'A scheduled procedure or a down unit depends on one small, sterile or calibrated item',
          'Same-day to 24 hours domestic',
        ],
        [
          'Pharmaceutical & biotech',
          'Clinical trial materials or research samples in a qualified package',
          'Stability windows are short and every extra handoff is a documentation risk',
          'Same-day to 24 hours domestic; 24-48 hours international',
        ],
        [
          'Manufacturing & automotive',
          'Prototype, tooling insert, controller board or line-down spare',
          'A stopped line or a missed launch review outweighs the cost of a flight',
          'Same-day to 24 hours domestic; 24-48 hours international',
        ],
        [
          'Technology & electronics',
          'Engineering samples, drives holding sensitive data, replacement server parts',
          'Confidential hardware stays with one person instead of moving through a cargo network',
          'Same-day to 24 hours domestic; 24-48 hours international',
        ],
        [
          'Legal & finance',
          'Original signed contracts, court filings, closing documents',
          'Wet-ink originals with a hard deadline and no second copy',
          'Same-day to 24 hours domestic',
        ],
        [
          'Energy, oil & gas',
          'Sensor, control card or seal kit for a rig or plant outage',
          'Every hour the part spends in transit is another hour the site stays down',
          'Same-day to 24 hours domestic; 24-48 hours international',
        ],
      ],
      note: 'Timelines are door to door and depend on flight availability, distance and customs clearance. Items must fit carry-on limits of about 22x14x9 inches and 50 lb.',
    },
    {
      type: 'cards',
      id: 'right-mode',
      eyebrow: 'Is it the right mode?',
      title: 'When hand-carry is the right call, and when it is not',
      intro:
        'The best courier desks will talk you out of a hand-carry when another mode meets the deadline for less. Here is how to tell which side of the line your shipment falls on.',
      columns: 3,
      cards: [
        {
          icon: 'briefcase',
          title: 'Choose hand-carry',
          href: '/hand-carry-on-board-courier',
          badge: 'Carry-on size',
          description:
            'The item fits a carry-on, about 22x14x9 inches and up to 50 lb, losing it would be a crisis, and it has to arrive sooner than cargo cutoffs and airline recovery allow.',
          features: ['Same-day to 24 hours domestic', 'Courier dispatched within 30 minutes', 'One person holds it door to door'],
        },
        {
          icon: 'plane',
          title: 'Choose next flight out',
          href: '/next-flight-out-nfo',
          badge: '4-8 hours domestic',
          description:
            'The shipment is too big or too heavy for the cabin but still needs the first available flight. It flies as air cargo and is recovered at the destination airport for final delivery.',
          features: ['12-24 hours international', 'Ground pickup within 2-4 hours'],
        },
        {
          icon: 'truck',
          title: 'Choose ground expedite',
          href: '/ground-expedite-transport',
          badge: 'Same-day 2-8 hours',
          description:
            'The destination is a drive away. By the time a courier reaches the airport, clears security, flies and lands, a dedicated vehicle driving direct may already be at the dock.',
          features: ['Dedicated vehicle, no terminals', 'Sprinter vans to tractor trailers'],
        },
      ],
    },
    {
      type: 'cards',
      id: 'what-top-couriers-do',
      eyebrow: 'What to look for',
      title: 'What the top hand-carry couriers do differently',
      columns: 2,
      cards: [
        {
          icon: 'clock',
          title: 'Dispatch in minutes, not hours',
          description:
            'The clock starts when you call. Leading providers confirm a courier within about 30 minutes and reach an airport pickup in 60-90 minutes, because couriers are already on call rather than recruited job by job.',
          features: ['Courier named before pickup', 'Live dispatch at any hour'],
        },
        {
          icon: 'plane',
          title: 'Flights planned with a fallback',
          description:
            'A capable courier desk books the best routing and already knows the next option if a connection slips, so a delay costs an hour instead of a day.',
          features: ['Routing and arrival time in the quote', 'Backup flight identified in advance'],
        },
        {
          icon: 'globe',
          title: 'Customs checked before wheels-up',
          description:
            'For international trips the paperwork is reviewed before the courier leaves: commercial invoice, packing list and any export license or temporary-import document such as an ATA Carnet. A problem found at departure can be fixed; one found on arrival usually cannot.',
        },
        {
          icon: 'shield',
          title: 'A documented chain of custody',
          description:
            'Expect a time-stamped record of every handoff, photos at pickup and delivery, a named recipient signature and updates from the courier throughout the trip.',
          features: ['Photo proof at both ends', 'Signed proof of delivery'],
        },
      ],
    },
    {
      type: 'steps',
      id: 'prepare-shipment',
      eyebrow: 'Preparation',
      title: 'How to prepare a shipment for an on-board courier',
      intro:
        "Most hand-carry delays start at the shipper's dock. Ten minutes of preparation can save hours at airport security and customs.",
      steps: [
        {
          title: 'Measure, weigh and photograph',
          text: 'Send exact dimensions and weight of the packed item. Anything over carry-on size (about 22x14x9 inches) or 50 lb changes the plan, so measure the box, not the part. A photo helps the courier desk spot problems early.',
        },
        {
          title: 'Pack for screening',
          text: 'Airport security may open and inspect the package. Use a sturdy case that can be opened and closed again without damage, label the contents plainly and include handling notes a screener can read.',
        },
        {
          title: 'Flag anything restricted',
          text: 'Lithium batteries, magnets, liquids, aerosols, pressurized parts and chemicals can be restricted or prohibited in an aircraft cabin. Mention them at booking; some items need a different mode entirely.',
        },
        {
          title: 'Prepare the paperwork',
          text: 'Domestically, a packing slip and recipient details are usually enough. Internationally, provide a commercial invoice with an accurate value and description, and confirm export classification and any license for controlled items before the courier is booked.',
        },
        {
          title: 'Ready the receiving end',
          text: 'Name a recipient who will be on site at the delivery time, with a mobile number, the exact delivery point and any badge or gate requirements. A courier waiting at a locked gate is the most avoidable delay there is.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'red-flags',
      eyebrow: 'Red flags',
      title: 'Warning signs when booking a hand-carry courier',
      paragraphs: [
        'Because hand-carry bookings are urgent, shippers often skip the questions they would put to any other vendor. A few minutes of scrutiny protects a shipment whose value justified a courier in the first place.',
        'Be cautious when a provider cannot describe the routing before quoting, waves through an item that airport screeners will question without asking what it is, or treats customs paperwork as something to sort out on arrival. Any of the signs below is reason to ask harder questions or call someone else:',
      ],
      checklist: [
        'No live person answers outside business hours',
        'The quote is a flat price with no routing or arrival time attached',
        'No questions about size, weight or restricted items before booking',
        'Customs documents left for the courier to work out at the destination',
        'No photos, time-stamped handoff record or signed proof of delivery',
        'The courier stays anonymous until the moment of pickup',
        'Insurance goes unmentioned, or comes up only after you ask twice',
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Hand-carry courier questions',
      items: [
        {
          question: 'How much can one hand-carry courier take?',
          answer:
            'A courier carries what airline cabin rules allow, typically a carry-on of about 22x14x9 inches and up to about 50 lb. A larger consignment can sometimes be split between couriers, or it can move by next flight out, where the freight flies as cargo on the first available flight.',
        },
        {
          question: 'Is hand-carry faster than next flight out?',
          answer:
            'It depends on size and route. Next flight out moves larger freight as air cargo, typically 4-8 hours domestic and 12-24 hours international, but it must meet cargo cutoffs and be recovered from the airline on arrival. Hand-carry skips both steps and keeps a person with the item through customs, which matters most on international routes.',
        },
        {
          question: 'Can a hand-carry courier clear customs for me?',
          answer:
            'The courier presents the shipment and your documents to customs in person, which keeps clearance moving. The shipper remains responsible for accurate paperwork: a commercial invoice with a correct value and description, plus any export license or temporary-import document the item needs.',
        },
        {
          question: 'How is a hand-carry trip priced?',
          answer:
            "The price reflects the courier's time, airfare booked at short notice, ground transfers at both ends and any overnight stay. It is priced per trip rather than per pound, which is why it suits small, critical items. We quote every trip individually, usually within minutes.",
        },
        {
          question: 'Can a courier travel tonight or over a weekend?',
          answer:
            'Yes. Hand-carry is booked around flights, not office hours. With dispatch staffed 24/7/365, a courier can be assigned within about 30 minutes at any hour, including weekends and holidays, and booked on the next available flight.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related',
      eyebrow: 'Keep reading',
      title: 'Hand-carry services and examples',
      intro:
        'See how the service runs in practice, or compare it with the air options for shipments that will not fit in a carry-on.',
      links: [
        {
          label: 'Hand-Carry On-Board Courier',
          href: '/hand-carry-on-board-courier',
          description: 'Our on-board courier service: dispatch within 30 minutes, domestic and international.',
        },
        {
          label: 'Case Study: Prototype Across Borders',
          href: '/case-studies/prototype-hand-carry-borders',
          description: 'A prototype hand-carried across international borders to meet a hard deadline.',
        },
        {
          label: 'Case Study: AOG Aircraft Part',
          href: '/case-studies/aog-aircraft-part-delivery',
          description: 'An aircraft-on-ground part delivered urgently to return an aircraft to service.',
        },
        {
          label: 'Next Flight Out',
          href: '/next-flight-out-nfo',
          description: 'For shipments too large for the cabin: 4-8 hours domestic, 12-24 hours international.',
        },
        {
          label: 'Aerospace & Defense',
          href: '/industries-we-serve#aerospace-defense',
          description: 'Time-critical support for aviation maintenance teams and defense suppliers.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'book-a-courier',
      tone: 'dark',
      eyebrow: 'Ready when you are',
      title: 'Need a courier on the next flight?',
      paragraphs: [
        'Tell dispatch what the item is, how big and heavy it is packed, where it is now and when it has to arrive. We will name the routing, the courier pickup time and the delivery estimate, and quote the whole trip door to door.',
        'Our couriers are dispatched within 30 minutes, day or night, and can reach an airport pickup in 60-90 minutes. Domestic trips typically deliver same-day to 24 hours; international trips in 24-48 hours, with customs paperwork checked before departure.',
        'If the shipment turns out to be too large for the cabin, the same call can move it to next flight out or a dedicated vehicle without starting over.',
      ],
      actions: [
        { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'hand-carry-cta' },
        { kind: 'call', label: 'Call Dispatch Now' },
      ],
    },
  ],
};
