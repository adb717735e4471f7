import type { AuditReportView, AuditRunView, PageRecheckView } from '../../core/content-audit.js';
import { ApiError, apiRequest } from '../api.js';
import { answerOf } from './request.js';

// The content audit (docs/product.md#23-content-optimizer): a run's start, the polling that follows it, and
// one page checked again.

const AUDITS_API = '/api/admin/audits';
/** How often a run under way is asked about. */
export const AUDIT_POLL_MS = 1500;
/** Failed checks in a row (no answer, a 5xx or a 429) before a run is no longer followed. */
export const AUDIT_POLL_FAILURES = 3;

export interface AuditRunAnswer {
  run: AuditRunView;
  report: AuditReportView | null;
}

/** One run and, once it is done, its report filtered by `query` (the dashboard's filter as a query string). */
export async function loadAuditRun(id: string, query: string, signal?: AbortSignal): Promise<AuditRunAnswer> {
  const url = `${AUDITS_API}/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
  const { run, report } = await apiRequest<{ success: true } & AuditRunAnswer>('GET', url, undefined, {}, { signal });
  return { run, report };
}

/**
 * Starts a run (admins only). When one is already queued or running the API answers 409 with that run,
 * which is returned just the same: two admins pressing at once both follow the one run.
 */
export async function startAuditRun(): Promise<AuditRunView> {
  try {
    // An empty JSON object: the API gate refuses a POST without a JSON Content-Type.
    return await answerOf<AuditRunView>('run', 'POST', AUDITS_API, {});
  } catch (failure) {
    const run = failure instanceof ApiError && failure.status === 409 ? (failure.body as { run?: AuditRunView } | undefined)?.run : undefined;
    if (run) return run;
    throw failure;
  }
}

/** One page audited again on its own ("Check this page again"): its findings now. */
export function recheckPage(path: string): Promise<PageRecheckView> {
  return answerOf<PageRecheckView>('page', 'POST', `${AUDITS_API}/pages`, { path });
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

const isAbort = (failure: unknown) => failure instanceof DOMException && failure.name === 'AbortError';

/** A failure worth asking again after: no answer at all, a 5xx, or 429. A 4xx (signed out, no such run) is final. */
const isPassing = (failure: unknown) => !isAbort(failure) && (!(failure instanceof ApiError) || failure.status >= 500 || failure.status === 429);

const isSettled = (run: AuditRunView) => run.status === 'done' || run.status === 'failed';

export interface FollowOptions {
  /** The dashboard's filter as a query string, so the report arrives filtered as the page is. */
  query: string;
  signal?: AbortSignal;
  /** Each answer while the run is under way. */
  onProgress?: (run: AuditRunView) => void;
  load?: typeof loadAuditRun;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Asks for a run every AUDIT_POLL_MS until it is done or failed and resolves with that last answer.
 * Up to AUDIT_POLL_FAILURES passing failures in a row are ridden out; anything else rejects (an abort
 * with the signal's reason).
 */
export async function followAuditRun(id: string, { query, signal, onProgress, load = loadAuditRun, wait = sleep }: FollowOptions): Promise<AuditRunAnswer> {
  let failures = 0;
  for (;;) {
    await wait(AUDIT_POLL_MS, signal);
    let answer: AuditRunAnswer;
    try {
      answer = await load(id, query, signal);
    } catch (failure) {
      if (signal?.aborted) throw signal.reason;
      if (isPassing(failure) && ++failures < AUDIT_POLL_FAILURES) continue;
      throw failure;
    }
    failures = 0;
    if (isSettled(answer.run)) return answer;
    onProgress?.(answer.run);
  }
}
