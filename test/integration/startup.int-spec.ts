import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../src/database/embedded-postgres.js';
import { embeddedDataDir } from './database.js';

const MAIN = join(process.cwd(), 'dist', 'src', 'main.js');

/** The built server as `npm start` runs it, with exactly the given environment on top of PATH. */
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}

async function waitForReady(port: number, child: ChildProcess, timeoutMs = 45_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.status === 200) return res;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
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
