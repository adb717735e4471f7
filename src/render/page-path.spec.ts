import { OFF_SITE_PATHS } from '../../test/fixtures.js';
import { decidePagePath, encodeLocation } from './page-path.js';

describe('decidePagePath', () => {
  it.each([
    ...OFF_SITE_PATHS,
    // Other empty segments, broken escapes and encoded control characters.
    '/about-us//',
    '/a//b',
    '/%E0%A4%A',
    '/x%00y',
    '/x%0D%0ALocation:%20//evil',
  ])('answers %s with not found, never a redirect', (path) => {
    expect(decidePagePath(path, '?q=1')).toEqual({ kind: 'not_found' });
  });

  it('redirects a trailing slash to the same path, keeping the query', () => {
    expect(decidePagePath('/about-us/', '?utm_source=mail')).toEqual({ kind: 'redirect', location: '/about-us?utm_source=mail' });
    expect(decidePagePath('/locations/dallas-tx-expedite/')).toEqual({ kind: 'redirect', location: '/locations/dallas-tx-expedite' });
    expect(decidePagePath('/caf%C3%A9/')).toEqual({ kind: 'redirect', location: '/caf%C3%A9' });
  });

  it('keeps a query that looks like a URL inside the site', () => {
    const decision = decidePagePath('/a/', '?next=//evil.example.com');
    expect(decision).toEqual({ kind: 'redirect', location: '/a?next=//evil.example.com' });
  });

  it('serves ordinary paths and the root as pages', () => {
    expect(decidePagePath('/')).toEqual({ kind: 'page' });
    expect(decidePagePath('/about-us')).toEqual({ kind: 'page' });
    expect(decidePagePath('/case-studies/aog-aircraft-part-delivery')).toEqual({ kind: 'page' });
    expect(decidePagePath('/caf%C3%A9')).toEqual({ kind: 'page' });
  });

  it('every redirect it makes starts with one slash followed by a path character', () => {
    const samples = ['/a/', '/%41/', '/a.b/', '/-/', '/~x/', '/a/b/c/'];
    for (const path of samples) {
      const decision = decidePagePath(path, '?x=1');
      expect(decision.kind).toBe('redirect');
      if (decision.kind === 'redirect') expect(decision.location).toMatch(/^\/[^/\\]/);
    }
  });
});

describe('encodeLocation', () => {
  it('keeps what a URI may carry and its escapes', () => {
    expect(encodeLocation('/about-us?quote=hero_section&x=1')).toBe('/about-us?quote=hero_section&x=1');
    expect(encodeLocation('/caf%C3%A9')).toBe('/caf%C3%A9');
  });

  it('percent-encodes everything else, a raw byte as that byte, a stray % included', () => {
    expect(encodeLocation('/<script>"x"')).toBe('/%3Cscript%3E%22x%22');
    expect(encodeLocation('/a b|{c}^`')).toBe('/a%20b%7C%7Bc%7D%5E%60');
    expect(encodeLocation('/100%')).toBe('/100%25');
    expect(encodeLocation('/%zz')).toBe('/%25zz');
    // "é" sent as raw UTF-8 bytes reaches Node as two latin1 characters.
    expect(encodeLocation('/caf\u00c3\u00a9')).toBe('/caf%C3%A9');
    expect(encodeLocation('/\u2028')).toBe('/%E2%80%A8');
    expect(encodeLocation('/\ud800')).toBe('/%EF%BF%BD');
  });
});
