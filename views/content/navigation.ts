import { pageLinks, relabel } from './pages.js';
import type { LinkItem } from './types.js';

const { home, about, contact, caseStudies, faq, industries, agents, carriers } = pageLinks;

/** Desktop "Home" menu. */
export const homeMenuLinks: readonly LinkItem[] = [home, about, contact, caseStudies, faq];

/** Desktop links after the two menus. */
export const primaryNavLinks: readonly LinkItem[] = [
  relabel(industries, 'Industries'),
  relabel(agents, 'Agents'),
  relabel(carriers, 'Carriers'),
];

/** Mobile menu: Home, then the Services group, then these. */
export const mobileNavLinks = {
  beforeServices: [home],
  afterServices: [primaryNavLinks[0], relabel(about, 'About'), relabel(contact, 'Contact'), ...primaryNavLinks.slice(1)],
} as const satisfies Record<string, readonly LinkItem[]>;
