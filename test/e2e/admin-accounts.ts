import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import type { AdminRole } from '../../core/admin.js';
import { e2eDatabaseUrl } from './db.js';
import { islandReady } from './helpers.js';

// Admin accounts for the end-to-end tests, and signing in with one through the sign-in form.

export interface Account {
  username: string;
  password: string;
}

/**
 * This run's mark in the usernames (the database outlives a run). Set once in the runner when it loads
 * the config's global setup; the test workers it starts inherit it, so both name the same accounts.
 */
const run = (process.env.E2E_ACCOUNTS_RUN ??= `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`);

const account = (name: string, role: AdminRole, password: string) => ({ username: `${name}-${run}`, role, password });

/** Every account the suite signs in with, made once before any test (test/e2e/global-setup.ts). */
export const ACCOUNTS = {
  deskAdmin: account('desk-admin', 'admin', 'Kettle-Harbor-Lantern-42'),
  deskViewer: account('desk-viewer', 'viewer', 'Orchard-Signal-Copper-17'),
  auditAdmin: account('audit-admin', 'admin', 'Lantern-Quarry-Meadow-58'),
  auditViewer: account('audit-viewer', 'viewer', 'Copper-Willow-Harbor-26'),
  claimsEditor: account('claims-editor', 'editor', 'Lantern-Orchard-Quill-73'),
  factsEditor: account('facts-editor', 'editor', 'Lantern-Orchard-Quill-73'),
  metaEditor: account('meta-editor', 'editor', 'Copper-Meadow-Lantern-73'),
  studioEditor: account('studio-editor', 'editor', 'Kettle-Harbor-Lantern-42'),
  dispatcherA: account('night-a', 'admin', 'Beacon-Harbor-Lantern-31'),
  dispatcherB: account('night-b', 'admin', 'Copper-Orchard-Signal-58'),
  dispatcherD: account('night-d', 'admin', 'Harbor-Lantern-Beacon-47'),
  sourcesAdmin: account('sources', 'admin', 'a desk for every source 2026'),
  noScriptAdmin: account('noscript', 'admin', 'forms that post without script 2026'),
  notifyAdmin: account('notify-admin', 'admin', 'Meadow-Beacon-Harbor-58'),
} satisfies Record<string, Account & { role: AdminRole }>;

/** Makes every account of ACCOUNTS in one process, through the app's own account service (what the CLI calls). */
export function createSuiteAccounts(): void {
  execFileSync(process.execPath, ['test/support/create-admin-accounts.mjs', JSON.stringify(Object.values(ACCOUNTS))], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl(), LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

/** An account made the way an operator makes one: the CLI, on the e2e server's database. */
export function createAccount(username: string, role: AdminRole, password: string): void {
  execFileSync(process.execPath, ['dist/src/cli.js', 'admin:create', '--username', username, '--role', role], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl(), ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

/**
 * For a test that is not about signing in: signs in through the API the sign-in form calls (the session
 * cookie lands in the page's context), then opens `path`. The form itself: signIn, and admin.e2e.ts.
 */
export async function openSignedIn(page: Page, who: Account, path: string): Promise<void> {
  const answer = await page.request.post('/api/admin/login', { data: { username: who.username, password: who.password } });
  expect(answer.status(), `sign-in of ${who.username}`).toBe(200);
  await page.goto(path);
}

/** Fills in and sends the sign-in form, opened at `path` (or already open when `path` is null). */
export async function signIn(page: Page, who: Account, path: string | null = '/admin/login'): Promise<void> {
  if (path) await page.goto(path);
  await islandReady(page, 'AdminLoginForm');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
