import type { CaseStudyPageContent } from '../page-content.js';

export const page: CaseStudyPageContent = {
  family: 'case-study',
  path: '/case-studies/prototype-hand-carry-borders',
  breadcrumb: 'Prototype Hand-Carried Across Borders',
  parent: { label: 'Case Studies', href: '/case-studies' },
  quoteHookSource: 'case_study_detail',
  meta: {
    title: 'Prototype Hand-Carried Across Borders',
    description:
      'Case study: an engineering firm\'s only prototype reached an overseas test lab in 14 hours with an on-board courier, saving $25,000.',
    keywords: [
      'international hand carry courier',
      'prototype shipping overseas',
      'on-board courier case study',
      'hand carry customs clearance',
      'urgent international courier',
      'engineering prototype transport',
    ],
  },
  facts: [
    { label: 'Client', value: 'An engineering firm' },
    { label: 'Industry', value: 'Engineering and product development' },
    { label: 'Service', value: 'International hand-carry (on-board courier)' },
    { label: 'Timeframe', value: '14 hours, door to door' },
    { label: 'Savings', value: '$25,000' },
  ],
  hero: {
    eyebrow: 'Case study · International courier',
    title: 'A One-of-a-Kind Prototype Hand-Carried Across Borders in 14 Hours',
    intro:
      'An engineering firm had spent months building a single working prototype, and an overseas test laboratory had reserved a slot for it that could not simply be moved. When the build ran late, ordinary international shipping would have missed the date. One of our on-board couriers collected the prototype in the evening, flew with it overnight as carry-on, presented it to customs on arrival and delivered it to the laboratory 14 hours after pickup, in time for testing to begin as booked.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'case_study_detail' },
      { kind: 'link', label: 'Read the Journey', href: '#timeline' },
    ],
    stats: [
      { value: '14 hours', label: 'Pickup to laboratory' },
      { value: '$25,000', label: 'Saved for the client' },
    ],
  },
  blocks: [
    {
      type: 'prose',
      id: 'challenge',
      eyebrow: 'The challenge',
      title: 'One prototype, one test slot and a border in between',
      paragraphs: [
        'Test laboratories book their chambers and engineers weeks ahead. Missing a slot does not just cost a rebooking fee; it pushes the whole program back while the firm waits for the next opening, and the engineers who had planned to travel for the test sit idle or change flights.',
        'The prototype was the only one in existence, hand-assembled and sensitive to shock. Sending it through an express network meant sorting hubs, conveyor belts and a customs queue the firm could not see into, with a delivery estimate that landed after the test was due to start. Losing or damaging it would have cost far more than the shipment itself. The firm needed a person who would keep the case in hand from their lab bench to the laboratory\'s receiving desk, and who knew what to do at a border.',
      ],
    },
    {
      type: 'steps',
      id: 'timeline',
      eyebrow: 'The solution',
      title: 'How the prototype traveled, hour by hour',
      intro:
        'A hand-carry is simple to describe and detailed to execute: one courier, one case, and paperwork that answers every question before an officer asks it.',
      steps: [
        {
          title: 'Planning the route and the papers',
          text: 'Dispatch booked the courier on the evening\'s overnight flight and sent the firm a list of documents to prepare: a commercial invoice describing the prototype and its value, and the firm\'s own export classification of the item.',
        },
        {
          title: 'Collection from the engineering lab',
          text: 'The courier collected the prototype, packed by the firm in a padded hard case within carry-on limits, checked the documents against the case and sent the firm a photo of the sealed handover.',
        },
        {
          title: 'Through the departure airport',
          text: 'The case went through security screening with the courier, who had the paperwork ready to explain the contents, and then traveled in the cabin, never in the hold.',
        },
        {
          title: 'Customs on arrival',
          text: 'On landing, the courier declared the prototype rather than walking through with it, presented the invoice and supporting documents, and cleared it with help from the customs broker the firm had arranged.',
        },
        {
          title: 'Delivered to the test lab',
          text: 'The courier drove straight to the laboratory and handed the case to its receiving engineer, 14 hours after collection, with proof of delivery sent home to the firm.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'result',
      eyebrow: 'The result',
      title: 'Testing started on schedule and $25,000 was saved',
      paragraphs: [
        'The prototype arrived intact the morning the test was due to begin. The laboratory ran its program as booked, and the firm\'s engineers joined on the planned day instead of rebooking their own travel.',
        'The firm estimated it avoided about $25,000 in rescheduling fees, idle engineering time and changed travel by keeping the slot, before counting the weeks a later opening would have added to the product schedule. Fourteen hours door to door was also well inside the 24-48 hours an international hand-carry usually takes, because the courier was booked on the first suitable flight the same evening.',
      ],
      checklist: [
        '14 hours from the engineering lab to the test laboratory',
        'The prototype stayed in the courier\'s hands the whole way',
        'Declared and cleared at customs on arrival',
        'About $25,000 in rescheduling costs avoided',
      ],
    },
    {
      type: 'cards',
      id: 'lessons',
      eyebrow: 'Lessons for shippers',
      title: 'How to prepare a prototype for an international hand-carry',
      intro:
        'The engineering firm made the courier\'s job easy. Shippers planning a similar move can follow the same checklist.',
      columns: 2,
      cards: [
        {
          icon: 'box',
          title: 'Pack for the cabin',
          description:
            'A padded hard case that fits carry-on limits, about 22x14x9 inches and 50 lb, keeps the item with the courier. Anything larger has to fly as cargo instead.',
        },
        {
          icon: 'briefcase',
          title: 'Prepare the commercial invoice',
          description:
            'Describe what the item is, what it does, its value and that it is a prototype for testing. A vague description is the most common reason for delay at customs.',
        },
        {
          icon: 'shield',
          title: 'Check export rules early',
          description:
            'Engineering prototypes can be subject to export controls. Confirm the classification, and any license it needs, before the courier is booked.',
        },
        {
          icon: 'globe',
          title: 'Plan the return trip',
          description:
            'If the prototype is coming back, ask your customs broker whether temporary import documents, such as an ATA Carnet, suit the destination.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related services',
      title: 'Services for international and high-value shipments',
      intro: 'Ways to move a critical item across a border, and reading to help you choose between them.',
      links: [
        {
          label: 'Hand-Carry On-Board Courier',
          href: '/hand-carry-on-board-courier',
          description: 'Courier dispatch within 30 minutes; 24-48 hours for most international deliveries.',
        },
        {
          label: 'Secure Freight Transport',
          href: '/secure-freight-transport',
          description: 'Tracked, chain-of-custody moves for items too valuable or sensitive to risk in a network.',
        },
        {
          label: 'Next Flight Out Shipping',
          href: '/next-flight-out-shipping',
          description: 'When the item is too big to carry on: the first commercial flight, 12-24 hours international.',
        },
        {
          label: 'Choosing a Hand-Carry Courier',
          href: '/top-hand-carry-couriers-2025',
          description: 'A buyer\'s guide to what strong on-board courier providers do and what to ask them.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'next-step',
      eyebrow: 'Your shipment',
      title: 'Need something carried to another country tonight?',
      paragraphs: [
        'Tell dispatch what the item is, its size and weight, where it is now and where it has to be. We reach 150+ countries, with partners in 50+ of them, and can have a courier on the way to you within 30 minutes.',
        'Send the commercial invoice details with your request if you have them; the earlier the paperwork is settled, the sooner the courier can board the first suitable flight.',
        'Planning a trade show demo, a customer trial or a certification test abroad? Talk to us while the date is still weeks away, and we will help you plan the courier, the flight and the documents together.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Hand-Carry Quote', source: 'case_study_detail' },
        { kind: 'call', label: 'Call Dispatch Now' },
      ],
    },
  ],
};
