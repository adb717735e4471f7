// What a request's headers say of its body, read one way by the API gate and by the lead forms' reader
// (docs/product.md#7-input-rules-every-api-endpoint-keeps and #45-forms-without-javascript).

/** "application/json; charset=utf-8" -> "application/json" (parameters are the parser's business). */
export const mediaType = (header: string | undefined): string => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Whether the body comes compressed: any Content-Encoding but identity. Browsers never compress request
 * bodies, and a decompressor fed corrupt bytes is attack surface with nothing to gain, so both refuse it.
 */
export function isEncoded(contentEncoding: string | undefined): boolean {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  return encoding !== '' && encoding !== 'identity';
}

/** Whether the Content-Type names a charset other than UTF-8 (none named is UTF-8). */
export function namesOtherCharset(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  return charset !== undefined && charset !== 'utf-8' && charset !== 'utf8';
}
