import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../src/database/embedded-postgres.js';
import { totpCode } from '../../src/admin/totp.js';
import { eventually } from '../support/wait.cjs';
import { embeddedDataDir, freshDatabase } from './database.js';

const MAIN = join(process.cwd(), 'dist', 'src', 'main.js');
/** Production requires a signing key for admin tokens; every start here has one unless a test removes it. */
const TEST_JWT_SECRET = 'startup-test-secret-0123456789abcdef';
const TEST_MFA_KEY = randomBytes(32).toString('base64');

/** The built server as `npm start` runs it, with exactly the given environment on top of PATH. */
function startServer(env: Record<string, string | undefined>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: Object.fromEntries(
      Object.entries({ PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ADMIN_JWT_SECRET: TEST_JWT_SECRET, ADMIN_MFA_KEY: TEST_MFA_KEY, ...env }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}

function waitForReady(port: number, child: ChildProcess, timeoutMs = 45_000): Promise<Response> {
  return eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (res.status === 200) return res;
      } catch {
        // not listening yet
      }
      return undefined;
    },
    { timeoutMs, what: 'the server to be ready', everyMs: 250 },
  );
}

describe('starting the built server', () => {
  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error('dist/src/main.js is missing: run "npm run build" first');
  });

  it('refuses to start with a message naming each bad variable', async () => {
    const { child, output } = startServer({ PORT: 'eighty', SITE_ORIGIN: 'not a url', PUBLIC_EMAIL: 'nobody', DATABASE_URL: 'mysql://x' });
    expect(await exited(child)).toBe(1);
    const text = output();
    expect(text).toContain('Invalid configuration');
    for (const name of ['PORT', 'SITE_ORIGIN', 'PUBLIC_EMAIL', 'DATABASE_URL']) expect(text).toContain(`${name}:`);
    expect(text).not.toContain('mysql://x');
  });

  it('refuses to start in production without an admin signing key of at least 32 bytes, never printing it', async () => {
    const missing = startServer({ ADMIN_JWT_SECRET: undefined });
    expect(await exited(missing.child)).toBe(1);
    expect(missing.output()).toContain('ADMIN_JWT_SECRET: ADMIN_JWT_SECRET is required when NODE_ENV=production');
    const short = startServer({ ADMIN_JWT_SECRET: 'too-short-a-key' });
    expect(await exited(short.child)).toBe(1);
    expect(short.output()).toContain('ADMIN_JWT_SECRET must be at least 32 bytes');
    expect(short.output()).not.toContain('too-short-a-key');
  });

  it('refuses to start in production without the two-factor key, naming it', async () => {
    const missing = startServer({ ADMIN_MFA_KEY: undefined });
    expect(await exited(missing.child)).toBe(1);
    expect(missing.output()).toContain('ADMIN_MFA_KEY: ADMIN_MFA_KEY is required when NODE_ENV=production');
    expect(missing.output()).not.toContain(TEST_MFA_KEY);
  });

  it('creates the first admin from ADMIN_USERNAME and ADMIN_PASSWORD, and refuses a password that breaks the rules', async () => {
    const database = await freshDatabase();
    try {
      const weak = startServer({ PORT: String(await freePort()), DATABASE_URL: database.url, ADMIN_USERNAME: 'night', ADMIN_PASSWORD: 'Password1234!' });
      expect(await exited(weak.child)).toBe(1);
      expect(weak.output()).toContain('ADMIN_USERNAME/ADMIN_PASSWORD: password is too common');
      expect(weak.output()).not.toContain('Password1234!');

      const port = await freePort();
      const good = startServer({ PORT: String(port), DATABASE_URL: database.url, ADMIN_USERNAME: 'Night', ADMIN_PASSWORD: 'lantern harbor quiet 42' });
      try {
        await waitForReady(port, good.child);
        expect(good.output()).toContain('created the first admin account, night, from ADMIN_USERNAME');
        const login = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'night', password: 'lantern harbor quiet 42' }),
        });
        // Production requires two-factor by default (ADMIN_MFA unset): the password opens only the step that enrols it.
        expect(login.status).toBe(200);
        const step = (await login.json()) as Record<string, unknown>;
        expect(step).toEqual({ success: false, mfaRequired: true, enrolRequired: true, mfaToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: expect.any(String) });
        expect(login.headers.get('set-cookie')).toBeNull();
        const post = (path: string, body: object) =>
          fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const enrol = await post('/api/admin/login/mfa/enrol', { mfaToken: step.mfaToken });
        expect(enrol.status).toBe(200);
        const { secret } = ((await enrol.json()) as { enrolment: { secret: string } }).enrolment;
        const signedIn = await post('/api/admin/login/mfa', { mfaToken: step.mfaToken, code: totpCode(secret) });
        expect(signedIn.status).toBe(200);
        expect(await signedIn.json()).toMatchObject({ success: true, admin: { username: 'night', role: 'admin' }, recoveryCodes: expect.any(Array) });
        // Secure in production: the cookie only travels over HTTPS.
        expect(signedIn.headers.get('set-cookie')).toMatch(/^admin_session=[\w.-]+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/);
        expect(good.output()).not.toContain('lantern harbor quiet 42');
      } finally {
        good.child.kill('SIGTERM');
        await exited(good.child);
      }
    } finally {
      await database.drop();
    }
  }, 60_000);

  it('with DATABASE_URL unset, starts an embedded PostgreSQL, migrates, seeds and answers /readyz', async () => {
    const port = await freePort();
    const dataDir = embeddedDataDir('site-embedded');
    const { child, output } = startServer({ PORT: String(port), PG_DATA_DIR: dataDir });
    let postmasterPid = 0;
    try {
      const res = await waitForReady(port, child);
      expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      expect(output()).toContain('embedded PostgreSQL ready');
      expect(output()).toContain('applied migrations: Migration');
      expect(output()).toMatch(/seeded .{0,6}usStates.{0,6}51/);
      postmasterPid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      expect(() => process.kill(postmasterPid, 0)).not.toThrow();
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    await exited(child);
    // The embedded server went down with the app, cleanly: PostgreSQL removes its lock file on an orderly
    // shutdown, and the postmaster that held it is gone.
    const lock = join(dataDir, 'postmaster.pid');
    expect(existsSync(lock)).toBe(false);
    expect(() => process.kill(postmasterPid, 0)).toThrow();
  }, 90_000);

  it('starts again after a hard kill left the embedded server and its postmaster.pid behind', async () => {
    const port = await freePort();
    const dataDir = embeddedDataDir('site-killed');
    const first = startServer({ PORT: String(port), PG_DATA_DIR: dataDir });
    await waitForReady(port, first.child);
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(true);

    const second = startServer({ PORT: String(port), PG_DATA_DIR: dataDir });
    try {
      const res = await waitForReady(port, second.child);
      expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
    } finally {
      second.child.kill('SIGTERM');
    }
    await exited(second.child);
  }, 120_000);
});
