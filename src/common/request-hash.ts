import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every level and undefined members left out, so two bodies that say
 * the same thing (in any key order) have the same text.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const members = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
  return `{${members.join(',')}}`;
}

/**
 * SHA-256 (hex) of the canonical validated request: stored with an Idempotency-Key so a reused key can
 * be told apart from a retry of the same request. See docs/product.md#52-idempotency.
 */
export function requestHash(request: object): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}
