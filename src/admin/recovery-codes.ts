import { createHash } from 'node:crypto';
import { Secret } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '../../core/admin-accounts.js';

/** A code as typed (any case, dashes or not) in the one form that is hashed. */
const canonical = (code: string) => code.replace(/-/g, '').toUpperCase();

/** SHA-256 (hex) of a recovery code: 80 random bits each, so a plain hash is enough to keep it from readers. */
export const recoveryCodeHash = (code: string): string => createHash('sha256').update(canonical(code), 'utf8').digest('hex');

/** One code: 10 random bytes as 16 base32 characters (otpauth's, like the TOTP keys), in four groups of four ("7KQD-M2XA-PL4R-6ZTE"). */
const newRecoveryCode = (): string => new Secret({ size: 10 }).base32.match(/.{4}/g)!.join('-');

/** A fresh set of recovery codes, shown once. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
