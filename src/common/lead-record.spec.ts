import { leadAttribution, leadFieldList } from './lead-record.js';

describe('lead fields for the desk', () => {
  it('keeps the order, contact fields first, trims, leaves empty values out and keeps links and sections', () => {
    const fields = leadFieldList({
      contact: [['Name', ' Dana '], ['E-mail', 'd@x.test', 'mailto'], ['Company', null], ['Phone', '704', 'tel']],
      request: [['Weight', '  '], ['Years', 0]],
    });
    expect(fields).toEqual([
      { label: 'Name', value: 'Dana', section: 'contact' },
      { label: 'E-mail', value: 'd@x.test', link: 'mailto', section: 'contact' },
      { label: 'Phone', value: '704', link: 'tel', section: 'contact' },
      { label: 'Years', value: '0', section: 'request' },
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
