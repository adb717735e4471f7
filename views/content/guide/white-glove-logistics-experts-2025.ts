import type { GuidePageContent } from '../page-content.js';

/** Buyer's guide: choosing a white glove logistics partner in 2025, with an industry table. No competitors named. */
export const page: GuidePageContent = {
  family: 'guide',
  path: '/white-glove-logistics-experts-2025',
  published: '2025-09-30',
  author: 'Logistics Editorial Team',
  breadcrumb: 'White Glove Logistics Experts 2025',
  quoteHookSource: 'white_glove_guide_hero',
  meta: {
    title: 'White Glove Logistics Experts 2025',
    description:
      "A 2025 buyer's guide to white glove logistics: service levels, needs by industry, site preparation, comparing quotes and the questions to ask.",
    keywords: [
      'white glove logistics',
      'white glove delivery',
      'white glove shipping',
      'inside delivery and installation',
      'trade show logistics',
      'medical equipment delivery',
      'retail rollout logistics',
      'white glove logistics experts 2025',
    ],
  },
  hero: {
    eyebrow: "2025 buyer's guide",
    title: "White Glove Logistics Experts in 2025: A Buyer's Guide",
    intro:
      '"White glove" is painted on plenty of trucks and means very different things inside them. For one provider it is a second person on the liftgate; for another it is a site survey, a padded vehicle, placement in the right room, setup and every scrap of packaging hauled away. This guide helps you pin down what you are buying, which industries need which level of service, how to prepare the delivery site and how to spot a quote that will grow once the truck arrives.',
    actions: [
      { kind: 'quote', label: 'Get a White Glove Quote', source: 'white_glove_guide_hero' },
      { kind: 'link', label: 'Compare by Industry', href: '#by-industry' },
    ],
    stats: [
      { value: '24/7/365', label: 'Dispatch' },
      { value: '99.8%', label: 'On-time delivery' },
      { value: '$1M', label: 'Cargo insurance' },
      { value: 'All 50', label: 'States served' },
    ],
    panel: {
      title: 'What expert white glove includes',
      points: [
        'A site check before the truck is dispatched',
        'Trained two-person crews and padded handling',
        'Placement, unpacking and setup as agreed',
        'Debris removal and photo proof of delivery',
      ],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'service-levels',
      eyebrow: 'Know what you are buying',
      title: 'The levels of white glove service, and where they differ',
      paragraphs: [
        'Delivery services sit on a ladder. At the bottom is curbside or dock delivery: the driver brings the freight to the tailgate and the rest is up to you. Threshold delivery moves it just inside the first door. Inside or room-of-choice delivery takes it to a named room, which can mean stairs, freight elevators and tight corridors.',
        "True white glove adds the steps that take skill rather than muscle: unpacking, inspecting for concealed damage with your representative present, placing the item exactly where it will be used, basic assembly or leveling, and removing crates, pallets and packaging. Some jobs also mean coordinating with a manufacturer's technician who performs the final installation or calibration.",
        'None of these levels is wrong; they are different products at different prices. Trouble starts when the quote says "white glove" and the crew on site believes it means threshold. Put the level, and every task within it, in writing before you book.',
      ],
    },
    {
      type: 'table',
      id: 'by-industry',
      eyebrow: 'By industry',
      title: 'White glove needs by industry',
      intro:
        'Every industry means something slightly different by careful handling. This table shows the shipments we see most often, why they need more than a standard delivery and the timelines that usually apply.',
      caption: 'Typical white glove shipments, reasons and timelines by industry',
      columns: ['Industry', 'Typical shipment', 'Why white glove', 'Typical timeline'],
      rows: [
        [
          'Healthcare & hospitals',
          'Diagnostic equipment, lab analyzers, patient-room equipment for a new wing',
          'Deliveries must fit around clinical schedules and infection-control rules, and placement must be exact for the installer',
          'Same-day in 2-8 hours regionally; 1-2 days cross-country',
        ],
        [
          'Retail',
          'Store fixtures, displays and point-of-sale hardware for a multi-store rollout',
          'Every store opens on the same date and needs an identical setup, often after hours',
          'Scheduled store windows; 1-2 days cross-country by dedicated truck',
        ],
        [
          'Trade shows & events',
          'Exhibit crates, booth structures and product displays',
          'Convention centers enforce strict move-in windows and marshaling rules',
          'Book 2-4 weeks ahead for major shows; arrival timed to the move-in window',
        ],
        [
          'Technology & data centers',
          'Servers, network equipment and lab instruments',
          'Heavy, shock-sensitive gear must pass secure entries, raised floors and narrow aisles',
          'Same-day in 2-8 hours regionally; 1-2 days cross-country',
        ],
        [
          'Manufacturing & industrial',
          'Precision measuring instruments, control cabinets, prototype machines',
          'A single jolt can undo a calibration, and placement must suit the plant floor',
          '1-2 days cross-country by dedicated truck; same-day regionally',
        ],
        [
          'Aerospace & defense',
          'Test equipment, ground support components, sensitive assemblies',
          'High-value, often controlled items need a documented chain of custody as well as careful hands',
          'Same-day in 2-8 hours regionally; 1-2 days cross-country',
        ],
        [
          'Pharmaceutical & biotech',
          'Laboratory incubators, freezers and analyzers',
          'Labs need equipment placed and ready for validation, with packaging kept out of clean areas',
          'Same-day in 2-8 hours regionally; 1-2 days cross-country',
        ],
      ],
      note: 'Timelines are typical for dedicated service and depend on distance, site access and appointment windows. Expedited trucking runs 1-2 days cross-country versus 5-7 days for standard freight.',
    },
    {
      type: 'cards',
      id: 'expert-traits',
      eyebrow: 'What experts do',
      title: 'How white glove experts work differently',
      intro: 'These habits separate a crew that delivers a product from a crew that completes a job.',
      columns: 3,
      cards: [
        {
          icon: 'building',
          title: 'They survey before they quote',
          description:
            'Expert teams ask about the path from truck to final position: dock or curb, door widths, elevator size and capacity, stairs, floor protection rules and delivery-hour limits. Large or unusual items get a photo walk-through first.',
        },
        {
          icon: 'gear',
          title: 'They match equipment to the item',
          description:
            'Liftgates, pallet jacks, dollies, stair equipment, ramps and floor runners are chosen for the item and the building. For shock-sensitive equipment, ask whether the vehicle has air-ride suspension.',
        },
        {
          icon: 'users',
          title: 'They send trained crews',
          description:
            'Two-person crews are the norm for anything heavy, and the crew should know blanket wrap, corner protection and how to move equipment that must stay upright or level.',
        },
        {
          icon: 'shield',
          title: 'They protect the site too',
          description:
            'Floors, walls, door frames and elevator cabs get covered before the item moves. Good crews leave the space as they found it, minus the packaging.',
        },
        {
          icon: 'check',
          title: 'They document everything',
          description:
            'Photos at pickup and at placement, a condition check with your representative, a signed proof of delivery and notes on anything unusual. If a claim is ever needed, this record settles it quickly.',
        },
        {
          icon: 'map',
          title: 'They keep you informed',
          description:
            'Live tracking, an ETA call before arrival and a named dispatcher you can reach at any hour. Ours reports GPS position every 60 seconds.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'plan-your-delivery',
      eyebrow: 'Planning a delivery?',
      title: 'Talk through your white glove job with our team',
      paragraphs: [
        'If you are weighing providers for an upcoming install, rollout or show, a short call settles most of the unknowns. Tell us what the item is, where it is going, how it enters the building and what should happen once it is inside. We will tell you which service level fits, what the site needs to have ready and how long the job should take.',
        'We handle white glove deliveries for retail rollouts, trade show exhibits and hospital installs, with dispatch staffed 24/7/365 and cargo insurance up to $1M. The quote comes back within minutes, so you can hold it against the checklist further down this page.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a White Glove Quote', source: 'white_glove_guide_cta' },
        { kind: 'call', label: 'Call Our Team' },
      ],
    },
    {
      type: 'steps',
      id: 'site-prep',
      eyebrow: 'Preparation',
      title: 'How to prepare your site for a white glove delivery',
      intro: 'Most failed white glove deliveries fail at the building, not on the road. Five steps prevent nearly all of them.',
      steps: [
        {
          title: 'Measure the whole path',
          text: 'Measure every door, hallway corner, elevator cab and stairwell between the truck and the final spot, and compare them with the crated and uncrated sizes. The item that fits the room but not the elevator is the classic failed delivery.',
        },
        {
          title: 'Confirm access and timing',
          text: 'Reserve the dock or loading zone and the freight elevator, and check building rules on delivery hours, certificates of insurance and escorts. Hospitals, malls and convention centers each have their own requirements.',
        },
        {
          title: 'Ready the destination space',
          text: 'Clear the placement area, confirm power, data and floor load where the equipment needs them, and decide who removes the old unit if this delivery is a replacement.',
        },
        {
          title: 'Name one on-site contact',
          text: 'One person with authority to accept, inspect and sign, reachable by mobile, saves more time than any other step. Give the crew that name before the truck is dispatched.',
        },
        {
          title: 'Agree on the finish line',
          text: 'Write down what "done" means: uncrated, placed, leveled, connected, packaging removed, photos sent. The crew works to that list and you sign against it.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'compare-quotes',
      eyebrow: 'Comparing quotes',
      title: 'How to compare white glove quotes line by line',
      paragraphs: [
        'White glove pricing varies more than almost any other freight service because the labor at each end varies so much. A quote that looks high may simply include the stairs, the second crew member and the debris removal that a cheaper quote will bill afterwards.',
        'Send every provider the same job description, with photos of the site, and ask each to price the same task list. Compare these lines side by side before you look at the total:',
      ],
      checklist: [
        'Service level stated: dock, threshold, room of choice or full white glove',
        'Crew size and estimated labor time on site',
        'Stairs, long carries and elevator handling',
        'Unpacking, assembly, leveling and debris removal',
        'Waiting time if the site is not ready',
        'Appointment window and after-hours delivery',
        'Storage or staging if the site opening slips',
        'Cargo coverage limit and how damage is documented',
      ],
    },
    {
      type: 'stats',
      id: 'our-standards',
      tone: 'dark',
      eyebrow: 'Standards',
      title: 'Numbers to expect from a white glove partner',
      intro: 'Ask every provider you are considering for its figures, and how each one is measured. These are the ones our white glove teams work to, so you have a baseline for the conversation.',
      stats: [
        { metric: '99.8%', label: 'On-time delivery', description: 'Appointment windows matter more in white glove than anywhere else.' },
        { metric: '24/7/365', label: 'Live dispatch', description: 'After-hours installs and overnight store resets need someone on the line.' },
        { metric: '$1M', label: 'Cargo insurance', description: 'Coverage up to $1M on most shipments.' },
        { metric: '2-4 weeks', label: 'Trade show lead time', description: 'Our booking advice for major shows and convention centers.' },
        { metric: '10+', label: 'Industries served', description: 'From hospitals and labs to retail chains and exhibitors.' },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'White glove logistics questions',
      items: [
        {
          question: 'Is white glove the same as inside delivery?',
          answer:
            'No. Inside delivery moves the item into the building, usually just past the first door or to a room you name. White glove adds skilled handling: unpacking, exact placement, basic assembly or setup and removal of the packaging. Always confirm which tasks are included before booking.',
        },
        {
          question: 'Will a white glove crew install my equipment?',
          answer:
            "It depends on the equipment. Crews commonly uncrate, position, level and connect simple items. Medical, laboratory and industrial systems often require the manufacturer's technician for final installation or calibration; a good provider schedules around that visit and has the item placed and ready.",
        },
        {
          question: 'How far ahead should I book white glove service?',
          answer:
            'Urgent moves can often be handled the same day, and routine deliveries a few days out. For major trade shows, book 2-4 weeks ahead; for multi-site retail rollouts, start planning as soon as store dates are fixed so crews and appointments line up.',
        },
        {
          question: 'What should I do if an item arrives damaged?',
          answer:
            'Inspect with the crew before signing, note any damage on the proof of delivery and keep the photos. That record, plus a cargo coverage limit that matches the value of the item, is what makes a claim straightforward. Ask about coverage before booking, not after.',
        },
        {
          question: 'Can white glove be combined with expedited transit?',
          answer:
            'Yes. A dedicated truck can complete a cross-country white glove delivery in 1-2 days, and regional moves can be done the same day in 2-8 hours, with placement and setup at the destination handled as part of the same booking.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related',
      eyebrow: 'Related',
      title: 'White glove services and examples',
      intro: 'Go deeper into the service itself, or into the industries and shipment types where careful handling matters most.',
      links: [
        {
          label: 'White Glove Delivery',
          href: '/white-glove-delivery',
          description: 'Our white glove service for retail rollouts, trade show exhibits and hospital installs.',
        },
        {
          label: 'Retail & Trade Show Logistics',
          href: '/retail-trade-show-logistics',
          description: 'Convention center move-ins, store rollouts and event venues on a fixed date.',
        },
        {
          label: 'Medical Equipment Transport',
          href: '/medical-equipment-transport',
          description: 'Time-critical handling for clinical, diagnostic and hospital equipment.',
        },
        {
          label: 'Secure Freight Transport',
          href: '/secure-freight-transport',
          description: 'Documented custody for high-value freight that cannot be left unattended.',
        },
        {
          label: 'Case Study: 2-Hour Medical Delivery',
          href: '/case-studies/medical-equipment-2-hour-delivery',
          description: 'An emergency medical equipment delivery completed within 2 hours.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'final-cta',
      eyebrow: 'Book with confidence',
      title: 'Ready to schedule a white glove delivery?',
      paragraphs: [
        'Send us the item, its crated size and weight, the pickup point, the delivery site and the finish line you have in mind, from "placed in the lab" to "unpacked, leveled and ready for the technician". We will confirm the service level, the crew and the appointment window before anything moves.',
        'Dispatch is staffed around the clock for installs that have to happen overnight or over a weekend, and every delivery closes with photos and a signed proof of delivery you can file with the project.',
      ],
      actions: [
        { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'white_glove_guide_final' },
        { kind: 'call', label: 'Speak With Dispatch' },
      ],
    },
  ],
};
