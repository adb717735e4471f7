import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether an Authorization header carries the metrics token as a bearer token (RFC 6750: the scheme in
 * any letter case). Both sides are hashed before a constant-time comparison, so neither the token's
 * characters nor its length show in the time an answer takes.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  const presented = match?.[1] ?? '';
  const equal = timingSafeEqual(digest(presented), digest(token));
  return match !== null && equal;
}
