import { headerText, isPlainText, plainTextMessage } from './plain-text.js';

describe('isPlainText', () => {
  it('accepts ordinary text, accents, emoji and other scripts', () => {
    for (const text of ['Ada Lovelace', "O'Brien-Smith", 'Zoë Ñúñez', 'Łódź, PL', '東京', 'ship it 🚚', '']) {
      expect(isPlainText(text)).toBe(true);
    }
  });

  it.each([
    ['NUL', 'Ada\u0000'],
    ['BEL', 'Ada\u0007'],
    ['ESC', '\u001b[31mAda'],
    ['CR-LF', 'Ada\r\nBcc: x@y.z'],
    ['a line feed', 'Ada\nLovelace'],
    ['a tab', 'Ada\tLovelace'],
    ['DEL', 'Ada\u007f'],
    ['a C1 control', 'Ada\u0085'],
    ['an unpaired high surrogate', 'Ada\ud800'],
    ['an unpaired low surrogate', '\udc00Ada'],
  ])('refuses %s in single-line text', (_label, text) => {
    expect(isPlainText(text)).toBe(false);
  });

  it('keeps tab and line breaks in multi-line text, and nothing else', () => {
    expect(isPlainText('Two pallets.\r\nDock 4\tafter 5 PM\n', { multiline: true })).toBe(true);
    for (const text of ['a\u0000', 'a\u0007', 'a\u000b', 'a\u000c', 'a\u001b', 'a\u007f', 'a\u009b', 'a\udfff']) {
      expect(isPlainText(text, { multiline: true })).toBe(false);
    }
  });

  const bidiControls = [
    ['LRE', '\u202a'],
    ['RLE', '\u202b'],
    ['PDF', '\u202c'],
    ['LRO', '\u202d'],
    ['RLO', '\u202e'],
    ['LRI', '\u2066'],
    ['RLI', '\u2067'],
    ['FSI', '\u2068'],
    ['PDI', '\u2069'],
  ];

  it.each([['the line separator', '\u2028'], ['the paragraph separator', '\u2029'], ...bidiControls])('refuses %s in single-line text', (_label, char) => {
    for (const text of [`Ada${char}`, `${char}Ada`, `A${char}da`]) expect(isPlainText(text)).toBe(false);
  });

  it.each(bidiControls)('refuses %s in multi-line text too', (_label, char) => {
    expect(isPlainText(`Two pallets.\nDock ${char}4`, { multiline: true })).toBe(false);
  });

  it('keeps the line and paragraph separators in multi-line text, as line breaks', () => {
    expect(isPlainText('Two pallets.\u2028Dock 4\u2029After 5 PM', { multiline: true })).toBe(true);
  });

  it('keeps the zero-width joiner and non-joiner, and the implicit direction marks', () => {
    for (const text of ['👩\u200d💻 Ada', 'می\u200cخواهم', 'שלום\u200e Ada', 'Ada\u200f', 'عربي\u061c 12', 'Ada\u00a0Lovelace']) {
      expect(isPlainText(text)).toBe(true);
      expect(isPlainText(text, { multiline: true })).toBe(true);
    }
  });

  it('names the field in its message', () => {
    expect(plainTextMessage('firstName')).toBe('firstName must not contain control characters or line breaks');
    expect(plainTextMessage('message', { multiline: true })).toBe('message must not contain control characters (tab and line breaks are allowed)');
  });
});

describe('headerText', () => {
  it('drops control characters and caps the length', () => {
    expect(headerText('Mozilla/5.0\u0085 (X11)\u0000', 500)).toBe('Mozilla/5.0 (X11)');
    expect(headerText('x'.repeat(600), 500)).toHaveLength(500);
    expect(headerText(undefined, 500)).toBeNull();
    expect(headerText('\u0001\u0002', 500)).toBeNull();
  });
});
