import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { freePort } from '../../src/database/embedded-postgres.js';
import { eventually } from './wait.cjs';

/** The machine's redis-server binary (REDIS_SERVER to point elsewhere). */
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** Whether something accepts connections on a loopback port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * A Redis of the test's own on a free loopback port (or `port`, to start one again where a stopped one
 * was), in memory only (no RDB or AOF files), stopped by stop(): never the machine's own Redis.
 */
export async function startRedis(port?: number): Promise<{ url: string; stop(): Promise<void> }> {
  port ??= await freePort();
  const child: ChildProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
        return accepts(port);
      },
      { timeoutMs: 5000, what: `redis-server to accept connections on port ${port}`, everyMs: 20 },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
