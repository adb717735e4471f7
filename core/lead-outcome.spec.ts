import { centsOf, dollarsOf, formatDollars, LOST_REASON_LABELS, LOST_REASONS, OUTCOME_TEXTS, outcomeSuffix } from './lead-outcome.js';
import { outcomeChangeText, statusChangeText } from './lead-timeline-text.js';

describe('lead outcomes', () => {
  it('writes dollars whole when they are, with cents when not', () => {
    expect(formatDollars(1800)).toBe('$1,800');
    expect(formatDollars(1800.5)).toBe('$1,800.50');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(10_000_000)).toBe('$10,000,000');
  });

  it('keeps values as whole cents both ways', () => {
    expect(centsOf(1800.07)).toBe(180007);
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(dollarsOf(180007)).toBe(1800.07);
  });

  it('has a label for every reason, and says the rules with the list and the limit', () => {
    expect(Object.keys(LOST_REASON_LABELS)).toEqual([...LOST_REASONS]);
    expect(OUTCOME_TEXTS.reasonRule).toBe('lostReason must be one of: price, timing, no_capacity, no_answer, other');
    expect(OUTCOME_TEXTS.valueRule).toBe('value must be an amount in dollars from 0 to 10,000,000, with at most two decimals');
  });

  it('names the outcome on the timeline beside the status it came with', () => {
    expect(outcomeSuffix({ value: null, lostReason: null })).toBe('');
    expect(statusChangeText('quoted', 'won', 'dana', { value: 1800, lostReason: null })).toBe('Quoted -> Won ($1,800) by dana');
    expect(statusChangeText('quoted', 'lost', 'dana', { value: null, lostReason: 'no_capacity' })).toBe('Quoted -> Lost (No capacity) by dana');
    expect(statusChangeText('new', 'contacted', 'dana')).toBe('New -> Contacted by dana');
    expect(outcomeChangeText('won', { value: 2250.5, lostReason: null }, 'sam')).toBe('Value set to $2,250.50 by sam');
    expect(outcomeChangeText('won', { value: null, lostReason: null }, 'sam')).toBe('Value cleared by sam');
    expect(outcomeChangeText('lost', { value: null, lostReason: 'price' }, 'sam')).toBe('Reason set to Price by sam');
  });
});
