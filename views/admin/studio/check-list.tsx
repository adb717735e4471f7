import type { PostCheckView } from '../../../core/studio-posts.js';
import { APPROVED_CLAIMS_TITLE, approveFigurePath } from '../../../core/approved-claims.js';
import { checksBySeverity, SEVERITY_HEADINGS } from './post-editor-text.js';
import * as s from './studio.css.js';

/** A list of checks grouped by severity, each with its label, message, subject and fix. */
export function CheckList({ checks, headingLevel = 3 }: { checks: readonly PostCheckView[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  if (checks.length === 0) return <p className={s.muted}>No findings: the checks passed.</p>;
  return (
    <>
      {checksBySeverity(checks).map((group) => (
        <div key={group.severity} className={s.checkGroup}>
          <Heading className={s.sectionTitle}>
            {SEVERITY_HEADINGS[group.severity]} ({group.checks.length})
          </Heading>
          <ul className={s.checkList}>
            {group.checks.map((check, index) => (
              <li key={`${check.check}-${index}`} className={`${s.checkItem} ${s.severity[check.severity]}`}>
                <span className={s.checkLabel}>{check.label}</span>
                <span>{check.message}</span>
                {check.subject ? <span className={s.muted}>Where: {check.subject}</span> : null}
                {check.fix ? <span>How to fix: {check.fix}</span> : null}
                {check.check === 'unapproved-figure' ? (
                  <a href={approveFigurePath(check.subject)} className={s.checkLink} target="_blank" rel="noopener">
                    Approve “{check.subject}” in {APPROVED_CLAIMS_TITLE} (opens in a new tab)
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
