import type { LinkGroup, LinkItem } from './types.js';

/** The service pages, grouped as in the navigation's Services menu. */
export const serviceGroups: readonly LinkGroup[] = [
  {
    title: 'Time-Critical',
    links: [
      { label: 'Same-Day Freight Delivery', href: '/same-day-freight-delivery' },
      { label: 'Next Flight Out', href: '/next-flight-out-nfo' },
      { label: 'Hand-Carry On-Board Courier', href: '/hand-carry-on-board-courier' },
      { label: 'Emergency Logistics', href: '/emergency-logistics' },
      { label: 'Overnight Freight', href: '/overnight-freight-solutions' },
    ],
  },
  {
    title: 'Air & Ground',
    links: [
      { label: 'Air Expedite', href: '/air-expedite-services' },
      { label: 'Ground Expedite', href: '/ground-expedite-transport' },
      { label: 'Hot Shot Trucking', href: '/hot-shot-trucking' },
      { label: 'Expedited Freight Shipping', href: '/expedited-freight-shipping' },
      { label: 'Expedited Trucking', href: '/expedited-trucking-freight-services' },
      { label: 'Express Cargo', href: '/express-cargo-delivery-services' },
    ],
  },
  {
    title: 'Specialized',
    links: [
      { label: 'Medical Equipment Transport', href: '/medical-equipment-transport' },
      { label: 'White Glove Delivery', href: '/white-glove-delivery' },
      { label: 'Secure Freight Transport', href: '/secure-freight-transport' },
      { label: 'Retail & Trade Show Logistics', href: '/retail-trade-show-logistics' },
    ],
  },
];

export const serviceLinks: readonly LinkItem[] = serviceGroups.flatMap((group) => group.links);
