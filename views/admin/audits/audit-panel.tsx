import { useEffect, useId, useState } from 'react';
import { followAuditRun, startAuditRun } from '../../../client/admin-api/audits.js';
import { failureMessage } from '../../../client/admin-api/request.js';
import { AUDIT_SEVERITIES, auditFilterQuery, type AuditDashboardView } from '../../../core/content-audit.js';
import { deskTime } from '../../../core/desk-time-format.js';
import { Changes } from './audit-changes.js';
import { AUDIT_PANEL_ID, Filters } from './audit-filters.js';
import { Pages } from './audit-pages.js';
import { RunFacts } from './audit-run-facts.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import { count, severityCount, starterName } from './audit-words.js';
import * as a from './audit-panel.css.js';
import * as s from '../shared/admin-ui.css.js';

export interface AuditPanelProps {
  audit: AuditDashboardView;
  timeZone: string;
  /** When the dashboard was made (ISO 8601): the run's age is counted from here until a new report arrives. */
  now: string;
}

const RUNNING = 'Audit running…';

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
  // The start's refusal and a run's end (failed, or no longer followed) share the one alert.
  const { busy: starting, error: failure, setError: setFailure, run } = useAdminAction('The audit could not be started');
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
        setFailure(`Lost track of the audit: ${failureMessage(lost, 'the server did not answer')}. Reload the page to see how it went.`);
      });
    return () => controller.abort();
  }, [followingId, query]);

  const start = () =>
    run(async () => {
      setFollowing(await startAuditRun());
      setAnnouncement(RUNNING);
    });

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
          <Pages report={report} filtered={filtered} timeZone={timeZone} />
        </>
      ) : (
        <p className={s.empty}>No audit has run yet.</p>
      )}
    </section>
  );
}
AuditPanel.displayName = 'AuditPanel' as const;
