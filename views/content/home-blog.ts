/** Blog teaser of the home page (docs/product.md#2-pages-and-routes): three articles. */

/** Blog teaser (docs/product.md#2-pages-and-routes). `highlight` marks the article shown larger, first. */
export interface BlogTeaser {
  readonly title: string;
  readonly excerpt: string;
  readonly readTime: string;
  readonly category: string;
  readonly link: string;
  readonly highlight: boolean;
}

export const blogTeaserSection = {
  eyebrow: 'From the blog',
  title: 'Guides for shipping under pressure',
  intro:
    'Practical advice from our dispatch desk: choosing a delivery speed, moving regulated medical equipment and what happens in the first hours of an emergency shipment.',
  readLabel: 'Read article',
  allLabel: 'View all articles',
  allHref: '/blog',
} as const;

export const blogTeasers: readonly BlogTeaser[] = [
  {
    title: 'Same-Day vs. Next-Day Delivery: Which One Does Your Shipment Need?',
    excerpt:
      'Same-day moves in 2-8 hours; next-day can cost far less when the deadline allows it. How to compare price, risk and timing before you book.',
    readTime: '6 min read',
    category: 'Expedited Freight',
    link: '/blog/same-day-vs-next-day-delivery',
    highlight: true,
  },
  {
    title: 'Medical Equipment Transport: A Compliance Checklist',
    excerpt:
      'Chain of custody, handling and documentation for devices and clinical equipment, and the questions to ask a carrier first.',
    readTime: '8 min read',
    category: 'Medical Transport',
    link: '/blog/medical-equipment-transport-compliance',
    highlight: false,
  },
  {
    title: 'Case Study: A 2-Hour Emergency Medical Delivery',
    excerpt:
      'From the first call to the signature at the hospital dock: how dispatch, courier and driver moved a critical shipment in two hours.',
    readTime: '5 min read',
    category: 'Case Studies',
    link: '/blog/emergency-medical-transport-case-study',
    highlight: false,
  },
];
