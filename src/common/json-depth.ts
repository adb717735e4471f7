/** The deepest JSON nesting any endpoint accepts; the real payloads need two levels (a body and utm/formData). */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

/**
 * True when the JSON text nests objects or arrays deeper than `max`. One pass over the bytes, without
 * parsing: run before JSON.parse and validation, which would otherwise walk (and recurse through) an
 * absurdly nested body. Brackets inside strings do not count; malformed JSON is left to the parser.
 */
export function jsonNestedDeeperThan(body: Uint8Array, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}
