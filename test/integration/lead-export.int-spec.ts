import { readFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import pg from 'pg';
import request from 'supertest';
import { AppConfig } from '../../src/config/app-config.js';
import { createSignedIn } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { eventually } from '../support/wait.cjs';
import { listen } from './raw-http.js';

// The leads export and its client's pace (docs/product.md#21-leads-desk): the database cursor reads on only
// as fast as the client takes the download, seen through the export's own metrics (docs/product.md#246-metrics).

const PASSWORD = 'correct horse battery staple';
const METRICS_TOKEN = 'metrics-token-for-export-tests-0123456789';
/** Leads in the export: about 21 MB of CSV, several times what loopback's socket buffers take in (4-5 MB here). */
const LEADS = 100_000;
/**
 * Rows the server process may hold beyond what the kernel took: a few cursor fetches of 200 in the response's
 * buffer and the CSV stream (864 measured), where a cursor that ignored the socket would read all 100,000.
 */
const HELD_ROWS = 2000;
/** The request deadline on a statement, short here: a paused export outlives it, and must not be cut by it. */
const STATEMENT_TIMEOUT_MS = 1000;

/**
 * Bytes of one IPv4 loopback connection that the kernel holds (Linux /proc/net/tcp): what the server's socket
 * has queued and not yet had acknowledged, plus what the client's socket received and its reader has not taken.
 */
function kernelQueued(serverPort: number, clientPort: number): number {
  const port = (n: number) => `:${n.toString(16).toUpperCase().padStart(4, '0')}`;
  let bytes = 0;
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, local, remote, , queues] = line.trim().split(/\s+/);
    if (!local || !remote || !queues) continue;
    const [tx, rx] = queues.split(':').map((hex) => parseInt(hex, 16)) as [number, number];
    if (local.endsWith(port(serverPort)) && remote.endsWith(port(clientPort))) bytes += tx;
    if (local.endsWith(port(clientPort)) && remote.endsWith(port(serverPort))) bytes += rx;
  }
  return bytes;
}

/** How many whole lines the first `bytes` bytes of a CSV text hold. */
function linesWithin(csv: Buffer, bytes: number): number {
  let lines = 0;
  for (let i = csv.indexOf('\r\n'); i !== -1 && i + 2 <= bytes; i = csv.indexOf('\r\n', i + 2)) lines++;
  return lines;
}

/** The value of one series in an exposition text. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (line === undefined) throw new Error(`no ${series} in the exposition`);
  return Number(line.slice(series.length + 1));
}

/** Everything a response still has to give, once it is read. */
function readAll(res: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
  });
}

describe('the leads export and its client', () => {
  let testApp: TestApp;
  let origin: string;
  let db: pg.Client;
  let authorization: string;
  /** Answers still open when a test fails, so the app can close. */
  const open: IncomingMessage[] = [];

  const figures = async () => {
    const text = (await request(testApp.app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;
    return { rowsRead: sample(text, 'leads_export_rows_read_total'), waiting: sample(text, 'leads_exports_waiting') };
  };

  /** GET over node:http with only these headers (no Accept-Encoding: the bytes as the export writes them); the answer, not yet read. */
  const startExport = (path: string, headers: Record<string, string> = {}) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      httpGet(`${origin}${path}`, { headers: { ...headers, authorization } }, (res) => resolve((open.push(res), res))).on('error', reject);
    });

  beforeAll(async () => {
    testApp = await createTestApp({ METRICS_TOKEN, THROTTLE_LIMIT: '100000', DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) });
    origin = await listen(testApp);
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    authorization = `Bearer ${(await createSignedIn(testApp.app, 'export.admin', 'admin', PASSWORD)).token}`;
    await db.query(
      `insert into lead (id, kind, status, received_at, name, email, source, search)
       select gen_random_uuid(), 'quote', 'new', '2026-10-01T12:00:00Z'::timestamptz - make_interval(secs => g), 'Paced Lead ' || g, 'paced' || g || '@paced.test', 'paced_form', 'paced lead ' || g
         from generate_series(1, $1::int) g`,
      [LEADS],
    );
  }, 120_000);

  afterAll(async () => {
    for (const res of open) res.destroy();
    await db.end();
    await testApp.close();
  });

  it('reads from its cursor only what the socket took, waits while the client is paused, then sends the whole file', async () => {
    expect(await figures()).toEqual({ rowsRead: 0, waiting: 0 });
    const paused = await startExport('/api/admin/leads/export.csv?source=paced_form');
    expect(paused.statusCode).toBe(200);
    paused.pause();

    // The client reads nothing: the export fills the sockets, then its cursor stops. Stopped means the same
    // figures on three scrapes in a row (a cursor still reading would have moved between them).
    const polls: string[] = [];
    const settled = await eventually(
      async () => {
        const now = await figures();
        polls.push(`${now.rowsRead} ${now.waiting}`);
        const last = polls.slice(-3);
        const still = now.rowsRead > 0 && last.length === 3 && last.every((p) => p === last[0]);
        // What the client side holds: the kernel's queues of this connection and the answer's own buffer.
        return still && { ...now, piped: kernelQueued(Number(new URL(origin).port), paused.socket.localPort!) + paused.readableLength };
      },
      { timeoutMs: 60_000, what: 'the export to stop reading from its cursor', everyMs: 100 },
    );
    expect(settled.waiting).toBe(1);
    expect(settled.rowsRead).toBeLessThan(LEADS);
    expect(settled.piped).toBeGreaterThan(0);

    // The paused export's statement stays open past the request deadline: the export has its own.
    await eventually(
      async () =>
        (
          await db.query(
            `select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like '%paced_form%'
                and clock_timestamp() - query_start > make_interval(secs => $1::float8 / 1000)`,
            [3 * STATEMENT_TIMEOUT_MS],
          )
        ).rowCount === 1,
      { timeoutMs: 30_000, what: 'the paused export to outlive the statement deadline' },
    );

    // The client reads again: the rest of the file arrives, byte for byte what a client reading at once gets.
    const slow = await readAll((paused.resume(), paused));
    const fast = await readAll(await startExport('/api/admin/leads/export.csv?source=paced_form'));
    expect(slow.equals(fast)).toBe(true);

    // While paused, the server had read from its cursor no more than the sockets took, give or take a few
    // fetches: the rows beyond the lines the sockets and the client held (the header is one of those lines).
    const heldByServer = settled.rowsRead - (linesWithin(slow, settled.piped) - 1);
    expect(heldByServer).toBeLessThanOrEqual(HELD_ROWS);

    const lines = slow.toString('utf8').split('\r\n');
    expect(lines[0]).toBe('id,kind,status,received_at,first_response_at,owner,name,company,email,phone,source,route,service,timeframe,desk_url,value,lost_reason');
    expect(lines.at(-1)).toBe('');
    const expected = (await db.query(`select id from lead where source = 'paced_form' order by received_at desc, id desc`)).rows.map((r) => r.id as string);
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(expected);
    expect(lines[1]).toBe(`${expected[0]},quote,new,2026-10-01T11:59:59.000Z,,,Paced Lead 1,,paced1@paced.test,,paced_form,,,,${testApp.app.get(AppConfig).SITE_ORIGIN}/admin/leads/${expected[0]},,`);

    expect(await figures()).toEqual({ rowsRead: 2 * LEADS, waiting: 0 });
    const audit = await db.query(`select details from admin_audit_event where action = 'leads_export' order by at`);
    expect(audit.rows.map((r) => r.details)).toEqual([
      { filter: { source: 'paced_form' }, outcome: 'completed', rows: LEADS },
      { filter: { source: 'paced_form' }, outcome: 'completed', rows: LEADS },
    ]);
  }, 120_000);

  it("compresses a browser's download with brotli's 256 KB window", async () => {
    const path = '/api/admin/leads/export.csv?source=paced_form';
    const res = await startExport(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('br');
    const body = await readAll(res);
    // The stream's first bits say how much history a decoder keeps (RFC 7932, 9.1): 1, then 17 + n in three bits.
    expect(body[0]! & 0b1111).toBe(0b0011);
    expect(brotliDecompressSync(body).equals(await readAll(await startExport(path)))).toBe(true);
  }, 60_000);
});
