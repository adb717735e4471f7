import type { ServicePageContent } from '../page-content.js';

export const page: ServicePageContent = {
  family: 'service',
  path: '/medical-equipment-transport',
  breadcrumb: 'Medical Equipment Transport',
  service: {
    name: 'Medical Equipment Transport',
    serviceType: 'Expedited transport of medical devices and clinical equipment',
  },
  meta: {
    title: 'Medical Equipment Transport, 24/7',
    description:
      'Urgent transport for medical devices, imaging parts and lab equipment: pickup within 2 hours, chain-of-custody logs, careful handling, 24/7/365 dispatch.',
    keywords: [
      'medical equipment transport',
      'medical device courier',
      'hospital equipment delivery',
      'imaging parts courier',
      'loaner instrument tray delivery',
      'lab equipment transport',
      'urgent medical freight',
      'same-day medical delivery',
    ],
  },
  hero: {
    eyebrow: 'Medical equipment transport, 24/7/365',
    title: 'Medical Equipment Transport for Hospitals, Labs and Device Makers',
    intro:
      'A replacement detector panel for a down CT scanner, a loaner implant kit for a morning case, a calibrated analyzer moving between labs: medical freight rarely waits politely for a standard carrier. Our dispatch team books the fastest safe option, whether a dedicated vehicle, the next flight out or a courier who carries the item by hand, and delivers it to the department that needs it rather than leaving it on a receiving dock.',
    actions: [
      { kind: 'quote', label: 'Get a 15-Minute Quote', source: 'medical_transport_hero' },
      { kind: 'call', label: 'Talk to a Dispatcher' },
    ],
    stats: [
      { value: '24/7/365', label: 'Live dispatch' },
      { value: '2 hours', label: 'Emergency pickup' },
      { value: '99.8%', label: 'On-time delivery' },
      { value: 'Up to $1M', label: 'Cargo insurance' },
    ],
    panel: {
      title: 'Built around clinical deadlines',
      points: [
        'Emergency pickup within 2 hours',
        'Signed chain-of-custody record at every hand-off',
        'Temperature-aware packing and handling',
        'GPS updates every 60 seconds',
      ],
    },
  },
  blocks: [
    {
      type: 'cards',
      id: 'what-we-move',
      eyebrow: 'What we move',
      title: 'Medical equipment our couriers carry',
      intro:
        'If it keeps a patient, a procedure or a lab result on schedule, it belongs on this list. Tell dispatch what the item is and how it must travel, and we plan the move around it.',
      columns: 3,
      cards: [
        {
          icon: 'medical',
          title: 'Imaging and diagnostic parts',
          description:
            'X-ray tubes, detector panels, ultrasound probes and CT or MRI spares that a field service engineer needs before a modality can come back online.',
        },
        {
          icon: 'box',
          title: 'Surgical loaner sets',
          description:
            'Instrument trays and implant kits that must reach sterile processing ahead of a scheduled case, then travel back to the manufacturer when the case is done.',
        },
        {
          icon: 'gear',
          title: 'Laboratory instruments',
          description:
            'Benchtop analyzers, centrifuges and incubators, crated and kept level so that sensitive, calibrated components arrive in the state they left.',
        },
        {
          icon: 'users',
          title: 'Patient care devices',
          description:
            'Infusion pumps, monitors, ventilators and specialty beds moved between facilities, equipment depots and repair centers.',
        },
        {
          icon: 'truck',
          title: 'Home medical equipment',
          description:
            'Oxygen concentrators, hospital beds and mobility equipment delivered for providers to clinics and to patient homes on a set appointment.',
        },
        {
          icon: 'briefcase',
          title: 'Clinical study equipment',
          description:
            'Devices and supplies for research sites, moved on a fixed calendar with a documented hand-off at each end.',
        },
      ],
    },
    {
      type: 'prose',
      id: 'handling-practices',
      eyebrow: 'Handling practices',
      title: 'How we handle sensitive medical devices',
      paragraphs: [
        'Medical equipment is often fragile in ways a box does not show: a probe lens that cracks if it is dropped, a detector that must stay upright, an analyzer that loses calibration when it is jolted. Before pickup, our dispatcher asks how the item must be oriented, what it can be stacked with and whether your biomedical team or the manufacturer has written handling instructions. Those instructions travel with the driver or courier, and they are followed, not filed.',
        'Every hand-off is logged. The person who collects the shipment signs for it, the record follows it through any flight or vehicle change, and the person who receives it signs at the end, so you can see who held your equipment and when. For items that must stay within a temperature range, we move them in the insulated containers your team packs and qualifies, keep them out of hot or freezing cargo areas, and plan the route so they are never left in a parked vehicle.',
      ],
      checklist: [
        'Orientation, stacking and shock limits confirmed before pickup',
        'Blanket wrap, bracing and straps for uncrated devices',
        'Chain-of-custody signature at pickup, transfer and delivery',
        'Temperature range noted on the order and planned into the route',
        'Delivery to the named department, suite or biomed shop',
      ],
    },
    {
      type: 'steps',
      id: 'how-it-works',
      eyebrow: 'How it works',
      title: 'From your call to the point of care',
      intro: 'Four stages, one dispatcher who owns the shipment from the first call to the final signature.',
      steps: [
        {
          title: 'Tell us what failed and where',
          text: 'Call or request a quote with the pickup and delivery sites, the item, its size and weight, and when it has to be in service. A quote comes back in minutes.',
        },
        {
          title: 'We choose the mode',
          text: 'Dispatch compares a dedicated vehicle, the next flight out and a hand-carry courier against your deadline and the device, then books the one that gets there first without risking the equipment.',
        },
        {
          title: 'Pickup and direct transit',
          text: 'For an emergency, pickup happens within 2 hours. The shipment travels without terminal stops or cross-docking, with GPS position updates every 60 seconds.',
        },
        {
          title: 'Delivery and sign-off',
          text: 'The courier brings the item to the room, dock or biomed shop you named, a recipient signs, and you receive the proof of delivery along with the custody record.',
        },
      ],
      action: { kind: 'call', label: 'Call Dispatch Now' },
    },
    {
      type: 'table',
      id: 'transport-options',
      eyebrow: 'Transport options',
      title: 'Choosing the right mode for a medical shipment',
      intro:
        'The right mode depends on the size of the item, the distance and how soon it has to be in use. This is how we usually match them; dispatch confirms the fastest option for your route.',
      caption: 'Typical modes for urgent medical equipment',
      columns: ['Mode', 'Typical timing', 'Best suited to'],
      rows: [
        ['Hand-carry courier', 'Same-day to 24 hours domestic, 24-48 hours international', 'Probes, boards and instruments that fit a carry-on of about 22x14x9 inches and 50 lb'],
        ['Next flight out', '4-8 hours domestic, 12-24 hours international', 'Boxed parts and crated devices too large to travel in the cabin'],
        ['Same-day ground', '2-8 hours', 'Moves between hospitals, depots and repair centers in the same region'],
        ['Expedited trucking', '1-2 days coast to coast, versus 5-7 days standard', 'Beds, imaging components and multi-pallet equipment installs'],
      ],
      note: 'Cargo insurance up to $1M is available on medical shipments. Tell dispatch the declared value when you book.',
    },
    {
      type: 'cards',
      id: 'who-we-serve',
      eyebrow: 'Who we work with',
      title: 'Teams that call us when equipment is down',
      columns: 2,
      cards: [
        {
          icon: 'building',
          title: 'Hospital supply chain and biomed',
          description:
            'Materials managers and clinical engineering teams who need a part, a device or a loaner on site before the next shift or the next scheduled procedure.',
        },
        {
          icon: 'gear',
          title: 'Device manufacturers and service organizations',
          description:
            'Field service departments shipping advance-exchange parts to engineers, and bringing the failed unit back to the depot for repair.',
        },
        {
          icon: 'medical',
          title: 'Laboratories and research sites',
          description:
            'Clinical and research labs relocating instruments, replacing a failed unit quickly or supplying a study site on a fixed calendar.',
        },
        {
          icon: 'truck',
          title: 'Home care and equipment providers',
          description:
            'Providers who need equipment at a patient home or a clinic at an agreed time, including evenings, weekends and holidays.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      eyebrow: 'FAQ',
      title: 'Medical equipment transport questions',
      items: [
        {
          question: 'Can you deliver straight to the imaging suite or the operating room?',
          answer:
            'Yes, when the facility allows it. Give us the department, the floor and a receiving contact, and the courier will bring the item to that person instead of leaving it at the central dock. If the hospital requires escorts or visitor badges, tell dispatch and we will plan the extra time.',
        },
        {
          question: 'How do you keep temperature-sensitive items within range?',
          answer:
            'We move them in the insulated or qualified containers your team packs, keep them out of unheated and unconditioned cargo spaces, and plan the route so the container is never parked in a vehicle. Tell us the allowed range and how long the packaging holds it, and we build the schedule inside that window.',
        },
        {
          question: 'Can the courier take the failed part back to the depot?',
          answer:
            'Yes. Many device service teams book an advance exchange: we deliver the replacement, wait while the engineer swaps it, and carry the returned unit to the repair center on the same trip, with its own custody record.',
        },
        {
          question: 'What should I have ready when I request a quote?',
          answer:
            'The pickup and delivery addresses with contacts, the item and its dimensions and weight, whether it is crated, any orientation or temperature limits, and the time it has to be in use. A model or part number helps us plan the vehicle.',
        },
        {
          question: 'Are medical shipments insured?',
          answer:
            'Cargo insurance up to $1M is available. Declare the value of the equipment when you book so that the coverage matches what is on board.',
        },
      ],
    },
    {
      type: 'links',
      id: 'related-services',
      eyebrow: 'Related services',
      title: 'More ways we keep clinical equipment moving',
      intro: 'Medical shipments often combine modes. These services and stories explain each option in more depth.',
      links: [
        {
          label: 'Medical equipment case study',
          href: '/case-studies/medical-equipment-2-hour-delivery',
          description: 'How an emergency medical equipment delivery was completed within 2 hours.',
        },
        {
          label: 'Emergency Logistics',
          href: '/emergency-logistics',
          description: 'Our 4-step response when a failure cannot wait until morning.',
        },
        {
          label: 'Hand-Carry Courier',
          href: '/hand-carry-on-board-courier',
          description: 'Probes and boards escorted by one person on a commercial flight.',
        },
        {
          label: 'Same-Day Freight Delivery',
          href: '/same-day-freight-delivery',
          description: 'Pickup and delivery on the same day across a region.',
        },
        {
          label: 'White Glove Delivery',
          href: '/white-glove-delivery',
          description: 'Inside delivery, placement and debris removal for larger devices.',
        },
        {
          label: 'Pharmaceutical & Biotech',
          href: '/industries-we-serve#pharmaceutical-biotech',
          description: 'Time-sensitive lab, clinical and research shipments.',
        },
      ],
    },
    {
      type: 'cta',
      id: 'get-a-quote',
      eyebrow: 'Ready when you are',
      title: 'Get medical equipment moving tonight',
      tone: 'dark',
      paragraphs: [
        'Send us the pickup site, the destination and the moment the equipment has to be in service. Dispatch answers with a route, a mode and a price within minutes, any hour of the day, weekends and holidays included.',
        'Once you approve, we assign the vehicle or courier, confirm the pickup time and keep you updated until the receiving department signs for the shipment. If the part is still being located in a warehouse or a depot, call anyway: we can hold a driver on standby so the clock starts the moment it is ready.',
      ],
      actions: [
        { kind: 'quote', label: 'Request a Medical Transport Quote', source: 'medical_transport_cta' },
        { kind: 'call', label: 'Call Dispatch' },
      ],
    },
  ],
};
