const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside an HTML `<script>` data block: `</script>`, `<!--` and `&` sequences
 * cannot close the element or start markup, and the result still parses to the same value.
 */
export function serializeForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, (c) => ESCAPES[c] ?? c);
}
