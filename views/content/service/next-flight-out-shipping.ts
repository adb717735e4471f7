import type { ServicePageContent } from '../page-content.js';

/** Next flight out shipping: the explainer of how an NFO shipment moves, from first call to signature. */
export const page: ServicePageContent = {
  family: 'service',
  path: '/next-flight-out-shipping',
  meta: {
    title: 'How Next Flight Out Shipping Works',
    description:
      'A step-by-step look at next flight out shipping: booking, airline cargo cut-off times, what to prepare and recovery at the destination airport.',
    keywords: [
      'how next flight out works',
      'next flight out shipping',
      'NFO cut-off times',
      'airline cargo cut-off',
      'preparing an air freight shipment',
      'emergency air shipping',
      'NFO process',
    ],
  },
  breadcrumb: 'Next Flight Out Shipping',
  service: {
    name: 'Next Flight Out Shipping',
    serviceType: 'Next flight out shipping',
  },
  hero: {
    eyebrow: 'Next flight out shipping, explained',
    title: 'How Next Flight Out Shipping Works, Step by Step',
    intro:
      'A next flight out shipment is a race against a series of fixed times: when a driver can reach your dock, when the airline stops accepting cargo for a departure, when the plane lands and when the freight is released. Understanding those times is how shippers get the most out of NFO. This page walks through each stage, explains what the airline cut-off means for your booking and lists what to have ready so nothing on your side slows the shipment down.',
    actions: [
      { kind: 'link', label: 'Get Emergency Quote', href: '/contact-us' },
      { kind: 'call', label: 'Call a Dispatcher' },
    ],
    stats: [
      { value: '2-4 hrs', label: 'Ground pickup' },
      { value: '4-8 hrs', label: 'Domestic delivery' },
      { value: '12-24 hrs', label: 'International delivery' },
      { value: '24/7/365', label: 'Dispatch' },
    ],
  },
  blocks: [
    {
      type: 'steps',
      id: 'process',
      eyebrow: 'The process',
      title: 'From first call to signature in six stages',
      steps: [
        {
          title: 'Shipment details',
          text: 'You give dispatch the pickup and delivery addresses, each piece size and weight, what the item is and when it must arrive. Accurate dimensions matter most: they decide which aircraft can carry it.',
        },
        {
          title: 'Flight search and booking',
          text: 'We compare departures from nearby airports, their cargo cut-offs and the time a driver needs to reach each one, then reserve space on the flight that delivers first, not simply the one that leaves first.',
        },
        {
          title: 'Ground pickup',
          text: 'A driver collects the freight within 2-4 hours of booking, checks labels and piece count against the booking and heads straight to the airline cargo counter.',
        },
        {
          title: 'Tender and screening',
          text: 'The freight is handed to the airline before the cut-off, screened as all cargo on passenger aircraft must be and accepted onto the flight. Dispatch sends you the flight details.',
        },
        {
          title: 'In the air',
          text: 'While the shipment flies, dispatch tracks the flight and briefs the recovery driver at the destination on the expected landing time.',
        },
        {
          title: 'Recovery and final delivery',
          text: 'Once the airline releases the freight, our driver collects it and drives directly to your recipient. You get confirmation of delivery with the name of the person who signed.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'cut-off-times',
      eyebrow: 'Cut-off times',
      title: 'The airline cut-off: the clock behind every booking',
      paragraphs: [
        'Every departure has a cargo acceptance cut-off set by the airline: a point before takeoff after which it will not take more freight for that flight, because cargo still has to be screened, documented and loaded. The flight you want is only available if the freight can be at the counter before that time, so the real question when you call is not when the plane leaves but when the counter closes.',
        'Cut-offs differ by airline, airport and the kind of shipment, and the number of remaining departures shrinks as the day goes on. Late-evening options thin out on many lanes, and a missed cut-off means the next flight becomes the plan. That is why we ask you to call the moment you know a shipment is needed, even before it is packed: dispatch can hold space and start a driver toward you while you finish.',
      ],
      checklist: [
        'Call first, pack second: a driver can be on the way while you prepare',
        'Give exact dimensions so the booking matches the aircraft',
        'Tell us the latest acceptable arrival, not just the ideal one',
      ],
    },
    {
      type: 'cards',
      id: 'prepare',
      eyebrow: 'Shipper checklist',
      title: 'What the shipper prepares before pickup',
      intro: 'A few minutes of preparation on your dock saves hours later. Here is what keeps an NFO shipment moving.',
      columns: 2,
      cards: [
        {
          icon: 'box',
          title: 'Packaging built for air cargo',
          description:
            'Air freight is handled by machinery and stacked in aircraft holds, so pack for it: a sturdy box or crate, internal bracing and no loose parts.',
          features: ['Corners and edges protected', 'Fragile and orientation marks where needed'],
        },
        {
          icon: 'check',
          title: 'Labels and piece count',
          description:
            'Each piece should show the shipper, the consignee and a phone number for each, plus the number of pieces in the shipment so nothing is left behind at a counter.',
          features: ['One label per piece', 'Piece count written on every label'],
        },
        {
          icon: 'briefcase',
          title: 'Paperwork for the item',
          description:
            'Domestic shipments need little beyond the booking. Shipments leaving the country also need an invoice describing and valuing the goods, plus any license or permit the goods call for.',
          features: ['Plain-language description of the goods', 'Value stated as on your sales records'],
        },
        {
          icon: 'shield',
          title: 'Contents the airline will ask about',
          description:
            'Batteries, chemicals, fuels, magnets and pressurized parts may be regulated as dangerous goods. Tell dispatch about them up front so the booking is right the first time.',
          features: ['Safety data sheet if one exists', 'Recipient available to sign'],
        },
      ],
    },
    {
      type: 'cards',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'Why shippers choose next flight out',
      columns: 4,
      cards: [
        {
          icon: 'clock',
          title: 'Hours, not days',
          description:
            'Domestic deliveries typically in 4-8 hours, because the shipment goes on the first workable departure instead of waiting to be consolidated with others.',
        },
        {
          icon: 'globe',
          title: 'Reach abroad',
          description: 'International shipments to 150+ countries, typically in 12-24 hours, on scheduled passenger and cargo flights.',
        },
        {
          icon: 'box',
          title: 'Beyond carry-on size',
          description:
            'Crates and heavy components that no courier could carry into a cabin still fly the same day, with no need to charter an aircraft.',
        },
        {
          icon: 'users',
          title: 'One team both ends',
          description: 'The same dispatch team books the flight, the pickup driver and the recovery driver, so no hand-off is left to chance.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Shipments that typically go next flight out',
      columns: 3,
      cards: [
        {
          icon: 'plane',
          title: 'An aircraft waiting for a part',
          description:
            'A maintenance team finds a failed component during an overnight check. The replacement is in a warehouse two time zones away and the aircraft is scheduled to fly in the morning.',
        },
        {
          icon: 'gear',
          title: 'A line that has stopped',
          description:
            'A gearbox fails on a packaging line and the spare is at a sister plant across the country. A truck would take two days; the line cannot wait two hours longer than it must.',
        },
        {
          icon: 'building',
          title: 'A booth missing its crate',
          description:
            'An exhibitor discovers on setup day that one crate never shipped. The show opens tomorrow morning, and the crate is far too big for a courier to carry on board.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'Questions',
      title: 'Questions about the NFO process',
      items: [
        {
          question: 'Can I drop the freight at the airport myself?',
          answer:
            'Yes. If you already have a driver or are close to the airport, we can book counter-to-counter space and tell you which cargo counter to use and the time it must be there. We can still handle the delivery at the other end.',
        },
        {
          question: 'Who receives the shipment at the destination?',
          answer:
            'With door-to-door service, our recovery driver collects the freight from the airline and delivers it to the person you name. Give us a phone number for the recipient so the driver can coordinate access on arrival.',
        },
        {
          question: 'Does NFO work at night and on weekends?',
          answer:
            'Our dispatch team works 24/7/365, and we book any departure that operates. Fewer flights leave late at night and on some holidays, so the earlier you call, the more options remain.',
        },
        {
          question: 'What if the shipment is too large for a passenger flight?',
          answer:
            'Some pieces will not fit through the cargo door of the aircraft on a given route. Dispatch will look for a larger aircraft, a different airport or a dedicated ground expedite truck, and tell you which delivers first.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related',
      eyebrow: 'Related',
      title: 'Related services and reading',
      intro: 'Ready to compare options, or need something faster than a booking process? These pages pick up where this explainer ends.',
      links: [
        {
          label: 'Next Flight Out Service',
          href: '/next-flight-out-nfo',
          description: 'Timelines, industries we fly for and how NFO compares with hand carry, ground and overnight.',
        },
        {
          label: 'Hand-Carry On-Board Courier',
          href: '/hand-carry-on-board-courier',
          description: 'A courier who flies with a small shipment in the cabin and delivers it in person.',
        },
        {
          label: 'Emergency Logistics',
          href: '/emergency-logistics',
          description: 'Our emergency team responds in 30 minutes, with pickup within 2 hours, at any hour.',
        },
        {
          label: 'Frequently Asked Questions',
          href: '/faq',
          description: 'Answers about quotes, insurance, tracking and booking across all our services.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'get-quote',
      eyebrow: 'Ready to ship',
      title: 'Start the clock on your NFO shipment',
      paragraphs: [
        'Every hour you wait closes a cut-off somewhere. Share the addresses, dimensions, weight and deadline, and within minutes a dispatcher will lay out which departures are still reachable, when a driver can be at your dock and what it costs, for you to approve before anything moves.',
        'For a shipment that is already an emergency, use the emergency quote page or call dispatch: a live person answers day and night, and our emergency team responds in 30 minutes and can start a driver toward you while the booking is finished.',
      ],
      actions: [
        { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'nfo_shipping_cta' },
        { kind: 'link', label: 'Get Emergency Quote', href: '/contact-us' },
      ],
    },
  ],
};
