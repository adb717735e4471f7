import type { LinkItem } from './types.js';

/** Site pages linked from several menus, named once; menus may relabel them for space. */
export const pageLinks = {
  home: { label: 'Home', href: '/' },
  about: { label: 'About Us', href: '/about-us' },
  contact: { label: 'Contact Us', href: '/contact-us' },
  caseStudies: { label: 'Case Studies', href: '/case-studies' },
  faq: { label: 'FAQ', href: '/faq' },
  blog: { label: 'Blog', href: '/blog' },
  industries: { label: 'Industries We Serve', href: '/industries-we-serve' },
  agents: { label: 'Freight Agent Recruitment', href: '/freight-agent-recruitment' },
  carriers: { label: 'Carrier Partners', href: '/carrier-partner-application' },
  locations: { label: 'All Locations', href: '/locations' },
  privacy: { label: 'Privacy', href: '/privacy' },
} as const satisfies Record<string, LinkItem>;

export const relabel = (link: LinkItem, label: string): LinkItem => ({ href: link.href, label });
