import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';

// What a beacon's headers say about counting it, and how its values are kept
// (docs/product.md#26-visit-counting). Pure functions of the request: no state, no database.

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Why a beacon is not counted, for the rules that read its headers alone. */
export type HeaderRefusal = 'declined' | 'prefetch' | 'bot';

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

/**
 * Why the headers rule a beacon out, if they do: a visitor who asks not to be tracked (Global Privacy
 * Control `Sec-GPC: 1` or `DNT: 1`), a prefetch (`Sec-Purpose` or `Purpose` naming prefetch), or a bot (the
 * isbot package's list of user agents; no user agent at all is a bot too).
 */
export function headerRefusal(headers: IncomingHttpHeaders): HeaderRefusal | undefined {
  if (header(headers, 'sec-gpc') === '1' || header(headers, 'dnt') === '1') return 'declined';
  if (/\bprefetch\b/i.test(header(headers, 'sec-purpose')) || /\bprefetch\b/i.test(header(headers, 'purpose'))) return 'prefetch';
  const userAgent = header(headers, 'user-agent');
  if (userAgent === '' || isbot(userAgent)) return 'bot';
  return undefined;
}

/** The device class a user agent (or the `Sec-CH-UA-Mobile` hint) tells: the only thing kept of it. */
export function deviceClass(userAgent: string, mobileHint?: string): DeviceClass {
  if (/\b(iPad|Tablet|PlayBook|Silk|Kindle)\b/i.test(userAgent) || (/\bAndroid\b/i.test(userAgent) && !/\bMobile\b/i.test(userAgent))) return 'tablet';
  if (mobileHint?.trim() === '?1' || /\b(Mobi|iPhone|iPod|Windows Phone|Opera Mini|IEMobile)/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

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
