import type { ComponentProps } from 'react';
import type { adminIslandLoaders } from '../admin/shared/admin-islands.js';

/**
 * The public site's islands, by name: the registry of the site's browser entry (browser.ts). Each loader is
 * a dynamic import, so esbuild gives each island its own lazily loaded chunk; React itself is only fetched
 * when a page has an island. The back office's islands are in a registry and an entry of their own
 * (views/admin/shared/admin-islands.ts), which no public page loads.
 */
export const siteIslandLoaders = {
  SiteNav: () => import('../layout/site-nav.js').then((m) => m.SiteNav),
  FloatingQuoteButton: () => import('../layout/floating-quote-button.js').then((m) => m.FloatingQuoteButton),
  AwardsCarousel: () => import('../pages/home/awards-carousel.js').then((m) => m.AwardsCarousel),
  QuoteDialog: () => import('../quote/quote-dialog.js').then((m) => m.QuoteDialog),
  Toaster: () => import('../layout/toaster.js').then((m) => m.Toaster),
  HomeQuoteForm: () => import('../quote/home-quote-form.js').then((m) => m.HomeQuoteForm),
  FreightAgentForm: () => import('../recruitment/freight-agent-form.js').then((m) => m.FreightAgentForm),
  CarrierApplicationForm: () => import('../recruitment/carrier-application-form.js').then((m) => m.CarrierApplicationForm),
};

/** Every island the server can render, public and admin: `<Island>` takes its types from these. */
type IslandLoaders = typeof siteIslandLoaders & typeof adminIslandLoaders;
export type IslandName = keyof IslandLoaders;
/** One browser entry's islands: the loaders it can hydrate, by name. */
export type IslandRegistry = { [N in IslandName]?: IslandLoaders[N] };
/**
 * The component the registry hydrates under a name. Each island component carries that name as its
 * displayName (`SiteNav.displayName = 'SiteNav' as const`): TypeScript compares functions by shape, so
 * without it two components with the same props (Toaster, HomeQuoteForm) could stand in for each other.
 */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<IslandLoaders[N]>> & { displayName: N };
/** The props that component takes (what the server serializes for it); fails to compile if a loader returns no component. */
export type IslandComponentProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

/** Whether a marker's name is an island this entry's registry can hydrate. */
export function isIslandIn(registry: IslandRegistry, name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(registry, name);
}
