import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { NEW_BUILD_STARTER, pageScore, SCHEDULE_STARTER, type AuditRunView } from '../../core/content-audit.js';
import { AppConfig } from '../config/app-config.js';
import { JobQueue } from '../queue/job-queue.js';
import { RenderService } from '../render/render.service.js';
import { activeRun, countBySeverity, findingRow, runView, type FindingRow, type RunRow } from './audit-rows.js';
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

export type StartResult = { started: true; run: AuditRunView } | { started: false; run: AuditRunView | null };

/**
 * The content optimizer's runs (docs/product.md#233-runs-and-history): started by an admin, every night
 * by a pg-boss schedule, and at the first start of a new build; one at a time (a partial unique index on
 * audit_run says so to every instance); worked from the queue and stored with their findings.
 */
@Injectable()
export class AuditRunner implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
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
      return { started: false, run: await activeRun(this.em) };
    }
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
      const rows = issues.map((issue) => findingRow(issue, family.get(issue.path) ?? 'not-found'));
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
