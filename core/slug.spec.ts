import { slugify } from './city-slug.js';
import { isSlug } from './slug.js';

describe('isSlug', () => {
  it('takes lower-case words of letters and digits joined by single hyphens', () => {
    for (const slug of ['a', 'same-day-freight', 'san-antonio-tx-expedite', '2025-guide', 'x1']) expect(isSlug(slug)).toBe(true);
  });

  it('refuses capitals, doubled or outer hyphens, other characters and the empty text', () => {
    for (const text of ['', 'Same-day', 'a--b', '-a', 'a-', 'a_b', 'a b', 'a.svg', 'caf\u00e9', 'a/b']) expect(isSlug(text)).toBe(false);
  });

  it('takes what slugify makes of a name', () => {
    for (const name of ['San Antonio', "Coeur d'Alene", 'St. Louis', 'Winston-Salem', 'Espa\u00f1ola']) expect(isSlug(slugify(name))).toBe(true);
  });
});
