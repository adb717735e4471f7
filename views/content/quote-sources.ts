/**
 * Every place a quote request can start from (docs/product.md#41-opening-the-slide-out-dialog). Rendered as
 * data-quote-source on quote links; the quote form opener reads it.
 */
export const quoteSources = [
  'navigation_desktop_header',
  'navigation_mobile_header',
  'floating_pallet',
  'hero_section',
  'concise_what_we_do_section',
  'contact_page',
  'contact_emergency',
  'case_studies_page',
  'case_studies_cta',
  'hand-carry-delivery',
  'white_glove_hero',
  'white_glove_cta',
  'white_glove_page',
  'secure_freight_hero',
  'secure_freight_cta',
  'retail_trade_show_hero',
  'retail_trade_show_cta',
  'best_expedited_freight_companies_2025',
  'hand-carry-2025',
  'hand-carry-cta',
  'white_glove_guide_hero',
  'white_glove_guide_cta',
  'white_glove_guide_final',
  'blog_article',
  // Not among the sources the product has always listed: the home awards call to action (docs/product.md#2-pages-and-routes) names no source of its own.
  'awards_section_cta',
] as const;

export type QuoteSource = (typeof quoteSources)[number];
