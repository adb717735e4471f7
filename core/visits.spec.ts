import { FUNNEL_EVENTS, funnelEventOf, VISIT_EVENTS } from './visits.js';

describe('funnelEventOf', () => {
  it('counts the funnel events the pages report to the tag', () => {
    for (const event of FUNNEL_EVENTS) expect(funnelEventOf(event, {})).toBe(event);
    expect(VISIT_EVENTS).toEqual(['pageview', 'quote_form_open', 'form_start', 'quote_submit', 'form_abandon']);
  });

  it('counts a quote sent only once it was stored', () => {
    expect(funnelEventOf('quote_submit', { success: true })).toBe('quote_submit');
    expect(funnelEventOf('quote_submit', { success: false, status: 429 })).toBeUndefined();
  });

  it('leaves other tag events alone', () => {
    expect(funnelEventOf('get_quote_click', {})).toBeUndefined();
    expect(funnelEventOf('form_complete', {})).toBeUndefined();
    expect(funnelEventOf('pageview', {})).toBeUndefined();
  });
});
