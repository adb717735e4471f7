// A lead's outcome (docs/product.md#21-leads-desk): a won lead's value in dollars, a lost lead's reason.
// The API, the desk's controls, the timeline, the export and the lead events read them from here.

/** Why a lead was lost, as the API takes it (`lostReason`). */
export const LOST_REASONS = ['price', 'timing', 'no_capacity', 'no_answer', 'other'] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: 'Price',
  timing: 'Timing',
  no_capacity: 'No capacity',
  no_answer: 'No answer',
  other: 'Other',
};

/** The largest value a won lead takes, in dollars. */
export const LEAD_VALUE_MAX = 10_000_000;

/** A won lead's value as stored (whole cents), from dollars with at most two decimals. */
export const centsOf = (dollars: number): number => Math.round(dollars * 100);
export const dollarsOf = (cents: number): number => cents / 100;

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "$1,800", "$1,800.50". */
export const formatDollars = (dollars: number): string => (Number.isInteger(dollars) ? wholeDollars : withCents).format(dollars);

/**
 * A value as a dispatcher types it ("1800", "$1,800.50"): dollars, null for nothing typed, undefined for text
 * that is no amount the API takes (OUTCOME_TEXTS.valueRule).
 */
export function parseDollars(typed: string): number | null | undefined {
  const text = typed.replace(/[\s$,]/g, '');
  if (text === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const dollars = Number(text);
  return dollars <= LEAD_VALUE_MAX ? dollars : undefined;
}

/** What a won or lost lead carries (null: not given, or the lead is neither). */
export interface LeadOutcomeView {
  /** Won: its value in dollars. */
  value: number | null;
  /** Lost: why. */
  lostReason: LostReason | null;
}

export const OUTCOME_TEXTS = {
  valueRule: `value must be an amount in dollars from 0 to ${LEAD_VALUE_MAX.toLocaleString('en-US')}, with at most two decimals`,
  valueNotWon: 'value is only for a lead marked won',
  reasonRule: `lostReason must be one of: ${LOST_REASONS.join(', ')}`,
  reasonNotLost: 'lostReason is only for a lead marked lost',
} as const;

/** The words of an outcome after a status: " ($1,800)", " (No capacity)", or nothing. */
export function outcomeSuffix(outcome: LeadOutcomeView): string {
  if (outcome.value !== null) return ` (${formatDollars(outcome.value)})`;
  if (outcome.lostReason !== null) return ` (${LOST_REASON_LABELS[outcome.lostReason]})`;
  return '';
}
