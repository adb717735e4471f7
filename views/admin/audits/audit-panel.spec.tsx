/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-text-encoding.js';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AUDIT_POLL_MS } from '../../../client/admin-api/audits.js';
import { ADMIN_NETWORK_ERROR, ADMIN_PERMISSIONS } from '../../../core/admin.js';
import { ALREADY_RUNNING_MESSAGE, type AuditDashboardView, type AuditReportView, type AuditRunView } from '../../../core/content-audit.js';
import { islandRoot, jsonAnswer } from '../../../test/island-root.js';
import { text } from '../../../test/rendered-page.js';
import { adminBase, auditDashboard, auditFinding, auditPage, auditPages, auditReport, auditRun, runningAuditRun, withReport } from '../shared/admin-fixtures.js';
import { facts } from '../shared/spec-reading.js';
import { AuditPanel } from './audit-panel.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
      .mockResolvedValueOnce(jsonAnswer(202, { success: true, run: { ...runningAuditRun, status: 'queued', startedBy: 'alice' } }))
      .mockResolvedValueOnce(jsonAnswer(200, { success: true, run: { ...runningAuditRun, startedBy: 'alice' }, report: null }))
      .mockResolvedValueOnce(jsonAnswer(200, { success: true, run: finishedRun, report: finishedReport }));
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
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { success: true, page: { ...page, findings: [], counts: { error: 0, warning: 0, notice: 0 }, score: 100, checkedAt: '2026-11-23T19:31:30.000Z', ms: 84 } }));
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
      .mockResolvedValueOnce(jsonAnswer(409, { success: false, error: ALREADY_RUNNING_MESSAGE, run: { ...runningAuditRun, startedBy: 'bob' } }))
      .mockResolvedValueOnce(jsonAnswer(200, { success: true, run: finishedRun, report: finishedReport }));
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
      .mockResolvedValueOnce(jsonAnswer(202, { success: true, run: runningAuditRun }))
      .mockResolvedValueOnce(jsonAnswer(200, { success: true, run: { ...runningAuditRun, status: 'failed', error: 'The site did not answer on /sitemap.xml' }, report: null }));
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
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { success: true, run: finishedRun, report: finishedReport }));
    await tick();
    expect(calls()).toEqual([`GET /api/admin/audits/${runningAuditRun.id}`]);
    expect(pagePaths()).toEqual(['/hot-shot-trucking']);
    expect(status()).toMatch(/^Audit finished/);
  });

  it('shows why a run could not start (a viewer\'s 403, no network), with the button back', async () => {
    mount(auditDashboard);
    fetchMock.mockResolvedValueOnce(jsonAnswer(403, { success: false, error: ADMIN_PERMISSIONS['content:change'].refusal }));
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
