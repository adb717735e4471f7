import type { CompanyPageContent } from '../page-content.js';

export const page: CompanyPageContent = {
  family: 'company',
  path: '/freight-agent-recruitment',
  breadcrumb: 'Freight Agent Recruitment',
  quoteHookSource: 'freight_agent_page',
  meta: {
    title: 'Become a Freight Agent',
    description:
      'Bring your shippers to a 24/7 expedited freight and courier team: hand-carry, next flight out, hot shot and white glove, with live dispatch behind every load.',
    keywords: [
      'freight agent opportunities',
      'become a freight agent',
      'independent freight agent program',
      'expedited freight agent',
      'logistics sales agent',
      'freight broker agent',
      'courier agent partnership',
    ],
  },
  hero: {
    eyebrow: 'Freight agent opportunities',
    title: 'Become a Freight Agent With 24/7 Expedited Dispatch Behind You',
    intro:
      'You own the shipper relationship; we run the shipment. As a freight agent with us, you can offer your customers hand-carry couriers, next flight out, hot shot trucking, same-day delivery and white glove service, and know that a live dispatcher picks up their call at any hour, plans the route and stays on the freight until it is signed for. If your shippers move parts, devices or documents that cannot wait, this is a program built around that kind of freight.',
    actions: [
      { kind: 'link', label: 'Start Your Inquiry', href: '#apply' },
      { kind: 'call', label: 'Talk to Our Agent Team' },
    ],
    stats: [
      { value: '24/7/365', label: 'Live dispatch for your shippers' },
      { value: '10+', label: 'Industries served' },
      { value: '150+', label: 'Countries reached' },
    ],
    panel: {
      title: 'What you can offer from day one',
      points: [
        'Quotes returned to you in minutes',
        'Emergency pickup within 2 hours',
        'Cargo insurance up to $1M',
        'GPS updates every 60 seconds',
      ],
    },
  },
  blocks: [
    {
      type: 'prose',
      id: 'why-agents',
      eyebrow: 'Why agents join',
      title: 'Why freight agents bring their shippers to us',
      paragraphs: [
        'Most agents already know the hard part of expedited freight: the call comes at 6 p.m. on a Friday, a production line is down or a surgery is scheduled, and the shipper needs someone who answers. Selling that kind of service is only possible if the operation behind you is awake when your customer is panicking. Ours is. Dispatch runs 24/7/365 from our base in the Carolinas, so an urgent request from one of your accounts gets a live person, not a voicemail box that you have to check at midnight.',
        'Expedited work also rewards breadth. One shipper may need an envelope hand-carried to another country this week and a 40,000 lb load on a straight truck the next. Because we book every mode from one desk, you can say yes to both without juggling a list of subcontractors, and your customer hears one consistent voice from quote to proof of delivery.',
        'We have spent more than 15 years on time-critical freight, and our team brings over 70 years of combined experience. That history is what you are putting in front of your shippers when you quote a load with us.',
      ],
    },
    {
      type: 'cards',
      id: 'agent-support',
      eyebrow: 'Support',
      title: 'What stands behind every load you book',
      intro:
        'You focus on finding and keeping shippers. These are the parts of the job our operations team carries for you, on every shipment, at every hour.',
      columns: 3,
      cards: [
        {
          icon: 'phone',
          title: 'Live dispatch around the clock',
          description:
            'Your customers can reach a dispatcher nights, weekends and holidays. You stay informed without having to be the one who is always on call.',
        },
        {
          icon: 'clock',
          title: 'Fast quotes you can pass on',
          description:
            'Send the lane, weight, dimensions and deadline and get pricing back in minutes, so you answer your shipper while they are still on the phone.',
        },
        {
          icon: 'map',
          title: 'Tracking your shippers can see',
          description:
            'GPS updates every 60 seconds on tracked moves and a proof of delivery at the end, which is what keeps a logistics manager calling you back.',
        },
        {
          icon: 'shield',
          title: 'Coverage for valuable freight',
          description:
            'Cargo insurance up to $1M gives you an answer when a shipper asks what happens to a high-value part if something goes wrong.',
        },
        {
          icon: 'bolt',
          title: 'An emergency team',
          description:
            'When an account is in crisis, our emergency team responds in 30 minutes and can arrange pickup within 2 hours.',
        },
        {
          icon: 'globe',
          title: 'Reach beyond your region',
          description:
            'Pickup and delivery in 300+ cities and all 50 states, plus international hand-carry to 150+ countries, so no lane is out of scope.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'services-to-sell',
      eyebrow: 'Your service menu',
      title: 'Services you can offer your shippers',
      intro:
        'Each of these is a full service with its own page you can send to a prospect. Match the mode to the deadline, or hand the deadline to dispatch and let us recommend one.',
      columns: 4,
      cards: [
        {
          icon: 'briefcase',
          title: 'Hand-Carry Courier',
          href: '/hand-carry-on-board-courier',
          badge: 'Dispatch within 30 min',
          description: 'An on-board courier flies with the shipment as carry-on and never lets it out of sight.',
        },
        {
          icon: 'plane',
          title: 'Next Flight Out',
          href: '/next-flight-out-nfo',
          badge: '4-8 hours domestic',
          description: 'Freight booked on the first commercial flight, recovered and delivered door to door.',
        },
        {
          icon: 'truck',
          title: 'Hot Shot Trucking',
          href: '/hot-shot-trucking',
          badge: 'Dedicated truck',
          description: 'A dedicated rig for urgent, time-definite loads that cannot wait for a consolidated run.',
        },
        {
          icon: 'clock',
          title: 'Same-Day Freight',
          href: '/same-day-freight-delivery',
          badge: '2-8 hours',
          description: 'Picked up and delivered the same day for regional moves that beat any overnight option.',
        },
        {
          icon: 'gear',
          title: 'White Glove Delivery',
          href: '/white-glove-delivery',
          badge: 'Inside delivery',
          description: 'Careful handling, placement and setup for equipment that needs more than a dock drop.',
        },
        {
          icon: 'shield',
          title: 'Secure Freight',
          href: '/secure-freight-transport',
          badge: 'High-value freight',
          description: 'Controlled, tracked transport for sensitive and high-value shipments.',
        },
        {
          icon: 'medical',
          title: 'Medical Equipment',
          href: '/medical-equipment-transport',
          badge: 'Clinical freight',
          description: 'Devices, instruments and supplies moved on the schedules hospitals run on.',
        },
        {
          icon: 'box',
          title: 'Overnight Freight',
          href: '/overnight-freight-solutions',
          badge: 'By 10:30 AM',
          description: 'Evening pickup and morning delivery, up to 50% cheaper than same-day.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'agent-industries',
      eyebrow: 'Industries',
      title: 'The industries your customers work in',
      intro:
        'Expedited freight is sold on consequences: a grounded aircraft, an idle plant, a postponed procedure. These are the sectors where those consequences are most expensive, and where an agent with the right partner wins loyal accounts.',
      columns: 4,
      cards: [
        {
          icon: 'plane',
          title: 'Aerospace & Defense',
          href: '/industries-we-serve#aerospace-defense',
          description: 'AOG parts, tooling and sensitive components for maintenance desks and contractors.',
        },
        {
          icon: 'gear',
          title: 'Manufacturing & Industrial',
          href: '/industries-we-serve#manufacturing-industrial',
          description: 'Line-down parts and dies that restart production before the shift is lost.',
        },
        {
          icon: 'bolt',
          title: 'Energy, Oil & Gas',
          href: '/industries-we-serve#energy-oil-gas',
          description: 'Replacement parts for field sites, refineries and plants that run around the clock.',
        },
        {
          icon: 'medical',
          title: 'Pharmaceutical & Biotech',
          href: '/industries-we-serve#pharmaceutical-biotech',
          description: 'Lab samples, clinical supplies and equipment with strict timing and handling needs.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      eyebrow: 'How it works',
      title: 'From first inquiry to your first booked load',
      intro: 'There is no long application. The process is a conversation, and it starts with the short form at the bottom of this page.',
      steps: [
        {
          title: 'Send the inquiry',
          text: 'Tell us your company, your experience in freight, the states you work in and whether you already bring shippers. It takes a few minutes.',
        },
        {
          title: 'Talk with our team',
          text: 'We call or write back to learn about your accounts and lanes, and to explain how the program and compensation work, in plain terms.',
        },
        {
          title: 'Get set up',
          text: 'We agree the terms in writing, walk you through how to request quotes and book loads, and introduce you to the dispatchers your shippers will hear from.',
        },
        {
          title: 'Book your first shipment',
          text: 'Bring a lane, get a quote in minutes, and watch dispatch run it from pickup to proof of delivery while you keep the customer informed.',
        },
      ],
      action: { kind: 'link', label: 'Start Your Inquiry', href: '#apply' },
    },
    {
      type: 'faq',
      id: 'agent-faq',
      eyebrow: 'Questions from prospective agents',
      title: 'Freight agent FAQ',
      items: [
        {
          question: 'Do I need an existing book of business to inquire?',
          answer:
            'The form asks whether you already bring shippers so the first conversation starts in the right place. Experienced agents with active accounts and logistics professionals with strong industry relationships both write to us; we talk through fit with each one.',
        },
        {
          question: 'How is agent compensation structured?',
          answer:
            'We do not publish commission terms on this page. They are explained in your first conversation with our team and set out in writing before you book a load, so you know exactly how each shipment pays.',
        },
        {
          question: 'Who handles my shipper when they call after hours?',
          answer:
            'Our dispatch team does, 24/7/365. Your customer reaches a live dispatcher who can quote, book and track the shipment, and you are kept in the loop on what happened.',
        },
        {
          question: 'Do my shippers have to be near me?',
          answer:
            'No. The form asks which states you work in, but our network covers all 50 states and international hand-carry to 150+ countries, so your accounts can ship wherever their freight needs to go.',
        },
        {
          question: 'What happens after I submit the inquiry?',
          answer:
            'Our team reads every inquiry and contacts you by phone or e-mail to arrange a conversation. If you prefer to talk first, call dispatch and ask for the agent program.',
        },
      ],
    },
    {
      type: 'form',
      form: 'freight-agent',
      eyebrow: 'Apply',
      title: 'Start your freight agent inquiry',
      intro: 'A few details about you and your business are enough to begin. Nothing here commits you to anything.',
      paragraphs: [
        'The form asks for your company name, your own name and the best phone number and e-mail to reach you. You can also tell us how many years you have worked in freight or logistics, whether you already bring shippers with you and which states you serve. Use the message box for anything else: the industries you know best, the lanes your customers run most often or the kind of urgent freight they call about.',
        'We use these answers only to prepare for the conversation with you. Once we have read your inquiry, someone from our team will reach out to talk about your accounts and explain how working with us would look.',
      ],
    },
  ],
};
