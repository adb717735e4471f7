import type { CaseStudyPageContent } from '../page-content.js';

export const page: CaseStudyPageContent = {
  family: 'case-study',
  path: '/case-studies/medical-equipment-2-hour-delivery',
  breadcrumb: '2-Hour Medical Equipment Delivery',
  parent: { label: 'Case Studies', href: '/case-studies' },
  quoteHookSource: 'case_study_detail',
  meta: {
    title: '2-Hour Medical Equipment Delivery',
    description:
      'Case study: a hospital system needed replacement operating room equipment before the first procedure. Delivered in 2 hours, saving $50,000.',
    keywords: [
      'emergency medical equipment delivery',
      'hospital equipment courier',
      'same-day medical delivery case study',
      'operating room equipment transport',
      'medical emergency logistics',
    ],
  },
  facts: [
    { label: 'Client', value: 'A hospital system' },
    { label: 'Industry', value: 'Healthcare' },
    { label: 'Service', value: 'Emergency same-day ground expedite' },
    { label: 'Timeframe', value: '2 hours, call to delivery' },
    { label: 'Savings', value: '$50,000' },
  ],
  hero: {
    eyebrow: 'Case study · Medical emergency',
    title: 'Replacement Operating Room Equipment Delivered in 2 Hours',
    intro:
      'A little after dawn, a hospital system discovered that a critical unit in one of its operating rooms had failed its pre-use check. A full day of surgery was booked in that room, and the nearest working replacement sat at another facility across the region. Our dispatch team had a dedicated vehicle rolling toward it within minutes, and the crated unit reached the hospital\'s biomedical engineering team two hours after the first phone call, early enough to keep the day\'s schedule intact.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'case_study_detail' },
      { kind: 'link', label: 'See the Timeline', href: '#timeline' },
    ],
    stats: [
      { value: '2 hours', label: 'From call to delivery' },
      { value: '$50,000', label: 'Saved for the client' },
    ],
  },
  blocks: [
    {
      type: 'prose',
      id: 'challenge',
      eyebrow: 'The challenge',
      title: 'A failed unit and an operating room booked all day',
      paragraphs: [
        'Surgical schedules are built weeks ahead. Patients have fasted, anesthesia and nursing staff are assigned, and surgeons have blocked their time. When the equipment a room depends on fails its morning check, every hour without a replacement turns into cancelled cases that have to be rebooked, staff who are paid but idle, and patients sent home.',
        'The hospital\'s supply chain team located a serviceable replacement at another site in the system, but it was a crated, fragile unit that could not travel in a staff car or wait for the daily inter-facility shuttle. The parcel carriers they called offered next-morning delivery. They needed a vehicle that would go directly, a driver who would handle the crate gently, and a firm arrival time they could give the surgical services director before the first patient was brought in.',
      ],
    },
    {
      type: 'steps',
      id: 'timeline',
      eyebrow: 'The solution',
      title: 'How the two hours were spent',
      intro:
        'The plan was simple on purpose: one vehicle, one driver, no handoffs. What made it work was the speed of each decision and the information the hospital had ready.',
      steps: [
        {
          title: 'The call and the quote',
          text: 'The supply chain manager called dispatch with both addresses, the crate size and weight, and the deadline. A live dispatcher confirmed the plan and a price in minutes, and the hospital approved it on the phone.',
        },
        {
          title: 'A dedicated vehicle assigned',
          text: 'Dispatch chose a sprinter van with blankets and straps from the nearest available driver, so the unit could ride upright and secured rather than loose in a cargo area.',
        },
        {
          title: 'Pickup at the sending facility',
          text: 'Because the hospital had alerted the sending site\'s loading dock, the crate was waiting with its paperwork. The driver checked it for visible damage, photographed it and strapped it in.',
        },
        {
          title: 'Direct drive with live tracking',
          text: 'The van drove straight to the receiving hospital with no other stops. GPS updates every 60 seconds let the supply chain team tell the operating room when to expect the delivery.',
        },
        {
          title: 'Handoff to biomedical engineering',
          text: 'The driver brought the crate to the biomedical engineering entrance named on the order, obtained a signature from the technician and closed the job with a proof of delivery.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'result',
      eyebrow: 'The result',
      title: 'The surgical schedule went ahead and $50,000 stayed in the budget',
      paragraphs: [
        'The replacement reached the hospital two hours after the first call. Biomedical engineering completed its checks and released the unit to the operating room, and the day\'s procedures went ahead with only a short delay to the first case instead of a cancelled day.',
        'The hospital\'s own estimate of what cancelling and rebooking that room would have cost, in lost procedure revenue, idle staff time and rescheduling, came to about $50,000 more than the expedited delivery. Just as important for the surgical services team, no patient had to be sent home and called back.',
      ],
      checklist: [
        'Delivered 2 hours after the call',
        'One dedicated vehicle, no transfers',
        'Signed proof of delivery at the biomedical entrance',
        'An estimated $50,000 in cancellation costs avoided',
      ],
    },
    {
      type: 'cards',
      id: 'lessons',
      eyebrow: 'Lessons for shippers',
      title: 'What the hospital\'s team did that saved time',
      intro:
        'Much of the speed came from the client\'s side of the call. These habits are worth copying in any clinical supply chain.',
      columns: 2,
      cards: [
        {
          icon: 'check',
          title: 'They knew where the spares were',
          description:
            'The supply chain team kept a current list of which facility held backup units, so they could name a pickup address in the first minute of the call.',
        },
        {
          icon: 'box',
          title: 'They had the crate details',
          description:
            'Dimensions and weight from the asset record let dispatch choose the right vehicle immediately, instead of sending a car and discovering it was too small.',
        },
        {
          icon: 'building',
          title: 'They warned both docks',
          description:
            'The sending site had the crate staged and the receiving hospital told security to expect a van, so neither end of the trip lost minutes.',
        },
        {
          icon: 'phone',
          title: 'They named one decision-maker',
          description:
            'A single contact could approve the price and answer questions, which meant dispatch never waited for a callback during the critical first hour.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related services',
      title: 'Services for hospital and clinical shipments',
      intro: 'The services that made this delivery possible, and related reading for clinical supply chain teams.',
      links: [
        {
          label: 'Medical Equipment Transport',
          href: '/medical-equipment-transport',
          description: 'Devices and clinical equipment handled carefully and delivered on hospital schedules.',
        },
        {
          label: 'Emergency Logistics',
          href: '/emergency-logistics',
          description: 'Our emergency team responds in 30 minutes and arranges pickup within 2 hours.',
        },
        {
          label: 'Same-Day Freight Delivery',
          href: '/same-day-freight-delivery',
          description: 'Dedicated regional moves delivered within 2-8 hours, not tomorrow morning.',
        },
        {
          label: 'White Glove Delivery',
          href: '/white-glove-delivery',
          description: 'Inside delivery and placement for equipment that needs extra care at the destination.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'next-step',
      eyebrow: 'Your emergency',
      title: 'Equipment down and a schedule at risk?',
      paragraphs: [
        'Call dispatch with the pickup site, the delivery site, the size and weight of what has to move and the time it must arrive. We answer 24/7/365, quote in minutes and can have a dedicated vehicle on its way while you are still arranging the paperwork.',
        'For planned moves of clinical equipment, request a quote ahead of time: agreeing the lane, the crate size and the contacts at both ends in advance makes moving day simpler for everyone.',
        'Many clinical teams also keep a short list of which sites hold spare units and who signs for deliveries after hours; it is the single most useful thing to have in hand when the call has to be made.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Quote', source: 'case_study_detail' },
        { kind: 'call', label: 'Call Dispatch Now' },
      ],
    },
  ],
};
