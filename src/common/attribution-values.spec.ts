import { normaliseUtm, pathOnly, referrerHost } from './attribution-values.js';

describe('referrerHost', () => {
  it('keeps the host alone, lower-cased, without www', () => {
    expect(referrerHost('https://WWW.Google.com/search?q=hot+shot+trucking&client=x', ['example.com'])).toBe('google.com');
    expect(referrerHost('http://news.example.org:8080/a/b#c', ['example.com'])).toBe('news.example.org');
  });

  it('keeps nothing of the site itself, of no referrer or of what is no web address', () => {
    expect(referrerHost('https://www.example.com/locations', ['example.com'])).toBeNull();
    expect(referrerHost('http://127.0.0.1:3000/', ['example.com', '127.0.0.1'])).toBeNull();
    expect(referrerHost(undefined, ['example.com'])).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/', ['example.com'])).toBeNull();
    expect(referrerHost('not a url', ['example.com'])).toBeNull();
  });
});

describe('normaliseUtm', () => {
  it('trims every value and lower-cases source and medium only', () => {
    expect(normaliseUtm({ source: ' Newsletter ', medium: 'EMAIL', campaign: ' Fall Push ', term: 'Hot Shot', content: 'Hero' })).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'Fall Push',
      term: 'Hot Shot',
      content: 'Hero',
    });
  });

  it('drops empty values and cuts long ones at 150 characters', () => {
    expect(normaliseUtm({ source: '   ', campaign: 'x'.repeat(200) })).toEqual({ source: null, medium: null, campaign: 'x'.repeat(150), term: null, content: null });
    expect(normaliseUtm(undefined)).toEqual({ source: null, medium: null, campaign: null, term: null, content: null });
  });
});

describe('pathOnly', () => {
  it('keeps the path without its query or fragment', () => {
    expect(pathOnly('/locations/dallas-expedite?utm_source=x#top')).toBe('/locations/dallas-expedite');
    expect(pathOnly('/')).toBe('/');
  });
});
