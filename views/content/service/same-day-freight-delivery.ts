import type { ServicePageContent } from '../page-content.js';

export const page: ServicePageContent = {
  family: 'service',
  path: '/same-day-freight-delivery',
  breadcrumb: 'Same-Day Freight Delivery',
  service: {
    name: 'Same-Day Freight Delivery',
    serviceType: 'Same-day freight and courier delivery',
  },
  meta: {
    title: 'Same-Day Freight Delivery, 24/7',
    description:
      'Same-day freight delivery in 2-8 hours: standard pickup within 4 hours, emergency pickup within 2 hours, live dispatch 24/7/365 and 99.8% on-time delivery.',
    keywords: [
      'same-day freight delivery',
      'same-day delivery service',
      'same-day courier',
      'same-day trucking',
      'emergency same-day pickup',
      'urgent local freight',
      'same-day delivery for hospitals',
    ],
  },
  hero: {
    eyebrow: 'Same-day freight delivery',
    title: 'Same-Day Freight Delivery, Picked Up and Signed For Today',
    intro:
      "Some freight only has value today: the instrument tray for this afternoon's surgery, the controller board a plant needs before second shift, the signed documents due before close of business. Our same-day service collects the shipment, drives it without stops and hands it to your recipient within hours, seven days a week, whatever time the problem lands on your desk.",
    actions: [
      { kind: 'quote', label: 'Get a Same-Day Quote', source: 'same_day_hero' },
      { kind: 'call', label: 'Call Dispatch 24/7' },
    ],
    stats: [
      { value: '2-8 hours', label: 'Door-to-door delivery' },
      { value: '2 hours', label: 'Emergency pickup' },
      { value: '4 hours', label: 'Standard pickup' },
      { value: '99.8%', label: 'On-time delivery' },
    ],
  },
  blocks: [
    {
      type: 'cards',
      id: 'pickup-speeds',
      eyebrow: 'Service levels',
      title: 'Two pickup speeds, one delivery day',
      intro:
        'Every same-day shipment travels direct and exclusive. What changes between the two levels is how soon a vehicle arrives at your door.',
      columns: 2,
      cards: [
        {
          icon: 'clock',
          title: 'Standard same-day',
          badge: 'Pickup within 4 hours',
          description:
            'For freight that must arrive today but is not an emergency yet: a replenishment order, a customer return that has to be turned around, a part for a repair scheduled this evening. Book in the morning and the delivery usually lands the same afternoon or evening.',
          features: ['Direct drive, no transfers', 'Proof of delivery with name and time', 'Vehicle sized to the freight'],
        },
        {
          icon: 'bolt',
          title: 'Emergency same-day',
          badge: 'Pickup within 2 hours',
          description:
            'For the call that starts with "we are down." Dispatch assigns the closest available driver while you are still on the phone, and the driver heads to your dock with a single job: yours.',
          features: ['Priority dispatch at any hour', 'Milestone updates by phone or e-mail', 'Escalation to air when distance demands it'],
        },
      ],
    },
    {
      type: 'steps',
      id: 'timeline',
      eyebrow: 'Timeline',
      title: 'A same-day shipment, hour by hour',
      intro: 'Here is how a typical emergency same-day move unfolds once you pick up the phone.',
      steps: [
        {
          title: 'Minute 0-15: quote and commitment',
          text: 'You give us addresses, piece count, weight and the deadline. Dispatch confirms a price and a delivery time, typically within 15 minutes.',
        },
        {
          title: 'Hour 0-2: driver at your dock',
          text: 'An emergency pickup happens within 2 hours; a standard one within 4. The driver checks the piece count against your paperwork.',
        },
        {
          title: 'Transit: one vehicle, one route',
          text: 'The freight stays on the same vehicle from dock to door. GPS positions refresh every 60 seconds, so the receiver knows when to expect it.',
        },
        {
          title: 'Delivery: signed, timed, reported',
          text: 'Your recipient signs, and you receive the time and name of receipt. Total door-to-door time is usually 2-8 hours.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'how-far',
      eyebrow: 'Reach',
      title: 'How far can same-day delivery go?',
      paragraphs: [
        'By road, same-day is a function of drive time: pickup time plus the drive must fit before your deadline. Short local runs and regional routes of several hours are routine for a dedicated van or truck, and a run that starts early can cover a surprising distance before the business day ends.',
        'Past that point, we keep the delivery on the same day by changing the mode. A driver takes the freight to the airport for the next flight out, which reaches most domestic destinations in 4-8 hours, or an on-board courier carries small items as carry-on. You still get one quote, one dispatcher and one delivery time.',
      ],
      checklist: [
        'Local and metro deliveries: a van or small truck, direct',
        'Regional runs: a dedicated truck sized to the load',
        'Cross-country same-day: next flight out or a hand-carry courier',
      ],
    },
    {
      type: 'cards',
      id: 'who-uses-same-day',
      eyebrow: 'Who books it',
      title: 'Who relies on same-day freight',
      columns: 3,
      cards: [
        {
          icon: 'medical',
          title: 'Hospitals and surgical centers',
          href: '/medical-equipment-transport',
          description: 'Loaner instrument sets, implants and equipment that must be on site before a procedure starts.',
        },
        {
          icon: 'gear',
          title: 'Plants and production lines',
          href: '/industries-we-serve#manufacturing-industrial',
          description: 'Replacement parts and tooling that restart a line the same shift instead of the same week.',
        },
        {
          icon: 'plane',
          title: 'Aviation maintenance',
          href: '/case-studies/aog-aircraft-part-delivery',
          description: 'Parts for an aircraft on the ground, delivered to the hangar while the crew is still on the clock.',
        },
        {
          icon: 'star',
          title: 'Retail and trade shows',
          href: '/retail-trade-show-logistics',
          description: 'Missing displays, samples and signage that have to reach the booth or store before doors open.',
        },
        {
          icon: 'building',
          title: 'Legal and financial offices',
          description: 'Original signed documents, closing packages and filings with a hard deadline at the other end.',
        },
        {
          icon: 'bolt',
          title: 'Technology and data centers',
          description: 'Servers, drives and network hardware needed to bring a site or a customer back online today.',
        },
      ],
    },
    {
      type: 'stats',
      id: 'same-day-figures',
      tone: 'dark',
      eyebrow: 'In numbers',
      title: 'Same-day delivery you can plan around',
      intro:
        'A same-day promise is only useful if it holds. These figures describe the network behind each booking.',
      stats: [
        { metric: '24/7/365', label: 'Dispatch hours', description: 'Nights, weekends and holidays are ordinary working hours for our dispatch team.' },
        { metric: '15 min', label: 'Quote response', description: 'A price and a committed delivery time, usually within a quarter of an hour.' },
        { metric: '10K+', label: 'Deliveries completed', description: 'Time-critical moves for hospitals, plants, airlines and retailers.' },
        { metric: '300+', label: 'Cities served', description: 'Local same-day coverage, plus air and courier options beyond driving range.' },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Same-day delivery questions',
      items: [
        {
          question: 'What is the latest I can book same-day delivery?',
          answer:
            'There is no fixed cut-off because dispatch is open 24/7/365. What matters is whether pickup plus drive time still fits before your deadline. Call with the deadline and we will tell you straight away whether same-day is realistic, and what the fastest alternative is if it is not.',
        },
        {
          question: 'What is the difference between same-day and next-day delivery?',
          answer:
            'Same-day freight travels on a dedicated vehicle the moment it is collected and arrives within hours. Next-day and overnight services can consolidate shipments and deliver the following morning, which costs less when your deadline allows it.',
        },
        {
          question: 'Do you deliver on weekends and holidays?',
          answer:
            'Yes. Same-day service runs every day of the year, including nights. Let us know if the receiving site has limited weekend hours so the driver arrives when someone is there to sign.',
        },
        {
          question: 'Can the driver deliver inside a hospital or office building?',
          answer:
            'Drivers deliver to the recipient you name, whether that is a loading dock, a sterile processing department or a front desk. Share any badge, dock or elevator instructions with your booking.',
        },
        {
          question: 'What happens if my freight is not ready when the driver arrives?',
          answer:
            'Tell dispatch as soon as you know. We keep the recipient informed and recalculate the delivery time, so nobody is waiting on a promise that has changed.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related',
      title: 'When same-day is not quite the right fit',
      intro: 'A different deadline, distance or load size may call for a neighboring service.',
      links: [
        { label: 'Next Flight Out', href: '/next-flight-out-nfo', description: 'Same-day across the country: 4-8 hours domestic by air.' },
        { label: 'Overnight Freight', href: '/overnight-freight-solutions', description: 'Picked up between 5:00 PM and 8:00 PM, delivered by 10:30 AM.' },
        { label: 'Hand-Carry Courier', href: '/hand-carry-on-board-courier', description: 'A courier who flies with small, critical items.' },
        { label: 'Hot Shot Trucking', href: '/hot-shot-trucking', description: 'A dedicated flatbed truck for a heavy or awkward partial load.' },
        { label: 'Express Cargo', href: '/express-cargo-delivery-services', description: 'Same-day and next-day cargo up to 10,000 lbs.' },
        { label: 'Medical Delivery Case Study', href: '/case-studies/medical-equipment-2-hour-delivery', description: 'How a 2-hour medical equipment delivery came together.' },
      ],
    },
    {
      type: 'cta',
      id: 'quote',
      eyebrow: 'Deliver it today',
      title: 'Book same-day freight now',
      paragraphs: [
        'The sooner we hear about a same-day shipment, the more options we have. Send the pickup address, the delivery address, what is moving and the time it must be there, and we will return a price and a committed delivery time within minutes.',
        'If the situation is already an emergency, skip the form and call. A dispatcher can have a driver heading your way before the quote is even written up, with pickup within 2 hours.',
        'Cargo insurance up to $1M is available for every same-day move.',
      ],
      actions: [
        { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'same_day_cta' },
        { kind: 'call', label: 'Call for an Emergency Pickup' },
      ],
    },
  ],
};
