import type { ServicePageContent } from '../page-content.js';

export const page: ServicePageContent = {
  family: 'service',
  path: '/secure-freight-transport',
  breadcrumb: 'Secure Freight Transport',
  service: {
    name: 'Secure Freight Transport',
    serviceType: 'Secure transport of high-value and sensitive freight',
  },
  meta: {
    title: 'Secure Freight Transport, Up to $5M',
    description:
      'Secure transport for high-value cargo: vetted drivers, sealed exclusive-use vehicles, GPS every 60 seconds and cargo insurance up to $5M.',
    keywords: [
      'secure freight transport',
      'high-value freight shipping',
      'secure cargo transport',
      'chain of custody shipping',
      'exclusive use truck',
      'sensitive freight delivery',
      'electronics freight security',
      'pharmaceutical secure transport',
    ],
  },
  hero: {
    eyebrow: 'Secure freight transport',
    title: 'Secure Freight Transport for High-Value and Sensitive Cargo',
    intro:
      'Prototype electronics, flight-critical components, controlled pharmaceuticals, servers full of data: when the value of a shipment or the harm of losing it is high, speed alone is not enough. Our secure freight service puts your cargo in an exclusive-use vehicle with a vetted driver, seals and documents it at pickup, tracks it continuously and hands it only to the person you name. Nothing is cross-docked, nothing waits in a terminal, and nobody else handles it along the way.',
    actions: [
      { kind: 'quote', label: 'Get a Secure Freight Quote', source: 'secure_freight_hero' },
      { kind: 'call', label: 'Speak With Dispatch' },
    ],
    stats: [
      { value: 'Up to $5M', label: 'Cargo insurance' },
      { value: '60 sec', label: 'GPS update interval' },
      { value: 'Zero', label: 'Security breaches' },
      { value: '24/7/365', label: 'Monitored dispatch' },
    ],
    panel: {
      title: 'Every secure shipment gets',
      points: [
        'A vetted driver and an exclusive-use vehicle',
        'Seal numbers recorded at pickup and checked at delivery',
        'Direct routing with no terminal or cross-dock stops',
        'Release only to a named, verified recipient',
      ],
    },
  },
  blocks: [
    {
      type: 'stats',
      id: 'security-record',
      eyebrow: 'Our record',
      title: 'Security you can measure',
      tone: 'dark',
      stats: [
        {
          metric: 'Up to $5M',
          label: 'Cargo insurance',
          description: 'Coverage sized for loads where a typical carrier liability limit would cover only a fraction of the value.',
        },
        {
          metric: 'Zero',
          label: 'Security breaches',
          description: 'No breach of a secure shipment in our care, a record we protect with every protocol on this page.',
        },
        {
          metric: '60 seconds',
          label: 'Between GPS updates',
          description: 'Dispatch sees where the vehicle is minute by minute and notices an unplanned stop at once.',
        },
        {
          metric: '99.8%',
          label: 'On-time delivery',
          description: 'Seal checks and recipient verification are built into the schedule, so security never costs you the deadline.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'what-is-secure-freight',
      eyebrow: 'The service',
      title: 'What makes freight transport secure',
      paragraphs: [
        'Most freight losses happen at the points where cargo changes hands or sits still: a terminal dock overnight, a trailer left in an unattended lot, a shipment split between carriers. Secure freight transport removes those points. Your shipment is loaded onto one vehicle, driven by one vetted driver or team, and travels directly from your dock to the consignee without consolidation with anyone else\'s goods.',
        'We recommend secure transport for shipments worth generally $50,000 or more, and for anything whose loss would stop a program or expose sensitive information, whatever its invoice value. Small items can travel with a hand-carry courier who keeps them within reach for the whole trip. Larger loads move in a sprinter van, box truck or tractor trailer sized to the freight, with team drivers on long routes so the vehicle keeps moving instead of parking overnight.',
      ],
      checklist: [
        'Exclusive-use vehicle, never consolidated',
        'No terminals, cross-docks or interline transfers',
        'Team drivers on long hauls to avoid overnight stops',
        'Hand-carry option for small, critical items',
      ],
    },
    {
      type: 'cards',
      id: 'industries',
      eyebrow: 'Industries',
      title: 'Industries that rely on secure freight',
      intro:
        'Each of these sectors ships cargo whose value goes beyond its price tag, whether in development time, patient care or national programs.',
      columns: 4,
      cards: [
        {
          icon: 'plane',
          title: 'Aerospace',
          href: '/industries-we-serve#aerospace-defense',
          description:
            'Avionics, engine components and flight-critical spares moved with documented custody from the shop to the hangar or test facility.',
        },
        {
          icon: 'shield',
          title: 'Defense',
          href: '/defense-industry-delivery',
          description:
            'Prototypes, test articles and program hardware for defense contractors, handled by vetted drivers with sealed, tracked loads.',
        },
        {
          icon: 'gear',
          title: 'Electronics',
          description:
            'Semiconductors, servers, engineering samples and pre-release devices that are high in value, easy to resell and attractive to theft.',
        },
        {
          icon: 'medical',
          title: 'Pharmaceuticals',
          href: '/industries-we-serve#pharmaceutical-biotech',
          description:
            'High-value therapies, clinical supplies and research materials that need both security and careful handling en route.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'secure-protocols',
      eyebrow: 'Protocols',
      title: 'Our secure transport protocols',
      intro: 'These protocols apply to every secure shipment, from a single sealed case to a full trailer.',
      steps: [
        {
          title: 'Vetted driver assignment',
          text: 'Only vetted drivers are assigned to secure freight. Their name and vehicle details are shared with your shipping contact before arrival, so an unexpected face at the dock is a signal to stop.',
        },
        {
          title: 'Sealed and documented pickup',
          text: 'The load is counted, photographed if you require it, and sealed. Seal numbers and piece counts go on the bill of lading and into the shipment record.',
        },
        {
          title: 'Direct, monitored transit',
          text: 'The vehicle follows the planned route with GPS updates every 60 seconds. Dispatch watches for deviations and unplanned stops and calls the driver right away if one appears.',
        },
        {
          title: 'Verified release',
          text: 'At delivery the driver confirms the recipient matches the name you gave us, the seal is checked against the record, and the recipient signs before the doors open.',
        },
      ],
      action: { kind: 'call', label: 'Discuss a Secure Shipment' },
    },
    {
      type: 'prose',
      id: 'security-checklist',
      eyebrow: 'Shipper checklist',
      title: 'A security checklist for your next high-value shipment',
      paragraphs: [
        'The transport is only one part of a secure shipment. The decisions made at your own dock matter just as much, and they cost little. Before you book, run through this list with your shipping and security teams. If something is missing, our dispatcher can help you fill the gap when you call.',
        'Keep the details of the shipment on a need-to-know basis. The fewer people who know what is leaving, when and on which vehicle, the smaller the opportunity for loss. Share the plan with the people who must act on it, and nobody else.',
      ],
      checklist: [
        'Declare the full value so insurance matches the cargo',
        'Use plain packaging with no brand names or contents on the outside',
        'Name the authorized recipients at delivery, with a backup',
        'Record serial numbers and piece counts before pickup',
        'Agree on seal numbers and who checks them at each end',
        'Confirm pickup and delivery times only with people who need them',
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Secure freight questions',
      items: [
        {
          question: 'When should I choose secure freight over standard expedited service?',
          answer:
            'When the cargo is worth generally $50,000 or more, when it is attractive to theft, or when its loss would halt a program or expose confidential designs. If you are unsure, describe the shipment to dispatch and we will recommend a level of protection.',
        },
        {
          question: 'How much insurance can I get?',
          answer:
            'Secure freight shipments can be insured for up to $5M. Give us the declared value with your quote request, and coverage is in place before the driver arrives.',
        },
        {
          question: 'Will my freight share a truck with other shipments?',
          answer:
            'No. Secure freight travels in an exclusive-use vehicle. It is not consolidated, cross-docked or transferred to another carrier between your dock and the consignee.',
        },
        {
          question: 'What if the recipient is not available at delivery?',
          answer:
            'The driver does not leave the freight with anyone who is not on the authorized list. Dispatch contacts you and the backup recipient, and the shipment stays secured in the vehicle until release is confirmed.',
        },
        {
          question: 'Can you move secure freight overseas?',
          answer:
            'Yes. For international moves, a hand-carry courier can keep a small item within reach on the flight, typically delivering in 24-48 hours, and larger cargo can move by next flight out to 150+ countries.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Keep reading',
      title: 'Related services and guides',
      intro: 'Secure freight often works alongside these services. Our buyer guide explains what to ask any expedited carrier before you trust it with high-value cargo.',
      links: [
        {
          label: 'Best expedited freight companies 2025',
          href: '/best-expedited-freight-companies-2025',
          description: 'A buyer guide to the qualities that matter in an expedited carrier.',
        },
        {
          label: 'Defense Industry Delivery',
          href: '/defense-industry-delivery',
          description: 'Practices for defense and government contractor freight.',
        },
        {
          label: 'Hand-Carry Courier',
          href: '/hand-carry-on-board-courier',
          description: 'Small, critical items that never leave the courier.',
        },
        {
          label: 'White Glove Delivery',
          href: '/white-glove-delivery',
          description: 'Inside placement and unpacking for valuable equipment.',
        },
        {
          label: 'Expedited Trucking',
          href: '/expedited-trucking-freight-services',
          description: 'Team drivers and dedicated trucks, 1-2 days coast to coast.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'get-a-quote',
      eyebrow: 'Start securely',
      title: 'Plan a secure shipment with our dispatch team',
      paragraphs: [
        'Tell us what you are shipping, its declared value, the pickup and delivery sites and who is authorized to receive it. We will recommend the vehicle, the protocol and the insurance level, and send a quote in minutes.',
        'If the details are sensitive, call instead of writing them down: a dispatcher will take the information by phone and keep it to the people who need it to move your freight. Because we book pickups around the clock, a secure collection can also be set for a night or weekend slot when your dock is quiet.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Secure Freight Quote', source: 'secure_freight_cta' },
        { kind: 'call', label: 'Call Dispatch' },
      ],
    },
  ],
};
