import { AUDIT_LIMITS, descriptionLengthIssue, titleLengthIssue } from './content-audit.js';
import { checkPageMetaFields, normalizedMetaText, pageMetaChecks, pageMetaMatches } from './page-meta.js';

const text = (length: number) => 'x'.repeat(length);
const fine = { title: text(45), description: text(120) };
const alone = { sameTitle: [], sameDescription: [] };
const checksOf = (values: { title: string; description: string }, siblings = alone) => pageMetaChecks(values, siblings).map(({ field, check, severity }) => `${field} ${check} ${severity}`);

describe('the checks of a page title and description (the optimizer\'s rules)', () => {
  it('finds nothing within the limits and unique', () => {
    expect(pageMetaChecks(fine, alone)).toEqual([]);
  });

  it('a title over titleMax is a warning, under titleMin a notice, the bounds themselves are fine', () => {
    expect(checksOf({ ...fine, title: text(AUDIT_LIMITS.titleMax + 1) })).toEqual(['title title-length warning']);
    expect(checksOf({ ...fine, title: text(AUDIT_LIMITS.titleMin - 1) })).toEqual(['title title-short notice']);
    expect(checksOf({ ...fine, title: text(AUDIT_LIMITS.titleMax) })).toEqual([]);
    expect(checksOf({ ...fine, title: text(AUDIT_LIMITS.titleMin) })).toEqual([]);
  });

  it('a description outside descriptionMin-descriptionMax is a warning', () => {
    expect(checksOf({ ...fine, description: text(AUDIT_LIMITS.descriptionMin - 1) })).toEqual(['description description-length warning']);
    expect(checksOf({ ...fine, description: text(AUDIT_LIMITS.descriptionMax + 1) })).toEqual(['description description-length warning']);
    expect(checksOf({ ...fine, description: text(AUDIT_LIMITS.descriptionMin) })).toEqual([]);
    expect(checksOf({ ...fine, description: text(AUDIT_LIMITS.descriptionMax) })).toEqual([]);
  });

  it('the same text as other pages is a warning naming them (three at most, then how many more)', () => {
    const checks = pageMetaChecks(fine, { sameTitle: ['/a', '/b', '/c', '/d', '/e'], sameDescription: ['/about-us'] });
    expect(checks.map(({ check, message, others }) => ({ check, message, others }))).toEqual([
      { check: 'title-duplicate', message: 'The same title is on /a, /b, /c and 2 more.', others: ['/a', '/b', '/c', '/d', '/e'] },
      { check: 'description-duplicate', message: 'The same description is on /about-us.', others: ['/about-us'] },
    ]);
    expect(checks.every((check) => check.severity === 'warning' && check.fix.length > 0)).toBe(true);
  });

  it('an empty effective title or description is the optimizer\'s error', () => {
    expect(checksOf({ title: '', description: ' ' })).toEqual(['title title-missing error', 'description description-missing error']);
  });

  it('uses the very rule the optimizer\'s audit uses', () => {
    const long = text(AUDIT_LIMITS.titleMax + 5);
    expect(pageMetaChecks({ ...fine, title: long }, alone)[0]!.message).toBe(titleLengthIssue(long)!.message);
    expect(pageMetaChecks({ ...fine, description: 'Short.' }, alone)[0]!.message).toBe(descriptionLengthIssue('Short.')!.message);
  });
});

describe('the fields\' own rule', () => {
  it('takes text, null and absent fields', () => {
    expect(checkPageMetaFields({ title: 'Hot Shot Trucking', description: null })).toEqual({});
    expect(checkPageMetaFields({ title: undefined, description: '' })).toEqual({});
  });

  it('names each field with control characters, line breaks, too many characters or another type', () => {
    expect(checkPageMetaFields({ title: 'a\u0007b', description: 'one\ntwo' })).toEqual({
      title: 'title must not contain control characters or line breaks',
      description: 'description must not contain control characters or line breaks',
    });
    expect(checkPageMetaFields({ title: text(201), description: text(301) })).toEqual({ title: 'title must be at most 200 characters', description: 'description must be at most 300 characters' });
    expect(checkPageMetaFields({ title: text(200), description: text(300) })).toEqual({});
    expect(checkPageMetaFields({ title: 5, description: ['x'] })).toEqual({ title: 'title must be text or null', description: 'description must be text or null' });
  });

  it('counts characters as people do (an emoji is one)', () => {
    expect(checkPageMetaFields({ title: '🚚'.repeat(200), description: null })).toEqual({});
  });
});

describe('what is stored', () => {
  it('trims, makes runs of spaces one, and keeps empty as null (the default)', () => {
    expect(normalizedMetaText('  Hot   Shot  ')).toBe('Hot Shot');
    expect(normalizedMetaText('   ')).toBeNull();
    expect(normalizedMetaText(null)).toBeNull();
    expect(normalizedMetaText(undefined)).toBeNull();
  });
});

describe('the list\'s search', () => {
  it('matches part of the path or the title in any letter case', () => {
    const row = { path: '/locations/dallas-tx-expedite', title: 'Expedited Freight in Dallas, TX' };
    expect(pageMetaMatches(row, 'DALLAS')).toBe(true);
    expect(pageMetaMatches(row, 'freight in')).toBe(true);
    expect(pageMetaMatches(row, '')).toBe(true);
    expect(pageMetaMatches(row, 'houston')).toBe(false);
  });
});
