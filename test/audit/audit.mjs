// npm run audit: page-weight budgets and Lighthouse (mobile) on a production build, in Chromium
// (found or installed by scripts/chromium.mjs).
// Budgets (issue 3): home page before any interaction ships <= 90 KB of JavaScript and <= 25 KB of CSS
// (gzip), layout shift 0; Lighthouse performance >= 95 and accessibility, best practices, SEO = 100.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { resolveChromium } from '../../scripts/chromium.mjs';
import { startProductionServer } from '../support/production-server.mjs';

const PATHS = (process.env.AUDIT_PATHS ?? '/').split(',');
const CHROME = (await resolveChromium()).path;
const BUDGET = { jsKb: 90, cssKb: 25, cls: 0, performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const { base, stop } = await startProductionServer({ dataDir: 'data/pg-audit' });

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
  await stop();
}

console.log(failures.length ? `\n${failures.length} budget(s) missed: ${failures.join('; ')}` : '\nall budgets met');
process.exitCode = failures.length ? 1 : 0;
