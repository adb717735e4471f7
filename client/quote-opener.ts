import { OPENER_PATTERN } from '../core/lead-source.js';

/**
 * Pure parts of the one quote-form opener (the QuoteDialog island wires them to the page): which
 * source a request to open carries, and what a click on a quote link reports to analytics.
 */
export const DEFAULT_SOURCE = 'unknown';
/** Source of an open request that arrives as a window message without one (docs/product.md#3-shared-chrome). */
export const MESSAGE_DEFAULT_SOURCE = 'blog_article';
/** docs/product.md#13-business-constants: the home page opens the form 500 ms after load when the URL carries ?quote=. */
export const QUOTE_FROM_URL_DELAY_MS = 500;
export const QUOTE_PARAM = 'quote';
/** docs/product.md#13-business-constants: the slide-out closes 3 s after a successful request. */
export const SUCCESS_CLOSE_MS = 3000;

/** A source as given by a link, message, hook or URL; anything odd becomes the fallback. */
export function normalizeSource(raw: unknown, fallback: string): string {
  return typeof raw === 'string' && OPENER_PATTERN.test(raw) ? raw : fallback;
}

/** The source of a `{action: 'openQuoteForm', source?}` window message, or undefined for other messages. */
export function sourceOfOpenMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || (data as { action?: unknown }).action !== 'openQuoteForm') return undefined;
  return normalizeSource((data as { source?: unknown }).source, MESSAGE_DEFAULT_SOURCE);
}

/** The label of every quote click on the expedited freight guide, whose source is also its page label (docs/product.md#11-analytics-and-tracking). */
export const CTA_BUTTON_LABEL = 'cta_button';
const CTA_BUTTON_SOURCES: ReadonlySet<string> = new Set(['best_expedited_freight_companies_2025']);

/** get_quote_click parameters (docs/product.md#11-analytics-and-tracking): the category groups the sources, the label names the control. */
export function quoteClickParams(source: string, label: string): { category: string; label: string } {
  let category = source;
  if (source.startsWith('navigation_')) category = 'navigation';
  else if (source === 'hero_section') category = 'hero';
  else if (source === 'concise_what_we_do_section') category = 'concise_what_we_do';
  if (CTA_BUTTON_SOURCES.has(source)) return { category, label: CTA_BUTTON_LABEL };
  return { category, label: label.replace(/\s+/g, ' ').trim() || source };
}

/**
 * On the home page, `?quote=X` asks for the form with source X: returns that source and the URL to show
 * instead (the same URL without the parameter), or undefined when there is nothing to do.
 */
export function takeQuoteParam(href: string): { source: string; cleanUrl: string } | undefined {
  const url = new URL(href);
  if (url.pathname !== '/' || !url.searchParams.has(QUOTE_PARAM)) return undefined;
  const source = normalizeSource(url.searchParams.get(QUOTE_PARAM), DEFAULT_SOURCE);
  url.searchParams.delete(QUOTE_PARAM);
  return { source, cleanUrl: `${url.pathname}${url.search}${url.hash}` };
}
