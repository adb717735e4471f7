// eventually() for the plain JS scripts (the bench, the production server helper), which cannot import
// test/support/wait.ts: the same contract, a condition polled with a deadline that names what was awaited.

/**
 * Calls `check` until it gives a truthy value, which it returns; fails naming `what` once `timeoutMs` has
 * passed. A check that throws fails the wait at once.
 * @template T
 * @param {() => Promise<T> | T} check
 * @param {{ timeoutMs?: number, what?: string, everyMs?: number }} [options]
 * @returns {Promise<T>}
 */
export async function eventually(check, { timeoutMs = 10_000, what = 'a condition', everyMs = 50 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
