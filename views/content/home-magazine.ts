/** Magazine features block of the home page (docs/product.md#2-pages-and-routes): two entries. */

/**
 * Magazine feature (docs/product.md#2-pages-and-routes). `coverImage` names a cover SVG in views/assets (the spec's coverImageUrl,
 * resolved by the page); `directPageUrl` is set only when the article has a real address to link to.
 */
export interface MagazineFeature {
  readonly title: string;
  readonly publisher: string;
  readonly featured: string;
  readonly page: string;
  readonly date: string;
  readonly description: string;
  readonly directPageUrl?: string;
  readonly coverImage: string;
  readonly category: string;
}

/** Drawn size of the cover SVGs. */
export const MAGAZINE_COVER_SIZE = { width: 240, height: 320 } as const;

export const magazineSection = {
  eyebrow: 'In the press',
  title: 'Featured in freight and supply chain magazines',
  intro:
    'Trade editors have looked at how our dispatch desk handles the shipments other carriers turn down. Two recent features, in print:',
  readLabel: 'Read the feature',
} as const;

export const magazineFeatures: readonly MagazineFeature[] = [
  {
    title: 'When Minutes Matter: Inside a 24/7 Expedite Dispatch Desk',
    publisher: 'Freight Operations Quarterly',
    featured: 'Operations profile',
    page: 'Page 34',
    date: 'Spring 2024',
    description:
      'A night on the dispatch desk: how a live team books next flight out, hand-carry and hot shot moves around the clock, and why quote response in minutes matters to a plant with a line down.',
    coverImage: 'magazine-freight-operations.svg',
    category: 'Expedited freight',
  },
  {
    title: 'The Courier Who Never Lets Go: Hand-Carry for Critical Parts',
    publisher: 'Supply Chain Review Monthly',
    featured: 'Industry spotlight',
    page: 'Page 18',
    date: 'October 2023',
    description:
      'How on-board couriers move aerospace and medical parts same-day to 24 hours domestic and 24-48 hours international, with the shipment in hand from pickup to signature.',
    coverImage: 'magazine-supply-chain-review.svg',
    category: 'Hand-carry logistics',
  },
];
