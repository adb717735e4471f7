/**
 * The page beacon of first-party visit counting (docs/product.md#26-visit-counting): one page view per
 * public page after load, and the funnel events the pages report to the analytics tag, each posted to
 * /api/visits with navigator.sendBeacon. No cookie and nothing stored: the first touch's referrer and utm_*
 * values come from attribution.ts, which the page entry already captured. A visitor who asks not to be tracked (Global
 * Privacy Control or Do Not Track) sends nothing at all.
 */
import { VISITS_API_PATH, VISIT_FIELD_LIMITS, type VisitEvent } from '../core/visits.js';
import { readFirstTouch, type FirstTouch, type Utm } from './attribution.js';

export interface VisitBeacon {
  path: string;
  referrer?: string;
  utm?: Utm;
  event: VisitEvent;
}

/** Whether the browser says its user does not want to be tracked. */
export function declinesTracking(nav: Navigator = navigator): boolean {
  const flags = nav as Navigator & { globalPrivacyControl?: boolean; doNotTrack?: string | null };
  return flags.globalPrivacyControl === true || flags.doNotTrack === '1';
}

/** The beacon's body: this page's path, the visit's referrer when it is a web address, the first touch's utm values. */
export function visitBeacon(event: VisitEvent, path: string, referrer: string, utm: Utm | undefined): VisitBeacon {
  return {
    path: path.slice(0, VISIT_FIELD_LIMITS.path),
    ...(/^https?:\/\//i.test(referrer) && referrer.length <= VISIT_FIELD_LIMITS.referrer ? { referrer } : {}),
    ...(utm && Object.keys(utm).length > 0 ? { utm } : {}),
    event,
  };
}

/**
 * Posts one event as text/plain JSON (what sendBeacon sends); nothing when tracking is declined. Every event
 * of a visit carries its first touch (attribution.ts): the utm values and the referrer of the page it
 * landed on, so a form opened three pages later still counts for the search or campaign that brought it.
 */
export function sendVisit(event: VisitEvent, touch: FirstTouch | undefined = readFirstTouch()): void {
  if (typeof navigator === 'undefined' || !navigator.sendBeacon || declinesTracking()) return;
  const body = visitBeacon(event, location.pathname, touch ? (touch.referrer ?? '') : document.referrer, touch?.utm);
  navigator.sendBeacon(VISITS_API_PATH, new Blob([JSON.stringify(body)], { type: 'text/plain' }));
}

/**
 * Sends the page view, with the visit's first touch, once the page has loaded (at once if it has). A page
 * the browser prerenders in case it is opened waits until it is: only then is it a view.
 */
export function countPageView(touch: FirstTouch | undefined): void {
  const doc = document as Document & { prerendering?: boolean };
  const send = () => {
    if (doc.prerendering) doc.addEventListener('prerenderingchange', () => sendVisit('pageview', touch), { once: true });
    else sendVisit('pageview', touch);
  };
  if (document.readyState === 'complete') send();
  else window.addEventListener('load', send, { once: true });
}
