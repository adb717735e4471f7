import { leadAttribution, leadFieldList } from './lead-record.js';

describe('lead fields for the desk', () => {
  it('keeps the order, trims, leaves empty values out and keeps links', () => {
    expect(leadFieldList([['Name', ' Dana '], ['E-mail', 'd@x.test', 'mailto'], ['Company', null], ['Weight', '  '], ['Years', 0], ['Phone', '704', 'tel']])).toEqual([
      { label: 'Name', value: 'Dana' },
      { label: 'E-mail', value: 'd@x.test', link: 'mailto' },
      { label: 'Years', value: '0' },
      { label: 'Phone', value: '704', link: 'tel' },
    ]);
  });

  it('reads attribution with nulls for what was not sent', () => {
    expect(leadAttribution({ landingPage: '/x', utmSource: 'google' })).toEqual({
      landingPage: '/x',
      referrer: null,
      userAgent: null,
      utm: { source: 'google', medium: null, campaign: null, term: null, content: null },
    });
  });
});
