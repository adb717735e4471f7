import type { DescribedLink, Stat } from './types.js';

export const homeMeta = {
  title: 'Expedited Freight & Hand-Carry Courier, 24/7',
  description:
    '24/7/365 expedited freight, same-day delivery, next flight out and hand-carry courier in all 50 states. 99.8% on-time delivery and a quote in 15 minutes.',
  imageAlt: 'Expedited freight routes connecting cities across the United States',
  keywords: [
    'expedited freight',
    'hand carry courier',
    'on-board courier',
    'next flight out',
    'same-day freight delivery',
    'hot shot trucking',
    'air expedite',
    'ground expedite',
    'emergency logistics',
    'medical equipment transport',
    'white glove delivery',
    '24/7 freight dispatch',
    'time-critical shipping',
  ],
} as const;

export const hero = {
  eyebrow: '24/7/365 expedited freight & courier',
  title: 'Expedited Freight & Hand-Carry Courier, 24/7 Nationwide',
  intro:
    'When a shipment cannot wait, our dispatch team books the fastest option for it: next flight out, dedicated ground expedite or an on-board courier who stays with your freight door to door, in all 50 states.',
  quoteLabel: 'Get a 15-Minute Quote',
  servicesLabel: 'View Services',
  deskTitle: 'Shipment that cannot wait?',
  deskIntro: 'Call dispatch directly. A live dispatcher answers every call, day or night.',
  deskPoints: [
    'Quote response in minutes',
    'Emergency pickup within 2 hours',
    'Cargo insurance up to $1M',
    'GPS updates every 60 seconds',
  ],
} as const;

export const heroStats: readonly Stat[] = [
  { value: '24/7/365', label: 'Live dispatch' },
  { value: '99.8%', label: 'On-time delivery' },
  { value: '300+', label: 'Cities served' },
  { value: '15+', label: 'Years expediting freight' },
];

export const servicesSection = {
  eyebrow: 'Services',
  title: 'Expedited services for freight that cannot wait',
  intro:
    'Choose the mode that fits your deadline, or give dispatch the deadline and we will match the mode. Cargo insurance up to $1M, from a single envelope to a full truckload.',
} as const;

/** The 12 service buttons of the home services block (docs/product.md#2-pages-and-routes), in order. */
export const serviceButtons: readonly DescribedLink[] = [
  { label: 'Same-Day Freight Delivery', href: '/same-day-freight-delivery', description: 'Picked up and delivered the same day, door to door.' },
  { label: 'Hot Shot Trucking', href: '/hot-shot-trucking', description: 'A dedicated truck for urgent, time-definite loads.' },
  { label: 'Emergency Logistics', href: '/emergency-logistics', description: 'Emergency pickup within 2 hours, any hour.' },
  { label: 'Medical Equipment Transport', href: '/medical-equipment-transport', description: 'Careful handling for devices and clinical equipment.' },
  { label: 'Air Expedite Services', href: '/air-expedite-services', description: 'Next flight out: 4-8 hours domestic.' },
  { label: 'Ground Expedite Transport', href: '/ground-expedite-transport', description: 'Sprinter vans to tractor trailers, pickup in 2-4 hours.' },
  { label: 'Expedited Freight Shipping', href: '/expedited-freight-shipping', description: '2-5 times faster than standard freight.' },
  { label: 'Hand-Carry Delivery', href: '/hand-carry-delivery', description: 'An on-board courier who never leaves your shipment.' },
  { label: 'Aerospace & Defense', href: '/industries-we-serve#aerospace-defense', description: 'AOG parts and sensitive components.' },
  { label: 'Manufacturing & Industrial', href: '/industries-we-serve#manufacturing-industrial', description: 'Line-down parts that restart production.' },
  { label: 'Energy, Oil & Gas', href: '/industries-we-serve#energy-oil-gas', description: 'Critical parts for field and plant operations.' },
  { label: 'Pharmaceutical & Biotech', href: '/industries-we-serve#pharmaceutical-biotech', description: 'Time-sensitive clinical and lab shipments.' },
];

export const contactSection = {
  eyebrow: 'Contact',
  title: 'Talk to dispatch now',
  intro:
    'Call for the fastest response, or e-mail pickup and delivery locations, dimensions, weight and deadline. You will have a quote in minutes.',
  phoneLabel: 'Call dispatch',
  emailLabel: 'E-mail a request',
  hqLabel: 'Headquarters',
  hoursLabel: 'Dispatch hours',
  hours: '24/7/365',
} as const;

export const businessRating = { ratingValue: '5.0', reviewCount: 127 } as const;
