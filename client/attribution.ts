/**
 * First-touch attribution of the visit: the landing page (path + query), the referrer and the utm_*
 * values of the first page seen, kept in sessionStorage so every later page reports the same.
 */
export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

export interface FirstTouch {
  landingPage: string;
  referrer?: string;
  utm?: Utm;
}

export const FIRST_TOUCH_KEY = 'first_touch';
const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
/** The API's limits (CreateQuoteDto). */
const MAX_PATH = 500;
const MAX_REFERRER = 1000;
const MAX_UTM = 150;

/** Attribution of a page view, from its URL and document.referrer. */
export function firstTouchFrom(url: string, referrer: string): FirstTouch {
  const parsed = new URL(url, 'http://localhost');
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = parsed.searchParams.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, MAX_UTM);
  }
  return {
    landingPage: `${parsed.pathname}${parsed.search}`.slice(0, MAX_PATH),
    ...(referrer && referrer.length <= MAX_REFERRER ? { referrer } : {}),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
  };
}

function safeStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Stores this page as the first touch unless the visit already has one; returns the visit's first touch. */
export function captureFirstTouch(storage = safeStorage()): FirstTouch {
  const existing = readFirstTouch(storage);
  if (existing) return existing;
  const touch = firstTouchFrom(location.href, document.referrer);
  try {
    storage?.setItem(FIRST_TOUCH_KEY, JSON.stringify(touch));
  } catch {
    // Storage full or blocked: attribution is best effort.
  }
  return touch;
}

/** The visit's first touch, if one was stored and is well formed. */
export function readFirstTouch(storage = safeStorage()): FirstTouch | undefined {
  try {
    const parsed = JSON.parse(storage?.getItem(FIRST_TOUCH_KEY) ?? 'null') as FirstTouch | null;
    return parsed && typeof parsed.landingPage === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}
