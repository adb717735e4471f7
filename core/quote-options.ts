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

/** The services' names as the public forms show them: the desk and the notifications say the same. */
export const SERVICE_LABELS: Record<HomeService | SlideOutService, string> = {
  'hand-carry': 'Hand-Carry Courier',
  'medical-transport': 'Medical Transport',
  'air-expedite': 'Air Expedite',
  'ground-expedite': 'Ground Expedite',
  custom: 'Custom Solution',
  'same-day': 'Same-Day Delivery',
  'next-day': 'Next-Day Delivery',
  expedited: 'Expedited Freight',
  'hot-shot': 'Hot Shot Trucking',
  medical: 'Medical Transport',
  emergency: 'Emergency Logistics',
  other: 'Other',
};

export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  asap: 'ASAP (emergency)',
  today: 'Today',
  tomorrow: 'Tomorrow',
  'this-week': 'This week',
  flexible: 'Flexible',
};
