import type { ServicePageContent } from '../page-content.js';

/** Orlando and Central Florida courier service: convention freight, hospitality, medical and simulation work. */
export const page: ServicePageContent = {
  family: 'service',
  path: '/orlando-courier-service',
  breadcrumb: 'Orlando Courier Service',
  service: {
    name: 'Orlando Courier Service',
    serviceType: 'Same-day courier, trade show and expedited freight service',
    areaServed: 'Orlando and Central Florida (Orange, Seminole, Osceola and Lake counties)',
  },
  meta: {
    title: 'Orlando & Central Florida Courier',
    description:
      'Orlando courier for convention freight, resort operations, hospitals and simulation firms: same-day runs on the I-4 corridor and next flight out from MCO.',
    keywords: [
      'Orlando courier service',
      'Central Florida same-day delivery',
      'Orlando trade show freight',
      'convention center delivery Orlando',
      'next flight out MCO',
      'I-4 corridor courier',
      'Orlando medical courier',
    ],
  },
  hero: {
    eyebrow: 'Orlando & Central Florida courier',
    title: 'Orlando Courier Service for Conventions, Resorts and Urgent Freight',
    intro:
      'Central Florida never really closes: shows load in overnight, resorts run maintenance after the gates shut, and hospitals work every hour. Our dispatch team matches that schedule with same-day vans along I-4, dedicated trucks for booth freight and ride parts, on-board couriers and next flight out shipments through Orlando International (MCO), so the thing you are missing arrives before doors open.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'orlando_courier_hero' },
      { kind: 'call', label: 'Talk to Dispatch' },
    ],
    stats: [
      { value: '24/7/365', label: 'Dispatch coverage' },
      { value: '99.8%', label: 'On-time delivery' },
      { value: '2-4 hrs', label: 'Local express delivery' },
      { value: '5.0', label: 'Rating from 127 reviews' },
    ],
    panel: {
      title: 'Built for show and venue deadlines',
      points: [
        'Pickups booked in 15-30 minutes',
        'Same-day standard pickup within 4 hours',
        'White glove handling for exhibits and displays',
        'Cargo insurance up to $1M',
      ],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'central-florida-coverage',
      eyebrow: 'Coverage',
      title: 'Central Florida, from International Drive to the Space Coast',
      paragraphs: [
        'Orlando sits at the middle of the I-4 corridor, roughly halfway between Tampa and Daytona Beach, with Florida\'s Turnpike crossing it north to south. Most of our local runs use the toll network as much as the interstate: SR 408 across downtown, SR 417 and SR 429 around the east and west sides, and SR 528, the Beachline, out to Port Canaveral and the Space Coast. Our dispatchers know which of those roads is moving at 7 a.m. on a show-opening day and which is jammed with visitors heading to the parks.',
        'We cover Orange, Seminole, Osceola and Lake counties for same-day work, and we run dedicated vehicles to Tampa, Lakeland, Daytona Beach, Melbourne, Gainesville and Ocala when a shipment has to go further. For air moves we use MCO for its wide schedule of domestic and international departures, and Orlando Sanford (SFB) or Tampa (TPA) when a flight from there reaches the destination sooner.',
      ],
      checklist: [
        'Downtown Orlando, Lake Nona, Winter Park and Maitland',
        'International Drive, Lake Buena Vista and the resort areas around Kissimmee',
        'Sanford, Lake Mary, Oviedo and the UCF research area',
        'Clermont, Winter Garden and the west side along SR 429',
      ],
    },
    {
      type: 'cards',
      id: 'convention-freight',
      eyebrow: 'Trade shows',
      title: 'Convention and trade-show freight on show time',
      intro:
        'Orlando hosts some of the largest conventions in the country, and every one of them has exhibitors missing something on move-in day. We handle both the planned freight and the emergency.',
      columns: 2,
      cards: [
        {
          icon: 'box',
          title: 'Booth freight to the advance warehouse or direct to show',
          description:
            'Crated exhibits, graphics and product displays delivered to the contractor\'s advance warehouse or to the convention center docks during your targeted move-in window. For major shows, book 2-4 weeks ahead so your truck gets a slot.',
          features: ['Show labels and booth number checked at pickup', 'Marshaling-yard check-in handled by the driver'],
        },
        {
          icon: 'bolt',
          title: 'Forgotten pieces and last-minute reprints',
          description:
            'The banner left in the office, the demo unit still on a bench in another state, the literature that came back from the printer a day late. A hand-carry courier or next flight out gets it to the booth before the show floor opens.',
          features: ['Hand-carry dispatch within 30 minutes', 'Next flight out 4-8 hours domestic'],
        },
        {
          icon: 'star',
          title: 'White glove setup and product placement',
          description:
            'For displays, kiosks and sample product that need uncrating and placing, our teams deliver inside, set items where the floor plan says, and take away packaging so your booth is clean for opening.',
          features: ['Inside delivery and placement', 'Debris and crate removal'],
        },
        {
          icon: 'truck',
          title: 'Move-out and return freight',
          description:
            'When the show closes, we collect booth properties and unsold product on the last night and run them back to your warehouse or on to the next show, so nothing sits on the dock waiting for a consolidated carrier.',
          features: ['Dedicated vehicle, no terminal transfers', 'GPS updates every 60 seconds'],
        },
      ],
      action: { kind: 'link', label: 'Retail and Trade Show Logistics', href: '/retail-trade-show-logistics' },
    },
    {
      type: 'cards',
      id: 'orlando-industries',
      eyebrow: 'Industries',
      title: 'The Central Florida industries we support',
      intro:
        'Orlando is better known for vacations than for supply chains, but the same economy that runs the resorts also runs hospitals, research labs and a large modeling, simulation and training industry.',
      columns: 4,
      cards: [
        {
          icon: 'building',
          title: 'Theme parks and hospitality',
          description:
            'Ride-system components, show-control electronics, kitchen equipment and hotel supplies, delivered overnight or before opening so attractions and restaurants do not lose a day.',
        },
        {
          icon: 'medical',
          title: 'Hospitals and medical research',
          description:
            'Instrument trays, implants, specimens and device parts for the hospital systems across the metro and the medical and research campus growing around Lake Nona.',
        },
        {
          icon: 'gear',
          title: 'Simulation and training',
          description:
            'Computer hardware, simulator components and prototype assemblies for the modeling, simulation and training companies clustered around the UCF research park.',
        },
        {
          icon: 'plane',
          title: 'Aerospace and the Space Coast',
          description:
            'Precision parts, test equipment and sensitive electronics between Orlando suppliers and the launch and aerospace operations an hour east on the Beachline.',
        },
      ],
    },
    {
      type: 'table',
      id: 'orlando-timelines',
      eyebrow: 'Timing',
      title: 'How fast each service moves freight from Orlando',
      intro: 'Typical door-to-door timing for shipments that start in the Orlando metro. Your quote confirms the exact time for your lane.',
      caption: 'Typical delivery times for shipments picked up in Orlando',
      columns: ['Service', 'Typical timing', 'Good fit for'],
      rows: [
        ['Express cargo, local', '2-4 hours', 'Across the metro: hospitals, venues, resorts and offices'],
        ['Express cargo, regional', '4-8 hours', 'Tampa, Jacksonville, the Space Coast and South Florida'],
        ['Next flight out from MCO', '4-8 hours domestic', 'Freight too large to carry on, going out of state'],
        ['Hand-carry courier', 'Same day to 24 hours domestic', 'Small, high-value items that must stay with a person'],
        ['Overnight freight', 'Morning delivery by 10:30 AM', 'Evening pickups between 5:00 PM and 8:00 PM, up to 150 lbs'],
      ],
      note: 'Emergency pickups happen within 2 hours of booking; standard same-day pickups within 4 hours.',
    },
    {
      type: 'steps',
      id: 'show-emergency',
      eyebrow: 'Show-floor emergency',
      title: 'What to do when a booth piece is missing on move-in day',
      intro:
        'The clock on a show floor is unforgiving. These are the steps that save the most time when something did not arrive.',
      steps: [
        {
          title: 'Find out where the item is',
          text: 'Is it still at your office, at a supplier, or lost somewhere in the show\'s freight system? Call us with the address and a contact who can hand it over.',
        },
        {
          title: 'Get the show details ready',
          text: 'Have the show name, hall, booth number, the exhibitor contact on the floor and the hours the docks accept deliveries. Those details decide how we deliver.',
        },
        {
          title: 'Let dispatch choose the route',
          text: 'A van if it is in Florida, a hand-carry courier if it is small, next flight out into MCO if it is heavy. We book it while you are still on the phone.',
        },
        {
          title: 'Meet the shipment at the booth',
          text: 'Track it as it moves, and receive it from the driver or courier at the dock or the booth, with a delivery confirmation sent the moment it lands.',
        },
      ],
      action: { kind: 'quote', label: 'Request a Quote', source: 'orlando_courier_hero' },
    },
    {
      type: 'faq',
      id: 'orlando-faq',
      eyebrow: 'FAQ',
      title: 'Orlando courier questions',
      items: [
        {
          question: 'Can you deliver directly to a booth at the convention center?',
          answer:
            'Often, yes, but each show sets its own rules. Many require deliveries to go through the official show contractor at the docks, and some only allow hand-carried items through the exhibitor entrances. Tell us the show and we will deliver in whatever way that show permits, with the driver checking in at the marshaling yard when one is used.',
        },
        {
          question: 'Can you deliver to a resort or attraction after hours?',
          answer:
            'Yes. Much of the maintenance work at parks and resorts happens overnight, so we regularly schedule deliveries for late evening or early morning. Give us the receiving dock, the gate or security check-in point and the name of the person who will meet the driver.',
        },
        {
          question: 'Which airport do you use for next flight out from Orlando?',
          answer:
            'Usually MCO, because it has the most departures. When a flight from Sanford, Tampa or even Jacksonville gets the freight to its destination sooner, we drive it there instead. You get the routing in your quote before you commit.',
        },
        {
          question: 'How far ahead should I book freight for a large Orlando show?',
          answer:
            'For major conventions, book 2-4 weeks ahead so we can reserve a vehicle for the targeted move-in window. For emergencies during the show itself, call whenever it happens; dispatch is live 24/7/365.',
        },
      ],
    },
    {
      type: 'links',
      id: 'orlando-related',
      eyebrow: 'Related',
      title: 'Related services for Central Florida shippers',
      intro: 'Services Orlando exhibitors, venues and hospitals use alongside local courier runs, and our coverage down the Turnpike in South Florida.',
      links: [
        { label: 'Retail and Trade Show Logistics', href: '/retail-trade-show-logistics', description: 'Planned exhibit freight, store rollouts and show-floor emergencies.' },
        { label: 'White Glove Delivery', href: '/white-glove-delivery', description: 'Inside delivery, uncrating, placement and debris removal.' },
        { label: 'Express Cargo Delivery', href: '/express-cargo-delivery-services', description: '2-4 hours local, 4-8 hours regional, next business day nationwide.' },
        { label: 'Overnight Freight Solutions', href: '/overnight-freight-solutions', description: 'Evening pickup and delivery by 10:30 AM the next morning.' },
        { label: 'Miami Courier Service', href: '/miami-courier-service', description: 'Same-day, hand-carry and next flight out across South Florida.' },
      ],
    },
    {
      type: 'cta',
      id: 'orlando-quote',
      tone: 'dark',
      title: 'Something has to be in Orlando before doors open?',
      paragraphs: [
        'Call or request a quote and a dispatcher will lay out the options: a van along I-4, a courier on the next flight into MCO or a dedicated truck for the whole load. You will have a price in minutes, and someone watching the shipment until it is signed for.',
        'Have the pickup address, the delivery location (for shows, the hall and booth number; for resorts, the receiving dock and gate), the size and weight, and the deadline ready. The more we know about how the site receives freight, the fewer surprises at the door.',
      ],
      actions: [
        { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'orlando_courier_cta' },
        { kind: 'call', label: 'Call Dispatch Now' },
      ],
    },
  ],
};
