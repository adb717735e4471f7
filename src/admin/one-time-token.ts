import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 (hex) of a one-time token: what the database keeps of a setup link or a sign-in step. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** 32 random bytes as base64url (43 characters), and the hash to store. */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}
