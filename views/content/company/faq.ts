import type { CompanyPageContent } from '../page-content.js';

export const page: CompanyPageContent = {
  family: 'company',
  path: '/faq',
  quoteHookSource: 'faq_page',
  breadcrumb: 'FAQ',
  meta: {
    title: 'Expedited Shipping FAQ',
    description:
      'Answers on booking, quotes, timelines, hand carry, next flight out, insurance, security, tracking and delivery for urgent freight shipments.',
    keywords: [
      'expedited shipping FAQ',
      'hand carry courier questions',
      'next flight out FAQ',
      'expedited freight quote questions',
      'freight insurance questions',
      'shipment tracking FAQ',
      'same-day delivery questions',
    ],
  },
  hero: {
    eyebrow: 'Frequently asked questions',
    title: 'Expedited Shipping Questions, Answered',
    intro:
      'Shippers usually find us in the middle of a problem, and the same questions come up on almost every first call: how fast can it go, how much will it cost, can it travel on a plane, is it insured and how will I know where it is. Below are straight answers grouped by topic. If your question is not here, a dispatcher can answer it in a minute, any hour of the day.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'faq_page' },
      { kind: 'call', label: 'Ask Dispatch' },
    ],
    panel: {
      title: 'Topics on this page',
      points: [
        'Booking and quotes',
        'Services and timelines',
        'Hand carry and next flight out',
        'Insurance and security',
        'Tracking and delivery',
      ],
    },
  },
  blocks: [
    {
      type: 'faq',
      id: 'booking-quotes',
      eyebrow: 'Booking and quotes',
      title: 'Booking a shipment and getting a price',
      items: [
        {
          question: 'How quickly will I get a quote?',
          answer:
            'Within minutes. Requests sent through the quote form get a 15-minute quote response, and a phone call is faster still, because the dispatcher can price and book the shipment while you are on the line.',
        },
        {
          question: 'What information do you need to quote?',
          answer:
            'Pickup and delivery addresses, the number of pieces with their dimensions and weight, when the freight will be ready and when it must arrive. Mention anything unusual, such as lithium batteries, a fragile instrument, a lift-gate or a delivery inside a building.',
        },
        {
          question: 'What drives the price of an expedited shipment?',
          answer:
            'Mainly the mode (courier on a plane, next flight out or a dedicated vehicle), the distance, the size and weight, and how soon it has to move. After-hours pickups, waiting time and special handling also count. We quote one all-in price for the option we recommend before anything moves.',
        },
        {
          question: 'Can I book at night, on a weekend or on a holiday?',
          answer:
            'Yes. Dispatch works 24/7/365, because emergencies rarely happen during office hours. Nights, weekends and holidays are staffed like weekdays, and the person who answers can book and launch the shipment immediately.',
        },
        {
          question: 'How far ahead should I book?',
          answer:
            'For an emergency, call the moment you know; pickups are typically booked in 15-30 minutes. For planned moves, a day or two of notice gives more choice of flights and vehicles, and major trade shows are best booked 2-4 weeks ahead.',
        },
        {
          question: 'Is there a minimum shipment size?',
          answer:
            'No. We move everything from a single envelope of signed contracts to a full tractor trailer. Small, urgent items are often the best fit for a hand-carry courier or a same-day van.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'services-timelines',
      eyebrow: 'Services and timelines',
      title: 'Which service fits and how long it takes',
      items: [
        {
          question: 'How is expedited freight different from standard freight?',
          answer:
            'Standard less-than-truckload freight is consolidated and moves through terminals, which typically takes 5-7 days. Expedited freight moves on a dedicated vehicle or the first available flight with no transfers, usually 2-5 times faster: often 1-2 days coast to coast by ground.',
        },
        {
          question: 'How fast is same-day delivery?',
          answer:
            'Regional same-day shipments are typically delivered in 2-8 hours from pickup. For a standard same-day request the driver arrives within 4 hours, and for an emergency within 2 hours.',
        },
        {
          question: 'When does hot shot trucking make sense?',
          answer:
            'When the freight is too big or heavy for an airline but too urgent to wait for a scheduled truck: a pallet of castings, a pump skid or a replacement motor. A dedicated truck leaves as soon as it is loaded and drives straight to the consignee.',
        },
        {
          question: 'What is overnight freight and is it cheaper?',
          answer:
            'We pick up between 5:00 PM and 8:00 PM and deliver by 10:30 AM the next morning, for shipments up to 150 lbs. If the part is not needed until tomorrow morning, it can be up to 50% cheaper than same-day.',
        },
        {
          question: 'What vehicle sizes are available?',
          answer:
            'Sprinter vans carry up to 3,500 lbs, box trucks up to 26,000 lbs, straight trucks up to 40,000 lbs and tractor trailers up to 80,000 lbs. Dispatch picks the smallest vehicle that safely fits your load, which keeps the price down.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'hand-carry-nfo',
      eyebrow: 'Hand carry and next flight out',
      title: 'Flying your freight: hand carry and NFO',
      items: [
        {
          question: 'What is the difference between hand carry and next flight out?',
          answer:
            'With hand carry, a courier buys a passenger ticket and keeps your item with them as carry-on the whole way. With next flight out, your freight travels as air cargo on the first available commercial flight, and our drivers deliver it to the airline and recover it on arrival.',
        },
        {
          question: 'How big can a hand-carry shipment be?',
          answer:
            'It must fit the airline carry-on limit, about 22x14x9 inches and up to 50 lb. Anything larger or heavier goes next flight out, where the airline cargo rules set the limits instead.',
        },
        {
          question: 'How fast is a hand-carry delivery?',
          answer:
            'A courier is dispatched within 30 minutes and can usually collect at the airport in 60-90 minutes. Domestic deliveries take from the same day to 24 hours, international ones 24-48 hours, depending on flight schedules.',
        },
        {
          question: 'How fast is next flight out?',
          answer:
            'Domestic next flight out usually delivers in 4-8 hours and international in 12-24 hours. A driver collects the freight within 2-4 hours, in time for the flight cut-off we booked.',
        },
        {
          question: 'Can a courier take my shipment abroad?',
          answer:
            'Yes, we reach more than 150 countries with partners in 50+ of them. You provide the commercial invoice and any export paperwork the goods require; the courier carries the documents and presents the shipment at customs on arrival.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'insurance-security',
      eyebrow: 'Insurance and security',
      title: 'Protecting valuable and sensitive freight',
      items: [
        {
          question: 'Is my shipment insured?',
          answer:
            'Shipments can be covered by cargo insurance up to $1M. Tell us the value when you request a quote so the right coverage is in place before pickup. For very high values, ask about our secure freight service.',
        },
        {
          question: 'What counts as a high-value shipment?',
          answer:
            'Generally anything worth $50,000 or more: instruments, aircraft components, prototypes, servers, jewelry or pharmaceuticals. These get extra attention to chain of custody and a mode with as few handoffs as possible.',
        },
        {
          question: 'How do you keep sensitive shipments secure?',
          answer:
            'Fewer hands means less risk. A hand-carry courier never lets the item out of sight, and a dedicated vehicle goes straight from pickup to delivery with no terminal stops. Every move is tracked, and we have recorded zero security breaches.',
        },
        {
          question: 'Can you deliver confidential legal or financial documents?',
          answer:
            'Yes. Court filings, closing packages and signed originals can travel with a courier who hands them only to the named recipient and records the signature and time of delivery.',
        },
        {
          question: 'What should I do if freight arrives damaged?',
          answer:
            'Ask the consignee to note the damage on the delivery receipt before signing, take photos of the packaging and contents, and call dispatch straight away so we can start the claim while the details are fresh.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'tracking-delivery',
      eyebrow: 'Tracking and delivery',
      title: 'Following your shipment to the door',
      items: [
        {
          question: 'How can I track my shipment?',
          answer:
            'Ground shipments report their GPS position every 60 seconds, and dispatch watches every active shipment. Call or e-mail with your reference at any time for the live location and the expected arrival.',
        },
        {
          question: 'What proof of delivery do I receive?',
          answer:
            'The name of the person who signed and the time of delivery, sent to you as soon as the shipment is handed over, so you can tell your own customer or team the moment it lands.',
        },
        {
          question: 'Can you deliver after hours or on weekends?',
          answer:
            'Yes, as long as someone can receive the freight. Give us a contact and any gate, dock or security instructions for the site, and the driver will call ahead on approach.',
        },
        {
          question: 'What happens if nobody is there to sign?',
          answer:
            'The driver calls the consignee contact and dispatch calls you. Depending on your instructions we wait, leave the freight with an authorized alternate or hold it securely and deliver again when the site opens.',
        },
        {
          question: 'Can you bring equipment inside and set it up?',
          answer:
            'With white glove delivery, the team carries the item to the room of your choice, unpacks it, places it and takes the packaging away. Ask for it when you book so the right crew is assigned.',
        },
      ],
    },
    {
      type: 'links',
      id: 'service-details',
      eyebrow: 'Go deeper',
      title: 'Read more about each service',
      intro:
        'Each of our service pages explains in more detail how the service works, which shipments it suits and what to prepare before booking.',
      links: [
        { label: 'Hand-Carry On-Board Courier', href: '/hand-carry-on-board-courier', description: 'A courier who flies with your item and never leaves it.' },
        { label: 'Next Flight Out', href: '/next-flight-out-nfo', description: 'First available flight, 4-8 hours domestic.' },
        { label: 'Expedited Freight Shipping', href: '/expedited-freight-shipping', description: 'Dedicated ground and air freight, 2-5 times faster.' },
        { label: 'Overnight Freight', href: '/overnight-freight-solutions', description: 'Evening pickup, delivery by 10:30 AM.' },
        { label: 'Secure Freight Transport', href: '/secure-freight-transport', description: 'High-value shipments with strict chain of custody.' },
        { label: 'White Glove Delivery', href: '/white-glove-delivery', description: 'Inside delivery, unpacking and placement.' },
      ],
    },
    {
      type: 'cta',
      id: 'still-have-questions',
      eyebrow: 'Still have a question?',
      title: 'Ask a dispatcher directly',
      paragraphs: [
        'Every shipment is a little different, and some answers depend on the route, the airline or the freight itself. A dispatcher can tell you in a minute whether your item can fly, which vehicle it needs and what it will cost.',
        'Send the details through the quote form for a price within minutes, or call if the shipment has to move today. Dispatch is staffed 24/7/365, so a question asked at midnight gets the same quick, knowledgeable answer as one asked at noon, from someone who can book the shipment on the spot.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Quote', source: 'faq_page' },
        { kind: 'call', label: 'Call Dispatch' },
      ],
    },
  ],
};
