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
