import type { ComponentType } from 'react';

/**
 * Every island the browser can hydrate, by name. Each loader is a dynamic import, so esbuild gives each
 * island its own lazily loaded chunk; React itself is only fetched when a page has an island.
 */
export const islandLoaders = {
  SiteNav: () => import('../views/layout/site-nav.js').then((m) => m.SiteNav),
  FloatingQuoteButton: () => import('../views/layout/floating-quote-button.js').then((m) => m.FloatingQuoteButton),
  AwardsCarousel: () => import('../views/pages/home/awards-carousel.js').then((m) => m.AwardsCarousel),
  QuoteDialog: () => import('../views/quote/quote-dialog.js').then((m) => m.QuoteDialog),
  Toaster: () => import('../views/layout/toaster.js').then((m) => m.Toaster),
  HomeQuoteForm: () => import('../views/quote/home-quote-form.js').then((m) => m.HomeQuoteForm),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}
