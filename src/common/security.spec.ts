import { cspDirectives, PERMISSIONS_POLICY, securityHeaderList } from './security.js';

describe('cspDirectives', () => {
  it('allows scripts only from self and forbids objects, base and framing', () => {
    const csp = cspDirectives({ analytics: false, upgradeInsecure: false });
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeNull();
  });

  it('adds the tag host only when analytics is configured', () => {
    const csp = cspDirectives({ analytics: true, upgradeInsecure: true });
    expect(csp['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(csp['connect-src']).toContain('https://*.google-analytics.com');
    expect(csp['upgrade-insecure-requests']).toEqual([]);
  });
});

describe('securityHeaderList', () => {
  it('is what helmet sets, worked out once', () => {
    const headers = new Map(securityHeaderList({ analytics: false, production: true }));
    expect(headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(headers.get('Content-Security-Policy')).toContain('upgrade-insecure-requests');
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.has('X-Powered-By')).toBe(false);
  });

  it('turns off the browser features the site never uses', () => {
    const headers = new Map(securityHeaderList({ analytics: true, production: false }));
    expect(headers.get('Permissions-Policy')).toBe(PERMISSIONS_POLICY);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    expect(PERMISSIONS_POLICY).toMatch(/^[a-z-]+=\(\)(, [a-z-]+=\(\))*$/);
  });
});
