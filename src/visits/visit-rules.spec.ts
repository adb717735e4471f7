import { deviceClass, headerRefusal } from './visit-rules.js';

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
