/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-text-encoding.js';
import { readdirSync } from 'node:fs';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AUDIT_POLL_MS } from '../../../client/admin-api/audits.js';
import { ADMIN_NETWORK_ERROR, ADMIN_PERMISSIONS } from '../../../core/admin.js';
import type { AdminPageData } from '../../../core/admin-pages.js';
import { ALREADY_RUNNING_MESSAGE, AUDIT_CHECKS, type AuditDashboardView, type AuditReportView, type AuditRunView } from '../../../core/content-audit.js';
import { testAssets, testSite } from '../../../test/fixtures.js';
import { islandRoot } from '../../../test/island-root.js';
import { text } from '../../../test/rendered-page.js';
import { renderAdminPage } from '../../app/server.js';
import { adminBase, auditDashboard, auditFinding, auditPage, auditPages, auditReport, auditRun, latestAuditRun, runningAuditRun, stats, viewerBase } from '../shared/admin-fixtures.js';
import { AuditPanel } from './audit-panel.js';
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

/** The run facts as name -> value. */
const facts = (root: ParentNode) => Object.fromEntries([...root.querySelectorAll('dt')].map((dt) => [text(dt), text(dt.nextElementSibling!)]));

/** A dashboard drawn under the report's filter, as the server draws it. */
const withReport = (report: Partial<AuditReportView>, rest: Partial<AuditDashboardView> = {}): AuditDashboardView => ({
  ...auditDashboard,
  filter: report.filter ?? auditReport.filter,
  report: { ...auditReport, ...report },
  ...rest,
});

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

  it('filters with a plain GET form to the dashboard, its values the filter the page was drawn with, and a Clear link', async () => {
    const filter = { severity: 'warning' as const, check: 'section-length' as const, family: 'city' as const, path: '/locations/texas' };
    const { panel } = await dashboard(withReport({ filter, pages: [auditPages[0]!], matchingPages: 1 }));
    const form = panel.querySelector<HTMLFormElement>('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/content-optimizer#content-audit');
    expect([...form.querySelectorAll('[name]')].map((el) => el.getAttribute('name'))).toEqual(['severity', 'check', 'family', 'path']);
    expect(form.querySelector<HTMLSelectElement>('[name="severity"]')!.value).toBe('warning');
    expect(form.querySelector<HTMLSelectElement>('[name="check"]')!.value).toBe('section-length');
    expect(form.querySelector<HTMLSelectElement>('[name="family"]')!.value).toBe('city');
    expect(form.querySelector<HTMLInputElement>('[name="path"]')!.value).toBe('/locations/texas');
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

/* The island in the browser */

function answer(status: number, body: unknown) {
  const json = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: () => Promise.resolve(json), headers: new Headers() };
}

const finishedRun: AuditRunView = auditRun({ id: runningAuditRun.id, startedBy: 'alice', finishedAt: '2026-11-23T19:31:00.000Z', pages: 150, counts: { error: 1, warning: 2, notice: 0 } });
const finishedReport: AuditReportView = {
  ...auditReport,
  run: finishedRun,
  previous: auditReport.run,
  pages: [auditPage('/hot-shot-trucking', 'service', [auditFinding('broken-link', '/services/old-hot-shot', 'The link answers 404.')])],
  matchingPages: 1,
  cleanPages: 149,
  averageScore: 99.2,
  newFindings: 0,
  resolved: [],
};

describe('AuditPanel (island)', () => {
  // Fake timers from before the root is created until after it is unmounted.
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T19:31:30.000Z') });
  });
  const harness = islandRoot();
  const { fetchMock } = harness;
  afterEach(() => {
    jest.useRealTimers();
  });
  const calls = () => fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => `${init.method} ${url}`);
  const status = () => text(harness.container.querySelector('[role="status"]')!);
  const button = () => [...harness.container.querySelectorAll('button')].find((b) => text(b) === 'Run audit now')!;
  const pagePaths = () => [...harness.container.querySelectorAll('ol > li h4 a')].map((a) => a.getAttribute('href'));

  function mount(audit: AuditDashboardView) {
    act(() => harness.root.render(<AuditPanel audit={audit} timeZone="America/New_York" now={adminBase.now} />));
  }
  const click = async (element: HTMLElement) => {
    await act(async () => {
      element.click();
    });
  };
  const tick = async (ms = AUDIT_POLL_MS) => {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  };

  it('starts a run, says it is running, polls with the page\'s filter every 1.5 s, then shows the new report in place', async () => {
    const filtered = withReport({ filter: { severity: 'error', path: '/hot shot' } });
    mount(filtered);
    fetchMock
      .mockResolvedValueOnce(answer(202, { success: true, run: { ...runningAuditRun, status: 'queued', startedBy: 'alice' } }))
      .mockResolvedValueOnce(answer(200, { success: true, run: { ...runningAuditRun, startedBy: 'alice' }, report: null }))
      .mockResolvedValueOnce(answer(200, { success: true, run: finishedRun, report: finishedReport }));
    await click(button());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{}' });
    expect(status()).toBe('Audit running…');
    expect(button().disabled).toBe(true);
    expect(text(harness.container)).toContain('Queued by alice');
    // Nothing is asked before the first interval has passed.
    await tick(AUDIT_POLL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(calls()[1]).toBe(`GET /api/admin/audits/${runningAuditRun.id}?severity=error&path=%2Fhot%20shot`);
    expect(text(harness.container)).toContain('Started by alice, Nov 23');
    expect(pagePaths()).toEqual(auditPages.map((page) => page.path));
    await tick();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(status()).toBe('Audit finished: 150 pages audited; 1 error, 2 warnings, 0 notices.');
    expect(pagePaths()).toEqual(['/hot-shot-trucking']);
    expect(facts(harness.container)).toMatchObject({ Finished: 'Nov 23, 2:31 PM EST just now', 'Average score': '99/100', 'Pages audited': '150' });
    expect(button().disabled).toBe(false);
    // Done: no more polling.
    await tick(AUDIT_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('checks one page again and shows its findings now in place of the run\'s', async () => {
    mount(withReport({ pages: [auditPages[1]!], matchingPages: 1 }));
    const page = auditPages[1]!;
    const recheck = [...harness.container.querySelectorAll('button')].find((b) => text(b) === 'Check this page again')!;
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, page: { ...page, findings: [], counts: { error: 0, warning: 0, notice: 0 }, score: 100, checkedAt: '2026-11-23T19:31:30.000Z', ms: 84 } }));
    await click(recheck);
    expect(calls()).toEqual(['POST /api/admin/audits/pages']);
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].body).toBe(JSON.stringify({ path: page.path }));
    const card = harness.container.querySelector('ol > li')!;
    expect(text(card.querySelector('summary')!)).toBe('No findings now');
    expect(text(card.querySelector('[role="status"]')!)).toMatch(/^Checked again at Nov 23, 2:31 PM EST in 84 ms: 0 findings\. This page was checked on its own/);
  });

  it('on 409 follows the run already under way the same way', async () => {
    mount({ filter: {}, report: null, running: null, lastFailed: null, canStart: true });
    fetchMock
      .mockResolvedValueOnce(answer(409, { success: false, error: ALREADY_RUNNING_MESSAGE, run: { ...runningAuditRun, startedBy: 'bob' } }))
      .mockResolvedValueOnce(answer(200, { success: true, run: finishedRun, report: finishedReport }));
    await click(button());
    expect(status()).toBe('Audit running…');
    expect(text(harness.container)).toContain('Started by bob');
    expect(harness.container.querySelector('[role="alert"]')).toBeNull();
    await tick();
    expect(calls()).toEqual(['POST /api/admin/audits', `GET /api/admin/audits/${runningAuditRun.id}`]);
    expect(text(harness.container)).not.toContain('No audit has run yet.');
    expect(pagePaths()).toEqual(['/hot-shot-trucking']);
  });

  it('a failed run shows its error, keeps the report shown, and the button comes back', async () => {
    mount(auditDashboard);
    fetchMock
      .mockResolvedValueOnce(answer(202, { success: true, run: runningAuditRun }))
      .mockResolvedValueOnce(answer(200, { success: true, run: { ...runningAuditRun, status: 'failed', error: 'The site did not answer on /sitemap.xml' }, report: null }));
    await click(button());
    await tick();
    expect(text(harness.container.querySelector('[role="alert"]')!)).toBe('The audit failed: The site did not answer on /sitemap.xml');
    expect(status()).toBe('');
    expect(pagePaths()).toEqual(auditPages.map((page) => page.path));
    expect(button().disabled).toBe(false);
  });

  it('follows a run that was under way when the page was made, from hydration on', async () => {
    mount({ ...auditDashboard, running: runningAuditRun, canStart: false });
    expect(status()).toBe('Audit running…');
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, run: finishedRun, report: finishedReport }));
    await tick();
    expect(calls()).toEqual([`GET /api/admin/audits/${runningAuditRun.id}`]);
    expect(pagePaths()).toEqual(['/hot-shot-trucking']);
    expect(status()).toMatch(/^Audit finished/);
  });

  it('shows why a run could not start (a viewer\'s 403, no network), with the button back', async () => {
    mount(auditDashboard);
    fetchMock.mockResolvedValueOnce(answer(403, { success: false, error: ADMIN_PERMISSIONS['content:change'].refusal }));
    await click(button());
    expect(text(harness.container.querySelector('[role="alert"]')!)).toBe(ADMIN_PERMISSIONS['content:change'].refusal);
    expect(button().disabled).toBe(false);
    expect(status()).toBe('');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await click(button());
    expect(text(harness.container.querySelector('[role="alert"]')!)).toBe(ADMIN_NETWORK_ERROR);
  });

  it('stops following when the page goes away', async () => {
    mount({ ...auditDashboard, running: runningAuditRun });
    act(() => harness.root.unmount());
    harness.root = createRoot(harness.container);
    await tick(AUDIT_POLL_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
