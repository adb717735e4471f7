import { normaliseUtm, pathOnly, referrerHost } from '../common/attribution-values.js';

/** The first-touch columns of a lead kind's own row that the results count the lead by. */
export interface FirstTouchColumns {
  landingPage?: string | null;
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
}

/**
 * A lead's first touch as the results count it (docs/product.md#27-results): kept as a visit's is, so a
 * lead is counted under the page, source and campaign its visit was. A landing page that is not a path on
 * this site (none, or an address) counts as unknown.
 */
export function leadFirstTouch(touch: FirstTouchColumns, siteHost: string) {
  const utm = normaliseUtm({ source: touch.utmSource ?? undefined, medium: touch.utmMedium ?? undefined, campaign: touch.utmCampaign ?? undefined });
  return {
    landingPath: touch.landingPage?.startsWith('/') && !touch.landingPage.startsWith('//') ? pathOnly(touch.landingPage) : null,
    referrerHost: referrerHost(touch.referrer ?? undefined, [siteHost]),
    utmSource: utm.source,
    utmMedium: utm.medium,
    utmCampaign: utm.campaign,
  };
}
