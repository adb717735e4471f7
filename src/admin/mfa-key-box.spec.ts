import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config/app-config.js';
import { MfaKeyBox } from './mfa-key-box.js';

const key = () => randomBytes(32).toString('base64');
const box = (env: Record<string, string>) => new MfaKeyBox(loadConfig(env));

describe('MfaKeyBox', () => {
  const current = key();

  it('seals a value so only the key opens it, with a fresh IV each time', () => {
    const sealed = box({ ADMIN_MFA_KEY: current }).seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box({ ADMIN_MFA_KEY: current }).seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box({ ADMIN_MFA_KEY: current }).open(sealed)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: false });
    expect(box({ ADMIN_MFA_KEY: key() }).open(sealed)).toBeNull();
  });

  it('refuses a value changed in any part', () => {
    const sealed = box({ ADMIN_MFA_KEY: current }).seal('JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    const body = parts[4]!;
    const flipped = [...parts.slice(0, 4), `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`].join('.');
    expect(box({ ADMIN_MFA_KEY: current }).open(flipped)).toBeNull();
    expect(box({ ADMIN_MFA_KEY: current }).open(sealed.replace(/^v1/, 'v2'))).toBeNull();
    expect(box({ ADMIN_MFA_KEY: current }).open('not sealed')).toBeNull();
  });

  it('opens values sealed under the previous key while rotating, and says they are stale', () => {
    const sealedBefore = box({ ADMIN_MFA_KEY: current }).seal('JBSWY3DPEHPK3PXP');
    const rotated = box({ ADMIN_MFA_KEY: key(), ADMIN_MFA_KEY_PREVIOUS: current });
    expect(rotated.open(sealedBefore)).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: true });
    expect(rotated.open(rotated.seal('JBSWY3DPEHPK3PXP'))).toEqual({ plain: 'JBSWY3DPEHPK3PXP', stale: false });
  });
});
