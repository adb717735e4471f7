import helmet from 'helmet';
import type { RequestHandler } from 'express';

const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'];

/**
 * Strict CSP: scripts and styles only from this origin (islands are external modules, JSON data blocks
 * are not scripts). The analytics hosts are allowed only when an analytics id is configured.
 */
export function cspDirectives(options: { analytics: boolean; upgradeInsecure: boolean }): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.analytics ? [ANALYTICS_SCRIPT] : [])],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...(options.analytics ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.analytics ? ANALYTICS_CONNECT : [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'upgrade-insecure-requests': options.upgradeInsecure ? [] : null,
  };
}

/**
 * Browser features the site never uses, turned off for every page and anything it might embed: sensors,
 * camera and microphone, location (the autocomplete searches typed text, it never asks where the visitor
 * is), screen capture, payment, devices (USB, HID, serial, MIDI), passkeys, wake lock, VR and ad topics.
 * Only names Chromium recognises: an unknown one is logged as a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The security headers every response carries (CSP, HSTS, nosniff, Referrer-Policy, frame and
 * cross-origin policies, Permissions-Policy), worked out once by helmet: they do not depend on the request, so the fast path
 * for cached pages and assets can write them without running helmet per request.
 */
export function securityHeaderList(options: { analytics: boolean; production: boolean }): [string, string][] {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives({ analytics: options.analytics, upgradeInsecure: options.production }),
    },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let failure: unknown;
  middleware({} as never, recorder as never, (error?: unknown) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  // Helmet has no Permissions-Policy.
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  return [...headers];
}

/** Middleware form of securityHeaderList, for every response that goes through Express. */
export function securityHeaders(options: { analytics: boolean; production: boolean }): RequestHandler {
  const headers = securityHeaderList(options);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
