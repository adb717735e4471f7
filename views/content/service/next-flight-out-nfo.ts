import type { ServicePageContent } from '../page-content.js';

/** Next flight out (NFO): the service page. The step-by-step explainer is /next-flight-out-shipping. */
export const page: ServicePageContent = {
  family: 'service',
  path: '/next-flight-out-nfo',
  meta: {
    title: 'Next Flight Out (NFO) Air Freight',
    description:
      'Next flight out air freight: we book the first available commercial departure, recover on arrival and deliver door to door, 4-8 hours domestic.',
    keywords: [
      'next flight out',
      'NFO shipping',
      'next flight out air freight',
      'NFO courier service',
      'first available flight shipping',
      'urgent air cargo',
      'counter to counter air freight',
      'international next flight out',
    ],
  },
  breadcrumb: 'Next Flight Out (NFO)',
  service: {
    name: 'Next Flight Out (NFO)',
    serviceType: 'Next flight out air freight',
  },
  hero: {
    eyebrow: 'Next flight out (NFO)',
    title: 'Next Flight Out: Your Freight on the First Plane Available',
    intro:
      'Next flight out is the fastest way to move freight that is too big to hand-carry and too far to drive in time. We collect it from your dock, tender it to the airline for the first departure that can take it and have a driver waiting at the destination airport to recover it and deliver it to the door. Domestic shipments typically arrive in 4-8 hours and international shipments in 12-24 hours, booked by one dispatch team that works around the clock.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'next_flight_out_hero' },
      { kind: 'call', label: 'Talk to an NFO Dispatcher' },
    ],
    stats: [
      { value: '4-8 hrs', label: 'Domestic door to door' },
      { value: '12-24 hrs', label: 'International' },
      { value: '2-4 hrs', label: 'Ground pickup' },
      { value: '150+', label: 'Countries reached' },
    ],
  },
  blocks: [
    {
      type: 'prose',
      id: 'what-is-nfo',
      eyebrow: 'The basics',
      title: 'What next flight out means',
      paragraphs: [
        'Standard air freight is built for cost: shipments are consolidated, held at a forwarding warehouse until a load is ready and flown on whichever departure is cheapest. Next flight out turns that around. Your shipment travels alone, on the first commercial flight with space and a cargo cut-off it can still make, as priority air cargo.',
        'The service can be counter to counter, where you drop the freight at the airline and your recipient collects it, or door to door, where we handle both ends. Most of our customers choose door to door, because the ground legs are where the clock is easiest to lose: our drivers know which airline counter to go to, how long recovery usually takes and how to get back on the highway with the freight as soon as it is released.',
      ],
      checklist: [
        'One shipment, one booking: no consolidation wait',
        'Ground pickup within 2-4 hours of booking',
        'Recovery at the destination airport as soon as the freight is released',
      ],
    },
    {
      type: 'table',
      id: 'nfo-timelines',
      eyebrow: 'Timelines',
      title: 'NFO timelines at a glance',
      intro:
        'Every NFO quote is built from the same pieces. These are the typical windows for each; dispatch gives you the real times for your route before you commit.',
      caption: 'Typical next flight out timelines by stage',
      columns: ['Stage', 'Typical window', 'What decides it'],
      rows: [
        ['Quote and flight options', 'Minutes', 'How complete the shipment details are when you call'],
        ['Ground pickup', 'Within 2-4 hours', 'Distance from your dock to the departure airport'],
        ['Domestic door to door', '4-8 hours', 'Nonstop availability and the cargo cut-off of the chosen flight'],
        ['International door to door', '12-24 hours', 'Flight length, connections and customs clearance at destination'],
      ],
      note: 'Flights are subject to airline schedules and weather. If a departure is delayed or cancelled, dispatch rebooks on the next option and tells you the new arrival time right away.',
    },
    {
      type: 'cards',
      id: 'choosing-nfo',
      eyebrow: 'Choosing a mode',
      title: 'When NFO beats the alternatives',
      intro: 'NFO sits between a courier with a carry-on and a dedicated truck. Here is how to tell which one your shipment needs.',
      columns: 3,
      cards: [
        {
          icon: 'briefcase',
          title: 'Too big for a hand-carry',
          href: '/hand-carry-on-board-courier',
          badge: 'Over about 50 lb',
          description:
            'Once a shipment is larger than a carry-on bag, an on-board courier can no longer keep it in the cabin. NFO flies it as cargo on the same kind of flight.',
        },
        {
          icon: 'truck',
          title: 'Too far to drive in time',
          href: '/ground-expedite-transport',
          badge: 'Beyond a day of driving',
          description:
            'Ground expedite wins on short lanes because there is no airport in between. Past a few hundred miles, a flight usually delivers first.',
        },
        {
          icon: 'clock',
          title: 'Too urgent for tomorrow',
          href: '/overnight-freight-solutions',
          badge: 'Same-day arrival',
          description:
            'Overnight freight costs less when morning is soon enough. When the part must arrive today, NFO is the option that still gets it there.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'industries',
      eyebrow: 'Who uses NFO',
      title: 'Industries that rely on next flight out',
      intro:
        'NFO customers have one thing in common: the cost of waiting is far higher than the cost of the flight. These are the teams that book it most often.',
      columns: 4,
      cards: [
        {
          icon: 'plane',
          title: 'Aerospace and defense',
          href: '/industries-we-serve#aerospace-defense',
          description:
            'Aircraft on ground parts, engine components and tooling that get an airframe flying again the same day.',
        },
        {
          icon: 'gear',
          title: 'Manufacturing',
          href: '/industries-we-serve#manufacturing-industrial',
          description:
            'Motors, gearboxes, molds and controls for a production line that is down and losing output every hour.',
        },
        {
          icon: 'bolt',
          title: 'Energy, oil and gas',
          href: '/industries-we-serve#energy-oil-gas',
          description:
            'Pumps, valves and instrumentation for refineries, plants and field sites where downtime is measured in barrels.',
        },
        {
          icon: 'medical',
          title: 'Pharma and biotech',
          href: '/industries-we-serve#pharmaceutical-biotech',
          description: 'Lab equipment, samples and clinical supplies that must reach a site within a tight window.',
        },
      ],
    },
    {
      type: 'stats',
      id: 'nfo-record',
      tone: 'dark',
      eyebrow: 'Track record',
      title: 'The numbers behind our NFO desk',
      intro:
        'A next flight out booking is only as good as the people watching it. These figures describe the dispatch team that books your flight and stays with it until delivery.',
      stats: [
        { metric: '99.8%', label: 'On-time delivery', description: 'Measured on the delivery time we quote, not on the flight time alone.' },
        { metric: '24/7/365', label: 'Live dispatch', description: 'Red-eye departures and holiday weekends are booked by a person, not a voicemail.' },
        { metric: '5,000+', label: 'Shipments a month', description: 'Enough volume to know which routes, airlines and counters move fastest.' },
        { metric: '$1M', label: 'Cargo insurance', description: 'Coverage up to $1M for high-value parts while they fly and on the ground.' },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'Questions',
      title: 'Next flight out questions',
      items: [
        {
          question: 'How late in the day can I still get a shipment on a flight?',
          answer:
            'It depends on the last departures on your lane and their cargo cut-offs, which are set by each airline. Call as soon as you know the part is needed: every hour earlier keeps more flights available, and dispatch will tell you which ones are still realistic.',
        },
        {
          question: 'How big a shipment can fly next flight out?',
          answer:
            'Much bigger than a carry-on, but limited by the aircraft flying the route. Narrow-body passenger jets have smaller cargo doors than wide-bodies, so send exact dimensions and weight and we will match the shipment to a flight that can load it.',
        },
        {
          question: 'What happens if the flight is delayed or cancelled?',
          answer:
            'Dispatch watches every booked flight. If it slips, we move the shipment to the next available departure, adjust the recovery driver and give you the new arrival time before you have to ask.',
        },
        {
          question: 'Do you offer next flight out internationally?',
          answer:
            'Yes, to 150+ countries, typically in 12-24 hours. International NFO needs a commercial invoice and any export documents the item requires; customs clearance at the destination is part of the timeline we quote.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related',
      eyebrow: 'Related',
      title: 'More ways to move urgent freight by air',
      intro: 'NFO is one of several air options. Read how the process works in detail, or compare it with the services that sit next to it.',
      links: [
        {
          label: 'How NFO Shipping Works',
          href: '/next-flight-out-shipping',
          description: 'The step-by-step process, airline cut-off times and what to prepare before pickup.',
        },
        {
          label: 'Air Expedite Services',
          href: '/air-expedite-services',
          description: 'All our air options in one place, from NFO to on-board couriers and air-and-ground combinations.',
        },
        {
          label: 'Emergency Logistics',
          href: '/emergency-logistics',
          description: 'A 30-minute emergency response and pickup within 2 hours when something has already gone wrong.',
        },
        {
          label: 'AOG Aircraft Part Case Study',
          href: '/case-studies/aog-aircraft-part-delivery',
          description: 'A real aircraft on ground emergency: how a critical part was moved to return a grounded aircraft to service.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'book-nfo',
      eyebrow: 'Book a flight',
      title: 'Get your shipment on the next departure',
      paragraphs: [
        'The sooner we have your details, the more flights are still open. Send the pickup address, the destination, the dimensions and weight and the time it must arrive, and we will come back within minutes with flight options, a pickup time and a firm price. Nothing is booked until you approve it.',
        'Already at the airport or have your own driver? Ask about counter-to-counter service: we reserve the space on the flight while you drive, and your recipient or our driver collects the freight when it lands.',
      ],
      actions: [
        { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'next_flight_out_cta' },
        { kind: 'call', label: 'Call Dispatch' },
      ],
    },
  ],
};
