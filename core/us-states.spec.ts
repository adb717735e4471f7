import { stateAbbreviation, US_STATES } from './us-states.js';

describe('US states', () => {
  it('lists the 50 states and DC with unique codes and slugs', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(new Set(US_STATES.map((s) => s.slug)).size).toBe(51);
  });

  it('flags exactly the four states with a dedicated page', () => {
    expect(US_STATES.filter((s) => s.hasStatePage).map((s) => s.slug)).toEqual(['illinois', 'michigan', 'ohio', 'texas']);
  });

  it('hyphenates multi-word slugs', () => {
    expect(US_STATES.find((s) => s.code === 'NC')?.slug).toBe('north-carolina');
  });

  it('abbreviates known names and falls back to the first two letters', () => {
    expect(stateAbbreviation('Texas')).toBe('TX');
    expect(stateAbbreviation(' new york ')).toBe('NY');
    expect(stateAbbreviation('Ontario')).toBe('ON');
  });
});
