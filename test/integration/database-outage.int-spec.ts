import pg from 'pg';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../core/error-messages.js';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from '../../src/database/embedded-postgres.js';
import { eventually } from '../support/wait.cjs';
import { embeddedDataDir } from './database.js';
import { postQuote, quoteBody, startBuiltServer, waitForStatus, type Outcome } from './server-process.js';

const CLIENTS = 4;
const CACHED_PAGE = '/locations/dallas-tx-expedite';
/** Not in the page cache, but its data is in memory (the city catalog), so it still renders. */
const IN_MEMORY_PAGE = '/locations/austin-tx-expedite';
/** Rendered for each request from the database (the session, then the leads). */
const DATABASE_PAGE = '/admin/leads';
const ADMIN = { username: 'night', password: 'lantern harbor quiet 42' };
/**
 * How long the test waits for the site to be ready and storing quotes again, on its own, once PostgreSQL is
 * back: a deadline for a failure, not a speed budget (a timing belongs in the bench, not in a test).
 */
const RECOVERS_WITHIN_MS = 30_000;

/**
 * PostgreSQL stops under a running site and comes back (docs/product.md#24-operations): the built server
 * on its own embedded PostgreSQL, which the test stops and starts again on the same folder and port.
 */
describe('a database outage under the built server', () => {
  it('answers 503 (never 500) while PostgreSQL is down, keeps cached pages, and recovers by itself', async () => {
    const dataDir = embeddedDataDir('site-outage');
    let database: (EmbeddedServer & { port: number }) | undefined = await startEmbeddedPostgres(dataDir);
    const { port: databasePort, url: databaseUrl } = database;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startBuiltServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      QUOTE_THROTTLE_LIMIT: '100000',
      THROTTLE_LIMIT: '100000',
      AUDIT_NEW_BUILD: 'off',
      AUDIT_SCHEDULE: 'off',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // A password-only admin: this suite is about the database, not two-factor (admin-two-factor.int-spec.ts).
      ADMIN_MFA: 'optional',
    });
    let streaming = true;
    try {
      await waitForStatus(`${base}/readyz`, server);
      expect((await fetch(`${base}${CACHED_PAGE}`)).status).toBe(200);
      const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      expect(login.status).toBe(200);
      const cookie = { cookie: login.headers.get('set-cookie')!.split(';')[0]! };
      expect((await fetch(`${base}${DATABASE_PAGE}`, { headers: cookie })).status).toBe(200);

      // A stream of quotes from four clients, from before the outage to after it. A client refused waits,
      // as a polite one would, until the site says it is ready again, then goes on.
      const outcomes: Outcome[] = [];
      let sent = 0;
      const client = async () => {
        while (streaming) {
          const outcome = await postQuote(base, sent++);
          outcomes.push(outcome);
          if (!('status' in outcome) || outcome.status !== 201) await waitForStatus(`${base}/readyz`, server);
        }
      };
      // A client still waiting when the test fails ends with the server; the test reports its own failure.
      const clients = Array.from({ length: CLIENTS }, () => client().catch(() => undefined));
      const answered = (status: number) => outcomes.filter((o) => 'status' in o && o.status === status).length;
      await eventually(() => answered(201) >= 20, { timeoutMs: 20_000, what: 'twenty quotes stored before the outage' });

      await database.stop();
      database = undefined;

      const ready = await waitForStatus(`${base}/readyz`, server, 503, 20_000);
      expect(await ready.json()).toMatchObject({ success: false, code: 'database_unavailable' });
      expect((await fetch(`${base}/healthz`)).status).toBe(200);

      const quote = await fetch(`${base}/api/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'OutageTest/1.0' },
        body: JSON.stringify(quoteBody(-1)),
      });
      expect(quote.status).toBe(503);
      expect(quote.headers.get('retry-after')).toBe('30');
      expect(await quote.json()).toEqual({
        success: false,
        error: DATABASE_UNAVAILABLE_MESSAGE,
        code: 'database_unavailable',
        requestId: expect.any(String),
      });

      const cached = await fetch(`${base}${CACHED_PAGE}`);
      expect(cached.status).toBe(200);
      expect(await cached.text()).toContain('Dallas');

      expect((await fetch(`${base}${IN_MEMORY_PAGE}`)).status).toBe(200);

      const page = await fetch(`${base}${DATABASE_PAGE}`, { headers: cookie });
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('retry-after')).toBe('30');
      expect(await page.text()).toContain('We will be right back');

      const adminApi = await fetch(`${base}/api/admin/leads`, { headers: cookie });
      expect(adminApi.status).toBe(503);
      expect(await adminApi.json()).toMatchObject({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' });

      // Down until every client has been refused, then back on the same folder and port.
      await eventually(() => answered(503) >= CLIENTS, { timeoutMs: 20_000, what: 'every client refused during the outage' });
      database = await startEmbeddedPostgres(dataDir, undefined, { port: databasePort });
      const restartedAt = Date.now();
      await waitForStatus(`${base}/readyz`, server, 200, RECOVERS_WITHIN_MS);
      const stored201 = answered(201);
      await eventually(() => answered(201) >= stored201 + 20, { timeoutMs: RECOVERS_WITHIN_MS, what: 'twenty more quotes stored after the restart' });
      streaming = false;
      await Promise.all(clients);
      expect((await fetch(`${base}${DATABASE_PAGE}`, { headers: cookie })).status).toBe(200);

      // Nothing answered 500, no connection failed, and each 503 said why.
      const answers = outcomes.filter((o): o is Extract<Outcome, { status: number }> => 'status' in o);
      expect(outcomes.filter((o) => 'error' in o)).toEqual([]);
      expect(answers.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);
      const refused = answers.filter((o) => o.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.filter((o) => (o.body as { error?: string }).error !== DATABASE_UNAVAILABLE_MESSAGE)).toEqual([]);
      expect(server.output()).not.toContain('"statusCode":500');

      // Every 201 is a stored quote.
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const { rows } = await db.query<{ id: string }>('select id from quote_request');
        const stored = new Set(rows.map((row) => row.id));
        const ids = answers.filter((o) => o.status === 201).map((o) => o.id!);
        expect(ids.filter((id) => !stored.has(id))).toEqual([]);
        // The queue's workers are back too: the notification jobs of the quotes stored after the restart get done
        // (their escalation steps, in the same queue, wait for their time).
        const after = answers.filter((o) => o.status === 201 && o.at > restartedAt).map((o) => o.id!);
        const pending = async () =>
          (
            await db.query<{ n: number }>(
              `select count(*)::int as n from pgboss.job where name = 'lead-notification' and data ? 'channel' and state <> 'completed' and data->>'leadId' = any($1)`,
              [after],
            )
          ).rows[0]!.n;
        await eventually(async () => (await pending()) === 0, { timeoutMs: RECOVERS_WITHIN_MS, what: 'the notification jobs of the quotes stored after the restart', everyMs: 100 });
      } finally {
        await db.end();
      }

      // The process went through it all and still shuts down cleanly.
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      streaming = false;
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
      await database?.stop();
    }
  }, 120_000);
});
