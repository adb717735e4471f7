import { AUDIT_CHECKS, isAuditCheckId, NEW_BUILD_STARTER, SCHEDULE_STARTER, type AuditSeverity } from '../../../core/content-audit.js';
import { duration } from '../../../core/desk-time-format.js';
import type { ScoreBand } from './audit-panel.css.js';

// The words the content audit's panel puts around the API's figures (docs/product.md#23-content-optimizer).

export const SEVERITY_WORDS: Record<AuditSeverity, [one: string, many: string, title: string]> = {
  error: ['error', 'errors', 'Error'],
  warning: ['warning', 'warnings', 'Warning'],
  notice: ['notice', 'notices', 'Notice'],
};

/** Score bands, worst first: the word each band shows beside the number. */
const SCORE_BANDS: { band: ScoreBand; from: number; word: string }[] = [
  { band: 'poor', from: 0, word: 'Poor' },
  { band: 'fair', from: 70, word: 'Fair' },
  { band: 'good', from: 90, word: 'Good' },
];

export const scoreBand = (score: number) => SCORE_BANDS.findLast((band) => score >= band.from) ?? SCORE_BANDS[0]!;

export const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
export const severityCount = (n: number, severity: AuditSeverity) => count(n, SEVERITY_WORDS[severity][0], SEVERITY_WORDS[severity][1]);

/** A check's label; an id this bundle does not know yet (a check added on the server since) shows as itself. */
export const checkLabel = (check: string) => (isAuditCheckId(check) ? AUDIT_CHECKS[check].label : check);

/** Who started a run: the nightly schedule, a new build, or the admin by username. */
export function starterName(startedBy: string): string {
  if (startedBy === SCHEDULE_STARTER) return 'the nightly schedule';
  if (startedBy === NEW_BUILD_STARTER) return 'a new build';
  return startedBy;
}

/** How long a run took, in seconds, minutes and seconds, or the desk's `duration` past the hour. */
export function runDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min${seconds % 60 ? ` ${seconds % 60} s` : ''}`;
  return duration(seconds / 60);
}
