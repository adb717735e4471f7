// npm run bench: autocannon against the production build on loopback, 50 connections.
// Figures are quoted as ratios against a static file of the same size served by the same process,
// because absolute numbers on shared machines are noise.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/src/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(process.env.DATABASE_URL ? {} : { PG_DATA_DIR: 'data/pg-bench' }),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {}
  if (i > 240) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 250));
}

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
} finally {
  rmSync(staticPath, { force: true });
  stop();
}
