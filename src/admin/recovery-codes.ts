import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../core/admin-accounts.js';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A code as typed (any case, dashes or not) in the one form that is hashed. */
const canonical = (code: string) => code.replace(/-/g, '').toUpperCase();

/** SHA-256 (hex) of a recovery code: 80 random bits each, so a plain hash is enough to keep it from readers. */
export const recoveryCodeHash = (code: string): string => createHash('sha256').update(canonical(code), 'utf8').digest('hex');

/** One code: 10 random bytes as 16 base32 characters, in four groups of four ("7KQD-M2XA-PL4R-6ZTE"). */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join('-');
}

/** A fresh set of recovery codes, shown once. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
