import type { ServicePageContent } from '../page-content.js';

/** Washington DC expedited freight: the District, Northern Virginia and Southern Maryland. Quote buttons scroll to the contact section. */
export const page: ServicePageContent = {
  family: 'service',
  path: '/washington',
  breadcrumb: 'Washington DC Expedited Freight',
  service: {
    name: 'Washington DC Expedited Freight',
    serviceType: 'Same-day delivery and expedited freight service',
    areaServed: 'Washington DC, Northern Virginia and Southern Maryland',
  },
  meta: {
    title: 'Washington DC Expedited Freight',
    description:
      'DC expedited freight: same-day delivery in 2-4 hours inside the Beltway and 100-mile coverage of Northern Virginia and Southern Maryland, 24/7/365.',
    keywords: [
      'Washington DC expedited freight',
      'DC same-day delivery',
      'Northern Virginia courier',
      'Southern Maryland courier',
      'government contractor courier',
      'next flight out Dulles',
      'DC legal courier',
    ],
  },
  hero: {
    eyebrow: 'Washington DC, Northern Virginia & Southern Maryland',
    title: 'Washington DC Expedited Freight and Same-Day Delivery',
    intro:
      'Across the capital region, a deadline usually means a hearing, a proposal due date, a surgery or a server room that has to come back online. Our dispatch team covers everything within 100 miles of the District, from Capitol Hill to the Dulles corridor and down to St. Mary\'s County, with same-day runs in 2-4 hours inside the Beltway and expedited freight through Reagan National, Dulles and BWI.',
    actions: [
      { kind: 'link', label: 'Get a Quote', href: '#contact' },
      { kind: 'call', label: 'Call Dispatch' },
    ],
    stats: [
      { value: '2-4 hrs', label: 'DC same-day delivery' },
      { value: '100 mi', label: 'Service radius around DC' },
      { value: '24/7/365', label: 'Live dispatch' },
      { value: '99.8%', label: 'On-time delivery' },
    ],
    panel: {
      title: 'Every DC-area shipment includes',
      points: [
        'A dedicated vehicle, no hub transfers',
        'GPS updates every 60 seconds',
        'Signed proof of delivery',
        'Cargo insurance up to $1M',
      ],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'coverage',
      eyebrow: 'Coverage',
      title: 'The District, Northern Virginia and Southern Maryland on one dispatch desk',
      paragraphs: [
        'The Washington region is three jurisdictions wrapped around one river, tied together by the Capital Beltway (I-495 and I-95) and a handful of bridges that decide how long any delivery takes. Our dispatchers plan each run around them: the 14th Street Bridge and the American Legion Bridge at rush hour, I-66 and the Dulles Toll Road into Fairfax and Loudoun, I-395 and I-95 south toward Quantico and Fredericksburg, and Route 5, Route 4 and US-301 down the Southern Maryland peninsula.',
        'Our service radius reaches 100 miles around DC. That takes in the whole inner region plus Fredericksburg, the Dulles corridor out to Leesburg, Frederick, Annapolis, Baltimore and the Patuxent River area, so a shipper can use one provider for a downtown document and a pallet bound for Lexington Park the same afternoon.',
      ],
      checklist: [
        'District of Columbia: all eight wards, federal buildings and courthouses',
        'Northern Virginia: Arlington, Alexandria, Fairfax, Loudoun and Prince William',
        'Southern Maryland: Prince George\'s, Charles, Calvert and St. Mary\'s counties',
        'Beyond: Montgomery County, Annapolis, Baltimore and Frederick within 100 miles',
      ],
    },
    {
      type: 'cards',
      id: 'same-day',
      eyebrow: 'Same-day delivery',
      title: 'Same-day delivery across the capital region',
      intro:
        'For a local same-day job, one driver picks up and drives straight to the recipient. Most runs inside the Beltway arrive within 2-4 hours of booking, and runs toward the edge of our 100-mile radius within 2-6 hours, depending on distance and traffic.',
      columns: 3,
      cards: [
        {
          icon: 'briefcase',
          title: 'Documents and filings',
          badge: '2-4 hours',
          description:
            'Signed contracts, bid packages, exhibits and originals between law firms, agencies, courthouses and contracting offices. The driver gets a signature and a time stamp at handover.',
        },
        {
          icon: 'box',
          title: 'Parts and equipment',
          badge: '2-6 hours',
          description:
            'Replacement hardware for a data hall in Ashburn, a lab instrument for a Bethesda research campus or a spare for a building system, sized from a single carton to several pallets.',
        },
        {
          icon: 'medical',
          title: 'Medical and time-critical deliveries',
          badge: 'Pickup within 2 hours',
          description:
            'Instruments, devices and supplies for hospitals and surgery centers around the region, with emergency pickups made within 2 hours of your call.',
        },
      ],
      action: { kind: 'link', label: 'Get a Same-Day Quote', href: '#contact' },
    },
    {
      type: 'cards',
      id: 'expedited',
      eyebrow: 'Expedited freight',
      title: 'Expedited freight in and out of Washington',
      intro:
        'When the freight is leaving the region or arriving from far away, we move it by air, by dedicated truck or with a courier who travels with it, whichever meets the deadline.',
      columns: 3,
      cards: [
        {
          icon: 'plane',
          title: 'Next flight out via DCA, IAD and BWI',
          badge: '4-8 hours domestic',
          description:
            'Reagan National for quick domestic hops, Dulles for international departures and BWI for its cargo schedule. We book the first flight that fits, recover the freight and deliver it door to door.',
        },
        {
          icon: 'truck',
          title: 'Dedicated and team-driver trucking',
          badge: '1-2 days vs 5-7',
          description:
            'A truck dedicated to your load runs straight up the I-95 corridor to New York and Boston or south to the Carolinas and beyond, 2-5 times faster than standard freight.',
        },
        {
          icon: 'users',
          title: 'Hand-carry on-board courier',
          badge: '24-48 hours international',
          description:
            'A courier collects a small, critical item and flies with it as carry-on from Dulles, so it never leaves human hands. Domestic hand-carry takes from the same day to 24 hours.',
        },
      ],
      action: { kind: 'link', label: 'Get an Expedited Freight Quote', href: '#contact' },
    },
    {
      type: 'table',
      id: 'locations',
      eyebrow: 'Locations',
      title: 'Locations we serve around Washington, DC',
      intro: 'A sample of the places our drivers run to every week. If your address is within 100 miles of DC, it is in our same-day area.',
      caption: 'Washington-area locations and the routes that serve them',
      columns: ['Area', 'Examples', 'Main routes'],
      rows: [
        ['District of Columbia', 'Downtown, Capitol Hill, Navy Yard, NoMa, Georgetown, Foggy Bottom', 'I-395, I-695, New York Avenue'],
        ['Arlington and Alexandria', 'Rosslyn, Crystal City, Pentagon City, Old Town, Eisenhower Valley', 'I-395, George Washington Parkway, US-1'],
        ['Fairfax County', 'Tysons, Fairfax, Merrifield, Springfield, Reston, Herndon', 'I-495, I-66, Dulles Toll Road'],
        ['Loudoun and the Dulles corridor', 'Ashburn, Sterling, Dulles, Chantilly, Leesburg', 'Dulles Greenway, Route 28, Route 7'],
        ['Prince William and south', 'Manassas, Woodbridge, Dumfries, Stafford, Fredericksburg', 'I-95, I-66, Route 234'],
        ['Prince George\'s County', 'Largo, Upper Marlboro, College Park, Bowie, National Harbor', 'I-495, US-50, MD-4'],
        ['Charles, Calvert and St. Mary\'s', 'Waldorf, La Plata, Prince Frederick, Solomons, Lexington Park', 'US-301, MD-5, MD-4'],
      ],
      note: 'Montgomery County, Annapolis, Baltimore and Frederick are also within our 100-mile radius around DC.',
    },
    {
      type: 'cards',
      id: 'industries',
      eyebrow: 'Industries',
      title: 'Industries we serve in the DC region',
      intro:
        'Washington\'s economy runs on government and the businesses around it, but our drivers are just as often at a hospital dock or a data center loading bay.',
      columns: 3,
      cards: [
        {
          icon: 'shield',
          title: 'Government contractors',
          description:
            'Proposal volumes due at a contracting office, test equipment moving between facilities and parts for programs in Northern Virginia and around Patuxent River. Tell us about base access and handling rules at booking.',
        },
        {
          icon: 'briefcase',
          title: 'Legal and professional services',
          description:
            'Filings, exhibits, closing documents and signed originals between K Street offices, courthouses and clients, with a time-stamped signature at every handover.',
        },
        {
          icon: 'medical',
          title: 'Healthcare and life sciences',
          description:
            'Surgical trays, specimens, devices and research samples for hospital systems and for the biotech and research campuses along I-270.',
        },
        {
          icon: 'gear',
          title: 'Technology and data centers',
          description:
            'Servers, drives and network hardware for the data-center clusters in Loudoun and Prince William counties, where an outage is counted in minutes.',
        },
        {
          icon: 'users',
          title: 'Associations and events',
          description:
            'Exhibit materials, printed programs and equipment for conferences, hearings and meetings at downtown hotels and convention venues.',
        },
        {
          icon: 'building',
          title: 'Construction and facilities',
          description:
            'Replacement parts for building systems, elevators and generators, and urgent materials for job sites across the region.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Washington DC expedited freight questions',
      items: [
        {
          question: 'How fast is same-day delivery in Washington, DC?',
          answer:
            'Most same-day deliveries inside the District and the Beltway arrive within 2-4 hours of booking. Longer runs toward the edge of our 100-mile radius, for example to Fredericksburg, Baltimore or Lexington Park, typically take 2-6 hours depending on distance and traffic. Your quote gives the expected delivery time before you book.',
        },
        {
          question: 'Can you deliver to federal buildings and military installations?',
          answer:
            'We deliver to federal buildings, agency mailrooms and installation gates every week, but each site sets its own access and screening rules. Give us the building or gate, the point of contact and any vendor-access requirements when you book, and we will plan the delivery around them. Tell us up front if the shipment has special handling rules under your contract.',
        },
        {
          question: 'Which airport do you use for urgent freight leaving DC?',
          answer:
            'It depends on the destination and the clock. Reagan National (DCA) is closest to downtown and suits domestic flights, Dulles (IAD) has the international departures, and BWI adds more cargo and airline options from the Baltimore side. We compare all three and book the one that delivers first.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related',
      eyebrow: 'Related',
      title: 'Related services and locations',
      intro: 'More about the services DC-area contractors, law firms and hospitals use most, and the Washington, DC city page with local details.',
      links: [
        { label: 'Washington, DC Expedite', href: '/locations/washington-dc-expedite', description: 'The city page for Washington, with local industries, airports and FAQs.' },
        { label: 'Same-Day Freight Delivery', href: '/same-day-freight-delivery', description: 'Door-to-door delivery on the same day, with a dedicated driver.' },
        { label: 'Secure Freight Transport', href: '/secure-freight-transport', description: 'Protocols, tracking and chain of custody for high-value and sensitive freight.' },
        { label: 'Defense Industry Delivery', href: '/defense-industry-delivery', description: 'Time-critical logistics for defense programs and their suppliers.' },
        { label: 'Expedited Trucking', href: '/expedited-trucking-freight-services', description: 'What expedited trucking is and when it beats standard freight.' },
      ],
    },
    {
      type: 'contact',
      eyebrow: 'Contact',
      title: 'Get a Washington DC quote',
      paragraphs: [
        'Call dispatch for the fastest answer, or open the quote form and we will reply in minutes. A live dispatcher is on duty 24/7/365, including federal holidays and the nights before a proposal is due.',
        'For a same-day run inside the Beltway, a booking made now can be delivered within 2-4 hours. For freight leaving the region, we will quote next flight out, dedicated trucking and hand-carry side by side.',
      ],
      checklist: [
        'Pickup and delivery addresses, with building or gate details',
        'Dimensions, weight and number of pieces',
        'The deadline and the name of the recipient',
        'Any access, screening or special handling requirements',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Quote', source: 'washington_dc_contact' },
        { kind: 'call', label: 'Call Dispatch Now' },
        { kind: 'email', label: 'E-mail Dispatch' },
      ],
    },
  ],
};
