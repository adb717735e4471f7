import { formDataProblem } from './is-form-data.js';

describe('formDataProblem', () => {
  it('refuses bidi controls in every field, and line separators outside the multi-line ones', () => {
    expect(formDataProblem({ name: 'Ana\u202ePark' })).toBe('formData.name must not contain control characters');
    expect(formDataProblem({ description: 'Line 1\n\u2066Line 2' })).toBe('formData.description must not contain control characters');
    expect(formDataProblem({ pickupLocation: 'Dallas\u2028TX' })).toBe('formData.pickupLocation must not contain control characters');
  });

  it('keeps line separators in the multi-line fields and the zero-width joiner everywhere', () => {
    expect(formDataProblem({ message: 'Line 1\u2028Line 2', description: 'a\u2029b', name: 'Ana 👩\u200d💻' })).toBeUndefined();
  });
});
