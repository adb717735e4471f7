// npm run audit: page-weight budgets and Lighthouse (mobile) on a production build, in Debian's Chromium.
// Budgets (issue 3): home page before any interaction ships <= 90 KB of JavaScript and <= 25 KB of CSS
// (gzip), layout shift 0; Lighthouse performance >= 95 and accessibility, best practices, SEO = 100.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startEmbeddedPostgres } from '../../dist/src/database/embedded-postgres.js';

const PATHS = (process.env.AUDIT_PATHS ?? '/').split(',');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUDGET = { jsKb: 90, cssKb: 25, cls: 0, performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres('data/pg-audit');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/src/main.js'], {
  env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', SITE_ORIGIN: base, DATABASE_URL: process.env.DATABASE_URL ?? embedded.url },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {}
  if (i > 240) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 250));
}

const failures = [];
const check = (label, value, ok, limit) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label}: ${value} (budget ${limit})`);
  if (!ok) failures.push(label);
};

try {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  for (const path of PATHS) {
    console.log(`\n${path}`);
    for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
      const page = await browser.newPage({ viewport });
      const bodies = [];
      page.on('response', async (res) => {
        const type = res.request().resourceType();
        if (type === 'script' || type === 'stylesheet') bodies.push({ type, url: res.url(), body: await res.body().catch(() => Buffer.alloc(0)) });
      });
      await page.addInitScript(() => {
        window.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2500); // idle-time islands
      const cls = await page.evaluate(() => window.__cls);
      const gz = (type) => bodies.filter((b) => b.type === type).reduce((n, b) => n + gzipSync(b.body).length, 0) / 1024;
      const js = gz('script');
      const css = gz('stylesheet');
      const label = `${viewport.width}px`;
      check(`${label} JavaScript before interaction, gzip`, `${js.toFixed(1)} KB in ${bodies.filter((b) => b.type === 'script').length} files`, js <= BUDGET.jsKb, `${BUDGET.jsKb} KB`);
      check(`${label} CSS, gzip`, `${css.toFixed(1)} KB`, css <= BUDGET.cssKb, `${BUDGET.cssKb} KB`);
      check(`${label} cumulative layout shift`, cls.toFixed(4), cls <= BUDGET.cls, BUDGET.cls);
      await page.close();
    }

    mkdirSync('artifacts/lighthouse', { recursive: true });
    const out = `artifacts/lighthouse/${path === '/' ? 'home' : path.replaceAll('/', '_')}.json`;
    execFileSync(
      'lighthouse',
      [base + path, '--output=json', `--output-path=${out}`, '--quiet', '--only-categories=performance,accessibility,best-practices,seo', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking'],
      { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    for (const [id, category] of Object.entries(report.categories)) {
      const score = Math.round(category.score * 100);
      check(`Lighthouse mobile ${id}`, score, score >= BUDGET[id], `>= ${BUDGET[id]}`);
      if (score < 100) {
        const weak = category.auditRefs
          .map((ref) => report.audits[ref.id])
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
          .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
        if (weak.length) console.log(`       below 1: ${weak.join(', ')}`);
      }
    }
    const m = report.audits;
    console.log(`       FCP ${m['first-contentful-paint'].displayValue}, LCP ${m['largest-contentful-paint'].displayValue}, TBT ${m['total-blocking-time'].displayValue}, CLS ${m['cumulative-layout-shift'].displayValue}`);
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await embedded?.stop();
}

console.log(failures.length ? `\n${failures.length} budget(s) missed: ${failures.join('; ')}` : '\nall budgets met');
process.exitCode = failures.length ? 1 : 0;
