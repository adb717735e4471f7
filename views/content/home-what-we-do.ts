/** The concise "what we do" section of the home page (docs/product.md#2-pages-and-routes): three service cards. */

import type { Card } from './page-content.js';

/** Service card (docs/product.md#2-pages-and-routes): icon, title linked to its service page, description, features. */
export type ServiceCard = Card & Required<Pick<Card, 'icon' | 'href' | 'features'>>;

export const whatWeDoSection = {
  eyebrow: 'What we do',
  title: 'Three ways to beat a deadline',
  intro:
    'Every shipment starts with one question: when does it have to be there? Dispatch answers with the fastest of three modes, or a combination of them, and stays on the shipment until it is signed for.',
  quoteLabel: 'Get a 15-Minute Quote',
  quoteNote: 'Not sure which mode fits? Send the deadline and dispatch will choose.',
} as const;

export const serviceCards: readonly ServiceCard[] = [
  {
    icon: 'briefcase',
    title: 'Hand-Carry Courier',
    href: '/hand-carry-delivery',
    description:
      'An on-board courier collects your parts, documents or devices and flies with them as carry-on, so the shipment is never out of sight from pickup to signature.',
    features: [
      'Courier dispatched within 30 minutes',
      'Same-day to 24 hours domestic',
      '24-48 hours international',
      'Airport pickup in 60-90 minutes',
    ],
  },
  {
    icon: 'plane',
    title: 'Next Flight Out & Air Expedite',
    href: '/air-expedite-services',
    description:
      'We book space on the next commercial flight out, recover the freight at the destination airport and deliver it door to door, for loads too large to hand-carry.',
    features: [
      '4-8 hours domestic',
      '12-24 hours international',
      'Ground pickup within 2-4 hours',
      '150+ countries served',
    ],
  },
  {
    icon: 'truck',
    title: 'Ground Expedite & Hot Shot',
    href: '/ground-expedite-transport',
    description:
      'A dedicated vehicle, sized to the load, drives straight from pickup to delivery with no terminals and no transfers, from a single crate to a full trailer.',
    features: [
      'Same-day delivery in 2-8 hours',
      'Emergency pickup within 2 hours',
      'Sprinter vans to 80,000 lb tractor trailers',
      'GPS updates every 60 seconds',
    ],
  },
];
