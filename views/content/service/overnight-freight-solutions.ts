import type { ServicePageContent } from '../page-content.js';

/** Overnight freight: evening pickup, overnight transport, morning delivery. Get Quote buttons scroll to #contact. */
export const page: ServicePageContent = {
  family: 'service',
  path: '/overnight-freight-solutions',
  meta: {
    title: 'Overnight Freight Delivery by 10:30 AM',
    description:
      'Overnight freight with evening pickup from 5:00 PM to 8:00 PM and delivery by 10:30 AM the next morning, up to 150 lbs and up to 50% less than same-day.',
    keywords: [
      'overnight freight',
      'overnight freight delivery',
      'next morning delivery',
      'evening freight pickup',
      'overnight shipping for businesses',
      'delivery by 10:30 AM',
      'overnight parts delivery',
    ],
  },
  breadcrumb: 'Overnight Freight Solutions',
  service: {
    name: 'Overnight Freight Solutions',
    serviceType: 'Overnight freight delivery',
  },
  hero: {
    eyebrow: 'Overnight freight solutions',
    title: 'Overnight Freight: Picked Up Tonight, Delivered by 10:30 AM',
    intro:
      'Not every urgent shipment has to arrive this afternoon. When the part, the sample or the paperwork is needed first thing tomorrow, overnight freight gets it there while your recipient sleeps, at a fraction of the cost of a same-day run. We collect between 5:00 PM and 8:00 PM, move the shipment through the night and deliver by 10:30 AM the next morning, for shipments up to 150 lbs. Your team finishes the day, and the freight is waiting when theirs begins.',
    actions: [
      { kind: 'link', label: 'Get Quote', href: '#contact' },
      { kind: 'call', label: 'Call for Tonight’s Pickup' },
    ],
    stats: [
      { value: '5-8 PM', label: 'Evening pickup' },
      { value: '10:30 AM', label: 'Morning delivery' },
      { value: '150 lbs', label: 'Per shipment' },
      { value: 'Up to 50%', label: 'Less than same-day' },
    ],
  },
  blocks: [
    {
      type: 'steps',
      id: 'how-it-works',
      eyebrow: 'How it works',
      title: 'Evening pickup, overnight transport, morning delivery',
      intro: 'Overnight freight uses the hours when your business is closed. Here is what happens between the end of your day and the start of your recipient’s.',
      steps: [
        {
          title: 'Evening pickup, 5:00 PM to 8:00 PM',
          text: 'Book during the day and a driver collects the shipment in the evening window, after your last production run, lab result or signature. There is no need to rush the packing to make a midday truck.',
        },
        {
          title: 'Overnight transport',
          text: 'The shipment travels through the night on the fastest route for the lane: a dedicated driver on regional runs, an overnight flight with recovery at the destination airport on longer ones. Dispatch stays on it all night.',
        },
        {
          title: 'Morning delivery by 10:30 AM',
          text: 'A driver delivers to the recipient by 10:30 AM, in time for the shift start, the first procedure or the morning meeting. Dispatch confirms the delivery time and who signed.',
        },
      ],
      action: { kind: 'link', label: 'Get Quote', href: '#contact' },
    },
    {
      type: 'table',
      id: 'compare',
      eyebrow: 'Compare',
      title: 'Overnight or same-day: which one you need',
      intro: 'The right choice comes down to one question: does the shipment have to arrive today, or by the start of tomorrow?',
      caption: 'Overnight freight compared with same-day delivery',
      columns: ['', 'Overnight freight', 'Same-day delivery'],
      rows: [
        ['Pickup', 'Evening, 5:00 PM to 8:00 PM', 'Within 4 hours as standard, within 2 hours in an emergency'],
        ['Delivery', 'By 10:30 AM the next morning', 'Within 2-8 hours of pickup'],
        ['Shipment size', 'Up to 150 lbs', 'From a single envelope up to a full truckload'],
        ['Cost', 'Up to 50% less than same-day', 'Priced for immediate, dedicated transport'],
        ['Best when', 'Morning is soon enough', 'Every hour of waiting costs money'],
      ],
      note: 'Not sure which applies? Give dispatch the deadline and we will recommend the option that meets it at the lower cost.',
    },
    {
      type: 'cards',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'What shippers send overnight',
      columns: 3,
      cards: [
        {
          icon: 'gear',
          title: 'Parts for the morning shift',
          description:
            'A machine fails late in the day. The replacement leaves the supplier in the evening and is on the plant floor before the first shift needs it.',
        },
        {
          icon: 'medical',
          title: 'Supplies for the first case',
          description:
            'Instruments and supplies for a procedure scheduled tomorrow morning, sent after the day’s inventory count confirms the shortfall.',
        },
        {
          icon: 'briefcase',
          title: 'Documents for a deadline',
          description:
            'Signed originals, bid packages and closing documents finished at the end of the day and needed in a different city for a morning appointment.',
        },
        {
          icon: 'building',
          title: 'Store and event materials',
          description:
            'Displays, signage and product samples that must be in place before doors open or a trade show floor opens to visitors.',
        },
        {
          icon: 'users',
          title: 'Field service kits',
          description:
            'Tools and parts shipped to a hotel or job site so a technician can start the repair as soon as the customer opens in the morning.',
        },
        {
          icon: 'box',
          title: 'Lab and test samples',
          description:
            'Samples and test units shipped when the day’s work is done and delivered to the lab in time for the morning run.',
        },
      ],
    },
    {
      type: 'stats',
      id: 'overnight-facts',
      tone: 'dark',
      eyebrow: 'The service in figures',
      title: 'Overnight freight by the numbers',
      intro:
        'Four figures define the overnight service: when we collect, when we deliver, how much a shipment can weigh and how much you can save compared with sending the same shipment same-day.',
      stats: [
        { metric: '5:00-8:00 PM', label: 'Pickup window', description: 'Late enough to ship what your team finished today.' },
        { metric: '10:30 AM', label: 'Delivered by', description: 'Early enough for the shift, the surgery or the meeting.' },
        { metric: '150 lbs', label: 'Maximum weight', description: 'From an envelope of documents to a heavy carton of parts or a small instrument case.' },
        { metric: '50%', label: 'Potential savings', description: 'Up to half the price of a same-day run for the same lane.' },
      ],
    },
    {
      type: 'prose',
      id: 'preparing',
      eyebrow: 'Before pickup',
      title: 'Getting a shipment ready for an evening pickup',
      paragraphs: [
        'The evening window is generous, but the overnight schedule is not: a shipment that is not ready when the driver arrives can miss the connection that makes a 10:30 AM delivery possible. Book as early in the day as you can, even if the freight will not be packed until late afternoon, so dispatch can assign a driver and a route in advance.',
        'Pack the shipment as if it will be handled several times overnight, because it may be. Tell us the weight honestly and the true delivery deadline, and make sure someone at the delivery address can receive it first thing in the morning.',
      ],
      checklist: [
        'Booked during the day, ready by the start of the pickup window',
        'Packed securely and labeled with both addresses and phone numbers',
        'Weighed and under 150 lbs',
        'A named recipient available at the delivery address in the morning',
      ],
      action: { kind: 'link', label: 'Get Quote', href: '#contact' },
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'Questions',
      title: 'Overnight freight questions',
      items: [
        {
          question: 'What if my shipment is ready before 5:00 PM?',
          answer:
            'If the freight is ready earlier and needs to arrive today, same-day delivery may be the better fit. If tomorrow morning is soon enough, we can still schedule the overnight pickup, and you keep the lower price of the overnight service.',
        },
        {
          question: 'What if the shipment weighs more than 150 lbs?',
          answer:
            'Overnight service covers shipments up to 150 lbs. For heavier freight, dispatch will quote a dedicated ground expedite vehicle or next flight out, depending on the distance and the deadline.',
        },
        {
          question: 'How do I know the shipment arrived?',
          answer:
            'Dispatch confirms the delivery with the time and the name of the person who signed, and you can call a live dispatcher at any time during the night to check where the shipment is.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related',
      eyebrow: 'Related services',
      title: 'When overnight is not the right fit',
      intro: 'If the deadline is today, or the shipment is heavier than 150 lbs, one of these services will fit better.',
      links: [
        {
          label: 'Same-Day Freight Delivery',
          href: '/same-day-freight-delivery',
          description: 'For freight that must arrive today: delivery within 2-8 hours by a dedicated vehicle.',
        },
        {
          label: 'Express Cargo Delivery',
          href: '/express-cargo-delivery-services',
          description: 'Local delivery in 2-4 hours, regional in 4-8 hours and next business day nationwide, up to 10,000 lbs.',
        },
        {
          label: 'Next Flight Out (NFO)',
          href: '/next-flight-out-nfo',
          description: 'Air freight on the first available flight, typically 4-8 hours door to door within the United States.',
        },
        {
          label: 'Emergency Logistics',
          href: '/emergency-logistics',
          description: 'Pickup within 2 hours and an emergency team that responds in 30 minutes.',
        },
      ],
    },
    {
      type: 'contact',
      eyebrow: 'Book tonight’s pickup',
      title: 'Schedule an overnight shipment',
      paragraphs: [
        'Book during the day for tonight’s evening pickup and your shipment will be delivered by 10:30 AM tomorrow. Call dispatch to reserve the pickup, or send the details through the quote form and we will respond in minutes with a price and a confirmed pickup window.',
        'Not sure overnight will make your deadline? Tell us where the shipment is going and when it must arrive, and a dispatcher will confirm the fit before you book, or suggest a faster option.',
      ],
      checklist: [
        'Pickup and delivery addresses',
        'Weight and dimensions (up to 150 lbs)',
        'Earliest time the shipment is ready',
        'Recipient name and phone number',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Quote', source: 'overnight_freight_contact' },
        { kind: 'call', label: 'Call Dispatch' },
      ],
    },
  ],
};
