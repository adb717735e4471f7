import { useId } from 'react';
import type { AuditReportView, ResolvedFindingView } from '../../../core/content-audit.js';
import { deskTime } from '../../../core/desk-time-format.js';
import { SeverityBadge, Subject } from './audit-badges.js';
import { checkLabel, count, starterName } from './audit-words.js';
import * as a from './audit-panel.css.js';
import * as s from '../shared/admin-ui.css.js';

/** Resolved findings shown open; more fold into a <details>. */
export const RESOLVED_SHOWN_OPEN = 5;

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

/** What changed since the previous run: new and resolved findings, or that this is the first run. */
export function Changes({ report, timeZone, filtered }: { report: AuditReportView; timeZone: string; filtered: boolean }) {
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

