import { FIELD_LIMITS, LEAD_COLUMN_LIMITS } from './field-limits.js';
import { canMoveLead, ownerRefusal, quoteRoute } from './lead-desk.js';

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

  it('lets only an admin who can sign in own leads, and says why another cannot, the lasting reason first', () => {
    const dana = { username: 'dana', role: 'admin', disabled: false, setupPending: false } as const;
    expect(ownerRefusal(dana)).toBeNull();
    expect(ownerRefusal({ ...dana, setupPending: true })).toBe('dana has not set a password yet (the setup link is unused) and cannot own leads');
    expect(ownerRefusal({ ...dana, disabled: true, setupPending: true })).toBe('dana is disabled and cannot own leads');
    expect(ownerRefusal({ ...dana, role: 'viewer', setupPending: true })).toBe('dana cannot own leads: only an admin can');
    expect(ownerRefusal({ ...dana, role: 'editor' })).toBe('dana cannot own leads: only an admin can');
  });

  it('allows the moves of the status flow and no others', () => {
    expect(canMoveLead('new', 'contacted')).toBe(true);
    expect(canMoveLead('spam', 'new')).toBe(true);
    expect(canMoveLead('spam', 'won')).toBe(false);
    expect(canMoveLead('quoted', 'new')).toBe(false);
  });
});
