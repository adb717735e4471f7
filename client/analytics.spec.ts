/** @jest-environment jsdom */
import { ANALYTICS_DELAY_MS, startAnalytics, track } from './analytics.js';

const tagScripts = () => document.head.querySelectorAll('script[src*="googletagmanager.com/gtag/js"]');

describe('analytics', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    delete document.body.dataset.analyticsId;
    delete window.dataLayer;
    delete window.gtag;
  });

  afterEach(() => jest.useRealTimers());

  it('loads nothing and records nothing when no id is configured', () => {
    expect(startAnalytics()).toBe(false);
    expect(() => track('get_quote_click', { category: 'hero' })).not.toThrow();
    jest.advanceTimersByTime(60_000);
    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('queues the page view with its path and loads the tag only after 5 s', () => {
    document.body.dataset.analyticsId = 'G-TEST123';
    window.history.replaceState(null, '', '/hot-shot-trucking?utm_source=x');
    expect(startAnalytics()).toBe(true);
    const config = Array.from(window.dataLayer![1] as ArrayLike<unknown>);
    expect(config).toEqual(['config', 'G-TEST123', { page_path: '/hot-shot-trucking', send_page_view: true }]);

    jest.advanceTimersByTime(ANALYTICS_DELAY_MS - 1);
    expect(tagScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(tagScripts()).toHaveLength(1);
    expect((tagScripts()[0] as HTMLScriptElement).src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
  });

  it('sends events through gtag once started', () => {
    document.body.dataset.analyticsId = 'G-TEST123';
    startAnalytics();
    track('get_quote_click', { category: 'navigation', label: 'Get Quote' });
    const last = Array.from(window.dataLayer![window.dataLayer!.length - 1] as ArrayLike<unknown>);
    expect(last).toEqual(['event', 'get_quote_click', { category: 'navigation', label: 'Get Quote' }]);
  });
});
