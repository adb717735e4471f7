import type { ServicePageContent } from '../page-content.js';

/** Miami and South Florida courier service: same-day, hand-carry and next flight out through MIA and FLL. */
export const page: ServicePageContent = {
  family: 'service',
  path: '/miami-courier-service',
  breadcrumb: 'Miami Courier Service',
  service: {
    name: 'Miami Courier Service',
    serviceType: 'Same-day, hand-carry and next flight out courier service',
    areaServed: 'Miami and South Florida (Miami-Dade, Broward and Palm Beach counties)',
  },
  meta: {
    title: 'Miami Courier Service, 24/7',
    description:
      'Miami and South Florida courier: same-day vans, hand-carry couriers and next flight out through MIA and FLL, 24/7/365 with cargo insurance up to $1M.',
    keywords: [
      'Miami courier service',
      'South Florida same-day delivery',
      'Miami hand carry courier',
      'next flight out Miami',
      'MIA air freight courier',
      'Fort Lauderdale courier',
      'Miami medical courier',
      'AOG parts Miami',
    ],
  },
  hero: {
    eyebrow: 'Miami & South Florida courier',
    title: 'Miami Courier Service for Same-Day, Hand-Carry and Next Flight Out Freight',
    intro:
      'From a hospital in Miami-Dade to a yacht yard in Fort Lauderdale or an aircraft waiting on the ramp at MIA, our dispatch team moves urgent freight across South Florida around the clock. We run same-day vans up I-95 and the Turnpike, put on-board couriers on the next departure to any US city or to Latin America and the Caribbean, and tender next flight out shipments at Miami International and Fort Lauderdale-Hollywood.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'miami_courier_hero' },
      { kind: 'call', label: 'Call Dispatch 24/7' },
    ],
    stats: [
      { value: '24/7/365', label: 'Live dispatch' },
      { value: '99.8%', label: 'On-time delivery' },
      { value: '150+', label: 'Countries reached' },
      { value: '30 min', label: 'Hand-carry dispatch' },
    ],
    panel: {
      title: 'What South Florida shippers get',
      points: [
        'Emergency pickup within 2 hours',
        'Airport hand-carry pickup in 60-90 minutes',
        'Cargo insurance up to $1M',
        'GPS updates every 60 seconds',
      ],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'south-florida-coverage',
      eyebrow: 'Coverage',
      title: 'A courier network shaped around South Florida',
      paragraphs: [
        'South Florida is a long, narrow metro squeezed between the Everglades and the Atlantic, and almost every urgent run here comes down to a handful of roads: I-95, Florida\'s Turnpike, the Palmetto Expressway (SR 826), the Dolphin Expressway (SR 836), I-595 and the Sawgrass Expressway. Our dispatchers plan each pickup around them, including the rush-hour crawl on I-95 through downtown and the causeways out to Miami Beach, so the driver takes the route that is fastest at that hour rather than the one that looks shortest on a map.',
        'We cover the whole tri-county area, from Homestead and Florida City in the south to Jupiter in the north, and we run dedicated vehicles down the Overseas Highway to the Keys or across Alligator Alley to Naples and Fort Myers when a shipment has to go beyond the metro. The warehouse districts around Doral and Medley, just west of MIA, are where much of the region\'s air freight is consolidated, so a pickup there can often be at the airline counter within the hour.',
      ],
      checklist: [
        'Miami-Dade: Downtown, Brickell, Doral, Medley, Hialeah, Kendall, Homestead',
        'Broward: Fort Lauderdale, Port Everglades, Hollywood, Plantation, Sunrise, Pompano Beach',
        'Palm Beach: Boca Raton, Delray Beach, West Palm Beach, Jupiter',
        'Beyond the metro: the Florida Keys, Naples, Fort Myers and the rest of the state',
      ],
    },
    {
      type: 'cards',
      id: 'miami-services',
      eyebrow: 'Services',
      title: 'Three ways we move urgent freight in and out of Miami',
      intro:
        'Tell dispatch where the shipment is, where it has to be and by when. We pick the mode, or combine them, and keep you posted until someone signs for it.',
      columns: 3,
      cards: [
        {
          icon: 'truck',
          title: 'Same-day courier and ground expedite',
          href: '/same-day-freight-delivery',
          badge: 'Pickup within 4 hours',
          description:
            'A dedicated van or truck, sized to the load, drives straight from your dock to the consignee with no sorting hubs in between. Standard same-day pickups happen within 4 hours and emergencies within 2.',
          features: ['Sprinter vans up to 3,500 lbs', 'Box and straight trucks for pallets', 'Runs to the Keys, Orlando and Tampa'],
        },
        {
          icon: 'briefcase',
          title: 'Hand-carry on-board courier',
          href: '/hand-carry-on-board-courier',
          badge: '24-48 hours international',
          description:
            'A courier collects the parcel, flies with it as carry-on from MIA or FLL and delivers it in person. It is the surest way to get a small, critical item to São Paulo, Bogotá or Chicago without it ever leaving human hands.',
          features: ['Same-day to 24 hours domestic', 'About 22x14x9 inches and 50 lb', 'Courier dispatched within 30 minutes'],
        },
        {
          icon: 'plane',
          title: 'Next flight out via MIA and FLL',
          href: '/next-flight-out-nfo',
          badge: '4-8 hours domestic',
          description:
            'For freight too big to carry on, we book it as cargo on the first commercial departure, tender it at the airline counter, recover it at the destination airport and deliver it door to door.',
          features: ['Ground pickup within 2-4 hours', '12-24 hours international', 'Recovery and final delivery included'],
        },
      ],
    },
    {
      type: 'cards',
      id: 'miami-industries',
      eyebrow: 'Industries',
      title: 'What South Florida industries send with us',
      intro:
        'Miami is a trade city first. Much of what we carry is either arriving from overseas or leaving for it, and a surprising share of it is bound for a ship, a plane or an operating room.',
      columns: 3,
      cards: [
        {
          icon: 'medical',
          title: 'Medical and hospital supply',
          description:
            'Surgical instrument trays, implants for a scheduled case, lab specimens and replacement parts for imaging equipment, delivered to hospital receiving or straight to the department that needs them.',
        },
        {
          icon: 'gear',
          title: 'Marine and yachting',
          description:
            'Engine parts, electronics and rigging for boats laid up in the yards along the New River and the Intracoastal, often needed before a charter or delivery voyage departs.',
        },
        {
          icon: 'plane',
          title: 'Aviation parts and AOG',
          description:
            'Components for the repair stations and operators clustered around MIA and Opa-locka, and AOG parts flown out to aircraft stuck at stations across the Americas.',
        },
        {
          icon: 'globe',
          title: 'Cruise and port supply',
          description:
            'Spare parts, provisions paperwork and technical equipment that must reach a vessel at PortMiami or Port Everglades before it sails, handed to the ship\'s agent at the terminal.',
        },
        {
          icon: 'box',
          title: 'Import and export trade',
          description:
            'Samples, documents and short-shipped cartons moving between forwarders in Doral and Medley, the airport and customers across the country or in Latin America.',
        },
        {
          icon: 'building',
          title: 'Finance, legal and real estate',
          description:
            'Signed originals and closing packages between Brickell, downtown offices and counterparties in New York or abroad, hand-carried when a courier copy will not do.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'nfo-through-mia',
      eyebrow: 'How it works',
      title: 'How a next flight out shipment leaves Miami',
      intro:
        'Next flight out means your freight travels on the first suitable commercial flight instead of waiting for a scheduled cargo network. Here is what happens between your call and the delivery signature.',
      steps: [
        {
          title: 'Call or request a quote',
          text: 'Give dispatch the pickup address, dimensions, weight, contents and the deadline. You get routing options and a price in minutes, not hours.',
        },
        {
          title: 'Ground pickup and drop at the airport',
          text: 'A driver collects the shipment within 2-4 hours (within 2 for emergencies) and takes it to the airline cargo facility at MIA or FLL, or to PBI when the Palm Beach flight schedule is better.',
        },
        {
          title: 'Tender and flight',
          text: 'We tender the freight before the airline\'s cut-off, confirm it is loaded, and send you the flight number so you can watch it depart.',
        },
        {
          title: 'Recovery and final mile',
          text: 'A driver at the destination airport recovers the shipment as soon as the airline releases it and drives it to the consignee, with proof of delivery sent to you right away.',
        },
      ],
      action: { kind: 'quote', label: 'Request a Quote', source: 'miami_courier_hero' },
    },
    {
      type: 'stats',
      id: 'miami-by-the-numbers',
      tone: 'dark',
      eyebrow: 'Track record',
      title: 'The numbers behind our South Florida service',
      intro:
        'South Florida shipments run on the same nationwide network and dispatch desk as the rest of our freight. These are the figures that matter most when a flight out of Miami is the plan.',
      stats: [
        { metric: '99.8%', label: 'On-time delivery', description: 'Across our expedited network, including airport runs where a missed cut-off costs a day.' },
        { metric: '60-90 min', label: 'Airport hand-carry pickup', description: 'From booking to a courier at your door for a flight out of MIA or FLL.' },
        { metric: '150+', label: 'Countries reached', description: 'With 50+ partner countries for recovery and delivery at the far end.' },
        { metric: '$1M', label: 'Cargo insurance', description: 'Coverage up to $1M for the parts, devices and documents we carry.' },
      ],
    },
    {
      type: 'faq',
      id: 'miami-faq',
      eyebrow: 'FAQ',
      title: 'Miami courier questions',
      items: [
        {
          question: 'What happens to urgent shipments during hurricane season?',
          answer:
            'From June through November we watch the storm forecasts with you. When a system threatens South Florida, we move shipments earlier, before airports and bridges close, and we can route freight through Orlando or Tampa if MIA and FLL shut down. Once the storm passes, recovery loads of generators, medical supplies and replacement parts are exactly what we are built for.',
        },
        {
          question: 'Can you deliver parts to a ship at PortMiami or Port Everglades?',
          answer:
            'Yes, to the point the port allows. Seaport security means deliveries are handed to the vessel\'s agent or at the designated terminal gate, not carried aboard by our driver. Give us the ship name, the agent\'s contact and the sailing time, and we will work back from the sailing to a pickup time that leaves margin.',
        },
        {
          question: 'How fast can a hand-carry courier get from Miami to Latin America?',
          answer:
            'International hand-carry usually takes 24-48 hours door to door, depending on flight schedules and the destination\'s customs process. Because MIA has direct flights to most capitals in the region, Miami departures are often the quickest option. Have the commercial invoice and any export paperwork ready so the courier can clear customs with the shipment.',
        },
        {
          question: 'Do you cover the Florida Keys and the Gulf Coast?',
          answer:
            'We do. A dedicated van can run down the Overseas Highway to Key Largo, Marathon or Key West, or across Alligator Alley to Naples and Fort Myers, the same day. Those runs are long, so call early and tell us any delivery window the consignee has.',
        },
      ],
    },
    {
      type: 'links',
      id: 'miami-related',
      eyebrow: 'Related',
      title: 'Related services and Florida pages',
      intro: 'More detail on the services South Florida shippers use most, a case study from the aviation side of our work, and our coverage elsewhere in the state.',
      links: [
        { label: 'Hand-Carry On-Board Courier', href: '/hand-carry-on-board-courier', description: 'How an on-board courier travels with your shipment from pickup to signature.' },
        { label: 'Next Flight Out', href: '/next-flight-out-nfo', description: 'Air freight on the first commercial departure, 4-8 hours domestic.' },
        { label: 'Medical Equipment Transport', href: '/medical-equipment-transport', description: 'Careful, time-definite delivery of devices, trays and clinical equipment.' },
        { label: 'AOG Aircraft Part Case Study', href: '/case-studies/aog-aircraft-part-delivery', description: 'How a grounded aircraft got its part back in service.' },
        { label: 'Orlando Courier Service', href: '/orlando-courier-service', description: 'Same-day and expedited freight across Central Florida and the I-4 corridor.' },
      ],
    },
    {
      type: 'cta',
      id: 'miami-quote',
      tone: 'dark',
      title: 'Need something moved in South Florida right now?',
      paragraphs: [
        'Our dispatchers answer every call, day or night, including holidays and storm weeks. Tell us what you are shipping, where it is and when it has to arrive, and we will come back with the fastest realistic option and a price in minutes.',
        'Have the pickup and delivery addresses, the dimensions and weight, and the name of someone at each end who can hand over and sign for the shipment. For international hand-carry, keep the commercial invoice and any export documents close; for a vessel, the ship name, agent and sailing time.',
      ],
      actions: [
        { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'miami_courier_cta' },
        { kind: 'call', label: 'Call Dispatch Now' },
      ],
    },
  ],
};
