import type { FirstTouch, Utm } from './attribution.js';

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
 * A one-line field as the API takes it: a pasted tab or other control character becomes a space (the API
 * refuses them outside multi-line fields), then trimmed. See docs/product.md#7-input-rules-every-api-endpoint-keeps.
 */
export function singleLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
}

/** The honeypot when it holds anything, then the first touch's landing page, referrer and utm values that are present. */
export function leadAttribution(honeypot: string, touch: FirstTouch | undefined): LeadAttribution {
  const landingPage = touch ? singleLine(touch.landingPage) : '';
  const referrer = touch?.referrer ? singleLine(touch.referrer) : '';
  return {
    ...(honeypot ? { website: honeypot } : {}),
    ...(landingPage ? { landingPage } : {}),
    ...(referrer ? { referrer } : {}),
    ...(touch?.utm && Object.keys(touch.utm).length > 0 ? { utm: touch.utm } : {}),
  };
}
