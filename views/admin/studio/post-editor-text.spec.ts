import type { PostCheckView } from '../../../core/studio-posts.js';
import { applyMarkdown, checksBySeverity, differingFields, shortcutAction, slugAfterTitle, slugWasEdited } from './post-editor-text.js';

describe('applyMarkdown', () => {
  it('wraps the selection in bold, italic or a link, and keeps the selected words selected', () => {
    expect(applyMarkdown('ship it now', 5, 7, 'bold')).toEqual({ text: 'ship **it** now', start: 7, end: 9 });
    expect(applyMarkdown('ship it now', 5, 7, 'italic')).toEqual({ text: 'ship _it_ now', start: 6, end: 8 });
    expect(applyMarkdown('see our rates', 8, 13, 'link')).toEqual({ text: 'see our [rates](https://)', start: 9, end: 14 });
  });

  it('puts a placeholder, selected, where nothing is selected', () => {
    const edit = applyMarkdown('ab', 1, 1, 'bold');
    expect(edit.text).toBe('a**bold text**b');
    expect(edit.text.slice(edit.start, edit.end)).toBe('bold text');
  });

  it('marks every line the selection touches for headings, lists and quotes', () => {
    expect(applyMarkdown('intro\nWhy it matters\nmore', 8, 8, 'heading').text).toBe('intro\n## Why it matters\nmore');
    expect(applyMarkdown('one\ntwo\nthree', 0, 7, 'bullets').text).toBe('- one\n- two\nthree');
    expect(applyMarkdown('one\ntwo', 0, 7, 'numbers').text).toBe('1. one\n2. two');
    const quote = applyMarkdown('a\nsaid this\nb', 2, 11, 'quote');
    expect(quote.text).toBe('a\n> said this\nb');
    expect(quote.text.slice(quote.start, quote.end)).toBe('said this');
  });
});

describe('shortcutAction', () => {
  it('reads Ctrl/⌘+B and Ctrl/⌘+I, and nothing without the modifier', () => {
    expect(shortcutAction('b', true)).toBe('bold');
    expect(shortcutAction('I', true)).toBe('italic');
    expect(shortcutAction('b', false)).toBeNull();
    expect(shortcutAction('k', true)).toBeNull();
  });
});

describe('the slug follows the title', () => {
  it('until the person writes a slug of their own', () => {
    expect(slugAfterTitle('Hot Shot & LTL', 'hot-shot', false)).toBe('hot-shot-and-ltl');
    expect(slugAfterTitle('Hot Shot & LTL', 'my-slug', true)).toBe('my-slug');
  });

  it('knows a slug written by hand from the one the title makes', () => {
    expect(slugWasEdited({ title: 'Hot Shot', slug: 'hot-shot' })).toBe(false);
    expect(slugWasEdited({ title: 'Hot Shot', slug: '' })).toBe(false);
    expect(slugWasEdited({ title: 'Hot Shot', slug: 'hot-shots-explained' })).toBe(true);
  });
});

describe('differingFields', () => {
  it('names the fields two versions differ in, null and missing alike', () => {
    expect(differingFields({ title: 'A', excerpt: 'x', metaTitle: null as string | null }, { title: 'B', excerpt: 'x', metaTitle: null })).toEqual(['title']);
  });
});

describe('checksBySeverity', () => {
  const check = (severity: PostCheckView['severity'], label: string): PostCheckView => ({ check: label, severity, label, subject: '', message: '', fix: '' });
  it('groups errors, then warnings, then notices, leaving out empty groups', () => {
    const groups = checksBySeverity([check('notice', 'n'), check('error', 'e'), check('notice', 'm')]);
    expect(groups.map((group) => [group.severity, group.checks.map((c) => c.label)])).toEqual([
      ['error', ['e']],
      ['notice', ['n', 'm']],
    ]);
  });
});
