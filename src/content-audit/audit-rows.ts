import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AUDIT_CHECKS,
  AUDIT_SEVERITIES,
  pageScore,
  type AuditCheckId,
  type AuditFindingView,
  type AuditPageView,
  type AuditRunView,
  type AuditSeverity,
  type PageFamily,
} from '../../core/content-audit.js';
import { fixPlace, fixText } from '../../core/audit-fix.js';
import type { PageIssue } from './audit-model.js';
import type { PostAt } from './post-fixes.js';

// The content optimizer's stored rows (audit_run, audit_finding) and the views made of them: what the runs
// (audit-runner.ts) write and the reports and one-page checks (content-audit.ts) read.

export interface RunRow {
  id: string;
  status: AuditRunView['status'];
  started_by: string;
  queued_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  duration_ms: number | null;
  build_time: Date | null;
  pages: number;
  errors: number;
  warnings: number;
  notices: number;
  score_total: number;
  error: string | null;
}

export interface FindingRow {
  path: string;
  family: PageFamily;
  severity: AuditSeverity;
  check: AuditCheckId;
  subject: string;
  message: string;
}

/** Characters of a finding's subject and message a row keeps (the columns' length). */
const FINDING_TEXT_MAX = 500;

/** A finding as it is stored: with its severity, its subject and message cut to the columns' length. */
export function findingRow(issue: PageIssue, family: PageFamily): FindingRow {
  return {
    path: issue.path,
    family,
    severity: AUDIT_CHECKS[issue.check].severity,
    check: issue.check,
    subject: issue.subject.slice(0, FINDING_TEXT_MAX),
    message: issue.message.slice(0, FINDING_TEXT_MAX),
  };
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function runView(row: RunRow): AuditRunView {
  return {
    id: row.id,
    status: row.status,
    startedBy: row.started_by,
    queuedAt: new Date(row.queued_at).toISOString(),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    durationMs: row.duration_ms,
    buildTime: iso(row.build_time),
    pages: row.pages,
    counts: { error: row.errors, warning: row.warnings, notice: row.notices },
    error: row.error,
  };
}

/** A finding as the dashboard and the API show it: with its fix in words and where it is fixed. */
export function findingView(row: FindingRow, postAt: PostAt): AuditFindingView {
  const place = fixPlace(row.check, row.path, postAt(row));
  return { check: row.check, subject: row.subject, message: row.message, severity: row.severity, fix: fixText(row.check, row.family), ...(place && { fixPlace: place }) };
}

/** One page's findings as a report shows them (`shown`: those the filter keeps; the score counts them all). */
export function pageView(path: string, family: PageFamily, rows: FindingRow[], postAt: PostAt, views: number, shown = rows): AuditPageView {
  const counts = countBySeverity(rows);
  return { path, family, score: pageScore(counts), counts, findings: [...shown].sort(bySeverity).map((row) => findingView(row, postAt)), views };
}

export function countBySeverity(rows: { severity: AuditSeverity }[]): Record<AuditSeverity, number> {
  const counts = { error: 0, warning: 0, notice: 0 };
  for (const row of rows) counts[row.severity] += 1;
  return counts;
}

/** Errors first, then warnings, then notices; by check within each; as found within a check. */
const bySeverity = (a: FindingRow, b: FindingRow) => AUDIT_SEVERITIES.indexOf(a.severity) - AUDIT_SEVERITIES.indexOf(b.severity) || a.check.localeCompare(b.check);

/** The run queued or running now, if any (at most one: a partial unique index). */
export async function activeRun(em: EntityManager): Promise<AuditRunView | null> {
  const [row] = await em.getConnection().execute<RunRow[]>(`select * from audit_run where status in ('queued', 'running') limit 1`);
  return row ? runView(row) : null;
}
