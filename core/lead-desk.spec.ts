import { FIELD_LIMITS, LEAD_COLUMN_LIMITS } from './field-limits.js';
import { canMoveLead, quoteRoute } from './lead-desk.js';

describe("the desk's vocabulary", () => {
  it('writes a route with both ends, "?" for an end not given, and none without either', () => {
    expect(quoteRoute('Dallas, TX', 'Atlanta, GA')).toBe('Dallas, TX -> Atlanta, GA');
    expect(quoteRoute('Dallas, TX', null)).toBe('Dallas, TX -> ?');
    expect(quoteRoute(undefined, 'Atlanta, GA')).toBe('? -> Atlanta, GA');
    expect(quoteRoute('', '')).toBeNull();
  });

  it('sizes the desk copy of a lead for its longest fields', () => {
    const longest = 'x'.repeat(FIELD_LIMITS.location);
    expect(quoteRoute(longest, longest)!.length).toBe(LEAD_COLUMN_LIMITS.route);
    expect(`${'a'.repeat(FIELD_LIMITS.personName)} ${'b'.repeat(FIELD_LIMITS.personName)}`.length).toBeLessThanOrEqual(LEAD_COLUMN_LIMITS.name);
    expect(FIELD_LIMITS.contactName).toBeLessThanOrEqual(LEAD_COLUMN_LIMITS.name);
  });

  it('allows the moves of the status flow and no others', () => {
    expect(canMoveLead('new', 'contacted')).toBe(true);
    expect(canMoveLead('spam', 'new')).toBe(true);
    expect(canMoveLead('spam', 'won')).toBe(false);
    expect(canMoveLead('quoted', 'new')).toBe(false);
  });
});
