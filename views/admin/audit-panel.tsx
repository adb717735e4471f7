import { useEffect, useId, useState } from 'react';
import { apiRequest, ApiError } from '../../client/api.js';
import { ADMIN_HOME_PATH } from '../../core/admin.js';
import {
  AUDIT_CHECK_IDS,
  AUDIT_CHECKS,
  AUDIT_SEVERITIES,
  auditFilterQuery,
  isAuditCheckId,
  NEW_BUILD_STARTER,
  PAGE_FAMILIES,
  PAGE_FAMILY_LABELS,
  SCHEDULE_STARTER,
  type AuditDashboardView,
  type AuditFilterView,
  type AuditFindingView,
  type AuditPageView,
  type AuditReportView,
  type AuditRunView,
  type AuditSeverity,
  type ResolvedFindingView,
} from '../../core/content-audit.js';
import { age, deskTime, duration } from '../../core/desk-time-format.js';
import * as f from './admin-forms.css.js';
import * as a from './audit-panel.css.js';
import * as s from './desk.css.js';

export interface AuditPanelProps {
  audit: AuditDashboardView;
  timeZone: string;
  /** When the dashboard was made (ISO 8601): the run's age is counted from here until a new report arrives. */
  now: string;
}

/** Where the panel sits on the dashboard: the filter form and its Clear link come back to it. */
export const AUDIT_PANEL_ID = 'content-audit';
/** How often a run under way is asked about. */
export const AUDIT_POLL_MS = 1500;
/** Failed checks in a row (no answer, or a 5xx) before the panel stops following a run. */
export const AUDIT_POLL_FAILURES = 3;
/** Resolved findings shown open; more fold into a <details>. */
export const RESOLVED_SHOWN_OPEN = 5;

const AUDITS_API = '/api/admin/audits';
const LOST = 'Network error. Please try again.';
const RUNNING = 'Audit running…';

const SEVERITY_WORDS: Record<AuditSeverity, [one: string, many: string, title: string]> = {
  error: ['error', 'errors', 'Error'],
  warning: ['warning', 'warnings', 'Warning'],
  notice: ['notice', 'notices', 'Notice'],
};

/** Score bands, worst first: the word each band shows beside the number. */
const SCORE_BANDS: { band: a.ScoreBand; from: number; word: string }[] = [
  { band: 'poor', from: 0, word: 'Poor' },
  { band: 'fair', from: 70, word: 'Fair' },
  { band: 'good', from: 90, word: 'Good' },
];

export const scoreBand = (score: number) => SCORE_BANDS.findLast((band) => score >= band.from) ?? SCORE_BANDS[0]!;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const severityCount = (n: number, severity: AuditSeverity) => count(n, SEVERITY_WORDS[severity][0], SEVERITY_WORDS[severity][1]);

/** A check's label; an id this bundle does not know yet (a check added on the server since) shows as itself. */
const checkLabel = (check: string) => (isAuditCheckId(check) ? AUDIT_CHECKS[check].label : check);

/** "the nightly schedule", "a new build" or the admin's username. */
export function starterName(startedBy: string): string {
  if (startedBy === SCHEDULE_STARTER) return 'the nightly schedule';
  if (startedBy === NEW_BUILD_STARTER) return 'a new build';
  return startedBy;
}

/** "8 s", "1 min 23 s", "1 h 05 min": how long a run took (the desk's `duration` past the hour). */
export function runDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min${seconds % 60 ? ` ${seconds % 60} s` : ''}`;
  return duration(seconds / 60);
}

/** Markup (`<h1>Dallas</h1>`) reads as code; a sentence or a path as text. */
const isMarkup = (subject: string) => /^\s*</.test(subject);

const isSettled = (run: AuditRunView) => run.status === 'done' || run.status === 'failed';

export interface AuditRunAnswer {
  run: AuditRunView;
  report: AuditReportView | null;
}

/** One run and, once it is done, its report filtered as the dashboard is. */
export async function loadAuditRun(id: string, query: string, signal?: AbortSignal): Promise<AuditRunAnswer> {
  const url = `${AUDITS_API}/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
  const { run, report } = await apiRequest<{ success: true } & AuditRunAnswer>('GET', url, undefined, {}, { signal });
  return { run, report };
}

/**
 * Starts a run (admins only). When one is already queued or running the API answers 409 with that run:
 * the panel follows it just the same, so two admins pressing at once both see the one run.
 */
export async function startAuditRun(): Promise<AuditRunView> {
  try {
    // An empty JSON object: the API gate refuses a POST without a JSON Content-Type.
    return (await apiRequest<{ success: true; run: AuditRunView }>('POST', AUDITS_API, {})).run;
  } catch (failure) {
    const run = failure instanceof ApiError && failure.status === 409 ? (failure.body as { run?: AuditRunView } | undefined)?.run : undefined;
    if (run) return run;
    throw failure;
  }
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

const failureText = (failure: unknown, fallback: string) => (failure instanceof ApiError ? (failure.serverMessage ?? fallback) : LOST);

function SeverityBadge({ severity }: { severity: AuditSeverity }) {
  return <span className={a.severity[severity]}>{SEVERITY_WORDS[severity][2]}</span>;
}

/** The counts of one run or page as badges, one per severity; `hideNone` leaves out the severities with nothing. */
function SeverityCounts({ counts, label, hideNone }: { counts: Record<AuditSeverity, number>; label: string; hideNone?: boolean }) {
  const shown = AUDIT_SEVERITIES.filter((severity) => !hideNone || counts[severity] > 0);
  return (
    <ul className={a.badges} aria-label={label}>
      {shown.map((severity) => (
        <li key={severity} className={counts[severity] ? a.severity[severity] : a.severityNone}>
          {severityCount(counts[severity], severity)}
        </li>
      ))}
    </ul>
  );
}

function Score({ score }: { score: number }) {
  const { band, word } = scoreBand(score);
  return (
    <p className={`${a.score} ${a.scoreBand[band]}`}>
      <span className={a.hidden}>Score </span>
      <span className={a.scoreValue}>{score}</span>
      <span className={a.scoreMax}>/100</span>{' '}
      <span className={a.scoreWord}>{word}</span>
    </p>
  );
}

function Subject({ subject }: { subject: string }) {
  return <p className={a.subject}>{isMarkup(subject) ? <code className={a.code}>{subject}</code> : subject}</p>;
}

function RunFacts({ report, timeZone, now }: { report: AuditReportView; timeZone: string; now: string }) {
  const { run } = report;
  const at = run.finishedAt ?? run.startedAt ?? run.queuedAt;
  return (
    <div className={a.summary}>
      <dl className={a.facts}>
        <div className={a.fact}>
          <dt className={a.factName}>{run.status === 'failed' ? 'Failed' : 'Finished'}</dt>
          <dd className={a.factValue}>
            <time dateTime={at}>{deskTime(at, timeZone)}</time>{' '}
            <span className={a.factAside}>{age(at, now)}</span>
          </dd>
        </div>
        <div className={a.fact}>
          <dt className={a.factName}>Started by</dt>
          <dd className={a.factValue}>{starterName(run.startedBy)}</dd>
        </div>
        <div className={a.fact}>
          <dt className={a.factName}>Took</dt>
          <dd className={a.factValue}>{run.durationMs === null ? '—' : runDuration(run.durationMs)}</dd>
        </div>
        <div className={a.fact}>
          <dt className={a.factName}>Pages audited</dt>
          <dd className={a.factValue}>{run.pages}</dd>
        </div>
        <div className={a.fact}>
          <dt className={a.factName}>Average score</dt>
          <dd className={a.factValue}>{`${Math.round(report.averageScore)}/100`}</dd>
        </div>
      </dl>
      <SeverityCounts counts={run.counts} label="Findings of this run" />
      {run.status === 'failed' && run.error ? (
        <p className={s.alert} role="alert">
          {`The audit failed: ${run.error}`}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The filter: a plain GET form to the dashboard, so it works before (and without) the island and every
 * filtered view is a link. Its action ends in the panel's anchor, so the reloaded page opens on the panel.
 */
function Filters({ filter }: { filter: AuditFilterView }) {
  const id = useId();
  const home = `${ADMIN_HOME_PATH}#${AUDIT_PANEL_ID}`;
  return (
    <form method="get" action={home} className={a.filters} aria-labelledby={`${id}title`}>
      <h3 id={`${id}title`} className={a.filterTitle}>
        Filter findings
      </h3>
      <div className={a.filterGrid}>
        <div className={f.field}>
          <label htmlFor={`${id}severity`} className={f.label}>
            Severity
          </label>
          <select id={`${id}severity`} name="severity" className={f.select} defaultValue={filter.severity ?? ''}>
            <option value="">Any severity</option>
            {AUDIT_SEVERITIES.map((severity) => (
              <option key={severity} value={severity}>
                {SEVERITY_WORDS[severity][2]}s
              </option>
            ))}
          </select>
        </div>
        <div className={f.field}>
          <label htmlFor={`${id}check`} className={f.label}>
            Check
          </label>
          <select id={`${id}check`} name="check" className={f.select} defaultValue={filter.check ?? ''}>
            <option value="">Any check</option>
            {AUDIT_SEVERITIES.map((severity) => (
              <optgroup key={severity} label={`${SEVERITY_WORDS[severity][2]}s`}>
                {AUDIT_CHECK_IDS.filter((check) => AUDIT_CHECKS[check].severity === severity).map((check) => (
                  <option key={check} value={check}>
                    {AUDIT_CHECKS[check].label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className={f.field}>
          <label htmlFor={`${id}family`} className={f.label}>
            Page family
          </label>
          <select id={`${id}family`} name="family" className={f.select} defaultValue={filter.family ?? ''}>
            <option value="">Any page</option>
            {PAGE_FAMILIES.map((family) => (
              <option key={family} value={family}>
                {PAGE_FAMILY_LABELS[family]}
              </option>
            ))}
          </select>
        </div>
        <div className={f.field}>
          <label htmlFor={`${id}path`} className={f.label}>
            Path
          </label>
          <input id={`${id}path`} name="path" type="search" className={f.input} defaultValue={filter.path ?? ''} placeholder="/locations/texas" maxLength={300} />
        </div>
        <div className={a.filterButtons}>
          <button type="submit" className={s.primaryButton}>
            Filter
          </button>
          {auditFilterQuery(filter) ? (
            <a href={home} className={s.smallButton}>
              Clear
            </a>
          ) : null}
        </div>
      </div>
    </form>
  );
}

function ResolvedList({ resolved }: { resolved: ResolvedFindingView[] }) {
  return (
    <ul className={a.resolvedList}>
      {resolved.map((finding) => (
        <li key={`${finding.path}\u0000${finding.check}\u0000${finding.subject}`} className={a.resolvedItem}>
          <span className={a.resolvedPath}>{finding.path}</span>{' '}
          <span>
            <SeverityBadge severity={finding.severity} /> {checkLabel(finding.check)}
          </span>{' '}
          <Subject subject={finding.subject} />
        </li>
      ))}
    </ul>
  );
}

function Changes({ report, timeZone, filtered }: { report: AuditReportView; timeZone: string; filtered: boolean }) {
  const id = useId();
  const { previous, resolved } = report;
  return (
    <section className={a.block} aria-labelledby={`${id}changes`}>
      <h3 id={`${id}changes`} className={a.blockTitle}>
        What changed since the previous run
      </h3>
      <div className={a.changes}>
        {previous ? (
          <>
            <p className={s.muted}>
              {'Compared with the run of '}
              <time dateTime={previous.finishedAt ?? previous.queuedAt}>{deskTime(previous.finishedAt ?? previous.queuedAt, timeZone)}</time>
              {`, started by ${starterName(previous.startedBy)}.`}
            </p>
            <ul className={a.changeFigures}>
              <li className={`${a.changeFigure} ${report.newFindings ? a.changeNew : a.changeNone}`}>{count(report.newFindings, 'new finding', 'new findings')}</li>
              <li className={`${a.changeFigure} ${resolved.length ? a.changeResolved : a.changeNone}`}>{count(resolved.length, 'finding resolved', 'findings resolved')}</li>
            </ul>
            {resolved.length === 0 ? null : resolved.length <= RESOLVED_SHOWN_OPEN ? (
              <ResolvedList resolved={resolved} />
            ) : (
              <details className={s.more}>
                <summary className={s.moreSummary}>{`Show the ${resolved.length} resolved findings`}</summary>
                <ResolvedList resolved={resolved} />
              </details>
            )}
            {filtered ? <p className={a.moreLine}>Resolved findings are those that match the filter.</p> : null}
          </>
        ) : (
          <p className={s.muted}>This is the first audit: there is no earlier run to compare it with.</p>
        )}
      </div>
    </section>
  );
}

function Finding({ finding }: { finding: AuditFindingView }) {
  return (
    <li className={a.finding}>
      <p className={a.findingHead}>
        <SeverityBadge severity={finding.severity} />{' '}
        <span className={a.checkLabel}>{checkLabel(finding.check)}</span>
      </p>
      <Subject subject={finding.subject} />
      <p className={a.findingMessage}>{finding.message}</p>
      <p className={a.fix}>
        <span className={a.fixLabel}>Fix: </span>
        {finding.fix}
      </p>
    </li>
  );
}

const bySeverity = (findings: AuditFindingView[]) => [...findings].sort((x, y) => AUDIT_SEVERITIES.indexOf(x.severity) - AUDIT_SEVERITIES.indexOf(y.severity));

function PageCard({ page, open }: { page: AuditPageView; open: boolean }) {
  const { band } = scoreBand(page.score);
  return (
    <li className={`${a.page} ${a.pageBand[band]}`}>
      <Score score={page.score} />
      <div className={a.pageMain}>
        <h4 className={a.pagePath}>
          <a href={page.path} className={a.pageLink}>
            {page.path}
          </a>
        </h4>
        <p className={a.pageFamily}>{PAGE_FAMILY_LABELS[page.family] ?? page.family}</p>
        <SeverityCounts counts={page.counts} label={`Findings on ${page.path}`} hideNone />
      </div>
      <details className={`${s.more} ${a.pageFindings}`} open={open}>
        <summary className={s.moreSummary}>{`${count(page.findings.length, 'finding', 'findings')} and how to fix ${page.findings.length === 1 ? 'it' : 'them'}`}</summary>
        <ul className={a.findings}>
          {bySeverity(page.findings).map((finding, i) => (
            <Finding key={`${finding.check}-${i}`} finding={finding} />
          ))}
        </ul>
      </details>
    </li>
  );
}

function Pages({ report, filtered }: { report: AuditReportView; filtered: boolean }) {
  const id = useId();
  const { pages, matchingPages, cleanPages } = report;
  const more = matchingPages - pages.length;
  return (
    <section className={a.block} aria-labelledby={`${id}pages`}>
      <h3 id={`${id}pages`} className={a.blockTitle}>
        Pages, worst score first
      </h3>
      <p className={a.resultLine}>
        {`${count(matchingPages, 'page has', 'pages have')} ${filtered ? 'findings that match the filter' : 'something to fix'}; `}
        {`${count(cleanPages, 'page has', 'pages have')} ${filtered ? 'nothing that matches the filter' : 'nothing to fix'}.`}
      </p>
      {pages.length ? (
        <ol className={a.pages}>
          {pages.map((page) => (
            <PageCard key={page.path} page={page} open={pages.length === 1} />
          ))}
        </ol>
      ) : (
        <p className={s.empty}>{filtered ? 'No page has a finding that matches this filter.' : 'Every page passes every check.'}</p>
      )}
      {more > 0 ? <p className={a.moreLine}>{`${count(more, 'more page matches', 'more pages match')}; narrow the filter`}</p> : null}
    </section>
  );
}

/**
 * The dashboard's content audit (docs/product.md#23-content-optimizer): the latest run's facts and report,
 * drawn on the server already filtered; admins start a run here and the island follows it (every
 * AUDIT_POLL_MS) until it is done, then shows the new report in place. A run already under way when the
 * page was made is followed from hydration on.
 */
export function AuditPanel({ audit, timeZone, now }: AuditPanelProps) {
  const id = useId();
  const [report, setReport] = useState(audit.report);
  const [following, setFollowing] = useState(audit.running);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState(audit.running ? RUNNING : '');
  const [clock, setClock] = useState(now);
  // The filter only changes with a new page load, so the one the server drew is the one to keep.
  const filter = audit.filter;
  const query = auditFilterQuery(filter);
  const followingId = following?.id ?? null;

  useEffect(() => {
    if (followingId === null) return;
    const controller = new AbortController();
    followAuditRun(followingId, { query, signal: controller.signal, onProgress: setFollowing })
      .then(({ run, report: next }) => {
        setFollowing(null);
        if (run.status === 'failed') {
          setAnnouncement('');
          setFailure(`The audit failed: ${run.error ?? 'no reason was recorded'}`);
          return;
        }
        if (next) setReport(next);
        setClock(new Date().toISOString());
        setAnnouncement(`Audit finished: ${count(run.pages, 'page', 'pages')} audited; ${AUDIT_SEVERITIES.map((severity) => severityCount(run.counts[severity], severity)).join(', ')}.`);
      })
      .catch((lost: unknown) => {
        if (controller.signal.aborted) return;
        setFollowing(null);
        setAnnouncement('');
        setFailure(`Lost track of the audit: ${failureText(lost, 'the server did not answer')}. Reload the page to see how it went.`);
      });
    return () => controller.abort();
  }, [followingId, query]);

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      const run = await startAuditRun();
      setFollowing(run);
      setAnnouncement(RUNNING);
    } catch (refused) {
      setFailure(failureText(refused, 'The audit could not be started'));
    } finally {
      setStarting(false);
    }
  };

  const filtered = query !== '';
  return (
    <section id={AUDIT_PANEL_ID} aria-labelledby={`${id}title`}>
      <div className={a.panelHead}>
        <div>
          <h2 id={`${id}title`} className={s.sectionTitle}>
            Content audit
          </h2>
          <p className={a.intro}>Every page of the site checked for what hurts it in search: titles, headings, links, images and structured data.</p>
        </div>
        {audit.canStart ? (
          <div className={a.startBox}>
            <button type="button" className={`${s.primaryButton} ${a.startButton}`} disabled={starting || following !== null} onClick={() => void start()}>
              Run audit now
            </button>
          </div>
        ) : (
          <p className={a.viewerNote}>Only admins can start an audit.</p>
        )}
      </div>
      <p role="status" aria-live="polite" className={a.status}>
        {following ? <span className={a.spinner} aria-hidden="true" /> : null}
        {announcement}
      </p>
      {following ? (
        <p className={a.runningDetail}>
          {`${following.status === 'queued' ? 'Queued' : 'Started'} by ${starterName(following.startedBy)}, `}
          <time dateTime={following.startedAt ?? following.queuedAt}>{deskTime(following.startedAt ?? following.queuedAt, timeZone)}</time>
          {'. The report below is replaced when it finishes.'}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className={s.alert}>
          {failure}
        </p>
      ) : audit.lastFailed && !following ? (
        <p className={s.alert}>
          {'The last audit, started by '}
          {starterName(audit.lastFailed.startedBy)}
          {', failed: '}
          {(audit.lastFailed.error ?? 'no reason was recorded').replace(/\.$/, '')}
          {'. The report below is from the run before.'}
        </p>
      ) : null}
      {report ? (
        <>
          <RunFacts report={report} timeZone={timeZone} now={clock} />
          <Filters filter={filter} />
          <Changes report={report} timeZone={timeZone} filtered={filtered} />
          <Pages report={report} filtered={filtered} />
        </>
      ) : (
        <p className={s.empty}>No audit has run yet.</p>
      )}
    </section>
  );
}
AuditPanel.displayName = 'AuditPanel' as const;
