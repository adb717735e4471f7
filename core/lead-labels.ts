// The words the back office shows for what a lead stores as codes (docs/product.md#21-leads-desk): the
// service and timeframe as the public forms name them, the source as a readable name, the phone formatted.
// The CSV export and the API keep the codes; pages show these (with the code in a tooltip where useful).
import { ABANDONMENT_REASON_LABELS, FORM_TYPE_LABELS, type AbandonmentReason, type FormType } from './abandonment-options.js';
import { SLIDE_OUT_SOURCE_PREFIX } from './lead-source.js';
import { SERVICE_LABELS, TIMEFRAME_LABELS, type HomeService, type SlideOutService, type Timeframe } from './quote-options.js';

const has = <K extends string>(record: Record<K, string>, key: string): key is K => Object.prototype.hasOwnProperty.call(record, key);

/** A stored service code as the forms name it; a code the forms no longer offer is shown as stored. */
export const serviceLabel = (service: string): string => (has<HomeService | SlideOutService>(SERVICE_LABELS, service) ? SERVICE_LABELS[service] : service);

export const timeframeLabel = (timeframe: string): string => (has<Timeframe>(TIMEFRAME_LABELS, timeframe) ? TIMEFRAME_LABELS[timeframe] : timeframe);

/** An abandoned form's type and why it counted as abandoned, in words (stored codes shown as stored). */
export const formTypeLabel = (formType: string): string => (has<FormType>(FORM_TYPE_LABELS, formType) ? FORM_TYPE_LABELS[formType] : formType);

export const abandonmentReasonLabel = (reason: string): string => (has<AbandonmentReason>(ABANDONMENT_REASON_LABELS, reason) ? ABANDONMENT_REASON_LABELS[reason] : reason);

/** The lead forms that are not the quote dialog, by their source code. */
const FORM_SOURCES: Record<string, string> = {
  home_form: 'Home page quote form',
  freight_agent_form: 'Freight agent form',
  carrier_form: 'Carrier application form',
};

/** "hero_section" -> "Hero section". */
const words = (code: string): string => {
  const text = code.replace(/[_-]+/g, ' ').trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : code;
};

/** A lead's source as a dispatcher reads it: "Quote dialog: Hero section", "Home page quote form". */
export function sourceLabel(source: string): string {
  const form = Object.prototype.hasOwnProperty.call(FORM_SOURCES, source) ? FORM_SOURCES[source] : undefined;
  if (form) return form;
  if (source.startsWith(SLIDE_OUT_SOURCE_PREFIX)) return `Quote dialog: ${words(source.slice(SLIDE_OUT_SOURCE_PREFIX.length))}`;
  return words(source);
}

/**
 * A US phone as people write it: ten digits (or eleven after a 1) become "(704) 555-0100"; anything else
 * (an international number, an extension) is shown as typed. The tel: link is made from the stored text.
 */
export function formatPhone(phone: string): string {
  const typed = phone.trim();
  if (typed.startsWith('+') && !typed.startsWith('+1')) return typed;
  const digits = typed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10 || /[^\d\s().+-]/.test(typed)) return typed;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
