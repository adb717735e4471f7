/** @jest-environment jsdom */
import { HASH_SCROLL_DELAY_MS, scrollToHash, trackMarkedClicks } from './page-behaviour.js';

describe('scrollToHash', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<section id="services">Services</section>';
  });
  afterEach(() => jest.useRealTimers());

  it('scrolls smoothly to the hash target after 100 ms', () => {
    const section = document.getElementById('services')!;
    section.scrollIntoView = jest.fn();
    window.history.replaceState(null, '', '/#services');
    scrollToHash();
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('leaves the page alone when ?quote= is present or the target is missing', () => {
    const section = document.getElementById('services')!;
    section.scrollIntoView = jest.fn();
    window.history.replaceState(null, '', '/?quote=hero_section#services');
    scrollToHash();
    window.history.replaceState(null, '', '/#nowhere');
    scrollToHash();
    jest.advanceTimersByTime(1000);
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('trackMarkedClicks', () => {
  it('sends the marked event with its category and the link text as label', () => {
    document.body.dataset.analyticsId = 'G-TEST123';
    const gtag = jest.fn();
    window.gtag = gtag;
    document.body.innerHTML = '<a href="#services" data-track-event="learn_more_click" data-track-category="hero"><span>View Services</span></a><a id="plain">x</a>';
    trackMarkedClicks();
    document.querySelector('span')!.click();
    document.getElementById('plain')!.click();
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'learn_more_click', { category: 'hero', label: 'View Services' });
  });
});
