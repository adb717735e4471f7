// npm run bench: autocannon against the production build on loopback, 50 connections.
// Figures are quoted as ratios against a static file of the same size served by the same process,
// because absolute numbers on shared machines are noise.
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startProductionServer } from '../support/production-server.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

// The bench counts stored rows itself, so it needs the database URL: DATABASE_URL or its own embedded server.
const { base, databaseUrl, stop } = await startProductionServer({
  dataDir: 'data/pg-bench',
  // Measure the write path, not the abuse limit.
  env: { QUOTE_THROTTLE_LIMIT: '100000000' },
});

async function run(title, path, expectStatus = 200) {
  await autocannon({ url: base + path, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION });
  const unexpected = expectStatus === 200 ? r.non2xx : r.requests.total - (r.statusCodeStats[expectStatus]?.count ?? 0);
  const errors = r.errors + r.timeouts + Math.max(0, unexpected);
  return { title, path, rps: r.requests.average, p99: r.latency.p99, bytes: r.throughput.average, errors };
}

const home = await fetch(`${base}/`);
const html = await home.text();
// A static file with exactly the page's bytes, served by the same static middleware as every asset.
const staticName = `bench-static-${html.length}.html`;
const staticPath = join('dist', 'public', 'assets', staticName);
writeFileSync(staticPath, html);

try {
  const page = await run('GET / (rendered page)', '/');
  const asset = await run(`GET /assets/${staticName} (static, same size)`, `/assets/${staticName}`);
  // Unknown paths are never cached: this is the cost of a full React render on every request.
  const uncached = await run('GET /bench-no-such-page (404, rendered each time)', '/bench-no-such-page', 404);
  const rows = [asset, page, uncached].map((r) => ({
    request: r.title,
    'req/s': Math.round(r.rps),
    'p99 ms': r.p99,
    errors: r.errors,
  }));
  console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, loopback; page HTML ${html.length} bytes`);
  console.table(rows);
  console.log(`rendered page (cached per path) / static file: throughput ${(page.rps / asset.rps).toFixed(2)}x, p99 latency ${(page.p99 / asset.p99).toFixed(2)}x`);
  console.log(`uncached render / static file: throughput ${(uncached.rps / asset.rps).toFixed(2)}x, p99 latency ${(uncached.p99 / asset.p99).toFixed(2)}x`);
  if (page.errors || asset.errors || uncached.errors) {
    console.error('errors or non-2xx answers during the run');
    process.exitCode = 1;
  }

  // Leads under load: every 201 must be a stored row, nothing more and nothing less.
  const runId = `bench-${Date.now()}`;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const quoteBody = () =>
    JSON.stringify({
      firstName: 'Bench',
      lastName: 'Load',
      email: `${runId}@example.test`,
      phone: '(704) 555-0100',
      service: 'same-day',
      pickup: 'Charlotte, NC',
      delivery: 'Atlanta, GA',
      source: 'slide_out_bench',
      timestamp: new Date().toISOString(),
    });
  // Keys sent but not yet answered; autocannon drops the answers still in flight when time is up.
  const unanswered = new Map();
  let created = 0;
  const quotes = await autocannon({
    url: `${base}/api/quotes`,
    connections: CONNECTIONS,
    duration: DURATION,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req, context) => {
          context.key = randomUUID();
          context.body = quoteBody();
          unanswered.set(context.key, context.body);
          return { ...req, headers: { ...req.headers, 'idempotency-key': context.key }, body: context.body };
        },
        onResponse: (status, _body, context) => {
          unanswered.delete(context.key);
          if (status === 201) created++;
        },
      },
    ],
  });
  // What a real client does with a request it never heard back from: retry it with the same key.
  const retried = unanswered.size;
  for (const [key, body] of unanswered) {
    const res = await fetch(`${base}/api/quotes`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body });
    if (res.status === 201) created++;
  }
  const stored = (await db.query('select count(*)::int as n from quote_request where email = $1', [`${runId}@example.test`])).rows[0].n;
  await db.end();
  console.log(
    `\nPOST /api/quotes, ${CONNECTIONS} connections, ${DURATION} s: ${Math.round(quotes.requests.average)} req/s, p99 ${quotes.latency.p99} ms, ` +
      `${created} answered 201 (${retried} of them retried with the same key after the cut-off), ${stored} rows stored, ` +
      `${quotes.non2xx} non-2xx, ${quotes.errors + quotes.timeouts} errors`,
  );
  console.log(`POST /api/quotes / static file: throughput ${(quotes.requests.average / asset.rps).toFixed(2)}x, p99 latency ${(quotes.latency.p99 / asset.p99).toFixed(2)}x`);
  console.log(created === stored ? 'zero lost leads: stored rows equal 201 answers' : 'MISMATCH between 201 answers and stored rows');
  if (created !== stored || created === 0) process.exitCode = 1;
} finally {
  rmSync(staticPath, { force: true });
  await stop();
}
