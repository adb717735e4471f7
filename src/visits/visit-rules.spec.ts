import { deviceClass, headerRefusal, normaliseUtm, pathOnly, referrerHost } from './visit-rules.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('headerRefusal', () => {
  it('counts a browser that sends none of the signals', () => {
    expect(headerRefusal({ 'user-agent': CHROME })).toBeUndefined();
    expect(headerRefusal({ 'user-agent': CHROME, 'sec-gpc': '0', dnt: '0' })).toBeUndefined();
  });

  it('refuses a visitor declining tracking by Global Privacy Control or Do Not Track', () => {
    expect(headerRefusal({ 'user-agent': CHROME, 'sec-gpc': '1' })).toBe('declined');
    expect(headerRefusal({ 'user-agent': CHROME, dnt: '1' })).toBe('declined');
  });

  it('refuses prefetches, by Sec-Purpose or Purpose', () => {
    expect(headerRefusal({ 'user-agent': CHROME, 'sec-purpose': 'prefetch' })).toBe('prefetch');
    expect(headerRefusal({ 'user-agent': CHROME, 'sec-purpose': 'prefetch;prerender' })).toBe('prefetch');
    expect(headerRefusal({ 'user-agent': CHROME, purpose: 'prefetch' })).toBe('prefetch');
  });

  it('refuses bots by their user agent, and requests without one', () => {
    expect(headerRefusal({ 'user-agent': GOOGLEBOT })).toBe('bot');
    expect(headerRefusal({ 'user-agent': 'curl/8.5.0' })).toBe('bot');
    expect(headerRefusal({ 'user-agent': 'HeadlessChrome/120.0' })).toBe('bot');
    expect(headerRefusal({})).toBe('bot');
  });
});

describe('deviceClass', () => {
  it.each([
    [CHROME, 'desktop'],
    [IPHONE, 'mobile'],
    [ANDROID_PHONE, 'mobile'],
    [IPAD, 'tablet'],
    [ANDROID_TABLET, 'tablet'],
  ])('%s is a %s', (userAgent, expected) => {
    expect(deviceClass(userAgent)).toBe(expected);
  });

  it('takes the mobile client hint', () => {
    expect(deviceClass(CHROME, '?1')).toBe('mobile');
    expect(deviceClass(CHROME, '?0')).toBe('desktop');
  });
});

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
