/** @jest-environment jsdom */
import { captureFirstTouch, FIRST_TOUCH_KEY, firstTouchFrom, readFirstTouch } from './attribution.js';

describe('firstTouchFrom', () => {
  it('keeps path and query as the landing page and the non-empty utm values', () => {
    expect(
      firstTouchFrom('https://x.test/hot-shot-trucking?utm_source=google&utm_medium=cpc&utm_campaign=%20&gclid=1', 'https://www.google.com/'),
    ).toEqual({
      landingPage: '/hot-shot-trucking?utm_source=google&utm_medium=cpc&utm_campaign=%20&gclid=1',
      referrer: 'https://www.google.com/',
      utm: { source: 'google', medium: 'cpc' },
    });
  });

  it('keeps within the API limits: utm values cut at 150 characters, an overlong referrer dropped', () => {
    const touch = firstTouchFrom(`https://x.test/?utm_term=${'t'.repeat(200)}`, `https://r.test/${'r'.repeat(1000)}`);
    expect(touch.utm?.term).toHaveLength(150);
    expect(touch.referrer).toBeUndefined();
  });

  it('omits an empty referrer and absent utm values', () => {
    expect(firstTouchFrom('https://x.test/', '')).toEqual({ landingPage: '/' });
  });
});

describe('captureFirstTouch', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores the first page of the visit and keeps it on later pages', () => {
    window.history.replaceState(null, '', '/blog?utm_source=newsletter&utm_content=top');
    expect(captureFirstTouch()).toEqual({ landingPage: '/blog?utm_source=newsletter&utm_content=top', utm: { source: 'newsletter', content: 'top' } });
    window.history.replaceState(null, '', '/faq?utm_source=other');
    expect(captureFirstTouch().landingPage).toBe('/blog?utm_source=newsletter&utm_content=top');
    expect(readFirstTouch()?.utm).toEqual({ source: 'newsletter', content: 'top' });
  });

  it('ignores a malformed stored value', () => {
    sessionStorage.setItem(FIRST_TOUCH_KEY, '{not json');
    expect(readFirstTouch()).toBeUndefined();
    window.history.replaceState(null, '', '/');
    expect(captureFirstTouch()).toEqual({ landingPage: '/' });
  });
});
