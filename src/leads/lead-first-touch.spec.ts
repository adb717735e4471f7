import { leadFirstTouch } from './lead-first-touch.js';

describe('leadFirstTouch', () => {
  it('keeps what a visit keeps: the landing path alone, the referrer host, utm source and medium lower-cased', () => {
    expect(
      leadFirstTouch(
        { landingPage: '/locations/dallas-tx-expedite?utm_source=Newsletter#quote', referrer: 'https://www.Google.com/search?q=x', utmSource: ' Newsletter ', utmMedium: 'Email', utmCampaign: ' Fall ' },
        'www.example.test',
      ),
    ).toEqual({ landingPath: '/locations/dallas-tx-expedite', referrerHost: 'google.com', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'Fall' });
  });

  it('knows no landing page that is not a path of the site, and no referrer of the site itself', () => {
    expect(leadFirstTouch({ landingPage: 'https://evil.test/x', referrer: 'https://example.test/about-us' }, 'www.example.test')).toEqual({
      landingPath: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
    expect(leadFirstTouch({ landingPage: '//evil.test/x' }, 'example.test').landingPath).toBeNull();
    expect(leadFirstTouch({}, 'example.test').landingPath).toBeNull();
  });
});
