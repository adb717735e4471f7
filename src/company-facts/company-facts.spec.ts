import { existsSync } from 'node:fs';
import { BUILT_IN_FACT_IMAGES, checkFactFields, checkImageId, factName, FACT_TEXTS, type AwardFields } from '../../core/company-facts.js';
import { STARTING_FACTS } from './starting-facts.js';

const award: AwardFields = {
  title: 'Regional Logistics Excellence Recognition',
  organization: 'Regional Logistics Council',
  year: 2024,
  category: 'Industry recognition',
  detail: 'Expedited carriers',
  description: 'Recognized for service quality.',
  image: 'award-shippers-choice.svg',
};

describe('the starting company facts (docs/product.md#253-company-facts)', () => {
  it('are five awards from 2023-2024, two magazine features without invented links and two testimonials, each keeping its kind\'s rules', () => {
    const kinds = STARTING_FACTS.map((fact) => fact.kind);
    expect(kinds.filter((kind) => kind === 'award')).toHaveLength(5);
    expect(kinds.filter((kind) => kind === 'feature')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'testimonial')).toHaveLength(2);
    for (const fact of STARTING_FACTS) {
      expect(checkFactFields(fact.kind, fact.fields).errors).toEqual({});
      if (fact.kind === 'award') expect([2023, 2024]).toContain(fact.fields.year);
      if (fact.kind === 'feature') expect(fact.fields.directPageUrl).toBeNull();
    }
  });

  it('offer only built-in images that views/assets ships', () => {
    for (const name of Object.values(BUILT_IN_FACT_IMAGES).flat()) expect(existsSync(`views/assets/${name}`)).toBe(true);
  });
});

describe('checkFactFields', () => {
  it('trims the fields and takes a year typed as text', () => {
    const { fields, errors } = checkFactFields('award', { ...award, title: '  Spaced  ', year: '2023' });
    expect(errors).toEqual({});
    expect(fields).toMatchObject({ title: 'Spaced', year: 2023 });
  });

  it('names each field that breaks its kind\'s rule', () => {
    const { errors } = checkFactFields('award', { ...award, title: '', year: 1800, category: 'a\u0007b', detail: 'x'.repeat(121), image: 'logo.svg', colour: 'red' });
    expect(errors).toEqual({
      title: 'title is required',
      year: 'year must be a year from 1950 to 2100',
      category: 'category must not contain control characters or line breaks',
      detail: 'detail must be at most 120 characters',
      image: `image must be one of: ${BUILT_IN_FACT_IMAGES.award.join(', ')}`,
      colour: 'colour is not a field of this kind of fact',
    });
  });

  it('holds a feature\'s article address to https and lets it be empty', () => {
    const feature = { title: 'T', publisher: 'P', featured: 'F', page: 'Page 1', date: 'May 2024', description: 'D', category: 'C', coverImage: 'magazine-freight-operations.svg' };
    expect(checkFactFields('feature', { ...feature, directPageUrl: '' })).toMatchObject({ errors: {}, fields: { directPageUrl: null } });
    expect(checkFactFields('feature', { ...feature, directPageUrl: 'javascript:alert(1)' }).errors).toEqual({ directPageUrl: 'directPageUrl must be an https:// address' });
    expect(checkFactFields('feature', { ...feature, directPageUrl: 'https://example.com/a' }).errors).toEqual({});
  });

  it('keeps line breaks in a quote but not in a role, and refuses what is not text', () => {
    expect(checkFactFields('testimonial', { quote: 'One.\nTwo.', role: 'Manager', organization: 'Airline' }).errors).toEqual({});
    expect(checkFactFields('testimonial', { quote: 'Q', role: 'A\nB', organization: 7 }).errors).toEqual({
      role: 'role must not contain control characters or line breaks',
      organization: 'organization must be a string',
    });
    expect(checkFactFields('testimonial', null).errors).toEqual({ fields: 'fields must be an object' });
  });
});

describe('checkImageId and factName', () => {
  it('takes no image or a UUID', () => {
    expect(checkImageId(null)).toEqual({ imageId: null });
    expect(checkImageId('not-an-id')).toEqual({ imageId: null, error: FACT_TEXTS.noSuchImage });
    expect(checkImageId('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toEqual({ imageId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' });
  });

  it('names an award by its title and a testimonial by who said it', () => {
    expect(factName('award', award)).toBe(award.title);
    expect(factName('testimonial', { quote: 'Q', role: 'Manager', organization: 'Airline' })).toBe('Manager, Airline');
  });
});
