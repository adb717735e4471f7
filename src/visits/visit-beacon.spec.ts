import { RequestValidationError } from '../common/request-validation.js';
import { readVisitBeacon } from './visit-beacon.js';

/** The 400's summary and fields for a body, or the beacon read from it. */
function read(body: unknown): { error: string; fields: Record<string, string> } | { beacon: unknown } {
  try {
    return { beacon: readVisitBeacon(body as Record<string, unknown>) };
  } catch (error) {
    if (!(error instanceof RequestValidationError)) throw error;
    return { error: error.message, fields: error.fields };
  }
}
const refusal = (field: string, message: string) => ({ error: `Invalid request: check ${field}`, fields: { [field]: message } });
const EVENT_MESSAGE = 'event must be one of: pageview, quote_form_open, form_start, quote_submit, form_abandon';
const PLAIN = (field: string) => `${field} must not contain control characters or line breaks`;

describe('readVisitBeacon', () => {
  it('reads a beacon, trimmed, with blank optional values absent', () => {
    expect(read({ path: ' /locations ', referrer: ' https://www.google.com/ ', utm: { source: ' News ', medium: '  ', campaign: null }, event: 'quote_form_open' })).toEqual({
      beacon: { path: '/locations', referrer: 'https://www.google.com/', utm: { source: 'News' }, event: 'quote_form_open' },
    });
    expect(read({ path: '/', referrer: '', utm: null, event: null })).toEqual({ beacon: { path: '/' } });
    expect(read({ path: '/', referrer: 'http://127.0.0.1:3000/a?b=c' })).toEqual({ beacon: { path: '/', referrer: 'http://127.0.0.1:3000/a?b=c' } });
    for (const event of ['pageview', 'quote_form_open', 'form_start', 'quote_submit', 'form_abandon']) expect(read({ path: '/', event })).toEqual({ beacon: { path: '/', event } });
  });

  it.each([
    ['no path', {}, 'path', 'path is required'],
    ['a null path', { path: null }, 'path', 'path is required'],
    ['a blank path', { path: '   ' }, 'path', 'path is required'],
    ['a path that is no string', { path: 42 }, 'path', 'path must be a string'],
    ['a path that is an object', { path: { '/': 1 } }, 'path', 'path must be a string'],
    ['a path that is no site path', { path: 'https://elsewhere.test/' }, 'path', 'path must be a site path starting with /'],
    ['a path too long', { path: `/${'a'.repeat(500)}` }, 'path', 'path must be shorter than or equal to 500 characters'],
    ['a path with a control character', { path: '/a\u0000b' }, 'path', PLAIN('path')],
    ['a path with a line separator', { path: '/a\u2028b' }, 'path', PLAIN('path')],
    ['a path with a bidi override', { path: '/a\u202eb' }, 'path', PLAIN('path')],
    ['a path with a lone surrogate', { path: '/a\ud800' }, 'path', PLAIN('path')],
    ['a referrer that is no address', { path: '/', referrer: 'nowhere' }, 'referrer', 'referrer must be a URL'],
    ['a referrer of another scheme', { path: '/', referrer: 'ftp://files.test/' }, 'referrer', 'referrer must be a URL'],
    ['a referrer that is no string', { path: '/', referrer: ['https://a.test/'] }, 'referrer', 'referrer must be a string'],
    ['a referrer too long', { path: '/', referrer: `https://a.test/${'a'.repeat(1000)}` }, 'referrer', 'referrer must be shorter than or equal to 1000 characters'],
    ['a referrer with a C1 control', { path: '/', referrer: 'https://a.test/\u0085' }, 'referrer', PLAIN('referrer')],
    ['utm that is no object', { path: '/', utm: 'google' }, 'utm', 'utm must be an object'],
    ['utm that is an array', { path: '/', utm: ['google'] }, 'utm', 'utm must be an object'],
    ['an unknown utm key', { path: '/', utm: { source: 'a', id: 'x' } }, 'utm.id', 'property id should not exist'],
    ['a utm value that is no string', { path: '/', utm: { source: 1 } }, 'utm.source', 'source must be a string'],
    ['a utm value too long', { path: '/', utm: { term: 'a'.repeat(151) } }, 'utm.term', 'term must be shorter than or equal to 150 characters'],
    ['a utm value with a line break', { path: '/', utm: { campaign: 'a\nb' } }, 'utm.campaign', PLAIN('utm.campaign')],
    ['an unknown event', { path: '/', event: 'purchase' }, 'event', EVENT_MESSAGE],
    ['an event that is no string', { path: '/', event: 1 }, 'event', EVENT_MESSAGE],
    ['an unknown field', { path: '/', visitorId: 'x' }, 'visitorId', 'property visitorId should not exist'],
    ['a field named after a prototype method', { path: '/', toString: 'x' }, 'toString', 'property toString should not exist'],
  ])('refuses %s, naming the field', (_label, body, field, message) => {
    expect(read(body)).toEqual(refusal(field, message));
  });

  it('names every refused field, unknown ones first, then in the order of the fields', () => {
    expect(read({ event: 'x', referrer: 'nowhere', path: '', extra: 1, utm: { medium: '\u0007', other: 2 } })).toEqual({
      error: 'Invalid request: check extra, path, referrer, utm.other, utm.medium, event',
      fields: {
        extra: 'property extra should not exist',
        path: 'path is required',
        referrer: 'referrer must be a URL',
        'utm.other': 'property other should not exist',
        'utm.medium': PLAIN('utm.medium'),
        event: EVENT_MESSAGE,
      },
    });
  });

  it('refuses prototype keys at any depth, after the other fields, without touching any prototype', () => {
    const body = JSON.parse('{"__proto__":{"admin":true},"path":"/","utm":{"constructor":"x"},"x":[{"a":{"__proto__":1}}]}') as Record<string, unknown>;
    const result = read(body);
    expect(result).toEqual({
      error: 'Invalid request: check x, __proto__, utm.constructor, x.0.a.__proto__',
      fields: {
        x: 'property x should not exist',
        ['__proto__']: 'property __proto__ should not exist',
        'utm.constructor': 'property constructor should not exist',
        'x.0.a.__proto__': 'property __proto__ should not exist',
      },
    });
    expect(Object.getPrototypeOf((result as { fields: object }).fields)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(read(JSON.parse('{"path":"/","constructor":{"prototype":{"x":1}}}'))).toEqual(refusal('constructor', 'property constructor should not exist'));
  });

  it('reads absurd nesting inside an unknown field without recursing past it into the beacon', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 32; i++) deep = { a: deep };
    expect(read({ path: '/', deep })).toEqual(refusal('deep', 'property deep should not exist'));
  });

  it('keeps text of other scripts, emoji and joiners', () => {
    expect(read({ path: '/مرحبا', utm: { campaign: '👩\u200d💻 می\u200cخواهم \u200eA' } })).toEqual({ beacon: { path: '/مرحبا', utm: { campaign: '👩\u200d💻 می\u200cخواهم \u200eA' } } });
  });
});
