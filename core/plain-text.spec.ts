import { literalEncodedWords } from './plain-text.js';

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
