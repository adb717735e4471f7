import type { LinkItem } from './types.js';

/** Articles linked from the site index. */
export const featuredArticleLinks: readonly LinkItem[] = [
  { label: 'Same-Day vs. Next-Day Delivery', href: '/blog/same-day-vs-next-day-delivery' },
  { label: 'Medical Equipment Transport Compliance', href: '/blog/medical-equipment-transport-compliance' },
  { label: 'Emergency Medical Transport Case Study', href: '/blog/emergency-medical-transport-case-study' },
];
