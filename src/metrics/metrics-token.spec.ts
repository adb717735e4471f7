import { bearerMatches } from './metrics-token.js';

const TOKEN = 'scrape-token-0123456789abcdef';

describe('bearerMatches', () => {
  it('accepts the token as a bearer token, the scheme in any letter case', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`BEARER  ${TOKEN} `, TOKEN)).toBe(true);
  });

  it('refuses no header, another scheme, another token, a prefix or an extension of it', () => {
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('', TOKEN)).toBe(false);
    expect(bearerMatches('Bearer', TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(`Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Token ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN} ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.toUpperCase()}`, TOKEN)).toBe(false);
  });
});
