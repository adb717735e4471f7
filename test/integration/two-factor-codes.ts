import type { INestApplicationContext } from '@nestjs/common';
import { totpCode } from '../../src/admin/totp.js';
import { Clock } from '../../src/common/clock.js';
import { TestClock } from '../../src/queue/test-clock.js';

// Codes the two-factor tests type: what the app shows now, and one it shows at no time near now. "Now" is
// the server's Clock, which the tests move instead of waiting for a new 30-second step.

const STEP_MS = 30_000;

/** The code the app shows at the server's now, `offsetMs` away from it. */
export const codeAt = (app: INestApplicationContext, secret: string, offsetMs = 0): string => totpCode(secret, app.get(Clock).now() + offsetMs);

/** The 30-second step the server's now falls in. */
export const stepNow = (app: INestApplicationContext): number => Math.floor(app.get(Clock).now() / STEP_MS);

/**
 * A code computed here must fall in the step the server checks it in: when fewer than 5 s of the server's
 * step are left, its clock moves on to 250 ms into the next step.
 */
export async function awayFromStepEdge(app: INestApplicationContext): Promise<void> {
  const into = app.get(Clock).now() % STEP_MS;
  if (into > STEP_MS - 5_000) await app.get(TestClock).advance(STEP_MS - into + 250);
}

/** Moves the server's clock to 250 ms into the next step: the app shows a new code. */
export async function nextStep(app: INestApplicationContext): Promise<void> {
  await app.get(TestClock).advance(STEP_MS - (app.get(Clock).now() % STEP_MS) + 250);
}

/** A 6-digit code that is none of the codes the app shows from 2 steps back to 2 steps ahead. */
export function wrongCodeFor(secret: string, at = Date.now()): string {
  const near = new Set([-2, -1, 0, 1, 2].map((k) => totpCode(secret, at + k * STEP_MS)));
  for (let n = 123_456; ; n = (n + 111_111) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}
