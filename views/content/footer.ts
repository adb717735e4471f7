import { regionLinks } from './locations.js';
import { pageLinks } from './pages.js';
import { serviceLinks } from './services.js';
import type { LinkGroup } from './types.js';

export const footerTagline =
  'Time-critical freight, hand-carry courier and expedited trucking for businesses in all 50 states. Dispatch never closes.';

export const footerNote = 'Expedited freight and courier services in all 50 states.';

const footerServicePaths = [
  '/hand-carry-on-board-courier',
  '/next-flight-out-nfo',
  '/same-day-freight-delivery',
  '/hot-shot-trucking',
  '/air-expedite-services',
  '/ground-expedite-transport',
  '/medical-equipment-transport',
  '/white-glove-delivery',
];

const { about, caseStudies, contact, industries, blog, faq, agents, carriers, privacy } = pageLinks;

export const footerColumns: readonly LinkGroup[] = [
  {
    title: 'Services',
    links: footerServicePaths.map((path) => {
      const link = serviceLinks.find((service) => service.href === path);
      if (!link) throw new Error(`footer service ${path} is not in serviceGroups`);
      return link;
    }),
  },
  { title: 'Locations', links: regionLinks },
  { title: 'Company', links: [about, caseStudies, contact, industries, blog, faq, privacy] },
  { title: 'Careers', links: [agents, carriers] },
];
