// Starts the production build (dist/src/main.js) on a free loopback port for the bench and the audit.
// Without DATABASE_URL (or a databaseUrl option) it runs its own embedded PostgreSQL in dataDir, so callers
// can query the database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort, startEmbeddedPostgres } from '../../dist/src/database/embedded-postgres.js';
import { eventually } from './wait.cjs';

// Longer than SHUTDOWN_GRACE_MS's default (10 s), which a healthy server finishes within.
const STOP_WITHIN_MS = 20_000;

export async function startProductionServer({ dataDir, env = {}, databaseUrl: given }) {
  const embedded = given ?? process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir);
  const databaseUrl = given ?? process.env.DATABASE_URL ?? embedded.url;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/src/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', ADMIN_JWT_SECRET: randomBytes(32).toString('base64url'), ADMIN_MFA_KEY: randomBytes(32).toString('base64'), LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', SITE_ORIGIN: base, DATABASE_URL: databaseUrl, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopped = false;
  // A server ended by a signal (a crash, SIGKILL) has a signalCode and no exitCode.
  const exited = () => server.exitCode !== null || server.signalCode !== null;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    server.kill('SIGTERM');
    const gone = new Promise((r) => (exited() ? r() : server.once('exit', r)));
    // A server whose requests never finish (a frozen pool) never finishes its graceful shutdown either.
    const killTimer = setTimeout(() => {
      console.error(`the production server did not exit within ${STOP_WITHIN_MS / 1000} s of SIGTERM: killed`);
      server.kill('SIGKILL');
    }, STOP_WITHIN_MS);
    await gone;
    clearTimeout(killTimer);
    await embedded?.stop();
  };
  try {
    await eventually(
      async () => {
        if (exited()) throw new Error('the production server exited before it was ready');
        return fetch(`${base}/readyz`).then((res) => res.ok, () => false);
      },
      { timeoutMs: 60_000, what: 'the production server to be ready', everyMs: 250 },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, databaseUrl, pid: server.pid, stop };
}
