import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from './json-depth.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonNestedDeeperThan', () => {
  it('accepts the real payload shapes and nesting up to the limit', () => {
    expect(jsonNestedDeeperThan(bytes('{"firstName":"Ada","utm":{"source":"google"}}'))).toBe(false);
    expect(jsonNestedDeeperThan(bytes(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(jsonNestedDeeperThan(bytes('{"a":' .repeat(MAX_JSON_DEPTH - 1) + '{}' + '}'.repeat(MAX_JSON_DEPTH - 1)))).toBe(false);
  });

  it('refuses one level more than the limit, and 3,500 levels in 7 KB', () => {
    expect(jsonNestedDeeperThan(bytes(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(jsonNestedDeeperThan(bytes(nested(3500)))).toBe(true);
    expect(jsonNestedDeeperThan(bytes('{"a":'.repeat(40) + '1' + '}'.repeat(40)))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestedDeeperThan(bytes(JSON.stringify({ message: '['.repeat(100) }), ), 2)).toBe(false);
    expect(jsonNestedDeeperThan(bytes(JSON.stringify({ message: 'say "[[[[" and \\ then {{{{' })), 1)).toBe(false);
    expect(jsonNestedDeeperThan(bytes('{"a":"\\"","b":[[1]]}'), 2)).toBe(true);
  });

  it('takes a custom limit', () => {
    expect(jsonNestedDeeperThan(bytes('[[1]]'), 1)).toBe(true);
    expect(jsonNestedDeeperThan(bytes('[[1]]'), 2)).toBe(false);
  });
});
