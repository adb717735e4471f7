// The one way tests wait: for a condition, polled, with a deadline that names what was awaited. No test
// sleeps for a fixed time to let something happen (README, "Tests"). CommonJS, so the TypeScript tests
// (jest, Playwright) and the plain JavaScript scripts (the bench, the production server helper) share it.

/**
 * Calls `check` until it gives a truthy value, which it returns; fails naming `what` once `timeoutMs` has
 * passed. A check that throws fails the wait at once (an assertion inside is not retried).
 */
async function eventually(check, { timeoutMs = 10_000, what = 'a condition', everyMs = 50 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

module.exports = { eventually };
