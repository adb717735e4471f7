// npm run audit: page-weight budgets and Lighthouse (mobile) on a production build, in Chromium
// (found or installed by scripts/chromium.mjs).
// One page per template by default (AUDIT_PATHS=/a,/b to choose). Budgets: before any interaction a page
// ships <= 60 KB of JavaScript (gzip) when it has no in-page form island, <= 90 KB when it has one (home,
// the recruitment pages); <= 25 KB of CSS (gzip); layout shift 0; Lighthouse mobile performance,
// accessibility, best practices and SEO all 100.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { resolveChromium } from '../../scripts/chromium.mjs';
import { startProductionServer } from '../support/production-server.mjs';

/** One page per template: home, service, guide, company, company with a form, case study, locations index, state, city, blog list, article. */
const TEMPLATE_PAGES = [
  '/',
  '/hot-shot-trucking',
  '/best-expedited-freight-companies-2025',
  '/about-us',
  '/carrier-partner-application',
  '/case-studies/aog-aircraft-part-delivery',
  '/locations',
  '/locations/texas',
  '/locations/dallas-tx-expedite',
  '/blog',
  '/blog/medical-equipment-transport-compliance',
];
const PATHS = process.env.AUDIT_PATHS ? process.env.AUDIT_PATHS.split(',') : TEMPLATE_PAGES;
/** Pages holding an in-page form island (the slide-out dialog, on every page, is not counted as one). */
const FORM_PAGES = new Set(['/', '/freight-agent-recruitment', '/carrier-partner-application', '/carrier-partners']);
const CHROME = (await resolveChromium()).path;
const BUDGET = { jsKb: 60, jsKbWithForm: 90, cssKb: 25, cls: 0, performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
const summary = [];

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
      // The idle-time islands hydrated and their code arrived (the page-wide ones wait for an interaction).
      await islandsHydrated(page, 'idle');
      const cls = await page.evaluate(() => window.__cls);
      const gz = (type) => bodies.filter((b) => b.type === type).reduce((n, b) => n + gzipSync(b.body).length, 0) / 1024;
      const js = gz('script');
      const css = gz('stylesheet');
      const label = `${viewport.width}px`;
      const jsBudget = FORM_PAGES.has(path) ? BUDGET.jsKbWithForm : BUDGET.jsKb;
      check(`${label} JavaScript before interaction, gzip`, `${js.toFixed(1)} KB in ${bodies.filter((b) => b.type === 'script').length} files`, js <= jsBudget, `${jsBudget} KB`);
      if (viewport.width === 390) summary.push({ path, js: js.toFixed(1), css: css.toFixed(1), cls: cls.toFixed(3) });
      check(`${label} CSS, gzip`, `${css.toFixed(1)} KB`, css <= BUDGET.cssKb, `${BUDGET.cssKb} KB`);
      check(`${label} cumulative layout shift`, cls.toFixed(4), cls <= BUDGET.cls, BUDGET.cls);
      // For information: what the first interaction brings (React and the page-wide islands).
      await page.mouse.move(10, 10);
      await islandsHydrated(page, 'interaction');
      const jsAfter = gz('script');
      console.log(`  info ${label} JavaScript after the first interaction, gzip: ${jsAfter.toFixed(1)} KB`);
      if (viewport.width === 390) summary.at(-1).jsAfterInteraction = jsAfter.toFixed(1);
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
    Object.assign(summary.at(-1), Object.fromEntries(Object.entries(report.categories).map(([id, c]) => [id, Math.round(c.score * 100)])));
    const m = report.audits;
    console.log(`       FCP ${m['first-contentful-paint'].displayValue}, LCP ${m['largest-contentful-paint'].displayValue}, TBT ${m['total-blocking-time'].displayValue}, CLS ${m['cumulative-layout-shift'].displayValue}`);
  }
  await browser.close();
} finally {
  await stop();
}

console.log('\nper page (390 px; KB gzip; Lighthouse mobile):');
console.table(summary);
console.log(failures.length ? `\n${failures.length} budget(s) missed: ${failures.join('; ')}` : '\nall budgets met');
process.exitCode = failures.length ? 1 : 0;

/** Waits (10 s at most) until every island hydrated `when` (idle, interaction) is hydrated, then for the network to be idle. */
async function islandsHydrated(page, when) {
  await page.waitForFunction((strategy) => [...document.querySelectorAll(`[data-island][data-hydrate="${strategy}"]`)].every((island) => island.dataset.hydrated === 'true'), when, { timeout: 10_000 });
  await page.waitForLoadState('networkidle');
}
