// The one way tests wait: for a condition, polled, with a deadline that names what was awaited. No test
// sleeps for a fixed time to let something happen (README, "Tests"). The plain JS scripts use its twin,
// test/support/wait.mjs.

export interface WaitOptions {
  /** How long to wait at most (ms). */
  timeoutMs?: number;
  /** Named in the error when the deadline passes. */
  what?: string;
  /** How often to ask (ms). */
  everyMs?: number;
}

/**
 * Calls `check` until it gives a truthy value, which it returns; fails naming `what` once `timeoutMs` has
 * passed. A check that throws fails the wait at once (an assertion inside is not retried).
 */
export async function eventually<T>(check: () => Promise<T | undefined | null | false> | T | undefined | null | false, options: WaitOptions = {}): Promise<T> {
  const { timeoutMs = 10_000, what = 'a condition', everyMs = 50 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
