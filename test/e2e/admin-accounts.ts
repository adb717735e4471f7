import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import type { AdminRole } from '../../core/admin.js';
import { e2eDatabaseUrl } from './db.js';
import { islandReady } from './helpers.js';

// Admin accounts for the end-to-end tests, and signing in with one through the sign-in form.

export interface Account {
  username: string;
  password: string;
}

/** Accounts are made the way an operator makes them: the CLI, on the e2e server's database. */
export function createAccount(username: string, role: AdminRole, password: string): void {
  execFileSync(process.execPath, ['dist/src/cli.js', 'admin:create', '--username', username, '--role', role], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl(), ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

/** Fills in and sends the sign-in form, opened at `path` (or already open when `path` is null). */
export async function signIn(page: Page, who: Account, path: string | null = '/admin/login'): Promise<void> {
  if (path) await page.goto(path);
  await islandReady(page, 'AdminLoginForm');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
