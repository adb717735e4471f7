import type { CompanyPageContent } from '../page-content.js';

export const page: CompanyPageContent = {
  family: 'company',
  path: '/carrier-partner-application',
  breadcrumb: 'Carrier Partner Application',
  quoteHookSource: 'carrier_partner_page',
  meta: {
    title: 'Carrier Partner Application',
    description:
      'Owner-operators and fleets: haul time-critical freight with our 24/7 dispatch. Sprinter vans, box trucks, straight trucks, hot shot rigs and tractor trailers.',
    keywords: [
      'carrier partner application',
      'owner operator expedite loads',
      'expedited carrier partners',
      'sprinter van carrier',
      'hot shot carrier',
      'box truck loads',
      'fleet partnership',
    ],
  },
  hero: {
    eyebrow: 'Carrier partners',
    title: 'Carrier Partner Application for Owner-Operators and Fleets',
    intro:
      'Expedited freight needs trucks that are ready to roll when the phone rings. We move urgent loads for manufacturers, hospitals, aerospace teams and other shippers every day of the year, and we partner with owner-operators and fleets who run clean, communicate well and take pride in arriving on time. If that describes your operation, from a single sprinter van to a fleet of tractor trailers, apply below.',
    actions: [
      { kind: 'link', label: 'Apply Now', href: '#apply' },
      { kind: 'call', label: 'Call Carrier Relations' },
    ],
    stats: [
      { value: '5,000+', label: 'Shipments a month' },
      { value: 'All 50', label: 'States with freight moving' },
      { value: '24/7/365', label: 'Dispatch you can reach' },
    ],
    panel: {
      title: 'Have these ready to apply',
      points: [
        'Your USDOT number (MC number if you have one)',
        'The equipment you run',
        'The states you want to work in',
        'Confirmation of your cargo and liability insurance',
      ],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'why-carriers',
      eyebrow: 'Why run with us',
      title: 'Why carriers haul expedited freight with us',
      paragraphs: [
        'Expedited loads are different from general freight. They are usually booked within hours of pickup, they move direct with no terminal stops, and the receiver is waiting for them: a plant with a line down, a hospital with a procedure on the schedule, a hangar with an aircraft on the ground. For a carrier, that means runs with a clear purpose and a shipper who genuinely cares that you got there.',
        'Our dispatch team works around the clock, so when you are rolling at 3 a.m. and the receiver changes the dock, there is a live person to call. Before you accept a load you get what you need to decide: pickup and delivery points, timing, weight, dimensions and any handling notes. After that, one dispatcher stays with the shipment, not a rotating inbox.',
        'With 5,000+ shipments a month across all 50 states, our freight is spread across the equipment classes listed below, so small vans and full tractor trailers both have a place in the network.',
      ],
    },
    {
      type: 'table',
      id: 'equipment',
      eyebrow: 'Equipment',
      title: 'Equipment classes we dispatch',
      intro:
        'Expedited shippers pick the smallest vehicle that meets the deadline, so every size of truck gets work. Capacities below are the figures we plan loads around.',
      caption: 'Equipment we dispatch and the loads each typically carries',
      columns: ['Equipment', 'Planning capacity', 'Typical expedited loads'],
      rows: [
        ['Sprinter van', 'Up to 3,500 lbs', 'Urgent parts, medical devices, small crated equipment, trade show cases'],
        ['Box truck', 'Up to 26,000 lbs', 'Palletized freight, white glove deliveries, retail and event materials'],
        ['Straight truck', 'Up to 40,000 lbs', 'Heavier industrial freight, multi-pallet shipments, equipment with liftgate needs'],
        ['Hot shot rig', 'Depends on truck and trailer', 'Machinery, oilfield and energy parts, flatbed loads that cannot wait for a full truck'],
        ['Tractor trailer', 'Up to 80,000 lbs', 'Full truckload expedite, team runs, long-haul critical shipments'],
      ],
      note: 'The application also lists cargo vans, flatbeds, dry vans and reefers: select everything your operation runs.',
    },
    {
      type: 'cards',
      id: 'what-we-look-for',
      eyebrow: 'Requirements',
      title: 'What we look for in a carrier partner',
      intro:
        'Our shippers trust us with freight that cannot be late or damaged. These four qualities are how we decide who carries it.',
      columns: 2,
      cards: [
        {
          icon: 'check',
          title: 'Active operating authority',
          description:
            'An active USDOT number is required, and your MC number too if your operation has one. We verify authority before any load is offered.',
        },
        {
          icon: 'shield',
          title: 'Insurance in force',
          description:
            'At least the cargo and liability insurance the law requires for your operation, with certificates you can send during onboarding and keep current.',
        },
        {
          icon: 'clock',
          title: 'Reliability on the clock',
          description:
            'Showing up at pickup when you said you would and running direct. On expedited freight the promised time is the product, so consistency matters most.',
        },
        {
          icon: 'phone',
          title: 'Communication on the road',
          description:
            'Answering dispatch, sharing location updates and calling early if anything changes. A delay we hear about in time can be managed; a surprise cannot.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'onboarding',
      eyebrow: 'Onboarding',
      title: 'How onboarding works',
      intro: 'We keep onboarding short so you can get to the freight, but we do not skip the checks our shippers count on.',
      steps: [
        {
          title: 'Apply online',
          text: 'Fill in the application below with your company details, USDOT and MC numbers, equipment, the states you serve and your insurance confirmation.',
        },
        {
          title: 'Verification',
          text: 'Our team checks your authority and safety record and reviews your insurance. If something is missing, we contact you rather than quietly rejecting the file.',
        },
        {
          title: 'Paperwork and setup',
          text: 'You send your certificate of insurance and tax form, sign the carrier agreement, and tell us your preferred lanes, home base and availability.',
        },
        {
          title: 'First load offer',
          text: 'When freight matches your equipment and location, dispatch contacts you with the full load details. You decide whether to take it.',
        },
        {
          title: 'Ongoing partnership',
          text: 'Carriers who run on time and communicate well become the first call for their lanes, which is how steady expedited work is built.',
        },
      ],
      action: { kind: 'link', label: 'Apply Now', href: '#apply' },
    },
    {
      type: 'faq',
      id: 'carrier-faq',
      eyebrow: 'Questions from carriers',
      title: 'Carrier partner FAQ',
      items: [
        {
          question: 'Do you work with single-truck owner-operators?',
          answer:
            'Yes. This program is for owner-operators and fleets alike. A single sprinter van or hot shot rig in the right place can be exactly what an urgent shipment needs.',
        },
        {
          question: 'Is an MC number required?',
          answer:
            'The application requires your USDOT number. Include your MC number if your operation has one; whether you need it depends on the freight you haul, and we review it during verification.',
        },
        {
          question: 'How are rates set for a load?',
          answer:
            'We do not publish pay rates on this page. Each load offer comes with its details and its rate, and you see both before you accept the run.',
        },
        {
          question: 'What does an expedited load expect from the driver?',
          answer:
            'A prompt pickup, a direct run without unnecessary stops, location updates when dispatch asks, careful handling and a signed proof of delivery. White glove loads may also include inside delivery.',
        },
        {
          question: 'Can I choose the states and lanes I run?',
          answer:
            'Yes. The application asks which states you serve, and during setup you tell us your home base and preferred lanes so offers fit where you want to be.',
        },
      ],
    },
    {
      type: 'form',
      form: 'carrier',
      eyebrow: 'Apply',
      title: 'Apply to become a carrier partner',
      intro: 'The application takes a few minutes. The fields marked with an asterisk are the ones we need to start verification.',
      paragraphs: [
        'Tell us your company name, a contact person, phone and e-mail. Enter your USDOT number (digits only) and your MC number if you have one, tick every type of equipment you operate, and choose the states where you want to run. You will also be asked to confirm that your operation holds at least the cargo and liability insurance the law requires.',
        'The message box is the place to add anything that helps us match freight to you: the number of trucks and drivers, team capability, liftgates or pallet jacks, hazmat endorsements, or the cities you return to most. Our carrier team reviews every application and contacts you about next steps.',
      ],
    },
  ],
};
