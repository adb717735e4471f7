// npm run bench: autocannon against the production build on loopback, 50 connections.
// Figures are quoted as ratios against a static file of the same size served by the same process,
// because absolute numbers on shared machines are noise.
// Rules: any answer with an unexpected status, error or timeout fails the run (exit 1) instead of counting as throughput;
// every ratio divides by a static file holding exactly that response's bytes; GETs send a browser's Accept-Encoding.
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startProductionServer } from '../support/production-server.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// What Chromium sends: without it the per-request compression every browser triggers is never measured.
const BROWSER = { 'accept-encoding': 'br, gzip, deflate' };
const IDENTITY = {};

// The bench counts stored rows itself, so it needs the database URL: DATABASE_URL or its own embedded server.
const { base, databaseUrl, stop } = await startProductionServer({
  dataDir: 'data/pg-bench',
  // Measure the write path, not the abuse limits (the per-IP one for every /api route and the stricter quote one).
  env: { THROTTLE_LIMIT: '100000000', QUOTE_THROTTLE_LIMIT: '100000000' },
});

// Raw answer over node:http: fetch would decompress and hide what actually crossed the wire.
function probe(path, headers) {
  return new Promise((resolve, reject) => {
    get(base + path, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity', body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

// Answers with any other status than expected, and errors (timeouts included), so they fail the run rather than inflate req/s.
function failures(r, expectStatus) {
  const bad = Object.entries(r.statusCodeStats).filter(([code]) => Number(code) !== expectStatus);
  const unexpected = bad.reduce((n, [, { count }]) => n + count, 0);
  return { unexpected, statuses: bad.map(([code, { count }]) => `${count}x ${code}`).join(', '), errors: r.errors, timeouts: r.timeouts };
}

async function run(title, path, { expectStatus = 200, headers = BROWSER } = {}) {
  const wire = await probe(path, headers);
  const warm = await autocannon({ url: base + path, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const r = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION, headers });
  const f = failures(r, expectStatus);
  const w = failures(warm, expectStatus);
  return {
    title,
    path,
    rps: r.requests.average,
    p99: r.latency.p99,
    encoding: wire.encoding,
    wireBytes: wire.body.length,
    unexpected: f.unexpected + w.unexpected + (wire.status === expectStatus ? 0 : 1),
    statuses: [wire.status === expectStatus ? '' : `1x ${wire.status} (probe)`, w.statuses && `${w.statuses} (warm-up)`, f.statuses].filter(Boolean).join(', '),
    errors: f.errors + w.errors,
    timeouts: f.timeouts + w.timeouts,
  };
}

// Static files with exactly a page's uncompressed bytes, served by the same static and compression middleware as every asset.
const staticFiles = [];
function writeStatic(label, body) {
  const name = `bench-static-${label}-${body.length}.html`;
  const path = join('dist', 'public', 'assets', name);
  writeFileSync(path, body);
  staticFiles.push(path);
  return `/assets/${name}`;
}
const homeHtml = (await probe('/', IDENTITY)).body;
const notFoundHtml = (await probe('/bench-no-such-page', IDENTITY)).body;
const homeStatic = writeStatic('home', homeHtml);
const notFoundStatic = writeStatic('404', notFoundHtml);

try {
  const asset = await run('GET home static (same bytes)', homeStatic);
  const page = await run('GET / (rendered page, cached)', '/');
  const assetIdentity = await run('GET home static, no Accept-Encoding', homeStatic, { headers: IDENTITY });
  const pageIdentity = await run('GET /, no Accept-Encoding', '/', { headers: IDENTITY });
  const notFoundAsset = await run('GET 404 static (same bytes)', notFoundStatic);
  // Unknown paths are never cached: this is the cost of a full React render on every request.
  const uncached = await run('GET /bench-no-such-page (404, rendered each time)', '/bench-no-such-page', { expectStatus: 404 });
  const all = [asset, page, assetIdentity, pageIdentity, notFoundAsset, uncached];
  const rows = all.map((r) => ({
    request: r.title,
    'req/s': Math.round(r.rps),
    'p99 ms': r.p99,
    encoding: r.encoding,
    'body bytes': r.wireBytes,
    'bad status': r.unexpected,
    'errors (timeouts)': `${r.errors} (${r.timeouts})`,
  }));
  const ratio = (a, b) => `throughput ${(a.rps / b.rps).toFixed(2)}x, p99 latency ${(a.p99 / b.p99).toFixed(2)}x`;
  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, loopback; Accept-Encoding "${BROWSER['accept-encoding']}" unless noted; ` +
      `home HTML ${homeHtml.length} bytes, 404 HTML ${notFoundHtml.length} bytes uncompressed`,
  );
  console.table(rows);
  console.log(`rendered page (cached per path) / home static file: ${ratio(page, asset)}`);
  console.log(`same, no Accept-Encoding: ${ratio(pageIdentity, assetIdentity)}`);
  console.log(`uncached render / 404 static file: ${ratio(uncached, notFoundAsset)}`);
  if (all.some((r) => r.unexpected || r.errors)) {
    console.error('unexpected statuses or errors during the GET runs');
    for (const r of all) if (r.statuses) console.error(`  ${r.title}: ${r.statuses}`);
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
  let retriedBad = 0;
  for (const [key, body] of unanswered) {
    const res = await fetch(`${base}/api/quotes`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body });
    if (res.status === 201) created++;
    else retriedBad++;
  }
  const stored = (await db.query('select count(*)::int as n from quote_request where email = $1', [`${runId}@example.test`])).rows[0].n;
  await db.end();
  const q = failures(quotes, 201);
  const badPost = [q.statuses, retriedBad && `${retriedBad} of the retries`].filter(Boolean).join(', ');
  console.log(
    `\nPOST /api/quotes, ${CONNECTIONS} connections, ${DURATION} s: ${Math.round(quotes.requests.average)} req/s, p99 ${quotes.latency.p99} ms, ` +
      `${created} answered 201 (${retried} of them retried with the same key after the cut-off), ${stored} rows stored, ` +
      `${q.unexpected + retriedBad} answers other than 201${badPost ? ` (${badPost})` : ''}, ` +
      `${q.errors} errors (${q.timeouts} timeouts)`,
  );
  console.log(`POST /api/quotes / home static file: throughput ${(quotes.requests.average / asset.rps).toFixed(2)}x, p99 latency ${(quotes.latency.p99 / asset.p99).toFixed(2)}x`);
  console.log(created === stored ? 'zero lost leads: stored rows equal 201 answers' : 'MISMATCH between 201 answers and stored rows');
  if (q.unexpected || retriedBad || q.errors) console.error('answers other than 201 or errors during the POST run');
  if (created !== stored || created === 0 || q.unexpected || retriedBad || q.errors) process.exitCode = 1;
} finally {
  for (const path of staticFiles) rmSync(path, { force: true });
  await stop();
}
