import { normalizeSource, quoteClickParams, sourceOfOpenMessage, takeQuoteParam } from './quote-opener.js';

describe('quote opener helpers', () => {
  it('accepts plain source names and falls back for anything else', () => {
    expect(normalizeSource('hand-carry-2025', 'unknown')).toBe('hand-carry-2025');
    expect(normalizeSource('white_glove_cta', 'unknown')).toBe('white_glove_cta');
    expect(normalizeSource('', 'unknown')).toBe('unknown');
    expect(normalizeSource('<script>', 'unknown')).toBe('unknown');
    expect(normalizeSource('x'.repeat(65), 'blog_article')).toBe('blog_article');
    expect(normalizeSource(42, 'unknown')).toBe('unknown');
  });

  it('reads openQuoteForm messages, defaulting to blog_article', () => {
    expect(sourceOfOpenMessage({ action: 'openQuoteForm', source: 'hand-carry-cta' })).toBe('hand-carry-cta');
    expect(sourceOfOpenMessage({ action: 'openQuoteForm' })).toBe('blog_article');
    expect(sourceOfOpenMessage({ action: 'other' })).toBeUndefined();
    expect(sourceOfOpenMessage('openQuoteForm')).toBeUndefined();
    expect(sourceOfOpenMessage(null)).toBeUndefined();
  });

  it('groups click categories and cleans labels', () => {
    expect(quoteClickParams('navigation_desktop_header', ' Get\n  Quote ')).toEqual({ category: 'navigation', label: 'Get Quote' });
    expect(quoteClickParams('navigation_mobile_header', 'Get Quote').category).toBe('navigation');
    expect(quoteClickParams('hero_section', 'Get a 15-Minute Quote').category).toBe('hero');
    expect(quoteClickParams('concise_what_we_do_section', 'x').category).toBe('concise_what_we_do');
    expect(quoteClickParams('floating_pallet', '')).toEqual({ category: 'floating_pallet', label: 'floating_pallet' });
    expect(quoteClickParams('hand-carry-2025', 'Get Quote')).toEqual({ category: 'hand-carry-2025', label: 'Get Quote' });
  });

  it('labels the expedited guide\'s quote clicks cta_button, under the page label', () => {
    expect(quoteClickParams('best_expedited_freight_companies_2025', 'Get a 15-Minute Quote')).toEqual({
      category: 'best_expedited_freight_companies_2025',
      label: 'cta_button',
    });
  });

  it('takes ?quote= off the home URL only, keeping other parameters and the hash', () => {
    expect(takeQuoteParam('https://x.test/?quote=hero_section&utm_source=g#contact')).toEqual({
      source: 'hero_section',
      cleanUrl: '/?utm_source=g#contact',
    });
    expect(takeQuoteParam('https://x.test/?quote=')).toEqual({ source: 'unknown', cleanUrl: '/' });
    expect(takeQuoteParam('https://x.test/faq?quote=x')).toBeUndefined();
    expect(takeQuoteParam('https://x.test/')).toBeUndefined();
  });
});
