import { Secret } from 'otpauth';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '../../core/admin-accounts.js';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';

describe('recovery codes', () => {
  it('makes ten distinct codes of four groups of four base32 characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
      expect(code).toMatch(RECOVERY_CODE_PATTERN);
    }
  });

  it('writes each code as the RFC 4648 base32 of 80 random bits', () => {
    for (const code of newRecoveryCodes()) {
      const bytes = Secret.fromBase32(code.replace(/-/g, '')).bytes;
      expect(bytes).toHaveLength(10);
      expect(new Secret({ buffer: bytes.buffer }).base32).toBe(code.replace(/-/g, ''));
    }
  });

  it('hashes a code the same whatever its letter case and dashes, and never as itself', () => {
    const hash = recoveryCodeHash('7KQD-M2XA-PL4R-6ZTE');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash('7kqdm2xapl4r6zte')).toBe(hash);
    expect(recoveryCodeHash('7KQD-M2XA-PL4R-6ZTF')).not.toBe(hash);
  });
});
