/** @jest-environment jsdom */
import { ADMIN_ONLY_MESSAGE } from '../../core/admin.js';
import type { AuditReportView, AuditRunView } from '../../core/content-audit.js';
import { ApiError } from '../api.js';
import { AUDIT_POLL_FAILURES, AUDIT_POLL_MS, followAuditRun, loadAuditRun, startAuditRun, type AuditRunAnswer } from './audits.js';

function answer(status: number, body: unknown) {
  const json = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: () => Promise.resolve(json), headers: new Headers() };
}

function run(overrides: Partial<AuditRunView>): AuditRunView {
  return {
    id: '00000000-0000-4000-8000-0000000000a3',
    status: 'running',
    startedBy: 'alice',
    queuedAt: '2026-11-23T19:29:00.000Z',
    startedAt: '2026-11-23T19:29:00.000Z',
    finishedAt: null,
    durationMs: null,
    buildTime: '2026-11-23T09:30:00.000Z',
    pages: 0,
    counts: { error: 0, warning: 0, notice: 0 },
    error: null,
    ...overrides,
  };
}

const runningRun = run({});
const doneRun = run({ status: 'done', finishedAt: '2026-11-23T19:31:00.000Z', durationMs: 120_000, pages: 150, counts: { error: 1, warning: 2, notice: 0 } });
const report = { run: doneRun, previous: null, filter: {}, pages: [], matchingPages: 0, cleanPages: 150, averageScore: 100, newFindings: 0, resolved: [] } satisfies AuditReportView;

/** The browser's fetch, answered by each test. */
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('the content audit calls', () => {
  const calls = () => fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => `${init.method} ${url}`);

  it('loadAuditRun asks for one run with the dashboard\'s filter and passes the signal on', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, run: doneRun, report }));
    const controller = new AbortController();
    await expect(loadAuditRun('a/b', 'severity=error&path=%2Fx', controller.signal)).resolves.toEqual({ run: doneRun, report });
    expect(calls()).toEqual(['GET /api/admin/audits/a%2Fb?severity=error&path=%2Fx']);
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].signal).toBe(controller.signal);
    await loadAuditRun('r1', '');
    expect(calls()[1]).toBe('GET /api/admin/audits/r1');
  });

  it('startAuditRun posts an empty JSON object and returns the queued run', async () => {
    fetchMock.mockResolvedValue(answer(202, { success: true, run: { ...runningRun, status: 'queued' } }));
    await expect(startAuditRun()).resolves.toEqual({ ...runningRun, status: 'queued' });
    expect(fetchMock.mock.calls[0]).toEqual(['/api/admin/audits', expect.objectContaining({ method: 'POST', body: '{}', credentials: 'same-origin' })]);
  });

  it('startAuditRun returns the run under way on a 409, and throws any other refusal', async () => {
    fetchMock.mockResolvedValueOnce(answer(409, { success: false, error: 'An audit is already running', run: { ...runningRun, startedBy: 'bob' } }));
    await expect(startAuditRun()).resolves.toMatchObject({ id: runningRun.id, startedBy: 'bob' });
    fetchMock.mockResolvedValueOnce(answer(409, { success: false, error: 'An audit is already running' }));
    await expect(startAuditRun()).rejects.toMatchObject({ status: 409 });
    fetchMock.mockResolvedValueOnce(answer(403, { success: false, error: ADMIN_ONLY_MESSAGE }));
    await expect(startAuditRun()).rejects.toMatchObject({ status: 403, serverMessage: ADMIN_ONLY_MESSAGE });
  });

  it('following with the real clock: the first question waits AUDIT_POLL_MS, and an abort while waiting asks nothing', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockResolvedValue(answer(200, { success: true, run: doneRun, report }));
      const done = followAuditRun(runningRun.id, { query: 'family=city' });
      await jest.advanceTimersByTimeAsync(AUDIT_POLL_MS - 1);
      expect(fetchMock).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await expect(done).resolves.toEqual({ run: doneRun, report });
      expect(calls()).toEqual([`GET /api/admin/audits/${runningRun.id}?family=city`]);

      const controller = new AbortController();
      const stopped = followAuditRun(runningRun.id, { query: '', signal: controller.signal });
      controller.abort(new DOMException('gone', 'AbortError'));
      await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
      await jest.advanceTimersByTimeAsync(AUDIT_POLL_MS * 2);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('followAuditRun', () => {
  const running: AuditRunAnswer = { run: runningRun, report: null };
  const done: AuditRunAnswer = { run: doneRun, report };
  const noWait = () => Promise.resolve();

  it('asks until the run is done, reporting progress, and resolves with the last answer', async () => {
    const load = jest.fn<Promise<AuditRunAnswer>, [string, string, AbortSignal?]>().mockResolvedValueOnce(running).mockResolvedValueOnce(running).mockResolvedValueOnce(done);
    const progress: string[] = [];
    const waits: number[] = [];
    const result = await followAuditRun('run-1', { query: 'family=city', load, wait: (ms) => (waits.push(ms), Promise.resolve()), onProgress: (r) => progress.push(r.status) });
    expect(result).toBe(done);
    expect(load.mock.calls.map(([id, query]) => `${id}?${query}`)).toEqual(['run-1?family=city', 'run-1?family=city', 'run-1?family=city']);
    expect(waits).toEqual([AUDIT_POLL_MS, AUDIT_POLL_MS, AUDIT_POLL_MS]);
    expect(progress).toEqual(['running', 'running']);
  });

  it('resolves with a failed run as with a done one', async () => {
    const failed: AuditRunAnswer = { run: run({ status: 'failed', error: 'The site did not answer on /sitemap.xml' }), report: null };
    await expect(followAuditRun('r', { query: '', load: jest.fn().mockResolvedValueOnce(running).mockResolvedValueOnce(failed), wait: noWait })).resolves.toBe(failed);
  });

  it('rides out passing failures (no answer, 5xx, 429) but not AUDIT_POLL_FAILURES in a row, nor a 4xx', async () => {
    const outage = new ApiError(503, 'Service Unavailable', '');
    const throttled = new ApiError(429, 'Too Many Requests', '');
    const flaky = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(outage).mockResolvedValueOnce(running).mockRejectedValueOnce(throttled).mockResolvedValueOnce(done);
    await expect(followAuditRun('r', { query: '', load: flaky, wait: noWait })).resolves.toBe(done);

    const down = jest.fn().mockRejectedValue(outage);
    await expect(followAuditRun('r', { query: '', load: down, wait: noWait })).rejects.toBe(outage);
    expect(down).toHaveBeenCalledTimes(AUDIT_POLL_FAILURES);

    const gone = new ApiError(404, 'Not Found', '{"success":false,"error":"No such audit run"}');
    const missing = jest.fn().mockRejectedValue(gone);
    await expect(followAuditRun('r', { query: '', load: missing, wait: noWait })).rejects.toBe(gone);
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it('stops at once when aborted', async () => {
    const controller = new AbortController();
    const load = jest.fn().mockImplementation(() => {
      controller.abort(new DOMException('gone', 'AbortError'));
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(followAuditRun('r', { query: '', load, wait: noWait, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
