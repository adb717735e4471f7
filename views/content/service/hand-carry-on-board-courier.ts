import type { ServicePageContent } from '../page-content.js';

/** Hand-carry on-board courier: the canonical page, also served at /hand-carry-delivery. */
export const page: ServicePageContent = {
  family: 'service',
  path: '/hand-carry-on-board-courier',
  meta: {
    title: 'Hand-Carry On-Board Courier Service',
    description:
      'An on-board courier flies with your urgent part, device or document as carry-on and hands it over in person. Dispatch within 30 minutes, 24/7/365.',
    keywords: [
      'hand carry courier',
      'on-board courier',
      'OBC service',
      'hand-carry delivery',
      'airline courier for urgent parts',
      'international hand carry',
      'AOG hand carry',
      'same-day hand-carry shipping',
    ],
  },
  breadcrumb: 'Hand-Carry On-Board Courier',
  service: {
    name: 'Hand-Carry On-Board Courier',
    serviceType: 'Hand-carry on-board courier',
  },
  hero: {
    eyebrow: 'Hand-carry on-board courier',
    title: 'Hand-Carry On-Board Courier: Your Shipment Never Leaves Our Hands',
    intro:
      'Some shipments are too critical to hand to a cargo network: the replacement part grounding an aircraft, the prototype due at a customer review, the signed originals a closing depends on. One of our couriers collects the item, boards the next suitable commercial flight with it as carry-on and delivers it to the named recipient in person. Nobody else touches it between your dock and their signature, and our dispatch team stays on the line with you from booking to hand-off.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'hand-carry-delivery' },
      { kind: 'call', label: 'Call Dispatch Now' },
    ],
    stats: [
      { value: '30 min', label: 'Courier dispatch' },
      { value: '60-90 min', label: 'Airport-area pickup' },
      { value: 'Same day-24 hrs', label: 'Domestic delivery' },
      { value: '24-48 hrs', label: 'International delivery' },
    ],
    panel: {
      title: 'Every hand-carry includes',
      points: [
        'One courier with your shipment from pickup to signature',
        'Flight options and a price before anyone leaves',
        'Cargo insurance up to $1M',
        'A live dispatcher 24/7/365, holidays included',
      ],
    },
  },
  blocks: [
    {
      type: 'steps',
      id: 'how-it-works',
      eyebrow: 'The process',
      title: 'How an on-board courier works',
      intro:
        'A hand-carry is a passenger trip with a purpose: the courier travels on an ordinary commercial flight, and your shipment is their only luggage that matters.',
      steps: [
        {
          title: 'You call, we plan the trip',
          text: 'Give dispatch the pickup address, the delivery address, the size and weight of the item and the time it must arrive. We check departures from the nearest airports and come back with a plan and a price, usually within minutes.',
        },
        {
          title: 'A courier heads to your door',
          text: 'Once you approve, a courier is dispatched within 30 minutes. Near a major airport, pickup typically happens in 60-90 minutes. The courier checks the item against your paperwork and takes custody.',
        },
        {
          title: 'Through security together',
          text: 'The courier checks in as a passenger and carries the shipment through airport screening as carry-on. It rides in the cabin, under the seat or in the overhead bin, never in a cargo hold or a warehouse.',
        },
        {
          title: 'Straight off the plane',
          text: 'On landing the courier walks out with the shipment. There is no cargo terminal, no recovery queue and no wait for the freight to be unloaded and sorted, which is where conventional air freight loses hours.',
        },
        {
          title: 'Hand delivery and confirmation',
          text: 'The courier drives directly to the delivery address and hands the item to your named recipient. Dispatch confirms who signed and when, so you can close the loop with your customer immediately.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'what-we-carry',
      eyebrow: 'What travels by hand',
      title: 'Shipments that fit a hand-carry',
      intro:
        'A hand-carry works for anything a traveler may take into the cabin: roughly 22x14x9 inches and up to about 50 lb per piece. Larger or heavier freight moves faster as next flight out air cargo.',
      columns: 3,
      cards: [
        {
          icon: 'plane',
          title: 'Aircraft on ground parts',
          description:
            'Sensors, valves, circuit boards and avionics components that return a grounded aircraft to service. Every hour on the ground costs more than the trip.',
        },
        {
          icon: 'medical',
          title: 'Medical devices and instruments',
          description:
            'Surgical instrument sets, implants and device components needed for a scheduled procedure, carried so they arrive clean, intact and on time.',
        },
        {
          icon: 'gear',
          title: 'Prototypes and engineering samples',
          description:
            'One-of-a-kind samples that cannot be replaced if lost, traveling to a test lab, a customer review or a plant launch with a courier who never lets them go.',
        },
        {
          icon: 'briefcase',
          title: 'Original documents and media',
          description:
            'Signed contracts, bid packages, court filings and encrypted drives where a copy will not do and the chain of custody matters as much as the speed.',
        },
      ],
      action: { kind: 'quote', label: 'Check If My Shipment Fits', source: 'hand-carry-delivery' },
    },
    {
      type: 'prose',
      id: 'international',
      eyebrow: 'Across borders',
      title: 'International hand carry, typically in 24-48 hours',
      paragraphs: [
        'Crossing a border adds paperwork, not handlers. The courier carries the commercial invoice and any export documents with the shipment and presents them in person at customs on arrival, which means questions get answered on the spot instead of a parcel sitting in a hold queue. We reach 150+ countries, with partners in 50+ of them for pickup and final delivery.',
        'Before we book, dispatch reviews what you are sending and where it is going, because import rules differ from country to country. Items that airlines treat as dangerous goods, such as certain batteries, chemicals or pressurized parts, cannot travel in a passenger cabin; we will tell you that up front and suggest the fastest compliant alternative.',
      ],
      checklist: [
        'Commercial invoice with an accurate description and value',
        'Recipient name and phone number at destination',
        'Any export license or permit the item needs',
      ],
      action: { kind: 'link', label: 'Read the Cross-Border Prototype Case', href: '/case-studies/prototype-hand-carry-borders' },
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'Questions',
      title: 'Hand-carry courier questions',
      items: [
        {
          question: 'How quickly can a courier be at my door?',
          answer:
            'A courier is dispatched within 30 minutes of your approval, at any hour. If you are close to a major airport, pickup typically happens within 60-90 minutes; farther out, dispatch gives you a firm pickup time when you book.',
        },
        {
          question: 'What if my item is larger than a carry-on bag?',
          answer:
            'The cabin limit is about 22x14x9 inches and roughly 50 lb. If your shipment is bigger, dispatch will recommend next flight out air cargo, which flies on the first available departure and is recovered at the destination airport by our team.',
        },
        {
          question: 'Is my shipment insured while the courier travels?',
          answer:
            'Yes. Cargo insurance up to $1M is available. Tell us the declared value when you request a quote so coverage matches the item, especially for high-value shipments, which generally means $50,000 or more.',
        },
        {
          question: 'Does the courier ever put the shipment in checked baggage?',
          answer:
            'Carry-on is the point of the service, so the shipment stays in the cabin with the courier. If an airline rule would force it into the hold, dispatch tells you before booking and offers another flight or mode.',
        },
        {
          question: 'Can you deliver on a weekend or a holiday?',
          answer:
            'Yes. Dispatch runs 24/7/365, and couriers fly whenever commercial flights operate. Make sure someone will be at the delivery address to sign, since the courier hands the item only to the person you name.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related services',
      title: 'When a different mode fits better',
      intro:
        'Hand carry is the most personal option we offer, but not always the best one. These services cover the shipments a carry-on bag cannot, and dispatch will point you to them when they deliver sooner or cost less.',
      links: [
        {
          label: 'Expedited Freight Shipping',
          href: '/expedited-freight-shipping',
          description:
            'Crates, pallets and full loads moved 2-5 times faster than standard freight, by air or by dedicated truck.',
        },
        {
          label: 'Same-Day Freight Delivery',
          href: '/same-day-freight-delivery',
          description:
            'Regional pickup and delivery in 2-8 hours with a dedicated vehicle, when driving beats flying.',
        },
        {
          label: 'White Glove Delivery',
          href: '/white-glove-delivery',
          description:
            'Inside delivery, placement and careful handling for equipment that needs a trained team at the destination.',
        },
      ],
    },
    {
      type: 'links',
      id: 'service-areas',
      eyebrow: 'Service areas',
      title: 'Hand-carry pickups across the United States',
      intro:
        'Our couriers start from 300+ cities in all 50 states. These state pages list the local cities and airports we serve most often.',
      links: [
        {
          label: 'Texas',
          href: '/locations/texas',
          description: 'Dallas, Houston, San Antonio and Austin, with flights from DFW, IAH and AUS.',
        },
        {
          label: 'Ohio',
          href: '/locations/ohio',
          description: 'Columbus, Cleveland, Cincinnati and Toledo, with departures from CMH and CLE.',
        },
        {
          label: 'Michigan',
          href: '/locations/michigan',
          description: 'Detroit, Grand Rapids, Ann Arbor and Lansing, flying out of DTW for automotive urgencies.',
        },
        {
          label: 'Illinois',
          href: '/locations/illinois',
          description: 'Chicago, Aurora, Rockford and Naperville, with departures from both ORD and MDW.',
        },
        {
          label: 'All locations',
          href: '/locations',
          description: 'Browse every city we serve, state by state, with local expedite pages.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'choosing-a-courier',
      eyebrow: 'Buyer advice',
      title: 'How to choose a hand-carry courier',
      paragraphs: [
        'Whoever you book, ask the same questions before the item leaves your building. Who will physically hold the shipment, and does that person stay with it the whole way, or is there a hand-off to another courier at a connecting airport? How will you learn about a delayed or cancelled flight, and who rebooks it? What does the insurance cover, and up to what value?',
        'A good provider answers all of that in the first call, with a named plan rather than a promise. Our 2025 buyer guide to hand-carry couriers walks through the red flags, the questions to ask and how the best services handle international paperwork.',
      ],
      action: { kind: 'link', label: 'Read the Hand-Carry Buyer Guide', href: '/top-hand-carry-couriers-2025' },
    },
    {
      type: 'contact',
      eyebrow: 'Book a courier',
      title: 'Put a courier on your shipment now',
      paragraphs: [
        'Call dispatch for the fastest answer: a live dispatcher picks up day and night, checks flights while you are on the line and can have a courier moving within 30 minutes. Prefer to write? Send the details by e-mail or through the quote form and we respond in minutes.',
        'Not sure whether your item should fly by hand or as air cargo? Tell us the size, weight and deadline and we will recommend the faster option, even when it is not a hand-carry.',
      ],
      checklist: [
        'Pickup and delivery addresses',
        'Dimensions and weight of each piece',
        'Deadline and the recipient who will sign',
        'Declared value, and whether it crosses a border',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Quote', source: 'hand-carry-delivery' },
        { kind: 'call', label: 'Call Dispatch' },
        { kind: 'email', label: 'E-mail Your Shipment Details' },
      ],
    },
  ],
};
