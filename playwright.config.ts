import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, MAIL_CATCHER_HTTP_PORT, MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_URL } from './test/e2e/ports.js';

// End-to-end tests drive a Chromium against the production build, started the way `npm start` starts it.
// `npm run test:e2e` (scripts/e2e.mjs) finds or installs the browser and passes it as CHROMIUM_PATH,
// because Playwright's own browser download is not reachable everywhere; run directly, the config
// falls back to Debian's /usr/bin/chromium.
const port = E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  // Every admin account the tests sign in with, made once the servers are up (test/e2e/admin-accounts.ts).
  globalSetup: './test/e2e/global-setup.ts',
  outputDir: 'test-results',
  // Measured on a 2-core machine with two Chromium workers: the slowest single-page tests (full-page
  // screenshots, axe, 60 keystrokes through the dialog) take 25-33 s there.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['./test/support/playwright-timings-reporter.mjs']],
  use: {
    baseURL,
    // A failed test keeps its trace (every action with the DOM before and after it, the network, the
    // console) and a screenshot of the moment it failed. The trace's film strip is left out: the browser
    // encoded it for every test, passed or not, and that was a fifth of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: 'node test/support/mail-catcher.mjs',
      url: `${MAIL_CATCHER_URL}/readyz`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MAIL_CATCHER_SMTP_PORT: String(MAIL_CATCHER_SMTP_PORT), MAIL_CATCHER_HTTP_PORT: String(MAIL_CATCHER_HTTP_PORT) },
    },
    {
      command: 'node dist/src/main.js',
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        // The test environment, so that the test clock may be on (production refuses it): tests that need a
        // schedule or a fresh two-factor code move the server's time (TEST_CLOCK, README "Tests").
        NODE_ENV: 'test',
        TEST_CLOCK: 'on',
        // A key for admin tokens, as production requires: one per run.
        ADMIN_JWT_SECRET: randomBytes(32).toString('base64url'),
        // And one for two-factor keys. Two-factor stays optional here: the desk's tests sign in with a
        // password alone; the account journey turns it on itself (required mode: integration tests).
        ADMIN_MFA_KEY: randomBytes(32).toString('base64'),
        ADMIN_MFA: 'optional',
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_ORIGIN: baseURL,
        LOG_LEVEL: 'warn',
        // Every test is one address (127.0.0.1): the global /api budget must not run out mid-suite. The
        // quote limit stays real; the test that spends it uses an address of its own via X-Forwarded-For.
        THROTTLE_LIMIT: '100000',
        // The visit beacons' budget too (a beacon or more per page load): two workers load more than 120
        // pages a minute. Its 429 is tested in test/integration/visits.int-spec.ts.
        VISIT_THROTTLE_LIMIT: '100000',
        QUOTE_THROTTLE_LIMIT: '200',
        // The admin tests sign in many times from this one address.
        ADMIN_SIGN_IN_THROTTLE_LIMIT: '1000',
        TRUST_PROXY: 'loopback',
        // Every lead's notification e-mail goes to the mail catcher.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER_SMTP_PORT}`,
        NOTIFY_EMAIL_TO: 'dispatch@desk.test',
        // A refused notification gives up after one retry, a second later (the failed-notification test).
        NOTIFY_RETRY_LIMIT: '1',
        NOTIFY_RETRY_DELAY_SECONDS: '1',
        // Content audits run when a test starts one, not beside every other test at start or at night.
        AUDIT_NEW_BUILD: 'off',
        AUDIT_SCHEDULE: 'off',
        // A lead left waiting by one test would escalate into another's timeline after 10 minutes.
        ESCALATE_AFTER_MINUTES: 'off',
        // CI points DATABASE_URL at a fresh database; without it the app runs its embedded PostgreSQL.
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { PG_DATA_DIR: 'data/pg-e2e' }),
      },
    },
  ],
});
