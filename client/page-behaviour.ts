import { track } from './analytics.js';

export const HASH_SCROLL_DELAY_MS = 100;

/**
 * Clicks on server-rendered elements marked data-track-event are sent through the analytics helper, e.g.
 * <a data-track-event="learn_more_click" data-track-category="hero">; the label defaults to the link text.
 */
export function trackMarkedClicks(root: Document = document): void {
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-track-event]') : null;
    if (!target?.dataset.trackEvent) return;
    track(target.dataset.trackEvent, {
      category: target.dataset.trackCategory,
      label: target.dataset.trackLabel ?? target.textContent?.trim().slice(0, 100),
    });
  });
}

/**
 * A page opened with #anchor scrolls smoothly to that element after 100 ms (docs/product.md#2-pages-and-routes), which also corrects
 * the browser's first jump once fonts and late layout have settled. Skipped when ?quote= opens the form.
 */
export function scrollToHash(win: Window = window): void {
  const id = decodeURIComponent(win.location.hash.slice(1));
  if (!id || new URLSearchParams(win.location.search).has('quote')) return;
  win.setTimeout(() => {
    const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    win.document.getElementById(id)?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, HASH_SCROLL_DELAY_MS);
}
