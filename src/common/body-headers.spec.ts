import { isEncoded, mediaType, namesOtherCharset } from './body-headers.js';

describe('what the headers say of a body', () => {
  it('reads the media type without its parameters, in lower case', () => {
    expect(mediaType('Application/JSON; charset=utf-8')).toBe('application/json');
    expect(mediaType(' application/x-www-form-urlencoded ')).toBe('application/x-www-form-urlencoded');
    expect(mediaType(undefined)).toBe('');
  });

  it('counts any Content-Encoding but identity as compressed', () => {
    for (const encoding of ['gzip', 'br', 'deflate', ' GZIP ', 'gzip, identity']) expect(isEncoded(encoding)).toBe(true);
    for (const encoding of [undefined, '', ' ', 'identity', 'Identity']) expect(isEncoded(encoding)).toBe(false);
  });

  it('refuses a named charset other than UTF-8, quoted or not, in any case', () => {
    for (const type of ['text/plain; charset=latin1', 'application/json;charset="utf-16"', 'application/json; CHARSET=ISO-8859-1']) expect(namesOtherCharset(type)).toBe(true);
    for (const type of [undefined, 'application/json', 'application/json; charset=utf-8', 'application/json; charset="UTF-8"', 'text/plain; charset=utf8']) expect(namesOtherCharset(type)).toBe(false);
  });
});
