import type { APIRequestContext } from '@playwright/test';
import { TEST_CLOCK_PATH, type TestClockView } from '../../core/test-clock.js';

// The e2e server's clock (TEST_CLOCK=on in playwright.config.ts; README, "Tests"): its time, and moving it
// forward instead of waiting for a schedule or a new two-factor code.

/** The server's time, in milliseconds. */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const answer = await request.get(TEST_CLOCK_PATH);
  if (!answer.ok()) throw new Error(`GET ${TEST_CLOCK_PATH} answered ${answer.status()}: is TEST_CLOCK on?`);
  return Date.parse(((await answer.json()) as TestClockView).now);
}

/** Moves the server's time forward by `ms` (deferred jobs with it); answers the new time, in milliseconds. */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<number> {
  const answer = await request.post(TEST_CLOCK_PATH, { data: { advanceMs: ms } });
  if (!answer.ok()) throw new Error(`POST ${TEST_CLOCK_PATH} answered ${answer.status()}: ${await answer.text()}`);
  return Date.parse(((await answer.json()) as TestClockView).now);
}
