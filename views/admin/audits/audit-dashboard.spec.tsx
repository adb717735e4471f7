/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-text-encoding.js';
import { readdirSync } from 'node:fs';
import type { AdminPageData } from '../../../core/admin-pages.js';
import { AUDIT_CHECKS, type AuditDashboardView } from '../../../core/content-audit.js';
import { testAssets, testSite } from '../../../test/fixtures.js';
import { text } from '../../../test/rendered-page.js';
import { renderAdminPage } from '../../app/server.js';
import { adminBase, auditDashboard, auditFinding, auditPage, auditPages, auditRun, latestAuditRun, runningAuditRun, stats, viewerBase, withReport } from '../shared/admin-fixtures.js';
import { facts } from '../shared/spec-reading.js';
import { runDuration } from './audit-words.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));

// The dashboard of the shared fixture is drawn once for the file (the tests only read it); others each time.
let sharedDashboard: ReturnType<typeof drawDashboard> | undefined;

function dashboard(audit: AuditDashboardView, base = adminBase) {
  if (audit !== auditDashboard || base !== adminBase) return drawDashboard(audit, base);
  sharedDashboard ??= drawDashboard(audit, base);
  return sharedDashboard;
}

async function drawDashboard(audit: AuditDashboardView, base: typeof adminBase) {
  const page: AdminPageData = { ...base, kind: 'dashboard', desk: { stats, waiting: [], failedNotifications: [] }, audit };
  const rendered = await renderAdminPage({ site: testSite, assets, path: '/content-optimizer', page });
  const doc = new DOMParser().parseFromString(rendered.html, 'text/html');
  const panel = doc.querySelector<HTMLElement>('[data-island="AuditPanel"]')!;
  return { doc, panel, panelText: text(panel) };
}

describe('the content audit on the dashboard (server HTML)', () => {
  it('sits below the desk as an island hydrated when visible, with the latest run\'s facts and counts as badges', async () => {
    const { doc, panel, panelText } = await dashboard(auditDashboard);
    expect(panel.dataset.hydrate).toBe('visible');
    expect([...doc.querySelectorAll('main h2')].map(text).at(-1)).toBe('Content audit');
    expect(facts(panel)).toEqual({
      Finished: 'Nov 23, 1:30 PM EST 1 h ago',
      'Started by': 'alice',
      Took: '1 min 23 s',
      'Pages audited': '148',
      'Average score': '96/100',
    });
    expect(panel.querySelector('time')?.getAttribute('dateTime')).toBe(latestAuditRun.finishedAt);
    const badges = panel.querySelector('ul[aria-label="Findings of this run"]')!;
    expect([...badges.querySelectorAll('li')].map(text)).toEqual(['4 errors', '5 warnings', '3 notices']);
    // The island's props: what the browser hydrates it with.
    const props = JSON.parse(doc.getElementById(`${panel.dataset.islandId}-props`)!.textContent!) as Record<string, unknown>;
    expect(props).toEqual({ audit: auditDashboard, timeZone: 'America/New_York', now: adminBase.now });
    expect(panelText).not.toContain('Audit running');
  });

  it('names who started a run: an admin, the nightly schedule or a new build; durations in seconds, minutes, hours', async () => {
    const scheduled = await dashboard(withReport({ run: auditRun({ id: 'r', startedBy: 'schedule', durationMs: 8_200 }) }));
    expect(facts(scheduled.panel)).toMatchObject({ 'Started by': 'the nightly schedule', Took: '8 s' });
    const built = await dashboard(withReport({ run: auditRun({ id: 'r', startedBy: 'new build' }) }));
    expect(facts(built.panel)['Started by']).toBe('a new build');
    expect(runDuration(3_725_000)).toBe('1 h 2 min');
    expect(runDuration(120_000)).toBe('2 min');
    expect(runDuration(300)).toBe('1 s');
  });

  it('lists pages worst score first, each linking to the page itself, with its family, score in words and counts', async () => {
    const { panel } = await dashboard(auditDashboard);
    const cards = [...panel.querySelectorAll<HTMLElement>('ol > li')];
    expect(cards.map((card) => card.querySelector('h4 a')!.getAttribute('href'))).toEqual(auditPages.map((page) => page.path));
    expect(cards.map((card) => text(card.querySelector('p')!))).toEqual(['Score 40/100 Poor', 'Score 67/100 Poor', 'Score 90/100 Good', 'Score 98/100 Good']);
    const first = cards[0]!;
    expect(first.querySelector('h4 a')!.getAttribute('target')).toBeNull();
    expect(text(first)).toContain('City pages');
    expect([...first.querySelectorAll('ul[aria-label^="Findings on"] li')].map(text)).toEqual(['2 errors', '1 warning', '1 notice']);
    // Only the severities a page has.
    expect([...cards[3]!.querySelectorAll('ul[aria-label^="Findings on"] li')].map(text)).toEqual(['1 notice']);
  });

  it('folds each page\'s findings: severity, check label, subject (markup as code), message and the fix, errors first', async () => {
    const { panel } = await dashboard(auditDashboard);
    const details = panel.querySelector<HTMLDetailsElement>('ol > li details')!;
    expect(details.open).toBe(false);
    expect(text(details.querySelector('summary')!)).toBe('4 findings and how to fix them');
    const findings = [...details.querySelectorAll('li')];
    expect(findings.map((li) => text(li.querySelector('p')!))).toEqual(['Error One H1', 'Error Image alt', 'Warning Thin section', 'Notice Title short']);
    expect(findings[0]!.querySelector('code')?.textContent).toBe('<h1>Expedited freight in Dallas</h1><h1>Fort Worth couriers</h1>');
    expect(text(findings[0]!)).toContain('The page has 2 H1 headings.');
    expect(text(findings[0]!)).toContain(`Fix: ${AUDIT_CHECKS.h1.fix}`);
    // Text that is not markup stays text.
    expect(findings[2]!.querySelector('code')).toBeNull();
    expect(text(findings[2]!)).toContain('section "Why shippers in Dallas choose us" (312 characters)');
    // A single page (a path filter) opens its findings.
    const single = await dashboard(withReport({ pages: [auditPages[1]!], matchingPages: 1 }));
    expect(single.panel.querySelector<HTMLDetailsElement>('ol > li details')!.open).toBe(true);
    expect(text(single.panel.querySelector('ol > li summary')!)).toBe('2 findings and how to fix them');
  });

  it("links an unapproved figure's fix to the approve form with the figure filled in", async () => {
    const finding = auditFinding('unapproved-figure', '15+ states', '"15+ states" is not a figure of the approved marketing claims.');
    const { panel } = await dashboard(withReport({ pages: [auditPage('/about-us', 'company', [finding])], matchingPages: 1 }));
    const fix = [...panel.querySelectorAll('p')].find((p) => text(p).startsWith('Fix:'))!;
    expect(text(fix)).toBe('Fix: Approve it in Approved claims or change the copy.');
    expect(fix.querySelector('a')!.getAttribute('href')).toBe('/admin/claims?figure=15%2B%20states');
    expect(text(fix.querySelector('a')!)).toBe('Approved claims');
  });

  it('links a finding to where the studio fixes it, when it can', async () => {
    const title = { ...auditFinding('title-length', 'A very long title', 'The title is 72 characters; at most 60 show in search results.'), fixPlace: { label: 'Edit the title and description', href: '/admin/pages/meta?path=%2Ffaq' } };
    const h1 = auditFinding('h1', 'no H1', 'The page has no H1.');
    const { panel } = await dashboard(withReport({ pages: [auditPage('/faq', 'company', [h1, title])], matchingPages: 1 }));
    const links = [...panel.querySelectorAll('ol > li li a')].map((a) => [text(a), a.getAttribute('href')]);
    expect(links).toEqual([['Edit the title and description', '/admin/pages/meta?path=%2Ffaq']]);
  });

  it("links an unconfirmed fact's fix to the company facts with that fact's editor open", async () => {
    const finding = auditFinding('unconfirmed-fact', 'Emergency Response Recognition', 'The page shows "Emergency Response Recognition", and nobody has confirmed it is true.');
    const { panel } = await dashboard(withReport({ pages: [auditPage('/', 'home', [finding])], matchingPages: 1 }));
    const fix = [...panel.querySelectorAll('p')].find((p) => text(p).startsWith('Fix:'))!;
    expect(text(fix)).toBe('Fix: Confirm, change or remove it in the studio (Company facts).');
    expect(fix.querySelector('a')!.getAttribute('href')).toBe('/admin/facts?fact=Emergency%20Response%20Recognition');
  });

  it('says how many more pages match and how many have nothing to fix', async () => {
    const { panelText } = await dashboard(auditDashboard);
    expect(panelText).toContain('6 pages have something to fix; 142 pages have nothing to fix.');
    expect(panelText).toContain('2 more pages match; narrow the filter');
    const all = await dashboard(withReport({ matchingPages: 4, cleanPages: 1 }));
    expect(all.panelText).not.toContain('narrow the filter');
    expect(all.panelText).toContain('4 pages have something to fix; 1 page has nothing to fix.');
    const filtered = await dashboard(withReport({ filter: { severity: 'error' }, pages: [], matchingPages: 0, cleanPages: 148 }));
    expect(filtered.panelText).toContain('No page has a finding that matches this filter.');
    expect(filtered.panelText).toContain('148 pages have nothing that matches the filter');
  });

  it('what changed: new findings, resolved ones (path, check, subject), folded when many; the first run says so', async () => {
    const { panel } = await dashboard(auditDashboard);
    const changes = [...panel.querySelectorAll('section')].find((el) => text(el.querySelector('h3')!) === 'What changed since the previous run')!;
    expect(text(changes)).toContain('Compared with the run of Nov 23, 2:01 AM EST, started by the nightly schedule.');
    expect([...changes.querySelectorAll('ul')[0]!.querySelectorAll('li')].map(text)).toEqual(['2 new findings', '1 finding resolved']);
    const resolved = changes.querySelectorAll('ul')[1]!;
    expect(text(resolved)).toBe('/services/air-freight Warning Title repeated Air freight | Expedite');
    expect(changes.querySelector('details')).toBeNull();

    const many = Array.from({ length: 7 }, (_, i) => ({ ...auditFinding('image-alt', `<img src="/a${i}.jpg">`, 'The image has no alt attribute.'), path: `/p${i}` }));
    const long = await dashboard(withReport({ resolved: many }));
    const folded = [...long.panel.querySelectorAll('details')].find((el) => text(el.querySelector('summary')!).startsWith('Show the'))!;
    expect(folded.open).toBe(false);
    expect(text(folded.querySelector('summary')!)).toBe('Show the 7 resolved findings');
    expect(folded.querySelectorAll('li')).toHaveLength(7);

    const first = await dashboard(withReport({ previous: null, resolved: [], newFindings: 12 }));
    expect(first.panelText).toContain('This is the first audit: there is no earlier run to compare it with.');
  });

  it("shows each page's views of the last 30 days, linked to the results of its family, and says the order", async () => {
    const read = auditPage('/locations/dallas-tx-expedite', 'city', [auditFinding('h1', '<h1>', 'Two H1 elements.')], 1234);
    const { panel } = await dashboard(withReport({ pages: [read], matchingPages: 1 }));
    const views = [...panel.querySelectorAll('a')].find((a) => text(a) === '1,234 views in the last 30 days');
    expect(views?.getAttribute('href')).toBe('/admin/results?family=city');
    expect([...panel.querySelectorAll('h3')].map(text)).toContain('Pages, worst score first');
    const byViews = await dashboard(withReport({ filter: { sort: 'views' }, pages: [read], matchingPages: 1 }));
    expect([...byViews.panel.querySelectorAll('h3')].map(text)).toContain('Pages, most viewed first');
  });

  it('filters with a plain GET form to the dashboard, its values the filter the page was drawn with, and a Clear link', async () => {
    const filter = { severity: 'warning' as const, check: 'section-length' as const, family: 'city' as const, path: '/locations/texas', sort: 'views' as const };
    const { panel } = await dashboard(withReport({ filter, pages: [auditPages[0]!], matchingPages: 1 }));
    const form = panel.querySelector<HTMLFormElement>('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/content-optimizer#content-audit');
    expect([...form.querySelectorAll('[name]')].map((el) => el.getAttribute('name'))).toEqual(['severity', 'check', 'family', 'path', 'sort']);
    expect(form.querySelector<HTMLSelectElement>('[name="severity"]')!.value).toBe('warning');
    expect(form.querySelector<HTMLSelectElement>('[name="check"]')!.value).toBe('section-length');
    expect(form.querySelector<HTMLSelectElement>('[name="family"]')!.value).toBe('city');
    expect(form.querySelector<HTMLInputElement>('[name="path"]')!.value).toBe('/locations/texas');
    expect(form.querySelector<HTMLSelectElement>('[name="sort"]')!.value).toBe('views');
    expect([...form.querySelectorAll('[name="sort"] option')].map(text)).toEqual(['Worst score first', 'Most viewed first (30 days)']);
    // Every check by its label, every family by its label.
    expect(form.querySelectorAll('[name="check"] option')).toHaveLength(Object.keys(AUDIT_CHECKS).length + 1);
    expect(text(form.querySelector('[name="family"] option[value="case-study"]')!)).toBe('Case studies');
    // Every control has its label.
    for (const control of form.querySelectorAll('select, input')) expect(form.querySelector(`label[for="${control.id}"]`)).not.toBeNull();
    expect([...form.querySelectorAll('button')].map(text)).toEqual(['Filter']);
    expect([...form.querySelectorAll('a')].find((a) => text(a) === 'Clear')?.getAttribute('href')).toBe('/content-optimizer#content-audit');
    expect(panel.id).toBe('');
    expect(panel.querySelector('section')!.id).toBe('content-audit');
    // Nothing to clear without a filter.
    const plain = await dashboard(auditDashboard);
    expect([...plain.panel.querySelectorAll('form a')].map(text)).toEqual([]);
  });

  it('offers "Run audit now" to admins only; viewers read why', async () => {
    const admin = await dashboard(auditDashboard);
    const button = [...admin.panel.querySelectorAll('button')].find((b) => text(b) === 'Run audit now')!;
    expect(button.disabled).toBe(false);
    expect(admin.panelText).not.toContain('Only admins can start an audit.');
    const viewer = await dashboard({ ...auditDashboard, canStart: false }, viewerBase);
    // Checking a page again changes nothing: every role may.
    expect([...new Set([...viewer.panel.querySelectorAll('button')].map(text))]).toEqual(['Filter', 'Check this page again']);
    expect(viewer.panelText).toContain('Only admins can start an audit.');
  });

  it('says when the latest run failed, and why, above the report of the run before', async () => {
    const failed = { ...runningAuditRun, status: 'failed' as const, startedBy: 'schedule', error: 'The instance shut down during the run.' };
    const { panelText } = await dashboard({ ...auditDashboard, lastFailed: failed });
    expect(panelText).toContain('The last audit, started by the nightly schedule, failed: The instance shut down during the run. The report below is from the run before.');
  });

  it('before any audit: says so, with no filter or report; a run under way shows in the polite live region', async () => {
    const none = await dashboard({ filter: {}, report: null, running: null, lastFailed: null, canStart: true });
    expect(none.panelText).toContain('No audit has run yet.');
    expect(none.panel.querySelector('form')).toBeNull();
    expect(none.panel.querySelector('ol')).toBeNull();
    expect(text(none.panel.querySelector('[aria-live="polite"]')!)).toBe('');

    const running = await dashboard({ filter: {}, report: null, running: runningAuditRun, lastFailed: null, canStart: true });
    const status = running.panel.querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(text(status)).toBe('Audit running…');
    expect(running.panelText).toContain('Started by a new build, Nov 23, 2:29 PM EST. The report below is replaced when it finishes.');
    expect(running.panel.querySelector('button')!.disabled).toBe(true);
  });

  it('keeps headings in order under the dashboard\'s: h2 panel, h3 parts, h4 pages', async () => {
    const { panel } = await dashboard(auditDashboard);
    const levels = [...panel.querySelectorAll('h2, h3, h4')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(2);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    expect([...panel.querySelectorAll('h3')].map(text)).toEqual(['Filter findings', 'What changed since the previous run', 'Pages, worst score first']);
  });
});
