import { serializeForScript } from './serialize.js';

describe('serializeForScript', () => {
  it('cannot close the script element or open a comment', () => {
    const out = serializeForScript({ text: '</script><script>alert(1)</script><!-- x -->' });
    expect(out).not.toMatch(/<\/script/i);
    expect(out).not.toContain('<!--');
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
  });

  it('escapes ampersands and the JavaScript line separators', () => {
    const out = serializeForScript({ a: 'R&D', b: 'x\u2028y\u2029z' });
    expect(out).toBe('{"a":"R\\u0026D","b":"x\\u2028y\\u2029z"}');
  });

  it('round-trips to the same value through JSON.parse', () => {
    const value = { name: 'O\'Brien "Hot Shot" <Freight> & Co', list: [1, null, true], nested: { s: '</SCRIPT >' } };
    expect(JSON.parse(serializeForScript(value))).toEqual(value);
  });

  it('serializes undefined as null', () => {
    expect(serializeForScript(undefined)).toBe('null');
  });
});
