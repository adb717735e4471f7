// First-party visit counting (docs/product.md#26-visit-counting): the beacon's address, its events and
// limits, shared by the page beacon (client/visits.ts) and the API (src/visits/).

/** Where the page beacon posts: JSON, or text/plain JSON as navigator.sendBeacon sends it. */
export const VISITS_API_PATH = '/api/visits';

/** The largest beacon body the API reads, in bytes (2 KB); a larger one is answered 413. */
export const VISIT_BODY_LIMIT = 2048;

/**
 * The funnel events a page counts: the names the pages already report to the analytics tag
 * (client/analytics.ts `track`), so the tag's reports and ours speak of the same steps.
 */
export const FUNNEL_EVENTS = ['quote_form_open', 'form_start', 'quote_submit', 'form_abandon'] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** What a beacon may report: a page view (the default), or a funnel event. */
export const VISIT_EVENTS = ['pageview', ...FUNNEL_EVENTS] as const;
export type VisitEvent = (typeof VISIT_EVENTS)[number];

/** Stored in place of a page view for a path that is no page of the site (a broken inbound link). */
export const NOT_FOUND_EVENT = 'not_found';
export type StoredVisitEvent = VisitEvent | typeof NOT_FOUND_EVENT;

/** The longest value of each beacon field, in characters (longer ones are answered 400). */
export const VISIT_FIELD_LIMITS = { path: 500, referrer: 1000, utm: 150 } as const;

/**
 * The funnel event a tag event counts as, if any: a quote sent counts only once it was stored (the tag
 * also hears of failed sends, with `success: false`).
 */
export function funnelEventOf(event: string, params: Readonly<Record<string, unknown>>): FunnelEvent | undefined {
  if (!(FUNNEL_EVENTS as readonly string[]).includes(event)) return undefined;
  if (event === 'quote_submit' && params.success === false) return undefined;
  return event as FunnelEvent;
}
