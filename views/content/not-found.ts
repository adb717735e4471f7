import type { DescribedLink } from './types.js';

export const notFoundCopy = {
  eyebrow: 'Error 404',
  title: 'Page Not Found',
  text: "The page you're looking for doesn't exist or may have been moved.",
  homeLabel: 'Return Home',
  popularTitle: 'Popular pages',
  metaTitle: 'Page Not Found',
  metaDescription: "The page you're looking for doesn't exist or may have been moved.",
} as const;

export const popularPages: readonly DescribedLink[] = [
  { label: 'Hand-Carry On-Board Courier', href: '/hand-carry-on-board-courier', description: 'A dedicated courier travels with your shipment door to door.' },
  { label: 'Same-Day Freight Delivery', href: '/same-day-freight-delivery', description: 'Urgent freight picked up and delivered the same day.' },
  { label: 'Hot Shot Trucking', href: '/hot-shot-trucking', description: 'Dedicated trucks for time-definite loads.' },
  { label: 'Locations', href: '/locations', description: 'Expedited service in 300+ cities across all 50 states.' },
  { label: 'Contact Us', href: '/contact-us', description: 'Reach dispatch 24/7/365 by phone or e-mail.' },
  { label: 'FAQ', href: '/faq', description: 'Answers on timing, insurance, tracking and quotes.' },
];
