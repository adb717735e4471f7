import { funnelEventOf } from '../core/visits.js';
import { sendVisit } from './visits.js';

/**
 * The analytics helper. With no measurement id configured nothing loads and every call is a no-op.
 * Events sent before the tag arrives wait in dataLayer, which the tag replays when it loads.
 */
type Params = Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const ANALYTICS_DELAY_MS = 5000;

function analyticsId(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.body?.dataset.analyticsId || undefined;
}

// gtag.js expects the arguments object itself in dataLayer, not an array copy.
function gtag(..._args: unknown[]): void {
  (window.dataLayer ??= []).push(arguments);
}

/** Queues the page view now and loads the tag ANALYTICS_DELAY_MS after start. */
export function startAnalytics(delay = ANALYTICS_DELAY_MS): boolean {
  const id = analyticsId();
  if (!id) return false;
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', id, { page_path: location.pathname, send_page_view: true });
  setTimeout(() => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }, delay);
  return true;
}

/**
 * Sends an analytics event; does nothing when analytics is off. A funnel event is also counted first-party,
 * with or without the tag (client/visits.ts, docs/product.md#26-visit-counting): this is the one place the
 * pages' funnel events reach both.
 */
export function track(event: string, params: Params = {}): void {
  const funnel = funnelEventOf(event, params);
  if (funnel) sendVisit(funnel);
  if (typeof window === 'undefined' || !analyticsId() || !window.gtag) return;
  window.gtag('event', event, params);
}
