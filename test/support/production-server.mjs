// Starts the production build (dist/src/main.js) on a free loopback port for the bench and the audit.
// Without DATABASE_URL (or a databaseUrl option) it runs its own embedded PostgreSQL in dataDir, so callers
// can query the database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort, startEmbeddedPostgres } from '../../dist/src/database/embedded-postgres.js';

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
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    await embedded?.stop();
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (i > 240 || server.exitCode !== null) {
      await stop();
      throw new Error('the production server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, databaseUrl, pid: server.pid, stop };
}
