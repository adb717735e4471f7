import type { FirstTouch, Utm } from './attribution.js';
import { separatorsAsLineFeeds, spacedControls, withoutBidiControls } from '../core/plain-text.js';

// What every lead payload shares (quotes and the recruitment forms): one-line text as the API takes it,
// the honeypot and the visit's first-touch attribution. See docs/product.md#44-how-payloads-are-built.

/** The honeypot and first-touch attribution fields every lead payload may carry. */
export interface LeadAttribution {
  website?: string;
  landingPage?: string;
  referrer?: string;
  utm?: Utm;
}

/**
 * A one-line field as the API takes it: bidi controls are dropped (invisible, so the text reads the same
 * without them), a pasted tab, line or paragraph separator or other control character becomes a space
 * (the API refuses them outside multi-line fields), then trimmed. Zero-width joiners and the direction
 * marks (LRM, RLM, ALM) stay. See docs/product.md#7-input-rules-every-api-endpoint-keeps.
 */
export function singleLine(value: string): string {
  return spacedControls(withoutBidiControls(value)).trim();
}

/**
 * A multi-line field (a message) as the API takes it: bidi controls dropped, line and paragraph
 * separators turned into line feeds, then trimmed; tab and line breaks stay.
 */
export function multiLine(value: string): string {
  return separatorsAsLineFeeds(withoutBidiControls(value)).trim();
}

/** The honeypot when it holds anything, then the first touch's landing page, referrer and utm values that are present. */
export function leadAttribution(honeypot: string, touch: FirstTouch | undefined): LeadAttribution {
  const landingPage = touch ? singleLine(touch.landingPage) : '';
  const referrer = touch?.referrer ? singleLine(touch.referrer) : '';
  // utm values come from the landing URL, where anyone can write any character: made one-line as well.
  const utm = touch?.utm ? oneLineUtm(touch.utm) : undefined;
  return {
    ...(honeypot ? { website: honeypot } : {}),
    ...(landingPage ? { landingPage } : {}),
    ...(referrer ? { referrer } : {}),
    ...(utm && Object.keys(utm).length > 0 ? { utm } : {}),
  };
}

/** The utm values made one-line, without those left empty. */
function oneLineUtm(utm: Utm): Utm {
  const out: Utm = {};
  for (const [key, value] of Object.entries(utm) as [keyof Utm, unknown][]) {
    const clean = typeof value === 'string' ? singleLine(value) : '';
    if (clean) out[key] = clean;
  }
  return out;
}
