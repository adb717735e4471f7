import type { ComponentProps } from 'react';

/**
 * Every island the browser can hydrate, by name. Each loader is a dynamic import, so esbuild gives each
 * island its own lazily loaded chunk; React itself is only fetched when a page has an island.
 * Only the browser entry (via hydrate.ts) imports this at run time; `<Island>` takes its types from it.
 */
export const islandLoaders = {
  SiteNav: () => import('../layout/site-nav.js').then((m) => m.SiteNav),
  FloatingQuoteButton: () => import('../layout/floating-quote-button.js').then((m) => m.FloatingQuoteButton),
  AwardsCarousel: () => import('../pages/home/awards-carousel.js').then((m) => m.AwardsCarousel),
  QuoteDialog: () => import('../quote/quote-dialog.js').then((m) => m.QuoteDialog),
  Toaster: () => import('../layout/toaster.js').then((m) => m.Toaster),
  HomeQuoteForm: () => import('../quote/home-quote-form.js').then((m) => m.HomeQuoteForm),
  FreightAgentForm: () => import('../recruitment/freight-agent-form.js').then((m) => m.FreightAgentForm),
  CarrierApplicationForm: () => import('../recruitment/carrier-application-form.js').then((m) => m.CarrierApplicationForm),
  AdminLoginForm: () => import('../admin/admin-login-form.js').then((m) => m.AdminLoginForm),
  SetupForm: () => import('../admin/setup-form.js').then((m) => m.SetupForm),
  SignOutButton: () => import('../admin/sign-out-button.js').then((m) => m.SignOutButton),
  LeadWorkbench: () => import('../admin/lead-workbench.js').then((m) => m.LeadWorkbench),
  TakeLead: () => import('../admin/take-lead.js').then((m) => m.TakeLead),
  LoginRedirect: () => import('../admin/login-redirect.js').then((m) => m.LoginRedirect),
  AuditPanel: () => import('../admin/audit-panel.js').then((m) => m.AuditPanel),
  OwnAccountPanel: () => import('../admin/own-account-panel.js').then((m) => m.OwnAccountPanel),
  AccountsDesk: () => import('../admin/accounts-desk.js').then((m) => m.AccountsDesk),
  PostEditor: () => import('../admin/post-editor.js').then((m) => m.PostEditor),
  ClaimsDesk: () => import('../admin/claims-desk.js').then((m) => m.ClaimsDesk),
  FactsDesk: () => import('../admin/facts-desk.js').then((m) => m.FactsDesk),
  PageMetaEditor: () => import('../admin/page-meta-editor.js').then((m) => m.PageMetaEditor),
};

export type IslandName = keyof typeof islandLoaders;
/**
 * The component the registry hydrates under a name. Each island component carries that name as its
 * displayName (`SiteNav.displayName = 'SiteNav' as const`): TypeScript compares functions by shape, so
 * without it two components with the same props (Toaster, HomeQuoteForm) could stand in for each other.
 */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>> & { displayName: N };
/** The props that component takes (what the server serializes for it); fails to compile if a loader returns no component. */
export type IslandComponentProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}
