/**
 * Magazine features block of the home page (docs/product.md#2-pages-and-routes): two entries, company facts
 * the studio edits (docs/product.md#253-company-facts), read through the page data.
 */

/** Drawn size of the cover SVGs. */
export const MAGAZINE_COVER_SIZE = { width: 240, height: 320 } as const;

export const magazineSection = {
  eyebrow: 'In the press',
  title: 'Featured in freight and supply chain magazines',
  intro:
    'Trade editors have looked at how our dispatch desk handles the shipments other carriers turn down. Two recent features, in print:',
  readLabel: 'Read the feature',
} as const;
