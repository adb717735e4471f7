import type { CompanyPageContent } from '../page-content.js';

export const page: CompanyPageContent = {
  family: 'company',
  path: '/about-us',
  business: true,
  quoteHookSource: 'about_page',
  breadcrumb: 'About Us',
  meta: {
    title: 'About Us: 24/7 Expedited Freight Team',
    description:
      'Based in the Carolinas, our dispatch team has moved time-critical freight for 15+ years, 24/7/365, with 70+ years of combined experience.',
    keywords: [
      'about our expedited freight company',
      'expedited freight company Carolinas',
      '24/7 freight dispatch team',
      'hand carry courier company',
      'time-critical logistics provider',
      'emergency freight specialists',
    ],
  },
  hero: {
    eyebrow: 'About us',
    title: 'The Dispatch Team Behind Freight That Cannot Wait',
    intro:
      'We are an expedited freight and courier company based in the Carolinas, and for more than 15 years we have done one kind of work: getting urgent shipments where they need to be before a deadline turns into a loss. A production line waiting on a gearbox, an aircraft grounded for one sensor, an operating room short a loaner tray. Our dispatchers pick up the phone at any hour, choose the fastest way to move the freight and stay with it until someone signs for it.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'about_page' },
      { kind: 'call', label: 'Talk to Dispatch' },
    ],
    stats: [
      { value: '15+', label: 'Years expediting freight' },
      { value: '70+', label: 'Years of combined experience' },
      { value: '24/7/365', label: 'Live dispatch' },
    ],
  },
  blocks: [
    {
      type: 'prose',
      id: 'our-story',
      eyebrow: 'Our story',
      title: 'Built around the phone call nobody wants to make',
      paragraphs: [
        'Every urgent shipment starts the same way: someone discovers, usually late in the day, that a part, a device or a set of documents will not arrive in time by normal freight. For more than 15 years our dispatch desk in the Carolinas has taken exactly those calls, and we have shaped the company around making that moment less stressful for the person on the other end of the line.',
        'That means staffing dispatch around the clock rather than during office hours, knowing airline cargo cut-offs and courier routes by heart, and keeping drivers and on-board couriers ready to move on short notice. Today that network reaches 300+ cities across all 50 states and, with partners in 50+ countries, more than 150 countries worldwide.',
        'We have grown, but the job has not changed. A dispatcher still answers, still asks when the shipment has to arrive, and still plans the route backwards from that moment.',
      ],
    },
    {
      type: 'stats',
      id: 'by-the-numbers',
      eyebrow: 'By the numbers',
      title: 'What fifteen years of urgent freight adds up to',
      tone: 'dark',
      stats: [
        { metric: '70+', label: 'Years of combined experience', description: 'Our dispatchers and managers have handled line-down calls, AOG requests and hospital emergencies for decades.' },
        { metric: '1000+', label: 'Clients', description: 'Manufacturers, hospitals, forwarders, law firms and aerospace teams who keep our number on hand.' },
        { metric: '5,000+', label: 'Shipments a month', description: 'From a single envelope carried on a plane to a loaded tractor trailer driven straight through.' },
        { metric: '99.8%', label: 'On-time delivery', description: 'Measured against the delivery time we agreed with you, not a window we chose afterwards.' },
        { metric: '10+', label: 'Industries served', description: 'Each with its own deadlines, paperwork and handling habits that we have learned along the way.' },
        { metric: '5.0', label: 'Rating from 127 reviews', description: 'Shippers rate the whole experience, from the first call to the proof of delivery.' },
      ],
    },
    {
      type: 'cards',
      id: 'what-we-do',
      eyebrow: 'What we do',
      title: 'One desk for every way to move urgent freight',
      intro:
        'We are not tied to a single mode. Because we can put a shipment on a plane, in a van or in the hands of a courier, the recommendation you get is the one that meets your deadline at a sensible cost.',
      columns: 3,
      cards: [
        {
          title: 'Hand-Carry Courier',
          icon: 'briefcase',
          href: '/hand-carry-on-board-courier',
          badge: 'Dispatch within 30 min',
          description: 'An on-board courier flies with small, critical items as carry-on and delivers them personally, domestic or international.',
        },
        {
          title: 'Next Flight Out',
          icon: 'plane',
          href: '/next-flight-out-nfo',
          badge: '4-8 hours domestic',
          description: 'We book the first available commercial flight, recover the freight on arrival and deliver it door to door.',
        },
        {
          title: 'Hot Shot and Ground Expedite',
          icon: 'truck',
          href: '/hot-shot-trucking',
          badge: 'Up to 80,000 lbs',
          description: 'A dedicated vehicle sized to the load drives straight to the consignee with no terminals or transfers.',
        },
        {
          title: 'Same-Day Delivery',
          icon: 'clock',
          href: '/same-day-freight-delivery',
          badge: '2-8 hours',
          description: 'Picked up and delivered on the same day for regional moves where every hour on the road counts.',
        },
        {
          title: 'White Glove Delivery',
          icon: 'star',
          href: '/white-glove-delivery',
          description: 'Inside delivery, placement, unpacking and debris removal for equipment that needs more than a dock drop.',
        },
        {
          title: 'Secure Freight',
          icon: 'shield',
          href: '/secure-freight-transport',
          badge: 'Zero security breaches',
          description: 'High-value and sensitive shipments with tight chain of custody and continuous tracking.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-dispatch-works',
      eyebrow: 'How dispatch works',
      title: 'What happens after you call us',
      steps: [
        { title: 'A dispatcher answers', text: 'A live dispatcher picks up, day or night, and can quote and book the shipment on that same call.' },
        { title: 'We start from the deadline', text: 'We ask when the freight must arrive, then work backwards through flights, drive times and cut-offs to find what makes it.' },
        { title: 'You get a price in minutes', text: 'One clear quote for the recommended option, with an alternative when a slower or faster choice makes sense.' },
        { title: 'Pickup is booked at once', text: 'A driver or courier is assigned immediately; emergency pickups can happen within 2 hours.' },
        { title: 'We watch it the whole way', text: 'GPS updates every 60 seconds, and a dispatcher who calls you first if anything changes en route.' },
        { title: 'Delivery is confirmed', text: 'You receive proof of delivery with the name of the person who signed and the time they signed.' },
      ],
    },
    {
      type: 'cards',
      id: 'values',
      eyebrow: 'What we stand for',
      title: 'The habits that keep shippers coming back',
      columns: 2,
      cards: [
        {
          title: 'Answer every call',
          icon: 'phone',
          description: 'Emergencies do not keep office hours, so neither do we. Nights, weekends and holidays are staffed by people who can make decisions.',
        },
        {
          title: 'Tell the truth early',
          icon: 'check',
          description: 'If a deadline cannot be met, we say so before you book and offer the best alternative. Bad news delivered early is still useful.',
        },
        {
          title: 'Treat freight as if it were ours',
          icon: 'shield',
          description: 'Careful loading, the right vehicle and cargo insurance up to $1M, because the part is often worth far less than the downtime behind it.',
        },
        {
          title: 'Own the shipment end to end',
          icon: 'users',
          description: 'One team books, tracks and closes out each order, so you never have to explain your shipment twice to someone new.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'who-we-serve',
      eyebrow: 'Who we work with',
      title: 'Shippers for whom late means expensive',
      paragraphs: [
        'Most of our customers are not logistics companies. They are maintenance controllers, plant managers, hospital supply chain teams, paralegals racing a filing deadline and event crews building a booth overnight. What they share is that the cost of a late shipment is measured in idle workers, grounded aircraft or postponed procedures.',
        'Aerospace and defense, manufacturing, energy, pharmaceutical and biotech, medical, automotive, technology, legal, retail and disaster relief each bring their own rules. We have learned them shipment by shipment, and we ask the right questions up front so your freight does not get stuck on a detail.',
      ],
      action: { kind: 'link', label: 'See the Industries We Serve', href: '/industries-we-serve' },
    },
    {
      type: 'links',
      id: 'learn-more',
      eyebrow: 'Learn more',
      title: 'See our work before you ship with us',
      intro:
        'If you would like to know how we handle a real emergency before trusting us with yours, start with these pages.',
      links: [
        { label: 'Case Studies', href: '/case-studies', description: 'Real shipments with the deadline, the plan we chose and how it turned out.' },
        { label: 'AOG Aircraft Part Delivery', href: '/case-studies/aog-aircraft-part-delivery', description: 'How a grounded aircraft got the part it needed on the next flight out.' },
        { label: 'Frequently Asked Questions', href: '/faq', description: 'Booking, timelines, insurance, tracking and what to prepare before you call.' },
        { label: 'Contact Us', href: '/contact-us', description: 'Phone, e-mail and what information gets you the fastest quote.' },
        { label: 'Become a Carrier Partner', href: '/carrier-partner-application', description: 'Drivers and fleets who want to haul time-critical freight with us.' },
      ],
    },
    {
      type: 'cta',
      id: 'work-with-us',
      eyebrow: 'Work with us',
      title: 'Give our dispatch team your next deadline',
      paragraphs: [
        'Tell us what needs to move, where it is now and when it has to arrive. A dispatcher will come back with a recommended mode and a price within minutes, whether it is two in the afternoon or two in the morning.',
        'If the shipment is already late, call instead of filling in the form: our emergency team responds in 30 minutes and can often have a driver at your door within 2 hours. Not sure whether it needs a plane, a van or a courier? Describe the freight and the deadline, and leave the choice to us.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Quote', source: 'about_page' },
        { kind: 'call', label: 'Call Dispatch Now' },
      ],
    },
  ],
};
