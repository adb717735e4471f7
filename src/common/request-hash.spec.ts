import { canonicalJson, requestHash } from './request-hash.js';

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: 'x', c: undefined, b: [2, { z: 1, y: null }] } })).toBe('{"a":{"b":[2,{"y":null,"z":1}],"d":"x"},"b":1}');
  });

  it('keeps strings exact, escapes included', () => {
    expect(canonicalJson({ m: 'line\nbreak "quoted" é' })).toBe('{"m":"line\\nbreak \\"quoted\\" é"}');
  });
});

describe('requestHash', () => {
  const body = { firstName: 'Ada', email: 'ada@example.com', utm: { source: 'google', medium: 'cpc' } };

  it('is the same for the same request in another key order', () => {
    expect(requestHash({ utm: { medium: 'cpc', source: 'google' }, email: 'ada@example.com', firstName: 'Ada' })).toBe(requestHash(body));
    expect(requestHash(body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when any value differs, however slightly', () => {
    expect(requestHash({ ...body, firstName: 'Ada ' })).not.toBe(requestHash(body));
    expect(requestHash({ ...body, utm: { source: 'google' } })).not.toBe(requestHash(body));
    expect(requestHash({ ...body, message: 'x' })).not.toBe(requestHash(body));
  });

  it('hashes class instances by their own fields', () => {
    class Dto {
      constructor(
        readonly firstName: string,
        readonly email: string,
      ) {}
    }
    expect(requestHash(new Dto('Ada', 'ada@example.com'))).toBe(requestHash({ email: 'ada@example.com', firstName: 'Ada' }));
  });
});
