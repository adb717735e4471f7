import { startAnalytics } from '../../client/analytics.js';
import { captureFirstTouch } from '../../client/attribution.js';
import { countPageView } from '../../client/visits.js';
import { isAdminAreaPath } from '../../core/admin.js';
import { scrollToHash, trackMarkedClicks } from '../../client/page-behaviour.js';
import { sourceOfOpenMessage, takeQuoteParam } from '../../client/quote-opener.js';
import { skipTooltipDelays } from '../../client/tooltip-delay.js';
import { findIslands, InteractionGate, isPending, replayEarlyClicks, scheduleIslands, whenHydrated } from './hydrate.js';
import { siteIslandLoaders } from './islands.js';

// First thing on every page, so the visit's first touch is its landing page even if no form is used there;
// the back office is never a landing page (docs/product.md#14-admin-area). Then the page view is counted,
// first-party and before (and without) the analytics tag (docs/product.md#26-visit-counting).
if (!isAdminAreaPath(window.location.pathname)) countPageView(captureFirstTouch());
const gate = new InteractionGate();
replayEarlyClicks(gate, siteIslandLoaders);
holdQuoteRequestsUntilReady(gate);
scheduleIslands(findIslands(siteIslandLoaders), gate);
startAnalytics();
trackMarkedClicks();
skipTooltipDelays();
scrollToHash();

/**
 * The quote dialog hydrates at the first interaction. The ways a page can ask for it without one (the
 * window hook, a same-origin window message, ?quote= on the home page) load it now and are handed to it
 * once it is ready (docs/product.md#41-opening-the-slide-out-dialog).
 */
function holdQuoteRequestsUntilReady(gate: InteractionGate): void {
  if (!isPending('QuoteDialog')) return;
  const ready = () => {
    gate.open();
    return whenHydrated('QuoteDialog');
  };
  if (takeQuoteParam(window.location.href)) gate.open();
  const early = (source?: string) => {
    void ready().then((ok) => {
      if (ok && window.openQuoteForm && window.openQuoteForm !== early) window.openQuoteForm(source);
    });
  };
  window.openQuoteForm ??= early;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || !sourceOfOpenMessage(event.data) || !isPending('QuoteDialog')) return;
    const data: unknown = event.data;
    void ready().then((ok) => ok && window.postMessage(data, window.location.origin));
  };
  window.addEventListener('message', onMessage);
  void whenHydrated('QuoteDialog').then(() => window.removeEventListener('message', onMessage));
}
