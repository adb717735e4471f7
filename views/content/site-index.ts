import { featuredArticleLinks } from './blog.js';
import { featuredCityLinks } from './locations.js';
import { serviceLinks } from './services.js';
import type { LinkGroup } from './types.js';

/** The visually hidden "Site index" link block rendered on every page for crawlers and screen readers. */
export const siteIndexGroups: readonly LinkGroup[] = [
  { title: 'Services', links: serviceLinks },
  { title: 'Locations', links: featuredCityLinks },
  { title: 'Guides', links: featuredArticleLinks },
];
