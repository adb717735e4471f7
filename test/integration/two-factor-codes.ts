import { totpCode } from '../../src/admin/totp.js';

// Codes the two-factor tests type: what the app shows now, and one it shows at no time near now.

const STEP_MS = 30_000;

/** A 6-digit code that is none of the codes the app shows from 2 steps back to 2 steps ahead. */
export function wrongCodeFor(secret: string, at = Date.now()): string {
  const near = new Set([-2, -1, 0, 1, 2].map((k) => totpCode(secret, at + k * STEP_MS)));
  for (let n = 123_456; ; n = (n + 111_111) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}
