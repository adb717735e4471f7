import { cspDirectives } from './security.js';

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
