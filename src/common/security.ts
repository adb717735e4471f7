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

export function securityHeaders(options: { analytics: boolean; production: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives({ analytics: options.analytics, upgradeInsecure: options.production }),
    },
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
}
