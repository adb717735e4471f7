import type { ComponentType } from 'react';

/**
 * Every island the browser can hydrate, by name. Each loader is a dynamic import, so esbuild gives each
 * island its own lazily loaded chunk; React itself is only fetched when a page has an island.
 */
export const islandLoaders = {
  SiteNav: () => import('../views/layout/site-nav.js').then((m) => m.SiteNav),
  FloatingQuoteButton: () => import('../views/layout/floating-quote-button.js').then((m) => m.FloatingQuoteButton),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}
