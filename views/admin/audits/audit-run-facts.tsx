import type { AuditReportView } from '../../../core/content-audit.js';
import { age, deskTime } from '../../../core/desk-time-format.js';
import { SeverityCounts } from './audit-badges.js';
import { runDuration, starterName } from './audit-words.js';
import * as a from './audit-panel.css.js';
import * as s from '../shared/admin-ui.css.js';

/** The report's run: when it finished (or failed), who started it, how long it took, its pages, score and counts. */
export function RunFacts({ report, timeZone, now }: { report: AuditReportView; timeZone: string; now: string }) {
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

