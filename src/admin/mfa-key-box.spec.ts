import { createCipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { loadConfig } from '../config/app-config.js';
import { MfaKeyBox } from './mfa-key-box.js';

const key = () => randomBytes(32).toString('base64');
const box = (env: Record<string, string>) => new MfaKeyBox(loadConfig(env));
const keyIdOf = (base64: string) => createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex').slice(0, 8);

/** A value as earlier releases sealed it (`v1`: no associated data, bound to no account). */
function sealedV1(base64: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(base64, 'base64'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', keyIdOf(base64), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** `sealed` with its tag cut to its first `bytes` bytes (GCM checks a short tag only as far as it goes). */
function withShortTag(sealed: string, bytes: number): string {
  const parts = sealed.split('.');
  parts[3] = Buffer.from(parts[3]!, 'base64url').subarray(0, bytes).toString('base64url');
  return parts.join('.');
}

describe('MfaKeyBox', () => {
  const current = key();
  const alice = randomUUID();
  const bob = randomUUID();

  it('seals a value for an account so only the key opens it, with a fresh IV each time', () => {
    const sealed = box({ ADMIN_MFA_KEY: current }).seal('JBSWY3DPEHPK3PXP', alice);
    expect(sealed).toMatch(new RegExp(`^v2\\.${keyIdOf(current)}\\.[\\w-]{16}\\.[\\w-]{22}\\.[\\w-]+$`));
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box({ ADMIN_MFA_KEY: current }).seal('JBSWY3DPEHPK3PXP', alice)).not.toBe(sealed);
    expect(box({ ADMIN_MFA_KEY: current }).open(sealed, alice)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: false });
    expect(box({ ADMIN_MFA_KEY: key() }).open(sealed, alice)).toBeNull();
  });

  it('opens a value only for the account it was sealed for', () => {
    const keys = box({ ADMIN_MFA_KEY: current });
    const sealed = keys.seal('JBSWY3DPEHPK3PXP', alice);
    expect(keys.open(sealed, bob)).toBeNull();
    expect(keys.open(sealed, alice.toUpperCase())).toBeNull();
    expect(keys.open(sealed, alice)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: false });
    expect(() => keys.seal('JBSWY3DPEHPK3PXP', '')).toThrow('a two-factor key is sealed for an account: its id is required');
    expect(() => keys.open(sealed, '')).toThrow('a two-factor key is sealed for an account: its id is required');
  });

  it('refuses a value changed in any part, a tag shorter than 16 bytes among them', () => {
    const keys = box({ ADMIN_MFA_KEY: current });
    const sealed = keys.seal('JBSWY3DPEHPK3PXP', alice);
    const parts = sealed.split('.');
    const body = parts[4]!;
    const flipped = [...parts.slice(0, 4), `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`].join('.');
    expect(keys.open(flipped, alice)).toBeNull();
    expect(keys.open(sealed.replace(/^v2/, 'v1'), alice)).toBeNull();
    expect(keys.open(sealed.replace(/^v2/, 'v3'), alice)).toBeNull();
    for (const bytes of [4, 8, 12, 15]) expect(keys.open(withShortTag(sealed, bytes), alice)).toBeNull();
    expect(keys.open(`${sealed}.`, alice)).toBeNull();
    expect(keys.open('not sealed', alice)).toBeNull();
  });

  it('never opens a v1 value (sealed for no account), which only the migration seals again as v2 for its row', () => {
    const keys = box({ ADMIN_MFA_KEY: current });
    const old = sealedV1(current, 'JBSWY3DPEHPK3PXP');
    expect(keys.open(old, alice)).toBeNull();

    const again = keys.resealV1(old, alice)!;
    expect(again).toMatch(new RegExp(`^v2\\.${keyIdOf(current)}\\.`));
    expect(keys.open(again, alice)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: false });
    expect(keys.open(again, bob)).toBeNull();

    expect(box({ ADMIN_MFA_KEY: key() }).resealV1(old, alice)).toBeNull();
    expect(keys.resealV1(withShortTag(old, 4), alice)).toBeNull();
    expect(keys.resealV1(again, alice)).toBeNull();
  });

  it('opens values sealed under the previous key while rotating, says they are stale, and seals under the current one', () => {
    const sealedBefore = box({ ADMIN_MFA_KEY: current }).seal('JBSWY3DPEHPK3PXP', alice);
    const next = key();
    const rotated = box({ ADMIN_MFA_KEY: next, ADMIN_MFA_KEY_PREVIOUS: current });
    expect(rotated.open(sealedBefore, alice)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: true });
    expect(rotated.open(sealedBefore, bob)).toBeNull();
    const sealedAgain = rotated.seal('JBSWY3DPEHPK3PXP', alice);
    expect(sealedAgain).toMatch(new RegExp(`^v2\\.${keyIdOf(next)}\\.`));
    expect(rotated.open(sealedAgain, alice)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: false });
    // Once the previous key is dropped, only what was sealed again opens.
    expect(box({ ADMIN_MFA_KEY: next }).open(sealedBefore, alice)).toBeNull();
    expect(box({ ADMIN_MFA_KEY: next }).open(sealedAgain, alice)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: false });

    // A v1 value under the previous key is sealed again under the current one.
    const again = rotated.resealV1(sealedV1(current, 'JBSWY3DPEHPK3PXP'), alice)!;
    expect(again).toMatch(new RegExp(`^v2\\.${keyIdOf(next)}\\.`));
    expect(box({ ADMIN_MFA_KEY: next }).open(again, alice)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: false });
  });
});
