import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { eventually } from '../support/wait.cjs';
import { embeddedDataDir } from './database.js';
import { logMessages, postQuote, startBuiltServer, waitForStatus, type Outcome } from './server-process.js';

const CLIENTS = 6;
/**
 * Long enough for the test to see /readyz answer 503 before the listener closes, on a busy machine too: the
 * test polls it every 20 ms from the moment it sends the signal.
 */
const DRAIN_MS = 1000;

/**
 * SIGTERM in the middle of a stream of quotes (docs/product.md#24-operations): the built server on its own
 * embedded PostgreSQL, so the whole sequence runs, the database stopping last.
 */
describe('graceful shutdown of the built server', () => {
  it('drains, answers every request it accepted, stores every 201 and stops in order', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = embeddedDataDir('site-shutdown');
    const server = startBuiltServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      PG_DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      QUOTE_THROTTLE_LIMIT: '100000',
      THROTTLE_LIMIT: '100000',
      AUDIT_NEW_BUILD: 'off',
      AUDIT_SCHEDULE: 'off',
    });
    try {
      await waitForStatus(`${base}/readyz`, server);

      // Six clients post quotes in a loop until the server stops answering.
      const outcomes: Outcome[] = [];
      let sent = 0;
      let signalledAt = Infinity;
      const client = async () => {
        while (true) {
          const outcome = await postQuote(base, sent++);
          outcomes.push(outcome);
          if ('error' in outcome && outcome.at > signalledAt) return;
          if (server.child.exitCode !== null) return;
        }
      };
      const clients = Array.from({ length: CLIENTS }, client);
      await eventually(() => outcomes.filter((o) => 'status' in o && o.status === 201).length >= 60, { timeoutMs: 30_000, what: 'sixty quotes stored before the signal' });

      signalledAt = Date.now();
      server.child.kill('SIGTERM');
      // Readiness goes first, while the server still answers.
      const ready = await eventually(
        async () => {
          const res = await fetch(`${base}/readyz`);
          if (res.status === 503) return res;
          await res.arrayBuffer();
          return undefined;
        },
        { timeoutMs: 10_000, what: '/readyz to answer 503 (a failed connection means the listener closed first)', everyMs: 20 },
      );
      expect(await ready.json()).toMatchObject({ success: false, error: 'Shutting down', code: 'draining' });
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      // A second signal does not start a second shutdown.
      server.child.kill('SIGTERM');

      expect(await server.exited).toBe(0);
      await Promise.all(clients);

      const answered = outcomes.filter((o): o is Extract<Outcome, { status: number }> => 'status' in o);
      const failed = outcomes.filter((o): o is Extract<Outcome, { error: string }> => 'error' in o);
      // Every answer was a 201 (no 5xx, nothing throttled); connections failed only once the listener closed.
      expect(answered.filter((o) => o.status !== 201)).toEqual([]);
      expect(answered.filter((o) => o.at > signalledAt).length).toBeGreaterThan(0);
      expect(failed.filter((o) => o.at < signalledAt + DRAIN_MS)).toEqual([]);
      expect(failed.length).toBeGreaterThan(0);

      const messages = logMessages(server.output());
      const steps = [
        'shutdown: SIGTERM received, /readyz answers 503',
        `shutdown: draining for ${DRAIN_MS} ms`,
        'shutdown: stopped accepting connections',
        'shutdown: requests in flight finished',
        'shutdown: closing the application',
        'queue workers stopped',
        'database pool closed',
        'embedded PostgreSQL stopped',
        'shutdown: complete in',
      ].map((step) => messages.findIndex((message) => message.startsWith(step)));
      if (!steps.every((index, i) => index >= 0 && (i === 0 || index > steps[i - 1]!))) {
        // The shutdown's log lines as written, with their times and contexts, to tell what happened.
        const lines = server.output().split('\n').filter((line) => line.includes('"msg":"shutdown: ') || /"context":"(JobQueue|Database)"/.test(line));
        throw new Error(`the shutdown steps are missing or out of order:\n${lines.join('\n')}`);
      }
      expect(messages).toContain('shutdown: SIGTERM received again, shutdown already under way');
      expect(server.output()).not.toMatch(/"level":50/);

      // Every 201 is a stored quote, and nothing else was stored.
      const database = await startEmbeddedPostgres(dataDir);
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      try {
        const { rows } = await db.query<{ id: string }>('select id from quote_request');
        const stored = new Set(rows.map((row) => row.id));
        const ids = answered.map((o) => o.id!);
        expect(ids.filter((id) => !stored.has(id))).toEqual([]);
        expect(stored.size).toBe(ids.length);
        console.log(`graceful shutdown: ${ids.length} quotes answered 201 and stored, ${answered.filter((o) => o.at > signalledAt).length} after SIGTERM, ${failed.length} connection errors after the close`);
      } finally {
        await db.end();
        await database.stop();
      }
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
  }, 60_000);
});
