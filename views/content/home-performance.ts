/** Performance and coverage section of the home page (docs/product.md#2-pages-and-routes); figures are the allowed marketing claims only. */

import type { Metric } from './page-content.js';

export const performanceSection = {
  eyebrow: 'Performance & coverage',
  title: 'On time, in more places than you ship to',
  intro:
    'Speed only counts if the freight arrives when promised. These are the numbers our dispatch desk is measured by, across the United States and abroad.',
} as const;

export const performanceMetrics: readonly Metric[] = [
  {
    metric: '99.8%',
    label: 'On-time delivery',
    description: 'Every route is planned backwards from your delivery window, not forwards from pickup.',
  },
  {
    metric: '300+',
    label: 'Cities served',
    description: 'Local drivers and couriers for pickup and final-mile delivery in metro areas nationwide.',
  },
  {
    metric: 'All 50',
    label: 'States covered',
    description: 'Coast-to-coast ground and air expedite, booked and tracked by one dispatch desk.',
  },
  {
    metric: '5,000+',
    label: 'Shipments a month',
    description: 'Urgent parts, medical devices, documents and full loads moving every day of the year.',
  },
  {
    metric: '10K+',
    label: 'Deliveries completed',
    description: 'Production lines restarted, aircraft returned to service and procedures kept on schedule.',
  },
  {
    metric: '150+',
    label: 'Countries reached',
    description: 'International hand-carry and next flight out with partners in 50+ countries.',
  },
];
