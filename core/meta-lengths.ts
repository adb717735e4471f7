/**
 * How long a page's title and meta description may be (docs/product.md#23-content-optimizer): at most what
 * a search result shows whole, at least what says enough. The head builder, the optimizer's checks and its
 * fix texts, the editors' counters, the blog's and the cities' generated copy and the marketing pages' data
 * check all read these. No imports: scripts/generate-locations.ts loads it with Node's type stripping.
 */
export const TITLE_LENGTH = { min: 30, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

/** "50-160": a range as the texts write it. */
export const lengthRange = (length: { min: number; max: number }): string => `${length.min}-${length.max}`;
