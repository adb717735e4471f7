import { AUDIT_CHECKS, AUDIT_LIMITS } from './content-audit.js';
import { DESCRIPTION_LENGTH, lengthRange, TITLE_LENGTH } from './meta-lengths.js';
import { brandedTitle } from './metadata.js';

describe('title and description lengths', () => {
  it('are the ones search results show whole: titles 30-60, descriptions 50-160 characters', () => {
    expect(lengthRange(TITLE_LENGTH)).toBe('30-60');
    expect(lengthRange(DESCRIPTION_LENGTH)).toBe('50-160');
  });

  it('are what the optimizer checks and what its fixes say', () => {
    expect(AUDIT_LIMITS).toMatchObject({ titleMin: 30, titleMax: 60, descriptionMin: 50, descriptionMax: 160 });
    expect(AUDIT_CHECKS['title-length'].fix).toBe('Shorten the title to 60 characters so search results show it whole.');
    expect(AUDIT_CHECKS['description-missing'].fix).toBe('Add a meta description of 50-160 characters that answers the searcher.');
  });

  it('bound the branded title: the brand is added only while the whole fits', () => {
    expect(brandedTitle('a'.repeat(49), 'Brand Co')).toBe(`${'a'.repeat(49)} | Brand Co`);
    expect(brandedTitle('a'.repeat(50), 'Brand Co')).toBe('a'.repeat(50));
  });
});
