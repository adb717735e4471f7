import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eventually } from '../support/wait.cjs';

export const MAIN = join(process.cwd(), 'dist', 'src', 'main.js');
/** Production requires a signing key for admin tokens. */
const TEST_JWT_SECRET = 'process-test-secret-0123456789abcdef';
const TEST_MFA_KEY = randomBytes(32).toString('base64');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code, once it exits. */
  exited: Promise<number | null>;
}

/** The built server (`dist/src/main.js`, refreshed by `npm run build:server`) in production mode, with `env` on top of PATH. */
export function startBuiltServer(env: Record<string, string>): ServerProcess {
  if (!existsSync(MAIN)) throw new Error('dist/src/main.js is missing: run "npm run build:server" first');
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ADMIN_JWT_SECRET: TEST_JWT_SECRET, ADMIN_MFA_KEY: TEST_MFA_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Polls `url` until it answers `status`, failing when the process exits first or after `timeoutMs`. */
export function waitForStatus(url: string, server: ServerProcess, status = 200, timeoutMs = 45_000): Promise<Response> {
  return eventually(
    async () => {
      if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output().slice(-3000)}`);
      try {
        const res = await fetch(url);
        if (res.status === status) return res;
        await res.arrayBuffer();
      } catch {
        // not listening (yet, or any more)
      }
      return undefined;
    },
    { timeoutMs, what: `${url} to answer ${status}`, everyMs: 100 },
  );
}

/**
 * The `msg` of each JSON log line (production logs are pino JSON), in the order they happened: by each line's
 * `time`, lines of the same millisecond as written. Two loggers of one process can reach stdout out of order
 * (a line of 10:00:01.432 written after one of .433), which read as a shutdown's steps out of order.
 */
export function logMessages(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line, written) => {
      try {
        const { msg, time } = JSON.parse(line) as { msg?: unknown; time?: unknown };
        return { msg: String(msg ?? ''), time: typeof time === 'number' ? time : 0, written };
      } catch {
        return { msg: '', time: 0, written };
      }
    })
    .sort((a, b) => a.time - b.time || a.written - b.written)
    .map((line) => line.msg);
}

/** A valid home-form quote (docs/product.md#51-quote-submission), one e-mail per call so no two look alike. */
export function quoteBody(n: number): object {
  return {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: `dana.${n}@shipper.test`,
    phone: '(704) 555-0142',
    service: 'medical-transport',
    message: 'Infusion pump, needs to be in Raleigh by 6 PM.',
  };
}

export type Outcome = { status: number; id?: string; body: unknown; at: number } | { error: string; at: number };

/** POSTs one quote and says what came back: a status with its body, or the connection error. */
export async function postQuote(base: string, n: number): Promise<Outcome> {
  try {
    const res = await fetch(`${base}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `stream-${n}-${Date.now()}`, 'user-agent': 'StreamTest/1.0' },
      body: JSON.stringify(quoteBody(n)),
    });
    const body = (await res.json()) as { id?: string };
    return { status: res.status, id: body.id, body, at: Date.now() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? String(error), at: Date.now() };
  }
}
