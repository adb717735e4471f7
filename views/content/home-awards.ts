/**
 * Awards carousel and its call to action on the home page (docs/product.md#2-pages-and-routes). The awards
 * themselves are company facts the studio edits (docs/product.md#253-company-facts), read through the page data.
 */

/** Drawn size of every award image (the SVGs share one canvas), so the layout never shifts. */
export const AWARD_IMAGE_SIZE = { width: 160, height: 160 } as const;

/** Auto-advance interval of the carousel (docs/product.md#13-business-constants: 10 s over 5 awards). */
export const AWARD_INTERVAL_MS = 10_000;

export const awardsSection = {
  eyebrow: 'Recognition',
  title: 'Recognized for keeping freight on schedule',
  intro:
    'Industry groups and the shippers we serve have recognized our dispatch team for on-time performance, responsiveness and care with critical freight. Each one came from people who watched a shipment arrive when it had to. Five of those recognitions from 2023 and 2024:',
  carouselLabel: 'Awards and recognition',
} as const;

export const awardsCta = {
  title: 'Put the same team on your next shipment',
  text: 'Tell dispatch where the freight is, where it has to be and by when. Quote response in minutes, day or night, 24/7/365.',
  quoteLabel: 'Get a Quote',
  callLabel: 'Or call dispatch',
} as const;
