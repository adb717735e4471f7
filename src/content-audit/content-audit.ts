import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  AUDIT_CHECKS,
  AUDIT_PAGES_SHOWN,
  AUDIT_SEVERITIES,
  findingKey,
  NEW_BUILD_STARTER,
  pageScore,
  SCHEDULE_STARTER,
  type AuditCheckId,
  type AuditDashboardView,
  type AuditFilterView,
  type AuditFindingView,
  type AuditPageView,
  type AuditReportView,
  type AuditRunView,
  type AuditSeverity,
  type PageFamily,
  type PageRecheckView,
} from '../../core/content-audit.js';
import { can, type AdminRole } from '../../core/admin.js';
import { fixPlace } from '../../core/audit-fix.js';
import { AppConfig } from '../config/app-config.js';
import { JobQueue } from '../queue/job-queue.js';
import { RenderService } from '../render/render.service.js';
import { SiteAudit } from './site-audit.js';

/** The queue runs are worked from: one job per run, whichever instance takes it. */
export const AUDIT_QUEUE = 'content-audit';
/** Runs kept (with their findings); older ones are deleted when a run ends. */
export const AUDIT_RUNS_KEPT = 60;
/** A run still queued or running after this long was cut off (an instance stopped mid-run): it is marked failed. */
export const AUDIT_STALE_MS = 15 * 60_000;
/** Rows per insert statement when a run's findings are stored. */
const INSERT_BATCH = 500;

interface RunJob {
  /** The run row to work; a scheduled job has none and makes its own. */
  runId?: string;
}

interface RunRow {
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

interface FindingRow {
  path: string;
  family: PageFamily;
  severity: AuditSeverity;
  check: AuditCheckId;
  subject: string;
  message: string;
}

export type StartResult = { started: true; run: AuditRunView } | { started: false; run: AuditRunView | null };

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function runView(row: RunRow): AuditRunView {
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

/** Finds the published post at a path (the post's findings are fixed in its editor). */
type PostAt = (path: string) => number | undefined;

function findingView(row: Pick<FindingRow, 'path' | 'check' | 'subject' | 'message' | 'severity'>, postAt: PostAt): AuditFindingView {
  const place = fixPlace(row.check, row.path, postAt(row.path));
  return { check: row.check, subject: row.subject, message: row.message, severity: row.severity, fix: AUDIT_CHECKS[row.check]?.fix ?? '', ...(place && { fixPlace: place }) };
}

const matches = (row: FindingRow, filter: AuditFilterView) =>
  (!filter.severity || row.severity === filter.severity) &&
  (!filter.check || row.check === filter.check) &&
  (!filter.family || row.family === filter.family) &&
  (!filter.path || row.path.toLowerCase().includes(filter.path.toLowerCase()));

/**
 * The content optimizer's runs (docs/product.md#23-content-optimizer): started by an admin, every night
 * by a pg-boss schedule, and at the first start of a new build; one at a time (a partial unique index on
 * audit_run says so to every instance); worked from the queue; stored with their findings; and read back
 * as a report with what changed since the run before.
 */
@Injectable()
export class ContentAudit implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ContentAudit');

  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    private readonly siteAudit: SiteAudit,
    private readonly renderer: RenderService,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    // A run is worked once: a failed run is recorded as failed and the next one starts afresh.
    await this.queue.define(AUDIT_QUEUE, { retryLimit: 0, expireInSeconds: AUDIT_STALE_MS / 1000 });
    this.queue.work<RunJob>(AUDIT_QUEUE, 1, (job) => this.work(job.data));
    if (this.config.AUDIT_SCHEDULE === 'off') await this.queue.unschedule(AUDIT_QUEUE);
    else await this.queue.schedule(AUDIT_QUEUE, this.config.AUDIT_SCHEDULE, {}, this.config.DESK_TIME_ZONE);
  }

  /** The first start of a build the optimizer has not audited yet queues a run of it (AUDIT_NEW_BUILD). */
  async onApplicationBootstrap(): Promise<void> {
    const builtAt = this.renderer.assets.builtAt;
    if (!builtAt || this.config.AUDIT_NEW_BUILD === 'off') return;
    const [latest] = await this.em
      .getConnection()
      .execute<{ build_time: Date | null }[]>(`select build_time from audit_run where status = 'done' order by finished_at desc limit 1`);
    if (latest?.build_time && new Date(latest.build_time).toISOString() === new Date(builtAt).toISOString()) return;
    const result = await this.start(NEW_BUILD_STARTER);
    if (result.started) this.logger.log({ runId: result.run.id, builtAt }, 'a new build: content audit queued');
  }

  /** A run under way stops at its next page when the instance shuts down (it is then recorded as failed). */
  onModuleDestroy(): void {
    this.siteAudit.stop();
  }

  /** Queues a run unless one is queued or running (then `started: false` and that run). */
  async start(startedBy: string): Promise<StartResult> {
    await this.failStaleRuns();
    try {
      const row = await this.em.transactional(async (tx) => {
        const inserted = await queueRun(tx, startedBy);
        await this.queue.sendInTransaction(tx, AUDIT_QUEUE, { runId: inserted.id } satisfies RunJob);
        return inserted;
      });
      return { started: true, run: runView(row) };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return { started: false, run: await this.activeRun() };
    }
  }

  async activeRun(): Promise<AuditRunView | null> {
    const [row] = await this.em.getConnection().execute<RunRow[]>(`select * from audit_run where status in ('queued', 'running') limit 1`);
    return row ? runView(row) : null;
  }

  async runs(limit = 20): Promise<AuditRunView[]> {
    const rows = await this.em.getConnection().execute<RunRow[]>(`select * from audit_run order by queued_at desc limit ?`, [limit]);
    return rows.map(runView);
  }

  /** What the dashboard shows: the latest finished run's report under the filter, the run under way, and whether this role may start one. */
  async dashboard(filter: AuditFilterView, role: AdminRole): Promise<AuditDashboardView> {
    const connection = this.em.getConnection();
    const [latest] = await connection.execute<RunRow[]>(`select * from audit_run where status = 'done' order by finished_at desc limit 1`);
    const [ended] = await connection.execute<RunRow[]>(`select * from audit_run where status in ('done', 'failed') order by finished_at desc limit 1`);
    return {
      filter,
      report: latest ? await this.reportOf(latest, filter) : null,
      running: await this.activeRun(),
      lastFailed: ended?.status === 'failed' ? runView(ended) : null,
      canStart: can(role, 'content:change'),
    };
  }

  /** A run and its report under the filter (null until the run is done); null for an unknown run. */
  async detail(id: string, filter: AuditFilterView): Promise<{ run: AuditRunView; report: AuditReportView | null } | null> {
    const [row] = await this.em.getConnection().execute<RunRow[]>(`select * from audit_run where id = ?`, [id]);
    if (!row) return null;
    return { run: runView(row), report: row.status === 'done' ? await this.reportOf(row, filter) : null };
  }

  private async reportOf(row: RunRow, filter: AuditFilterView): Promise<AuditReportView> {
    const connection = this.em.getConnection();
    const [previous] = await connection.execute<RunRow[]>(
      `select * from audit_run where status = 'done' and finished_at < ? order by finished_at desc limit 1`,
      [row.finished_at],
    );
    const findings = await this.findingsOf(row.id);
    const before = previous ? await this.findingsOf(previous.id) : [];
    const postAt = await this.postsByPath();
    const view = (finding: FindingRow) => findingView(finding, postAt);
    const keys = (rows: FindingRow[]) => new Set(rows.map((f) => findingKey(f.path, f.check, f.subject)));
    const nowKeys = keys(findings);
    const beforeKeys = keys(before);

    const byPath = new Map<string, FindingRow[]>();
    for (const finding of findings) byPath.set(finding.path, [...(byPath.get(finding.path) ?? []), finding]);
    const pages: AuditPageView[] = [];
    for (const [path, rows] of byPath) {
      const shown = rows.filter((f) => matches(f, filter));
      if (shown.length === 0) continue;
      const counts = countBySeverity(rows);
      pages.push({ path, family: rows[0]!.family, score: pageScore(counts), counts, findings: shown.sort(bySeverity).map(view) });
    }
    pages.sort((a, b) => a.score - b.score || a.path.localeCompare(b.path));
    return {
      run: runView(row),
      previous: previous ? runView(previous) : null,
      filter,
      pages: pages.slice(0, AUDIT_PAGES_SHOWN),
      matchingPages: pages.length,
      cleanPages: Math.max(0, row.pages - pages.length),
      averageScore: row.pages === 0 ? 100 : Math.round(row.score_total / row.pages),
      newFindings: previous ? findings.filter((f) => matches(f, filter) && !beforeKeys.has(findingKey(f.path, f.check, f.subject))).length : 0,
      resolved: before
        .filter((f) => matches(f, filter) && !nowKeys.has(findingKey(f.path, f.check, f.subject)))
        .slice(0, 100)
        .map((f) => ({ ...view(f), path: f.path })),
    };
  }

  /**
   * One page audited again on its own, now ("Check this page again"): its own checks and its links, in
   * well under a second; null for a path that is no audited page (not in the sitemap, no alias).
   */
  async recheck(path: string): Promise<PageRecheckView | null> {
    const started = performance.now();
    const checked = await this.siteAudit.recheck(path);
    if (!checked) return null;
    const postAt = await this.postsByPath();
    const rows = checked.issues.map((issue) => ({ ...issue, path, severity: AUDIT_CHECKS[issue.check].severity }));
    const counts = countBySeverity(rows);
    return {
      path,
      family: checked.family,
      score: pageScore(counts),
      counts,
      findings: rows.sort(bySeverity).map((row) => findingView(row, postAt)),
      checkedAt: new Date().toISOString(),
      ms: Math.round(performance.now() - started),
    };
  }

  /** The published posts' ids by their page's path. */
  private async postsByPath(): Promise<PostAt> {
    const rows = await this.em.getConnection().execute<{ id: number; slug: string }[]>(`select id, slug from post where state = 'published'`);
    const byPath = new Map(rows.map((row) => [`/blog/${row.slug}`, row.id]));
    return (path) => byPath.get(path);
  }

  private findingsOf(runId: string): Promise<FindingRow[]> {
    return this.em
      .getConnection()
      .execute<FindingRow[]>(`select path, family, severity, "check", subject, message from audit_finding where run_id = ? order by path, id`, [runId]);
  }

  /** Works a job: the run it names, or (a scheduled job) a new run unless one is under way. */
  private async work(job: RunJob): Promise<void> {
    let runId = job.runId;
    if (!runId) {
      await this.failStaleRuns();
      try {
        runId = (await queueRun(this.em, SCHEDULE_STARTER)).id;
      } catch (error) {
        if (isUniqueViolation(error)) return void this.logger.log('scheduled content audit skipped: one is already under way');
        throw error;
      }
    }
    await this.execute(runId);
  }

  private async execute(runId: string): Promise<void> {
    const connection = this.em.getConnection();
    const claimed = await connection.execute<RunRow[]>(
      `update audit_run set status = 'running', started_at = now(), build_time = ? where id = ? and status = 'queued' returning *`,
      [this.renderer.assets.builtAt ? new Date(this.renderer.assets.builtAt) : null, runId],
    );
    if (claimed.length === 0) return;
    const started = performance.now();
    try {
      const { pages, issues } = await this.siteAudit.run();
      const family = new Map(pages.map((page) => [page.path, page.family]));
      const rows: FindingRow[] = issues.map((issue) => ({
        path: issue.path,
        family: family.get(issue.path) ?? 'not-found',
        severity: AUDIT_CHECKS[issue.check].severity,
        check: issue.check,
        subject: issue.subject.slice(0, 500),
        message: issue.message.slice(0, 500),
      }));
      const counts = countBySeverity(rows);
      const byPath = new Map<string, FindingRow[]>();
      for (const row of rows) byPath.set(row.path, [...(byPath.get(row.path) ?? []), row]);
      const scoreTotal = pages.reduce((sum, page) => sum + pageScore(countBySeverity(byPath.get(page.path) ?? [])), 0);
      await this.em.transactional(async (tx) => {
        const context = tx.getTransactionContext();
        for (let i = 0; i < rows.length; i += INSERT_BATCH) {
          const batch = rows.slice(i, i + INSERT_BATCH);
          await tx.getConnection().execute(
            `insert into audit_finding (run_id, path, family, severity, "check", subject, message) values ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
            batch.flatMap((r) => [runId, r.path, r.family, r.severity, r.check, r.subject, r.message]),
            'run',
            context,
          );
        }
        await tx.getConnection().execute(
          `update audit_run set status = 'done', finished_at = now(), duration_ms = ?, pages = ?, errors = ?, warnings = ?, notices = ?, score_total = ? where id = ?`,
          [Math.round(performance.now() - started), pages.length, counts.error, counts.warning, counts.notice, scoreTotal, runId],
          'run',
          context,
        );
        await tx.getConnection().execute(
          `delete from audit_run where status in ('done', 'failed') and id not in (select id from audit_run order by queued_at desc limit ?)`,
          [AUDIT_RUNS_KEPT],
          'run',
          context,
        );
      });
      this.logger.log({ runId, pages: pages.length, ...counts, ms: Math.round(performance.now() - started) }, 'content audit done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error({ runId, err: message }, 'content audit failed');
      await connection.execute(`update audit_run set status = 'failed', finished_at = now(), duration_ms = ?, error = ? where id = ?`, [
        Math.round(performance.now() - started),
        message.slice(0, 500),
        runId,
      ]);
    }
  }

  /** Runs an instance left queued or running when it stopped would block every later run: they are marked failed. */
  private async failStaleRuns(): Promise<void> {
    await this.em
      .getConnection()
      .execute(
        `update audit_run set status = 'failed', finished_at = now(), error = 'The run did not finish (the instance working it stopped).' where status in ('queued', 'running') and queued_at < now() - make_interval(secs => ?)`,
        [AUDIT_STALE_MS / 1000],
      );
  }
}

/** Writes a queued run (in `em`'s transaction when it has one); a second one under way breaks the partial unique index. */
async function queueRun(em: EntityManager, startedBy: string): Promise<RunRow> {
  const [row] = await em
    .getConnection()
    .execute<RunRow[]>(
      `insert into audit_run (id, status, started_by, queued_at, pages, errors, warnings, notices, score_total) values (gen_random_uuid(), 'queued', ?, now(), 0, 0, 0, 0, 0) returning *`,
      [startedBy],
      'all',
      em.getTransactionContext(),
    );
  return row!;
}

/** A second queued or running run (the partial unique index), as MikroORM converts it or as pg raised it on a raw statement. */
function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException || (error as { code?: unknown } | null)?.code === '23505';
}

function countBySeverity(rows: { severity: AuditSeverity }[]): Record<AuditSeverity, number> {
  const counts = { error: 0, warning: 0, notice: 0 };
  for (const row of rows) counts[row.severity] += 1;
  return counts;
}

const bySeverity = (a: Pick<FindingRow, 'severity' | 'check'>, b: Pick<FindingRow, 'severity' | 'check'>) => AUDIT_SEVERITIES.indexOf(a.severity) - AUDIT_SEVERITIES.indexOf(b.severity) || a.check.localeCompare(b.check);
