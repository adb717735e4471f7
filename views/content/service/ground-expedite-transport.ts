import type { ServicePageContent } from '../page-content.js';

export const page: ServicePageContent = {
  family: 'service',
  path: '/ground-expedite-transport',
  breadcrumb: 'Ground Expedite Transport',
  service: {
    name: 'Ground Expedite Transport',
    serviceType: 'Exclusive-use ground expedited trucking',
  },
  meta: {
    title: 'Ground Expedite Transport & Fleet',
    description:
      'Ground expedite by sprinter van, box truck, straight truck or tractor trailer: exclusive-use direct drives, team drivers and GPS updates every 60 seconds.',
    keywords: [
      'ground expedite',
      'ground expedited freight',
      'expedited trucking fleet',
      'sprinter van freight',
      'exclusive use truck',
      'team driver expedite',
      'dedicated truck transport',
      'straight truck expedite',
    ],
  },
  hero: {
    eyebrow: 'Ground expedite',
    title: 'Ground Expedite Transport, From Sprinter Van to Tractor Trailer',
    intro:
      'Ground expedite puts your freight on a vehicle reserved for it, with a driver whose only job is getting it there. We match the truck to the load, from a sprinter van carrying a few cartons to a tractor trailer rated for 80,000 lbs, and run it straight from your dock to the consignee, with team drivers when the distance is long and the deadline is tight.',
    actions: [
      { kind: 'quote', label: 'Get a Ground Expedite Quote', source: 'ground_expedite_hero' },
      { kind: 'call', label: 'Call Dispatch 24/7' },
    ],
    stats: [
      { value: '4', label: 'Vehicle classes' },
      { value: '80,000 lbs', label: 'Largest capacity' },
      { value: '60 sec', label: 'GPS update interval' },
      { value: '50 states', label: 'Coverage' },
    ],
  },
  blocks: [
    {
      type: 'cards',
      id: 'service-options',
      eyebrow: 'Service options',
      title: 'Ground expedite service options',
      intro:
        'Every option below is exclusive use: the vehicle carries your shipment and nothing else. The options differ in how the run is staffed and what happens at the delivery end.',
      columns: 2,
      cards: [
        {
          icon: 'truck',
          title: 'Dedicated direct drive',
          description:
            'A single driver and a vehicle sized to the freight, dispatched on demand and driven without terminal stops. The default choice for regional deliveries and same-day runs of 2-8 hours.',
          features: ['Pickup within 2 hours for emergencies', 'No rehandling between pickup and delivery'],
        },
        {
          icon: 'users',
          title: 'Team drivers',
          description:
            'Two drivers share the wheel so the truck keeps moving while one rests. Cross-country freight that would spend 5-7 days in a standard network typically arrives in 1-2 days.',
          features: ['Continuous movement on long hauls', 'Ideal for coast-to-coast deadlines'],
        },
        {
          icon: 'bolt',
          title: 'Hot shot',
          href: '/hot-shot-trucking',
          description:
            'A smaller dedicated truck, often with a flatbed or gooseneck trailer, for urgent partial loads and job sites without a loading dock.',
          features: ['Side or crane loading', 'Quick to dispatch'],
        },
        {
          icon: 'star',
          title: 'White glove ground delivery',
          href: '/white-glove-delivery',
          description:
            'Trained crews who deliver inside, place the freight where it will be used, unpack it and remove the packaging: suited to medical devices, displays and sensitive equipment.',
          features: ['Inside delivery and placement', 'Debris removal'],
        },
      ],
    },
    {
      type: 'table',
      id: 'fleet',
      eyebrow: 'Fleet',
      title: 'Our ground fleet: four vehicle classes',
      intro:
        'Dispatch chooses the smallest vehicle that carries your freight safely, which keeps the cost down and the truck quick to dispatch. Capacities below are the upper limit of each class.',
      caption: 'Ground expedite vehicle classes and their capacities',
      columns: ['Vehicle', 'Capacity', 'Typical freight', 'Good to know'],
      rows: [
        ['Sprinter van', 'Up to 3,500 lbs', 'Cartons, small crates, a few pallets, parts and medical kits', 'Fastest to dispatch; fits urban streets and parking garages'],
        ['Box truck', 'Up to 26,000 lbs', 'Multiple pallets, displays, equipment on skids', 'Enclosed cargo box; liftgate options for sites without a dock'],
        ['Straight truck', 'Up to 40,000 lbs', 'Heavy machinery, large crated equipment, mixed pallet loads', 'More capacity without the length of a tractor trailer'],
        ['Tractor trailer', 'Up to 80,000 lbs', 'Full truckloads, oversized crates, complete production lots', 'Team drivers available for long-haul deadlines'],
      ],
      note: 'Not sure which class fits? Send dimensions and weight, and dispatch will choose the vehicle with you.',
    },
    {
      type: 'prose',
      id: 'choosing-a-vehicle',
      eyebrow: 'Sizing the load',
      title: 'How we pick the right vehicle for your freight',
      paragraphs: [
        'Weight is only one of the inputs. A light but bulky load can fill a van before it reaches the weight limit, and a compact but dense machine may need a heavier truck even though it takes up little floor space. That is why dispatch asks for dimensions, piece count and how each piece is packaged before it commits a vehicle.',
        'The two ends of the trip matter as much as the freight. A downtown office with a height-restricted garage calls for a van; a plant with dock doors is happy with a trailer; a construction site or a hospital without a dock may need a liftgate, a flatbed or a white glove crew.',
      ],
      checklist: [
        'Dimensions and weight of every piece, and whether pieces can be stacked',
        'Dock, liftgate or forklift availability at pickup and delivery',
        'Height or length limits on the access road, gate or garage',
        'Temperature, tilt or shock sensitivity of the freight',
      ],
    },
    {
      type: 'prose',
      id: 'ground-or-air',
      eyebrow: 'Ground or air?',
      title: 'When ground expedite beats a flight',
      paragraphs: [
        'Air looks fastest on a map, but a flight carries its own overhead: a drive to the airport, the cargo acceptance cut-off, the flight itself, recovery at the arrival airport and the final drive. For distances of a few hundred miles, a dedicated truck leaving your dock right away often delivers sooner, and with fewer hands touching the freight.',
        'Ground is also the natural choice for freight that is too large or heavy for aircraft holds, items airlines restrict, and loads that should not be separated into pieces. When the distance is too long for any truck to meet the deadline, we move the shipment to next flight out and keep the same dispatcher on it.',
      ],
      action: { kind: 'link', label: 'Compare air expedite options', href: '/air-expedite-services' },
    },
    {
      type: 'stats',
      id: 'visibility',
      tone: 'dark',
      eyebrow: 'Control',
      title: 'Visibility on every mile',
      intro: 'Dedicated trucks make tracking simple: your freight is wherever the truck is, and we can see the truck all the time.',
      stats: [
        { metric: '60 sec', label: 'GPS updates', description: 'Position refreshes every minute, so a delay is spotted and the receiver warned early.' },
        { metric: '99.8%', label: 'On-time delivery', description: 'Measured against the delivery time committed at booking.' },
        { metric: '$1M', label: 'Cargo insurance', description: 'Coverage available up to $1M per shipment; declare the value when you book.' },
        { metric: '24/7/365', label: 'Live dispatch', description: 'A dispatcher answers the phone, whatever the hour the problem starts.' },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Ground expedite questions',
      items: [
        {
          question: 'What does exclusive use mean in ground expedite?',
          answer:
            'The vehicle is booked for your shipment alone. No other customer freight is loaded, the driver makes no other stops, and the truck leaves when your load is ready rather than when a route is full.',
        },
        {
          question: 'How do team drivers make a shipment faster?',
          answer:
            'A solo driver must stop to rest, which adds hours or days to a long haul. With two drivers taking turns, the truck keeps rolling, which is how a cross-country lane that normally takes 5-7 days can be covered in 1-2 days.',
        },
        {
          question: 'Can you deliver to a location without a loading dock?',
          answer:
            'Yes. Tell us when you book and we will send a box truck with a liftgate, a flatbed that can be unloaded by forklift, or a white glove crew who will carry the freight inside.',
        },
        {
          question: 'What if my freight is heavier than I expected?',
          answer:
            'Let dispatch know before pickup. We can swap to a larger vehicle class, up to a tractor trailer rated for 80,000 lbs, rather than risk an overloaded truck or a split shipment.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related',
      title: 'More ways to move freight fast',
      intro: 'Ground expedite is one part of a wider set of time-critical services run by the same dispatch team.',
      links: [
        { label: 'Expedited Trucking Explained', href: '/expedited-trucking-freight-services', description: 'Definitions, benefits and the three types of expedited trucking.' },
        { label: 'Same-Day Freight Delivery', href: '/same-day-freight-delivery', description: 'Standard pickup within 4 hours, emergency within 2.' },
        { label: 'Air Expedite Services', href: '/air-expedite-services', description: 'Next flight out for distances ground cannot cover in time.' },
        { label: 'Emergency Logistics', href: '/emergency-logistics', description: 'When a shutdown or outage needs a coordinated response.' },
        { label: 'Locations', href: '/locations', description: 'Ground expedite coverage in 300+ cities across all 50 states.' },
        { label: 'Carrier Partners', href: '/carrier-partner-application', description: 'Own a van or truck? Apply to haul expedited freight with us.' },
      ],
    },
    {
      type: 'cta',
      id: 'quote',
      eyebrow: 'Book a truck',
      title: 'Get the right truck on the road today',
      paragraphs: [
        'Send us the pickup and delivery locations, the dimensions and weight of the freight, any dock or access limits and your deadline. Dispatch will quote the run, confirm the vehicle class and give you a delivery time, usually within minutes.',
        'Moving something unusual or very heavy? Call and talk it through with a dispatcher, who can plan the equipment and the crew with you on the phone.',
        'Dispatch runs 24/7/365, so a truck can be booked tonight for a load that must roll before dawn.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Ground Quote', source: 'ground_expedite_cta' },
        { kind: 'call', label: 'Talk to Dispatch' },
      ],
    },
  ],
};
