import { matchTotp, newTotpSecret, otpauthUri, qrCodeSvg, totpCode, totpStep } from './totp.js';

// RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890" (base32 below); at T = 59 s the
// 8-digit code is 94287082, so the 6-digit one is its last six digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('computes the RFC 6238 test vector', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
  });

  it('accepts the current step and one either side, answering the step the code belongs to', () => {
    const now = 1_800_000_015_000;
    const step = totpStep(now);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 90_000), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 90_000), now)).toBeNull();
  });

  it('refuses codes of another shape before computing anything', () => {
    const now = 1_800_000_015_000;
    const code = totpCode(RFC_SECRET, now);
    expect(matchTotp(RFC_SECRET, code.slice(1), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, `${code}0`, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, ` ${code}`, now)).toBeNull();
  });

  it('makes 160-bit keys, the URI apps scan, and the QR code as SVG', async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = otpauthUri(secret, 'dana', 'www.example.test');
    expect(uri).toBe(`otpauth://totp/www.example.test:dana?issuer=www.example.test&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    const svg = await qrCodeSvg(uri);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toContain('style=');
  });
});
