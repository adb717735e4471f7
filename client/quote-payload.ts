import { FIELD_LIMITS } from '../core/field-limits.js';
import type { HomeService, SlideOutService, Timeframe } from '../core/quote-options.js';
import type { FirstTouch } from './attribution.js';
import { leadAttribution, multiLine, singleLine, type LeadAttribution } from './lead-payload.js';

export { singleLine } from './lead-payload.js';

/** Form state of the home quote form (every input is a string; empty means not given). */
export interface HomeQuoteValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

/** Form state of the slide-out quote form (docs/product.md#42-slide-out-dialog-fields-and-outcomes). */
export interface SlideOutQuoteValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  serviceType: string;
  pickupLocation: string;
  deliveryLocation: string;
  dimensions: string;
  weight: string;
  timeframe: string;
  description: string;
}

export interface HomeQuotePayload extends LeadAttribution {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  service: HomeService;
  message?: string;
}

export interface SlideOutQuotePayload extends LeadAttribution {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service?: SlideOutService;
  pickup: string;
  delivery: string;
  weight?: string;
  dimensions?: string;
  timeframe?: Timeframe;
  message?: string;
  company?: string;
  source: string;
  timestamp: string;
}

/** Longest values the API takes (core/field-limits.ts), as maxLength on the inputs. */
export const HOME_LIMITS = {
  firstName: FIELD_LIMITS.personName,
  lastName: FIELD_LIMITS.personName,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  message: FIELD_LIMITS.message,
} as const;
export const SLIDE_OUT_LIMITS = {
  // The full name is split into a first and a last name of at most personName characters each.
  name: 2 * FIELD_LIMITS.personName,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  company: FIELD_LIMITS.company,
  pickupLocation: FIELD_LIMITS.location,
  deliveryLocation: FIELD_LIMITS.location,
  dimensions: FIELD_LIMITS.dimensions,
  weight: FIELD_LIMITS.weight,
  description: FIELD_LIMITS.message,
} as const;

/** First word is the first name, the rest (spaces collapsed) the last name; one word gives an empty last name. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = full.trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(' ') };
}

/** Values made single-line (the `message` multi-line), without the empty ones (the API wants optional fields omitted, not ""). */
function present<T extends Record<string, string | undefined>>(fields: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(fields) as [keyof T, string | undefined][]) {
    const clean = value === undefined ? undefined : key === 'message' ? multiLine(value) : singleLine(value);
    if (clean) out[key] = clean as T[keyof T];
  }
  return out;
}

export function buildHomePayload(values: HomeQuoteValues, honeypot: string, touch?: FirstTouch): HomeQuotePayload {
  return {
    firstName: singleLine(values.firstName),
    lastName: singleLine(values.lastName),
    email: singleLine(values.email),
    service: values.service as HomeService,
    ...present({ phone: values.phone, message: values.message }),
    ...leadAttribution(honeypot, touch),
  };
}

export function buildSlideOutPayload(
  values: SlideOutQuoteValues,
  context: { source: string; honeypot: string; touch?: FirstTouch; now?: Date },
): SlideOutQuotePayload {
  const optional = present({
    service: values.serviceType,
    weight: values.weight,
    dimensions: values.dimensions,
    timeframe: values.timeframe,
    message: values.description,
    company: values.company,
  });
  return {
    ...splitName(singleLine(values.name)),
    email: singleLine(values.email),
    phone: singleLine(values.phone),
    pickup: singleLine(values.pickupLocation),
    delivery: singleLine(values.deliveryLocation),
    ...(optional as Pick<SlideOutQuotePayload, 'weight' | 'dimensions' | 'message' | 'company'> & {
      service?: SlideOutService;
      timeframe?: Timeframe;
    }),
    source: `slide_out_${context.source}`,
    timestamp: (context.now ?? new Date()).toISOString(),
    ...leadAttribution(context.honeypot, context.touch),
  };
}

/** Maps the API's per-field errors (payload names) back to the slide-out form's field names. */
export const slideOutFieldOfPayload: Record<string, keyof SlideOutQuoteValues> = {
  firstName: 'name',
  lastName: 'name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  service: 'serviceType',
  pickup: 'pickupLocation',
  delivery: 'deliveryLocation',
  dimensions: 'dimensions',
  weight: 'weight',
  timeframe: 'timeframe',
  message: 'description',
};
