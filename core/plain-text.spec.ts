import {
  hasControlCharacter,
  hasUnpairedSurrogate,
  hasUnsafeLinkCharacter,
  isPlainText,
  literalEncodedWords,
  separatorsAsLineFeeds,
  spacedControls,
  withoutBidiControls,
  withoutControlCharacters,
} from './plain-text.js';

describe('visitor text in a mail header', () => {
  const word = '=?UTF-8?B?eA0KQmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=?=';

  it('holds no RFC 2047 encoded word: a zero-width space follows every "=" before a "?"', () => {
    expect(literalEncodedWords(`Dana ${word}`)).toBe('Dana =\u200b?UTF-8?B?eA0KQmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=\u200b?=');
    expect(literalEncodedWords('=?utf-8?q?a?= =?ISO-8859-1?Q?b?=')).toBe('=\u200b?utf-8?q?a?= =\u200b?ISO-8859-1?Q?b?=');
    expect(literalEncodedWords(`Dana ${word}`)).not.toContain('=?');
  });

  it('shows the same characters, changes nothing else and is the same applied twice', () => {
    expect(literalEncodedWords(`Dana ${word}`).replace(/\u200b/g, '')).toBe(`Dana ${word}`);
    for (const text of ['Ada Lovelace', 'a = b?', '1+1=2', 'Why? =)', '?=', '']) expect(literalEncodedWords(text)).toBe(text);
    expect(literalEncodedWords(literalEncodedWords(word))).toBe(literalEncodedWords(word));
  });
});

describe('control and bidi characters', () => {
  const C0 = '\u0000\u0007\u001b\u001f';
  const C1 = '\u007f\u0085\u009f';
  const BIDI = '\u202a\u202e\u2066\u2069';

  it('finds every control character (C0, DEL, C1), tab and line feed only when asked to keep them', () => {
    for (const char of [...C0, ...C1, '\t', '\n', '\r']) expect(hasControlCharacter(`a${char}b`)).toBe(true);
    expect(hasControlCharacter('a\tb\nc', true)).toBe(false);
    expect(hasControlCharacter('a\r\nb', true)).toBe(true);
    for (const text of ['Jos\u00e9 \u05e9\u05dc\u05d5\u05dd', 'a\u200eb', '\u{1F600}', `a${BIDI}b`]) expect(hasControlCharacter(text)).toBe(false);
  });

  it('finds half a surrogate pair alone, never a whole pair', () => {
    expect(hasUnpairedSurrogate('a\ud800b')).toBe(true);
    expect(hasUnpairedSurrogate('\udfff')).toBe(true);
    expect(hasUnpairedSurrogate('\u{1F600}')).toBe(false);
  });

  it('drops control characters and bidi controls, keeping the marks and joiners', () => {
    expect(withoutControlCharacters(`Mozilla${C0}/5.0${C1}`)).toBe('Mozilla/5.0');
    expect(withoutBidiControls(`Dana${BIDI} \u200eLee\u200d`)).toBe('Dana \u200eLee\u200d');
  });

  it('makes each run of controls and separators one space, bidi controls too when asked', () => {
    expect(spacedControls('a\r\n\tb\u2028c\u0085d')).toBe('a b c d');
    expect(spacedControls('a\u202eb')).toBe('a\u202eb');
    expect(spacedControls('a\u202e\nb', true)).toBe('a b');
    expect(separatorsAsLineFeeds('a\u2028b\u2029c')).toBe('a\nb\nc');
  });

  it('keeps the plain-text rule: controls, separators and bidi refused on one line; tab and line breaks allowed on several', () => {
    for (const text of ['a\nb', 'a\u2028b', `a${BIDI[0]}b`, 'a\u0085b', 'a\ud800']) expect(isPlainText(text)).toBe(false);
    expect(isPlainText('a\tb\r\nc\u2029d', { multiline: true })).toBe(true);
    for (const text of ['a\u0000b', 'a\u000bb', `a${BIDI[3]}b`, 'a\udc00']) expect(isPlainText(text, { multiline: true })).toBe(false);
    expect(isPlainText('Dana \u200fLee \u061c\u200c')).toBe(true);
  });

  it('refuses a space, a backslash or a control character in a link', () => {
    for (const link of ['/a b', '/a\\b', '/a\u0000', '/a\u0085', 'https://x.test/\t']) expect(hasUnsafeLinkCharacter(link)).toBe(true);
    expect(hasUnsafeLinkCharacter('/admin/leads?status=new&q=a%20b')).toBe(false);
  });
});
