// How first-touch values are kept, by visit counting and the leads alike (docs/product.md#26-visit-counting,
// #27-results): a page's path alone, a referrer's host alone, utm values trimmed and source and medium
// lower-cased, so a visit and the lead it became are counted under the same page, source and campaign.

const bareHost = (host: string): string => host.toLowerCase().replace(/^www\./, '');

/**
 * The host of a referrer address, lower-cased and without a leading "www.": all that is kept of it. None
 * for an address that is not http(s), and none for one of the site's own hosts (a visitor moving between
 * pages): SITE_ORIGIN's and the one the request was addressed to.
 */
export function referrerHost(referrer: string | undefined, siteHosts: readonly string[]): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = bareHost(url.hostname);
  return host === '' || siteHosts.some((site) => bareHost(site) === host) ? null : host.slice(0, 255);
}

export interface UtmValues {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
}

/** The longest utm value kept; longer ones are cut. */
export const UTM_KEPT_LENGTH = 150;

/**
 * The utm values as kept: trimmed, cut to UTM_KEPT_LENGTH, empty ones dropped; source and medium
 * lower-cased, so "Newsletter" and "newsletter" count as one source.
 */
export function normaliseUtm(utm: Partial<Record<keyof UtmValues, string>> | undefined): UtmValues {
  const kept = (value: string | undefined, lower = false): string | null => {
    const trimmed = value?.trim().slice(0, UTM_KEPT_LENGTH) ?? '';
    if (trimmed === '') return null;
    return lower ? trimmed.toLowerCase() : trimmed;
  };
  return {
    source: kept(utm?.source, true),
    medium: kept(utm?.medium, true),
    campaign: kept(utm?.campaign),
    term: kept(utm?.term),
    content: kept(utm?.content),
  };
}

/** A beacon's path as stored: the path alone (no query or fragment). */
export const pathOnly = (path: string): string => path.replace(/[?#].*$/s, '') || '/';
