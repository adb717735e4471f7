// The test-only clock route (TEST_CLOCK=on, refused in production; README, "Tests"): the server's time, and
// moving it forward. Shared by the route (src/queue/test-clock.ts) and the end-to-end tests that call it.

export const TEST_CLOCK_PATH = '/api/test/clock';

/** What GET and POST answer: the server's time after the call (ISO 8601). */
export interface TestClockView {
  success: true;
  now: string;
}
