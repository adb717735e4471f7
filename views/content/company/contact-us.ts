import type { CompanyPageContent } from '../page-content.js';

export const page: CompanyPageContent = {
  family: 'company',
  path: '/contact-us',
  business: true,
  quoteHookSource: 'contact_page',
  breadcrumb: 'Contact Us',
  meta: {
    title: 'Contact 24/7 Freight Dispatch',
    description:
      'Call, e-mail or send a quote request to our 24/7/365 dispatch team. Have pickup, delivery, size, weight and deadline ready for a quote in minutes.',
    keywords: [
      'contact expedited freight company',
      '24/7 freight dispatch phone',
      'emergency freight quote',
      'request courier quote',
      'expedited shipping contact',
      'urgent shipment help',
    ],
  },
  hero: {
    eyebrow: 'Contact us',
    title: 'Contact Our 24/7 Dispatch Team',
    intro:
      'Whether you need a price for next week or a driver at your dock within the hour, you reach the same live dispatch desk. Call for anything urgent, e-mail when you have drawings or paperwork to share, or send the quote form and we will reply within minutes. Dispatch is staffed 24/7/365 from the Carolinas, including nights, weekends and holidays, and covers all 50 states.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'contact_page' },
      { kind: 'call', label: 'Call Dispatch' },
    ],
    panel: {
      title: 'When you reach us',
      points: [
        'A live dispatcher, not a voicemail box',
        'Quote response in minutes',
        'Emergency team responds in 30 minutes',
        'Emergency pickup within 2 hours',
      ],
    },
  },
  blocks: [
    {
      type: 'contact',
      eyebrow: 'Reach dispatch',
      title: 'Phone, e-mail and quote form',
      paragraphs: [
        'The phone line is the fastest way to book: the dispatcher who answers can quote, confirm and assign a driver or courier while you are still on the call. Tap the number on a phone to dial it directly.',
        'E-mail works well for shipments planned a little further ahead, or when you want to attach a packing list, a commercial invoice or photos of the crate. The quote form sends your details straight to dispatch, and a team member replies with a price and a recommended mode.',
        'You will get the quickest and most accurate quote if you have the details below at hand before you contact us.',
      ],
      checklist: [
        'Pickup and delivery locations, with ZIP codes and any dock or gate instructions',
        'Package dimensions and weight, including the number of pieces',
        'Pickup time: when the freight will be packed and ready to go',
        'Arrival time: the latest moment it can be delivered',
        'Special handling: fragile, high-value, temperature-sensitive, hazardous or lift-gate needs',
      ],
      actions: [
        { kind: 'quote', label: 'Open Quote Form', source: 'contact_page' },
        { kind: 'call', label: 'Call Dispatch' },
        { kind: 'email', label: 'E-mail Dispatch' },
      ],
    },
    {
      type: 'cta',
      id: 'emergency',
      eyebrow: 'Emergency shipments',
      title: 'Shipment already late? Call now',
      tone: 'dark',
      paragraphs: [
        'If a line is down, an aircraft is grounded or a patient is waiting, do not wait for an e-mail reply. Call dispatch and say it is an emergency: our emergency team responds in 30 minutes and can arrange pickup within 2 hours.',
        'Prefer to type? Use the emergency quote button and mark the request as urgent. Dispatch sees it right away and will phone you back to confirm the plan, the driver or courier, and the expected delivery time.',
        'Only have the pickup address and a name on site? That is enough to start. A dispatcher can get a driver rolling and collect the remaining details while the vehicle is on its way.',
      ],
      actions: [
        { kind: 'quote', label: 'Emergency Quote', source: 'contact_emergency' },
        { kind: 'call', label: 'Call Now' },
      ],
    },
    {
      type: 'steps',
      id: 'what-happens-next',
      eyebrow: 'After you reach out',
      title: 'What happens after you contact us',
      steps: [
        { title: 'We confirm the deadline', text: 'A dispatcher repeats back the pickup, destination and arrival time so nothing is lost in translation.' },
        { title: 'You receive a quote', text: 'A price for the recommended mode, usually within minutes, and a faster or cheaper option when one exists.' },
        { title: 'You approve and we book', text: 'Once you say go, we assign the driver or courier; pickups are typically booked in 15-30 minutes.' },
        { title: 'You stay informed', text: 'Pickup confirmation, live GPS updates every 60 seconds and a call if anything changes on the way.' },
        { title: 'Signed and delivered', text: 'Proof of delivery reaches you as soon as the consignee signs, day or night.' },
      ],
    },
    {
      type: 'cards',
      id: 'choose-a-channel',
      eyebrow: 'Which way to reach us',
      title: 'Pick the channel that fits your situation',
      columns: 3,
      cards: [
        {
          title: 'Call for urgent freight',
          icon: 'phone',
          badge: 'Fastest',
          description: 'Best when pickup is needed today or tonight, when the deadline is tight, or when you are not sure which service fits.',
          features: ['Quote and booking on one call', 'Answered 24/7/365'],
        },
        {
          title: 'Quote form for planned moves',
          icon: 'clock',
          badge: 'Reply in minutes',
          description: 'Best when you have the details ready and want a written price to share with a manager or purchasing team.',
          features: ['Works from any page', 'Goes straight to dispatch'],
        },
        {
          title: 'E-mail for documents',
          icon: 'box',
          description: 'Best when you need to send attachments such as packing lists, customs paperwork, drawings or photos of the freight.',
          features: ['Attach what you have', 'A dispatcher follows up'],
        },
      ],
    },
    {
      type: 'faq',
      id: 'contact-questions',
      eyebrow: 'Questions about reaching us',
      title: 'Contacting dispatch: common questions',
      items: [
        {
          question: 'Will someone really answer at 3 a.m.?',
          answer: 'Yes. Dispatch is staffed 24/7/365, and the person who answers overnight can quote and book a shipment just as during the day.',
        },
        {
          question: 'I do not know the exact weight yet. Can I still ask for a quote?',
          answer: 'Yes. Give us your best estimate and the approximate size. We will quote on that basis, and if the real size or weight turns out different, dispatch tells you before pickup whether the vehicle or the price changes.',
        },
        {
          question: 'Can I change the delivery address after booking?',
          answer: 'Call dispatch as soon as you know. We can usually reroute a shipment in transit; the driver or courier is updated right away and we tell you if the timing or price changes.',
        },
        {
          question: 'Who do I contact while my shipment is moving?',
          answer: 'The same dispatch desk. Give them your shipment reference and they will have the live location and the latest status in front of them.',
        },
      ],
    },
    {
      type: 'links',
      id: 'before-you-call',
      eyebrow: 'Useful before you call',
      title: 'Pages that help you choose a service',
      intro: 'Not sure what to ask for? These pages explain the options our dispatchers will talk you through.',
      links: [
        { label: 'Emergency Logistics', href: '/emergency-logistics', description: 'How our response process works when a shipment is critical.' },
        { label: 'Next Flight Out', href: '/next-flight-out-nfo', description: 'Air freight on the first available flight, 4-8 hours domestic.' },
        { label: 'Hand-Carry Courier', href: '/hand-carry-on-board-courier', description: 'A courier who travels with your item as carry-on.' },
        { label: 'Same-Day Freight Delivery', href: '/same-day-freight-delivery', description: 'Regional pickup and delivery on the same day.' },
        { label: 'FAQ', href: '/faq', description: 'Answers on booking, insurance, tracking and timelines.' },
        { label: 'Medical Equipment Case Study', href: '/case-studies/medical-equipment-2-hour-delivery', description: 'What a 2-hour emergency response looks like from the first call to delivery.' },
      ],
    },
  ],
};
