import { statePageContents } from './locations/state-pages.js';
import { pageLinks } from './pages.js';
import type { LinkItem } from './types.js';

/** State and regional landing pages: the state pages named as in their breadcrumbs, from their own copy. */
export const regionLinks: readonly LinkItem[] = [
  pageLinks.locations,
  ...statePageContents.map(({ breadcrumb, path }) => ({ label: breadcrumb, href: path })),
  { label: 'JFK Airport Courier', href: '/location/jfk' },
  { label: 'Washington, DC', href: '/washington' },
  { label: 'Miami Courier', href: '/miami-courier-service' },
  { label: 'Orlando Courier', href: '/orlando-courier-service' },
  { label: 'Chicago & Illinois Courier', href: '/illinois-courier-service' },
];

/** City expedite pages listed in the site index. */
export const featuredCityLinks: readonly LinkItem[] = [
  { label: 'Washington, DC Expedite', href: '/locations/washington-dc-expedite' },
  { label: 'Chicago, IL Expedite', href: '/locations/chicago-il-expedite' },
  { label: 'New York, NY Expedite', href: '/locations/new-york-ny-expedite' },
  { label: 'Los Angeles, CA Expedite', href: '/locations/los-angeles-ca-expedite' },
  { label: 'Atlanta, GA Expedite', href: '/locations/atlanta-ga-expedite' },
  { label: 'Dallas, TX Expedite', href: '/locations/dallas-tx-expedite' },
];
