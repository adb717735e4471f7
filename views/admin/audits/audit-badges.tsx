import { AUDIT_SEVERITIES, type AuditSeverity } from '../../../core/content-audit.js';
import { scoreBand, SEVERITY_WORDS, severityCount } from './audit-words.js';
import * as a from './audit-panel.css.js';

// The small pieces the audit's run facts, changes and pages all draw: severities, counts, a score, a subject.

export function SeverityBadge({ severity }: { severity: AuditSeverity }) {
  return <span className={a.severity[severity]}>{SEVERITY_WORDS[severity][2]}</span>;
}

/** The counts of one run or page as badges, one per severity; `hideNone` leaves out the severities with nothing. */
export function SeverityCounts({ counts, label, hideNone }: { counts: Record<AuditSeverity, number>; label: string; hideNone?: boolean }) {
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

export function Score({ score }: { score: number }) {
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

/** Markup reads as code; a sentence or a path as text. */
const isMarkup = (subject: string) => /^\s*</.test(subject);

export function Subject({ subject }: { subject: string }) {
  return <p className={a.subject}>{isMarkup(subject) ? <code className={a.code}>{subject}</code> : subject}</p>;
}
