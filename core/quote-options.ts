/** Enumerations of the two quote forms (docs/product.md#4-quote-forms). */
export const HOME_SERVICES = ['hand-carry', 'medical-transport', 'air-expedite', 'ground-expedite', 'custom'] as const;
export const SLIDE_OUT_SERVICES = [
  'same-day',
  'next-day',
  'expedited',
  'hot-shot',
  'air-expedite',
  'ground-expedite',
  'medical',
  'hand-carry',
  'emergency',
  'other',
] as const;
export const TIMEFRAMES = ['asap', 'today', 'tomorrow', 'this-week', 'flexible'] as const;

export type HomeService = (typeof HOME_SERVICES)[number];
export type SlideOutService = (typeof SLIDE_OUT_SERVICES)[number];
export type Timeframe = (typeof TIMEFRAMES)[number];
export type QuoteForm = 'home' | 'slide_out';
