import type { LinkGroup } from './types.js';

/** The visually hidden quick-navigation links at the end of the home page (docs/product.md#2-pages-and-routes), in order. */
export const homeQuickNav: LinkGroup = {
  title: 'Quick navigation',
  links: [
    { label: 'Our services', href: '#services' },
    { label: 'Request a quote', href: '#contact' },
    { label: 'About us', href: '#about' },
    { label: 'Become a freight agent', href: '/freight-agent-recruitment' },
    { label: 'Carrier partner application', href: '/carrier-partner-application' },
    { label: 'Expedited freight shipping', href: '/expedited-freight-shipping' },
    { label: 'Hot shot trucking', href: '/hot-shot-trucking' },
    { label: 'Same-day freight delivery', href: '/same-day-freight-delivery' },
    { label: 'Best expedited freight companies 2025', href: '/best-expedited-freight-companies-2025' },
    { label: 'Top hand-carry couriers 2025', href: '/top-hand-carry-couriers-2025' },
    { label: 'White glove logistics experts 2025', href: '/white-glove-logistics-experts-2025' },
    { label: 'Industries we serve', href: '/industries-we-serve' },
    { label: 'Express cargo delivery services', href: '/express-cargo-delivery-services' },
    { label: 'Expedited trucking freight services', href: '/expedited-trucking-freight-services' },
  ],
};
