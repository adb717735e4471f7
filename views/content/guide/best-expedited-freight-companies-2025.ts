import type { GuidePageContent } from '../page-content.js';

/** Buyer's guide: how to choose an expedited freight company in 2025 (article-style, no competitors named). */
export const page: GuidePageContent = {
  family: 'guide',
  path: '/best-expedited-freight-companies-2025',
  published: '2025-01-01',
  author: 'Logistics Editorial Team',
  breadcrumb: 'Best Expedited Freight Companies 2025',
  quoteHookSource: 'best_expedited_freight_companies_2025',
  meta: {
    title: 'Best Expedited Freight Companies 2025',
    description:
      'How to choose an expedited freight company in 2025: the qualities that matter, five questions to ask, red flags and how to compare quotes fairly.',
    keywords: [
      'best expedited freight companies',
      'expedited freight company',
      'how to choose an expedited carrier',
      'expedited shipping provider',
      'time-critical freight',
      'expedited freight quote',
      'questions to ask a freight provider',
      'expedited trucking',
    ],
  },
  hero: {
    eyebrow: "2025 buyer's guide",
    title: 'Best Expedited Freight Companies in 2025: How to Choose One',
    intro:
      'Any carrier can promise speed on a sales call. The ones worth your freight prove it at 2 a.m. on a Sunday, when a line is down or an aircraft is grounded. This guide sets out what the best expedited freight companies do differently, the questions that expose a weak provider before you hand over a load, and how to read a quote so the cheapest number does not become the most expensive mistake. We are an expedited carrier ourselves, so our own figures appear here as a benchmark, not as the only answer.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'best_expedited_freight_companies_2025' },
      { kind: 'link', label: 'Learn More', href: '#key-qualities' },
    ],
    stats: [
      { value: '24/7/365', label: 'Live dispatch' },
      { value: '99.8%', label: 'On-time delivery' },
      { value: '15 min', label: 'Quote response' },
      { value: 'All 50', label: 'States covered' },
    ],
    panel: {
      title: 'In this guide',
      points: [
        'The qualities that matter most',
        'Why shippers switch providers',
        'Five questions to ask before booking',
        'How to compare quotes line by line',
        'Answers to common buyer questions',
      ],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'what-expedited-means',
      eyebrow: 'Start here',
      title: 'What "expedited" should mean before you compare anyone',
      paragraphs: [
        'Expedited freight is not a faster lane on an ordinary network. Standard LTL moves your pallet through terminals, where it waits to be consolidated with other freight, and a cross-country move routinely takes 5-7 days. A true expedited shipment is dedicated: one vehicle, one flight booking or one courier, assigned to your freight alone and moving straight from pickup to delivery. That is why expedited trucking typically runs 2-5 times faster and a coast-to-coast load can arrive in 1-2 days.',
        'The word gets stretched. Some providers label a guaranteed-date LTL service "expedited"; others quote a dedicated truck but hold it until they can fill it with someone else\'s freight. Before you compare prices, agree on the definition: is the vehicle exclusive to your shipment, when will it be at your dock, and what is the committed delivery time, stated in hours rather than days?',
        'The strongest companies also offer more than one mode. A 30 lb circuit board bound for the other coast may be fastest with an on-board courier or on the next flight out; a 6,000 lb machine base needs a straight truck and a team of drivers. A provider that sells only one mode will tend to fit your shipment to its equipment instead of to your deadline.',
      ],
    },
    {
      type: 'cards',
      id: 'key-qualities',
      eyebrow: 'Key qualities',
      title: 'Six qualities the best expedited freight companies share',
      intro:
        'Use these as a scorecard when you build a shortlist. Each one is something you can test before you hand over a shipment, not a slogan on a website.',
      columns: 3,
      cards: [
        {
          icon: 'phone',
          title: 'A person answers, every hour',
          description:
            'Emergencies ignore office hours. The best providers staff dispatch around the clock with people who can quote, book and reroute on the spot, not an after-hours line that takes a message and calls back in the morning.',
          features: ['Live dispatch 24/7/365', 'Booking decided on the first call'],
        },
        {
          icon: 'clock',
          title: 'A quote you can act on in minutes',
          description:
            'A strong quote arrives fast and names the mode, the vehicle or flight, the pickup time and the committed delivery time. If it takes half a day to price a hot load, the load is already late.',
          features: ['Quote response in minutes', 'Pickup and delivery times in writing'],
        },
        {
          icon: 'gear',
          title: 'The right mode, not the only mode',
          description:
            'Look for a provider that can choose among hand-carry, next flight out, air expedite and dedicated ground, and that will tell you when a cheaper mode still meets the deadline.',
          features: ['Air, ground and courier under one desk', 'Honest advice when slower is fine'],
        },
        {
          icon: 'truck',
          title: 'Equipment sized to the load',
          description:
            'A good dispatcher asks for dimensions and weight before quoting, then matches the vehicle, from a sprinter van for a few crates to a tractor trailer for a full load, instead of sending whatever is nearby.',
          features: ['Sprinter vans to 3,500 lbs', 'Box trucks to 26,000 lbs', 'Tractor trailers to 80,000 lbs'],
        },
        {
          icon: 'map',
          title: 'Tracking that speaks up first',
          description:
            'You should never have to chase your freight. Expect live position, milestone updates at pickup and delivery, and a call from dispatch the moment an ETA slips, with the recovery plan already moving.',
          features: ['GPS updates every 60 seconds', 'Proactive exception alerts'],
        },
        {
          icon: 'shield',
          title: 'Coverage that matches the value',
          description:
            'Ask for a certificate of insurance and compare its limit with what you ship. Standard carrier liability is often far below invoice value, and high-value freight, generally $50,000 and up, deserves explicit cargo coverage.',
          features: ['Cargo insurance up to $1M', 'Signed proof of delivery on every load'],
        },
      ],
    },
    {
      type: 'prose',
      id: 'why-shippers-switch',
      eyebrow: 'Why shippers switch',
      title: 'Why shippers switch expedited freight providers',
      paragraphs: [
        'Few logistics managers go looking for a new expedited carrier on a quiet day. They start looking the morning after a provider let them down: a pickup that never happened, a driver who went silent for six hours, an invoice twice the size of the quote. The same failures come up again and again, so they are worth knowing before you sign up with anyone.',
        'Price is rarely the real reason. Shippers who switch usually say the old provider was fine on routine loads and fell apart on the hard ones, which are the only loads that justify paying for expedited service in the first place. These are the failures shippers describe most often when they start looking for a new provider:',
      ],
      checklist: [
        'After-hours calls reached voicemail or an answering service that could not book',
        'The promised pickup time slid by hours because no vehicle was actually available',
        'A "dedicated" truck stopped to collect other freight on the way',
        'Tracking meant phoning for updates instead of receiving them',
        'Charges for waiting time, liftgates or after-hours delivery appeared only on the invoice',
        'A missed flight connection left nobody owning the recovery plan',
        'A damage claim stalled because coverage was lower than the shipper assumed',
      ],
    },
    {
      type: 'steps',
      id: 'five-questions',
      eyebrow: 'Before you book',
      title: 'Five questions to ask an expedited freight provider',
      intro:
        'Ask all five on the first call. How a provider answers, and how quickly, tells you more than any brochure or rate sheet.',
      steps: [
        {
          title: 'Who will physically move my freight?',
          text: 'You want a clear answer: a company driver, a vetted carrier partner or an on-board courier assigned to your shipment. A good provider tells you who holds the freight at each stage and stays accountable for all of them. A vague answer usually means the load will be passed along with nobody watching it.',
        },
        {
          title: 'When will the vehicle be at my dock, exactly?',
          text: 'Ask for a pickup time, not a pickup day. For emergencies, the best providers commit to pickup within about 2 hours; for standard same-day service, within about 4. If the answer is "we will let you know", the vehicle has not been found yet.',
        },
        {
          title: 'What happens if the plan fails?',
          text: 'Flights cancel and trucks break down. Ask what the backup is: a later flight already identified, a relay driver, a recovery vehicle. Providers who have thought about it answer in one sentence; the others change the subject.',
        },
        {
          title: 'What exactly does the quote include?',
          text: 'Ask whether the price is door to door, whether it covers fuel, waiting time, liftgate, inside delivery and after-hours or weekend handling, and how long it stays valid. An all-in number you can approve in minutes beats a low base rate followed by a list of extras.',
        },
        {
          title: 'How is my shipment covered, and how are claims handled?',
          text: 'Request the certificate of insurance, check the cargo limit against your declared value and confirm it applies to your commodity. Then ask how a claim is filed and who handles it. A signed, time-stamped proof of delivery should come standard.',
        },
      ],
    },
    {
      type: 'table',
      id: 'mode-by-deadline',
      eyebrow: 'Match the mode to the deadline',
      title: 'Which expedited mode fits your deadline',
      intro:
        'Good providers start from the deadline and work back to the mode. These are typical door-to-door windows for each option; actual timing depends on distance, flight schedules and the time the freight is ready.',
      caption: 'Typical expedited modes, transit windows and size limits',
      columns: ['Mode', 'Typical window', 'Best suited to', 'Size limit'],
      rows: [
        [
          'Hand-carry (on-board courier)',
          'Same-day to 24 hours domestic; 24-48 hours international',
          "Small, critical parts, documents and devices that must never leave a person's sight",
          'Carry-on size, about 22x14x9 inches and 50 lb',
        ],
        [
          'Next flight out',
          '4-8 hours domestic; 12-24 hours international',
          'Urgent freight too large to hand-carry, flown as cargo on the first available flight',
          'Airline cargo limits for the flight',
        ],
        ['Same-day ground', '2-8 hours', 'Regional moves where a direct drive beats airport handling', 'Sprinter vans to 3,500 lbs and larger trucks'],
        [
          'Express cargo',
          '2-4 hours local, 4-8 hours regional, next business day nationwide',
          'Time-definite deliveries across 100+ metro areas',
          'Up to 10,000 lbs',
        ],
        [
          'Expedited trucking',
          '1-2 days cross-country versus 5-7 days standard',
          'Heavy or bulky freight on an exclusive-use truck',
          'Tractor trailers up to 80,000 lbs',
        ],
        [
          'Overnight freight',
          'Pickup 5:00 PM-8:00 PM, delivery by 10:30 AM',
          'Next-morning needs at up to 50% less than same-day',
          'Up to 150 lbs',
        ],
      ],
      note: 'Windows are typical, not a promise for every lane. Ask dispatch for a committed time on your specific route.',
    },
    {
      type: 'prose',
      id: 'compare-quotes',
      eyebrow: 'Comparing quotes',
      title: 'How to compare expedited freight quotes fairly',
      paragraphs: [
        'Two expedited quotes for the same shipment can differ by half and both be honest, because they often price different things. One may be a dedicated sprinter leaving within the hour; the other a shared truck leaving tonight. Before comparing totals, make every provider quote the same scope.',
        'Send identical details to each: pickup and delivery addresses with dock or access notes, dimensions and weight of every piece, the commodity and its value, whether it can be stacked, the ready time and the latest acceptable delivery time. Then line the answers up against the list below. The lowest total that satisfies every line is the best price; a lower number that skips a line is a different service.',
      ],
      checklist: [
        'Door-to-door or airport-to-airport pricing',
        'Exclusive-use vehicle or consolidated with other freight',
        'Committed pickup time and committed delivery time',
        'Fuel, waiting time, liftgate and inside delivery included or extra',
        'After-hours, weekend and holiday handling charges',
        'Cargo coverage limit stated against your declared value',
        'How long the quoted price stays valid',
      ],
    },
    {
      type: 'stats',
      id: 'benchmarks',
      tone: 'dark',
      eyebrow: 'Benchmarks',
      title: 'Our numbers, as a benchmark for any provider',
      intro:
        'Ask every provider on your shortlist for its own figures and how it measures them. Here are ours, so you have something concrete to hold their answers against. A provider that cannot quote a single figure of its own is telling you something too.',
      stats: [
        { metric: '99.8%', label: 'On-time delivery', description: 'The standard we hold every expedited shipment to.' },
        { metric: '15 min', label: 'Quote response', description: 'A priced, bookable quote with pickup and delivery times.' },
        { metric: '2 hours', label: 'Emergency pickup', description: 'A vehicle or courier at your door for emergency loads.' },
        { metric: '60 sec', label: 'GPS updates', description: 'Live position reported on tracked shipments, day and night.' },
        { metric: '$1M', label: 'Cargo insurance', description: 'Coverage available up to $1M on most shipments.' },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Expedited freight buyer questions',
      items: [
        {
          question: 'Is the cheapest expedited quote ever the right choice?',
          answer:
            'Yes, when it covers the same scope as the others. Check that it is door to door, uses an exclusive vehicle, commits to pickup and delivery times and includes the accessorials your shipment needs. If it does, take it. If a line is missing, the saving usually returns as a surcharge or a missed deadline.',
        },
        {
          question: 'How much notice does an expedited provider need?',
          answer:
            'For a true emergency, very little: a provider with live dispatch can usually quote in minutes and have a vehicle or courier at your door within about 2 hours. Planned moves still benefit from notice. For major trade shows, book 2-4 weeks ahead so the right equipment and delivery appointment are secured.',
        },
        {
          question: 'What is the difference between expedited and standard freight?',
          answer:
            "Standard freight is consolidated and moves through terminals on the carrier's schedule, typically 5-7 days coast to coast. Expedited freight is dedicated to your shipment and moves on your deadline: 1-2 days cross-country by team truck, or the same day by air or courier.",
        },
        {
          question: 'Should I keep one expedited provider or several?',
          answer:
            'Many shippers keep a primary provider and a backup. What matters most is that the primary can handle every mode you realistically need, so an urgent load is never delayed while someone searches for a carrier that can do air, ground or hand-carry.',
        },
        {
          question: 'What information gets me the fastest quote?',
          answer:
            'Pickup and delivery addresses, piece count, dimensions and weight, the commodity and its value, the ready time, the required delivery time and any special handling such as liftgate, temperature control or security. With those in hand, a good dispatcher can price the load in minutes.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related services',
      title: 'Explore the services behind this guide',
      intro:
        'Each of these pages explains one expedited service in depth, with the timelines, equipment and questions that apply to it.',
      links: [
        {
          label: 'Expedited Freight Shipping',
          href: '/expedited-freight-shipping',
          description: 'Dedicated freight moves 2-5 times faster than standard shipping, from a single pallet to a full truckload.',
        },
        {
          label: 'Expedited Trucking',
          href: '/expedited-trucking-freight-services',
          description: 'How team drivers and exclusive-use trucks bring cross-country transit down to 1-2 days.',
        },
        {
          label: 'Secure Freight Transport',
          href: '/secure-freight-transport',
          description: 'Chain-of-custody handling for high-value and sensitive loads, with our highest cargo coverage limits.',
        },
        {
          label: 'White Glove Delivery',
          href: '/white-glove-delivery',
          description: 'Inside delivery, placement and setup for equipment that needs trained hands at the destination.',
        },
        {
          label: 'Case Studies',
          href: '/case-studies',
          description: 'Real expedited shipments, from a 2-hour emergency medical delivery to an aircraft-on-ground part.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'get-a-quote',
      eyebrow: 'Put us to the test',
      title: 'Add us to your shortlist',
      paragraphs: [
        'Run us through the same five questions you would ask anyone else. Call dispatch at any hour, describe the shipment and the deadline, and we will answer with a mode, a pickup time, a delivery time and a price, usually within 15 minutes.',
        'If a different mode would meet your deadline for less, we will say so. The goal is a delivery that lands on time with a signed proof of delivery, whether the load is a single envelope or a full trailer moving across the country.',
        'Have the pickup and delivery addresses, piece count, dimensions, weight and deadline ready when you call, and the quote can usually be approved and a pickup booked on the same call.',
      ],
      actions: [
        { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'best_expedited_freight_companies_2025' },
        { kind: 'call', label: 'Call Dispatch 24/7' },
      ],
    },
  ],
};
