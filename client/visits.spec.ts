/** @jest-environment jsdom */
import { track } from './analytics.js';
import { FIRST_TOUCH_KEY } from './attribution.js';
import { countPageView, declinesTracking, sendVisit, visitBeacon } from './visits.js';

type Flags = { globalPrivacyControl?: boolean; doNotTrack?: string | null };
const beacons: { url: string; type: string; body: Promise<string> }[] = [];

/** jsdom's Blob has no text(): read it as a FileReader would in any browser. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

function setFlags(flags: Flags): void {
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: flags.globalPrivacyControl });
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: flags.doNotTrack ?? null });
}

const sent = async () => Promise.all(beacons.map(async (beacon) => ({ url: beacon.url, type: beacon.type, body: JSON.parse(await beacon.body) as unknown })));

describe('the visit beacon', () => {
  beforeEach(() => {
    beacons.length = 0;
    setFlags({});
    sessionStorage.clear();
    delete document.body.dataset.analyticsId;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, data: Blob) => {
        beacons.push({ url, type: data.type, body: blobText(data) });
        return true;
      },
    });
    window.history.replaceState(null, '', '/locations/dallas-expedite?utm_source=newsletter');
  });

  it('sends the page, the first touch\'s referrer and utm values as text/plain JSON', async () => {
    countPageView({ landingPage: '/?utm_source=newsletter', referrer: 'https://www.google.com/', utm: { source: 'newsletter', campaign: 'fall' } });
    expect(await sent()).toEqual([
      {
        url: '/api/visits',
        type: 'text/plain',
        body: { path: '/locations/dallas-expedite', referrer: 'https://www.google.com/', utm: { source: 'newsletter', campaign: 'fall' }, event: 'pageview' },
      },
    ]);
  });

  it('waits for a prerendered page to be opened before counting it', async () => {
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
    countPageView(undefined);
    expect(beacons).toHaveLength(0);
    Object.defineProperty(document, 'prerendering', { configurable: true, value: false });
    document.dispatchEvent(new Event('prerenderingchange'));
    expect((await sent()).map((beacon) => beacon.body)).toEqual([{ path: '/locations/dallas-expedite', event: 'pageview' }]);
  });

  it('keeps only a web address as the referrer', () => {
    expect(visitBeacon('pageview', '/', 'https://www.google.com/', undefined)).toEqual({ path: '/', referrer: 'https://www.google.com/', event: 'pageview' });
    expect(visitBeacon('pageview', '/', 'android-app://com.google.android.gm/', {})).toEqual({ path: '/', event: 'pageview' });
  });

  it('sends nothing for a visitor who declines tracking', () => {
    setFlags({ globalPrivacyControl: true });
    expect(declinesTracking()).toBe(true);
    sendVisit('pageview');
    setFlags({ doNotTrack: '1' });
    expect(declinesTracking()).toBe(true);
    sendVisit('quote_form_open');
    expect(beacons).toHaveLength(0);
  });

  it('counts the funnel events reported to the tag, with the tag off, and the visit\'s first touch', async () => {
    sessionStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify({ landingPage: '/?utm_source=newsletter', utm: { source: 'newsletter' } }));
    track('quote_form_open', { source: 'hero' });
    track('quote_submit', { form_type: 'slide_out_quote', success: false, status: 429 });
    track('quote_submit', { form_type: 'slide_out_quote', success: true });
    track('get_quote_click', { category: 'hero' });
    expect((await sent()).map((beacon) => beacon.body)).toEqual([
      { path: '/locations/dallas-expedite', utm: { source: 'newsletter' }, event: 'quote_form_open' },
      { path: '/locations/dallas-expedite', utm: { source: 'newsletter' }, event: 'quote_submit' },
    ]);
  });
});
