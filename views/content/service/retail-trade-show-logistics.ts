import type { ServicePageContent } from '../page-content.js';

export const page: ServicePageContent = {
  family: 'service',
  path: '/retail-trade-show-logistics',
  breadcrumb: 'Retail & Trade Show Logistics',
  service: {
    name: 'Retail and Trade Show Logistics',
    serviceType: 'Retail rollout, exhibit and event freight logistics',
  },
  meta: {
    title: 'Retail & Trade Show Logistics',
    description:
      'Exhibit, fixture and store rollout freight delivered to convention centers, event venues and retail sites on schedule, with white glove setup support.',
    keywords: [
      'trade show logistics',
      'trade show freight shipping',
      'exhibit transportation',
      'retail rollout logistics',
      'store fixture delivery',
      'convention center delivery',
      'event freight services',
      'multi-stop retail delivery',
    ],
  },
  hero: {
    eyebrow: 'Retail & trade show logistics',
    title: 'Retail and Trade Show Logistics That Make Opening Day',
    intro:
      'A booth that arrives after the show floor opens is a booth nobody visits, and a store that opens without its fixtures loses its launch weekend. Our team moves exhibits, displays, signage and merchandise to convention centers, event venues and retail locations inside the windows they set, then helps put everything in place. When an item goes missing the night before a show, we are the people you call to get it there by morning.',
    actions: [
      { kind: 'quote', label: 'Get a Show or Rollout Quote', source: 'retail_trade_show_hero' },
      { kind: 'call', label: 'Call Dispatch' },
    ],
    stats: [
      { value: '99.8%', label: 'On-time delivery' },
      { value: 'All 50 states', label: 'Venues and stores reached' },
      { value: '24/7/365', label: 'Dispatch for show nights' },
    ],
    panel: {
      title: 'What event teams count on',
      points: [
        'Deliveries inside assigned move-in windows',
        'White glove placement and setup support',
        'Outbound pickup the moment a show closes',
        'Overnight recovery of forgotten items',
      ],
    },
  },
  blocks: [
    {
      type: 'cards',
      id: 'what-we-handle',
      eyebrow: 'What we handle',
      title: 'Freight we move for shows and stores',
      intro:
        'Event and retail freight is a mix of bulky, fragile and easily lost items. We plan each piece of it, not only the pallet count.',
      columns: 3,
      cards: [
        {
          icon: 'box',
          title: 'Exhibit booths and crates',
          description:
            'Modular booth frames, flooring, counters and the road cases they travel in, from a tabletop kit to a full island exhibit.',
        },
        {
          icon: 'star',
          title: 'Graphics and signage',
          description:
            'Printed panels, fabric graphics, light boxes and store signs that crease, scratch or crack if they ride loose.',
        },
        {
          icon: 'building',
          title: 'Fixtures and displays',
          description:
            'Gondolas, display cases, mannequins and point-of-purchase units for new stores, remodels and seasonal resets.',
        },
        {
          icon: 'gear',
          title: 'Demo units and equipment',
          description:
            'Machines, vehicle components and working product samples that sales teams need running on the show floor.',
        },
        {
          icon: 'bolt',
          title: 'AV and technology',
          description:
            'Screens, kiosks, lighting and networking gear packed for shock and delivered with the installer schedule in mind.',
        },
        {
          icon: 'briefcase',
          title: 'Launch merchandise and collateral',
          description:
            'Product for an opening, giveaways and printed materials that must be on site before the doors open.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'destinations',
      eyebrow: 'Destinations',
      title: 'Where we deliver event and retail freight',
      intro:
        'Each kind of destination has its own rules for who may deliver, when and through which door. We learn them before the truck leaves.',
      columns: 2,
      cards: [
        {
          icon: 'building',
          title: 'Convention centers',
          description:
            'Deliveries to the advance warehouse or direct to the show site during your assigned move-in slot, following the marshaling and check-in process the venue uses.',
        },
        {
          icon: 'map',
          title: 'Retail locations',
          description:
            'Store deliveries timed before opening or after close, through the back door the mall or landlord specifies, with placement on the sales floor.',
        },
        {
          icon: 'star',
          title: 'Event venues',
          description:
            'Hotels, arenas, museums and outdoor sites for product launches, conferences and activations, including loading docks with short windows.',
        },
        {
          icon: 'truck',
          title: 'Multi-stop rollouts',
          description:
            'One route or several vehicles delivering fixtures and displays to many stores in sequence, with each site notified of its own arrival time.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'installation-support',
      eyebrow: 'White glove',
      title: 'White glove and installation support',
      paragraphs: [
        'Delivering to the door is half the job. For retail and event work, our crews can carry freight to the booth space or the exact spot on the sales floor, uncrate it, place it and take the packaging and empty crates away. They work alongside your installation team or the venue crew, so your people spend their time building, not unwrapping.',
        'At convention centers, rules on who may handle freight on the show floor vary from venue to venue. We find out what applies before the show, deliver within those rules and coordinate with the official contractor where one is required. For stores, the crew follows your floor plan or planogram and leaves the space ready for merchandising.',
      ],
      checklist: [
        'Uncrating, placement and debris removal',
        'Empty crate storage and return for the outbound move',
        'Coordination with installers and venue crews',
        'After-hours work for stores that stay open',
      ],
      action: { kind: 'link', label: 'Explore White Glove Delivery', href: '/white-glove-delivery' },
    },
    {
      type: 'steps',
      id: 'schedule-adherence',
      eyebrow: 'Schedule adherence',
      title: 'How we keep your show or launch on schedule',
      intro:
        'Event dates do not move, so the plan is built backwards from the moment the doors open. This is the timeline we follow with exhibitors and retail project teams.',
      steps: [
        {
          title: 'Book 2-4 weeks ahead',
          text: 'For major trade shows, booking 2-4 weeks in advance lets us reserve capacity, confirm the move-in window and plan around the venue rules. Smaller events and single stores can be booked later.',
        },
        {
          title: 'Confirm windows and contacts',
          text: 'We confirm each delivery slot, dock and on-site contact in writing, and match the vehicle to the dock, whether that calls for a sprinter van or a tractor trailer.',
        },
        {
          title: 'Deliver inside the window',
          text: 'Freight leaves early enough to absorb traffic and check-in lines. GPS updates every 60 seconds let your team see when the truck is at the marshaling yard or the back door.',
        },
        {
          title: 'Outbound and return',
          text: 'When the show closes or the reset is done, we collect crates, leftover stock and display materials and return them to your storage facility or forward them to the following show on your calendar.',
        },
      ],
    },
    {
      type: 'table',
      id: 'last-minute',
      eyebrow: 'Last-minute fixes',
      title: 'When something is missing the night before',
      intro:
        'Even good plans lose a box. These are the options dispatch uses when an exhibit piece, a graphic or a product sample has to reach the venue before opening.',
      caption: 'Recovery options for missing show or store items',
      columns: ['Situation', 'Our usual answer', 'Typical timing'],
      rows: [
        ['Graphic or part left at the office, same region', 'Same-day ground, straight to the venue', '2-8 hours'],
        ['Sample or component across the country', 'Hand-carry courier on the next flight', 'Same-day to 24 hours'],
        ['Crated item too big for carry-on', 'Next flight out with ground recovery', '4-8 hours domestic'],
        ['Replacement booth kit or fixtures', 'Expedited trucking, dedicated vehicle', '1-2 days versus 5-7 days standard'],
      ],
      note: 'Our dispatch team answers 24/7/365, including the night before move-in.',
    },
    {
      type: 'cards',
      id: 'why-choose-us',
      eyebrow: 'Why choose us',
      title: 'Why exhibitors and store teams work with us',
      columns: 3,
      cards: [
        {
          icon: 'clock',
          title: 'On time, measured',
          badge: '99.8%',
          description: 'On-time delivery across our shipments, which matters most when a move-in slot closes behind you.',
        },
        {
          icon: 'phone',
          title: 'A dispatcher at any hour',
          badge: '24/7/365',
          description: 'Show setup runs late. Someone who can book a truck or a flight answers at midnight.',
        },
        {
          icon: 'map',
          title: 'National reach',
          badge: '300+ cities',
          description: 'Venues and stores in all 50 states, from one flagship to a nationwide rollout.',
        },
        {
          icon: 'shield',
          title: 'Insured freight',
          badge: 'Up to $1M',
          description: 'Cargo insurance sized to exhibit properties and launch inventory.',
        },
        {
          icon: 'truck',
          title: 'The right vehicle',
          badge: 'Up to 80,000 lbs',
          description: 'Sprinter vans for a single booth kit, tractor trailers for an island exhibit.',
        },
        {
          icon: 'users',
          title: 'Experience',
          badge: '15+ years',
          description: 'A team with 70+ years of combined experience moving deadline freight.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Retail and trade show logistics questions',
      items: [
        {
          question: 'Should I ship to the advance warehouse or directly to the show site?',
          answer:
            'It depends on the show and your schedule. The advance warehouse accepts freight before move-in and takes the pressure off the delivery window; direct-to-show delivery suits late changes and freight that cannot sit in storage. Share the exhibitor kit with us and we will recommend one.',
        },
        {
          question: 'Can you deliver to many stores on the same day?',
          answer:
            'Yes. For rollouts we plan multi-stop routes or send several vehicles at once, depending on distances and opening times, and every store manager gets an arrival time for their location.',
        },
        {
          question: 'Do you bring the booth back after the show?',
          answer:
            'Yes. We schedule the outbound pickup for when the venue releases freight, collect the crates and return them to your warehouse, or forward them directly to your next show.',
        },
        {
          question: 'What if our booth shipment is stuck with another carrier?',
          answer:
            'Call dispatch with the details. We can recover it where it is or move replacement pieces from your office by courier, next flight out or dedicated truck, depending on what beats your move-in time.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related services',
      title: 'Services for events, launches and rollouts',
      intro: 'Pair retail and trade show logistics with these services when the deadline or the freight calls for it.',
      links: [
        {
          label: 'White Glove Delivery',
          href: '/white-glove-delivery',
          description: 'Inside placement, unpacking and debris removal.',
        },
        {
          label: 'Same-Day Freight Delivery',
          href: '/same-day-freight-delivery',
          description: 'A forgotten box delivered to the venue the same day.',
        },
        {
          label: 'Hand-Carry Courier',
          href: '/hand-carry-on-board-courier',
          description: 'A courier who flies with a critical sample or part.',
        },
        {
          label: 'Expedited Trucking',
          href: '/expedited-trucking-freight-services',
          description: 'Dedicated trucks for full exhibits and fixture loads.',
        },
        {
          label: 'Chicago expedite',
          href: '/locations/chicago-il-expedite',
          description: 'Local delivery for one of the busiest convention cities.',
        },
        {
          label: 'Overnight Freight',
          href: '/overnight-freight-solutions',
          description: 'Evening pickup, delivery by 10:30 AM the next morning.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'get-a-quote',
      eyebrow: 'Plan your show',
      title: 'Send us your show dates or rollout list',
      tone: 'dark',
      paragraphs: [
        'Share the venue or store addresses, move-in or opening dates, what is shipping and where it is coming from. If you have an exhibitor kit or a rollout schedule, send that along too.',
        'Our dispatch team returns a plan and a quote in minutes, reserves the capacity and confirms every window with you. During the show itself, the same team stays on call for the late-night emergency: a cracked panel, a sample held up in transit, a second monitor the booth suddenly needs.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Trade Show Quote', source: 'retail_trade_show_cta' },
        { kind: 'call', label: 'Call Dispatch' },
      ],
    },
  ],
};
