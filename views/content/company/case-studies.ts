import type { CompanyPageContent } from '../page-content.js';

export const page: CompanyPageContent = {
  family: 'company',
  path: '/case-studies',
  breadcrumb: 'Case Studies',
  quoteHookSource: 'case_studies_page',
  meta: {
    title: 'Expedited Freight Case Studies',
    description:
      'How urgent shipments arrived in time: a 2-hour medical delivery, an AOG part in 6 hours and a prototype hand-carried abroad in 14 hours.',
    keywords: [
      'expedited freight case studies',
      'emergency delivery case study',
      'AOG part delivery example',
      'hand carry courier case study',
      'medical equipment delivery results',
      'logistics cost savings',
    ],
  },
  hero: {
    eyebrow: 'Case studies',
    title: 'Expedited Freight Case Studies: Real Deadlines, Measured Results',
    intro:
      'Every urgent shipment starts with a deadline and a cost of missing it. These case studies follow three of them from the first call to the signature: a hospital that needed equipment in two hours, an airline maintenance team with an aircraft on the ground and an engineering firm that had to get a prototype across a border overnight. Each one shows what was at stake, how our dispatch team planned the move and what the client saved by arriving on time.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'case_studies_page' },
      { kind: 'link', label: 'Read the Case Studies', href: '#case-list' },
    ],
    stats: [
      { value: '10K+', label: 'Deliveries completed' },
      { value: '1000+', label: 'Clients served' },
      { value: '24/7/365', label: 'Dispatch' },
    ],
  },
  blocks: [
    {
      type: 'stats',
      id: 'headline-results',
      eyebrow: 'Results',
      title: 'The numbers behind our case studies',
      intro: 'Four measures our clients hold us to, taken across the time-critical shipments we run for them.',
      tone: 'dark',
      stats: [
        {
          metric: '99.8%',
          label: 'On-time delivery',
          description: 'Routes are planned backwards from the delivery deadline, with a fallback ready before the truck or courier leaves.',
        },
        {
          metric: '$2.1M',
          label: 'Total client savings',
          description: 'Downtime, cancelled procedures and missed launches that our clients avoided by getting the freight there in time.',
        },
        {
          metric: '47 min',
          label: 'Average dispatch',
          description: 'From the first call to a driver or courier assigned and moving toward the pickup address.',
        },
        {
          metric: '15:1',
          label: 'Average return',
          description: 'Money saved for every dollar spent on the expedited move, because a late part costs far more than a fast one.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'case-list',
      eyebrow: 'Featured cases',
      title: 'Three shipments, three kinds of emergency',
      intro:
        'Each case is written up in full, including the timeline, the choices dispatch made and what the client would tell another shipper facing the same problem.',
      columns: 3,
      cards: [
        {
          icon: 'medical',
          title: 'Medical equipment delivered in 2 hours',
          href: '/case-studies/medical-equipment-2-hour-delivery',
          badge: '2 hours · $50,000 saved',
          description:
            'A hospital system lost a critical piece of equipment ahead of a full day of scheduled procedures. A dedicated driver had the replacement on site within two hours of the call.',
          features: ['Medical emergency', 'Dedicated same-day vehicle', 'Procedures kept on schedule'],
        },
        {
          icon: 'plane',
          title: 'AOG aircraft part in 6 hours',
          href: '/case-studies/aog-aircraft-part-delivery',
          badge: '6 hours · $75,000 saved',
          description:
            'A regional airline had an aircraft grounded at an outstation. We booked the part on the next flight out and delivered it to the hangar the same day.',
          features: ['Aviation critical', 'Next flight out with ground recovery', 'Aircraft back in service'],
        },
        {
          icon: 'globe',
          title: 'Prototype hand-carried across borders in 14 hours',
          href: '/case-studies/prototype-hand-carry-borders',
          badge: '14 hours · $25,000 saved',
          description:
            'An engineering firm had one working prototype and a test slot abroad. An on-board courier carried it through customs and delivered it in 14 hours.',
          features: ['International courier', 'Hand-carry with customs paperwork', 'Test date held'],
        },
      ],
    },
    {
      type: 'prose',
      id: 'why-results-matter',
      eyebrow: 'Why results matter',
      title: 'Why we measure results in what our clients avoid',
      paragraphs: [
        'Nobody books expedited freight because it is the cheapest way to ship. They book it because the alternative is worse: a production line idle for a shift, an aircraft missing its next rotation, a patient whose procedure is pushed to next week. The real price of a shipment is the freight bill plus the cost of it being late, and that second number is usually far larger.',
        'That is why our case studies report savings next to speed. When a client tells us what a delay would have cost them and we compare it with what the move cost, the average return comes to 15:1. It is also why we track average dispatch time: the first hour after an emergency call decides whether the deadline is still reachable.',
        'For a logistics or supply chain manager, these results are also an argument to take upstairs. A documented response time, an on-time rate and a clear cost of delay make it easier to approve the expedited option the next time a part goes missing.',
      ],
    },
    {
      type: 'testimonials',
      id: 'client-voices',
      eyebrow: 'Client voices',
      title: 'What clients say after the freight arrives',
    },
    {
      type: 'links',
      id: 'services-behind-results',
      eyebrow: 'Services',
      title: 'The services behind these results',
      intro: 'Each case used a different mode. Here is where to read more about the service that fits your own deadline.',
      links: [
        {
          label: 'Emergency Logistics',
          href: '/emergency-logistics',
          description: 'A 30-minute emergency response and pickup within 2 hours, any day of the year.',
        },
        {
          label: 'Medical Equipment Transport',
          href: '/medical-equipment-transport',
          description: 'Careful, time-definite moves for clinical devices, instruments and supplies, planned around hospital schedules.',
        },
        {
          label: 'Air Expedite Services',
          href: '/air-expedite-services',
          description: 'Next flight out with pickup and recovery: 4-8 hours domestic, 12-24 hours international.',
        },
        {
          label: 'Hand-Carry On-Board Courier',
          href: '/hand-carry-on-board-courier',
          description: 'A courier who travels with your shipment as carry-on, door to door, to 150+ countries.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'case-studies-cta',
      eyebrow: 'Your shipment',
      title: 'Facing a deadline like these?',
      paragraphs: [
        'Tell us where the freight is, where it has to be and by when. Our dispatch team will come back with a plan and a price in minutes, and our emergency team responds in 30 minutes when the situation is critical.',
        'Have the pickup and delivery addresses, the weight and dimensions, and the latest acceptable arrival time ready. If you are not sure which service fits, give us the deadline and we will choose the mode.',
        'Whether it is a single box of parts or a full trailer, across town or across an ocean, the same dispatch desk that handled these cases will plan yours, book it and stay on it until you have a signed proof of delivery.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Quote', source: 'case_studies_cta' },
        { kind: 'call', label: 'Call Dispatch Now' },
      ],
    },
  ],
};
