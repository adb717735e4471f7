import { useEffect } from 'react';
import { track } from '../../client/analytics.js';
import {
  DEFAULT_SOURCE,
  normalizeSource,
  QUOTE_FROM_URL_DELAY_MS,
  quoteClickParams,
  sourceOfOpenMessage,
  takeQuoteParam,
} from '../../client/quote-opener.js';

declare global {
  interface Window {
    /** Opens the slide-out quote form (for blog content and other pages' scripts). */
    openQuoteForm?: (source?: string) => void;
  }
}

/**
 * Every way a page asks for the slide-out quote form (docs/product.md#41-opening-the-slide-out-dialog): a
 * click on a [data-quote-source] link (clicks made before hydration are replayed by views/app/hydrate.ts),
 * a same-origin `{action: 'openQuoteForm', source}` message, window.openQuoteForm(source?) (default:
 * `defaultSource`) and, on the home page, ?quote=SOURCE. `open` is given the source and, for a link, the link.
 */
export function useQuoteOpeners(open: (source: string, from?: Element) => void, defaultSource: string): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('[data-quote-source]') : null;
      if (!(link instanceof HTMLElement)) return;
      event.preventDefault();
      const linkSource = normalizeSource(link.dataset.quoteSource, DEFAULT_SOURCE);
      track('get_quote_click', quoteClickParams(linkSource, link.getAttribute('aria-label') ?? link.textContent ?? ''));
      open(linkSource, link);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const messageSource = sourceOfOpenMessage(event.data);
      if (messageSource) open(messageSource);
    };
    const hook = (hookSource?: string) => open(normalizeSource(hookSource, defaultSource));
    document.addEventListener('click', onClick);
    window.addEventListener('message', onMessage);
    window.openQuoteForm = hook;
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('message', onMessage);
      if (window.openQuoteForm === hook) delete window.openQuoteForm;
    };
  }, [open, defaultSource]);

  // Home page ?quote=X: drop the parameter, open 500 ms after navigation start (or now, if later).
  useEffect(() => {
    const request = takeQuoteParam(window.location.href);
    if (!request) return;
    window.history.replaceState(window.history.state, '', request.cleanUrl);
    const timer = setTimeout(() => open(request.source), Math.max(0, QUOTE_FROM_URL_DELAY_MS - performance.now()));
    return () => clearTimeout(timer);
  }, [open]);
}
