import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fromKysely, PgBoss, type Db, type JobInsert, type JobResult, type JobWithMetadata, type KyselyTransactionLike, type PoolCounts, type Queue } from 'pg-boss';
import { Clock } from '../common/clock.js';
import { DatabaseServer } from '../database/database-server.js';

/** pg-boss keeps its tables here, beside the site's own (README, "Lead notifications"). */
export const QUEUE_SCHEMA = 'pgboss';

/** How a queue retries (pg-boss's own options, minus the name). */
export type QueueSettings = Omit<Queue, 'name'>;

/** A queue's jobs: waiting (due or deferred), being worked, and failed ones still kept. */
export interface QueueCounts {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

/** A job to insert: its data, and optionally its own start time and retry settings. */
export type { JobInsert };

/** A job as a worker receives it, with its attempt count and limits. */
export type QueuedJob<T> = JobWithMetadata<T>;

/**
 * A failed attempt whose receiver said when to try again (HTTP Retry-After): the next attempt waits that
 * long (at most the queue's longest back-off) instead of the queue's back-off, which the attempts after
 * it go back to.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delaySeconds: number,
  ) {
    super(message);
  }
}

/** A failure no retry can mend (a revoked webhook): the job goes to its dead-letter queue at once. */
export class PermanentFailure extends Error {}

/** Fetch loops per queue and instance: a slow batch in one leaves the other working. */
const WORK_LOOPS = 2;

interface WorkerRegistration {
  queue: string;
  batch: number;
  handler: (job: QueuedJob<never>) => Promise<unknown>;
}

/**
 * pg-boss's statements on the caller's open MikroORM transaction (a Kysely transaction underneath), so
 * `send(..., { db })` writes the job in it: the job commits or rolls back with the rows beside it.
 * pg-boss's own Kysely adapter passes its `$n` parameters through untouched (MikroORM's raw `execute`
 * would rewrite placeholders).
 */
export function transactionDatabase(tx: EntityManager): Db {
  const context = tx.getTransactionContext<KyselyTransactionLike>();
  if (!context) throw new Error('a job can only be enqueued inside a transaction');
  return fromKysely(context);
}

/**
 * The durable job queue on the site's own PostgreSQL (pg-boss, schema `pgboss`). Features define their
 * queues and register workers in onModuleInit; the workers start once the application has booted and
 * stop, after their current job, when it shuts down (before the database does). Several instances on
 * one database share the work: each job goes to one worker.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobQueue');
  private boss?: PgBoss;
  private readonly workers: WorkerRegistration[] = [];
  private working = false;

  constructor(
    private readonly database: DatabaseServer,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    const boss = new PgBoss({
      connectionString: await this.database.url(),
      schema: QUEUE_SCHEMA,
      application_name: 'site-queue',
      max: 4,
      // Workers wake as soon as a job commits (NOTIFY), instead of waiting for their next poll.
      useListenNotify: true,
    });
    boss.on('error', (error: Error) => this.logger.error(`queue error: ${error.message}`));
    boss.on('warning', (warning: { message?: string }) => this.logger.warn(`queue warning: ${warning.message ?? 'unknown'}`));
    await boss.start();
    this.boss = boss;
  }

  /** Creates the queue, or brings an existing one's settings up to date (they may change between deploys). */
  async define(name: string, settings: QueueSettings = {}): Promise<void> {
    const boss = this.started();
    if (await boss.getQueue(name)) {
      await boss.updateQueue(name, settings);
      return;
    }
    try {
      await boss.createQueue(name, settings);
    } catch (error) {
      // Another instance created it meanwhile.
      if (!(await boss.getQueue(name))) throw error;
      await boss.updateQueue(name, settings);
    }
  }

  /**
   * Enqueues a job inside the caller's open transaction: it exists only if that transaction commits.
   * With `startAfter` (a time on the Clock), no worker takes it before that instant.
   */
  async sendInTransaction(tx: EntityManager, queue: string, data: object, startAfter?: Date): Promise<string> {
    const id = await this.started().send(queue, data, { db: transactionDatabase(tx), ...(startAfter && { startAfter: this.clock.wall(startAfter) }) });
    if (!id) throw new Error(`queue ${queue} refused the job`);
    return id;
  }

  /**
   * Enqueues several jobs of one queue inside the caller's open transaction, in one statement: a lead's
   * jobs cost its transaction one round trip however many there are. Each may carry its own start time
   * (a Date on the Clock) and retry settings (pg-boss's JobInsert); unset ones are the queue's.
   */
  async insertInTransaction(tx: EntityManager, queue: string, jobs: JobInsert[]): Promise<void> {
    const onTheWallClock = jobs.map((job) => (job.startAfter instanceof Date ? { ...job, startAfter: this.clock.wall(job.startAfter) } : job));
    if (jobs.length) await this.started().insert(queue, onTheWallClock, { db: transactionDatabase(tx) });
  }

  /**
   * The Clock was moved forward by `ms` (tests only: TestClock): every job still waiting for its start
   * becomes due that much sooner, since pg-boss compares start times with the database's own clock.
   */
  async bringForward(ms: number): Promise<void> {
    await this.started()
      .getDb()
      .executeSql(`UPDATE ${QUEUE_SCHEMA}.job SET start_after = start_after - make_interval(secs => $1) WHERE state IN ('created', 'retry')`, [ms / 1000]);
  }

  /**
   * Sends `data` to the queue on a cron schedule (in `tz`): each tick sends one job however many
   * instances run, and re-scheduling with the same name replaces the schedule.
   */
  async schedule(queue: string, cron: string, data: object, tz: string): Promise<void> {
    await this.started().schedule(queue, cron, data, { tz });
  }

  /** Removes a queue's schedule (nothing happens when it has none). */
  async unschedule(queue: string): Promise<void> {
    await this.started().unschedule(queue);
  }

  /**
   * Registers a worker: up to 2 x `batch` jobs of the queue at once per instance. The handler's result
   * completes the job (and is stored as its output); a throw fails this attempt, which the queue retries
   * as its settings say, then moves to its dead-letter queue.
   */
  work<T>(queue: string, batch: number, handler: (job: QueuedJob<T>) => Promise<unknown>): void {
    const registration = { queue, batch, handler: handler as WorkerRegistration['handler'] };
    this.workers.push(registration);
    if (this.working) void this.startWorker(registration);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.working = true;
    await Promise.all(this.workers.map((worker) => this.startWorker(worker)));
  }

  async beforeApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = undefined;
    this.working = false;
    // Workers finish the job in hand (up to the timeout), then the queue's pool closes.
    await boss.stop({ graceful: true, close: true, timeout: 10_000 });
    this.logger.log('queue workers stopped');
  }

  /**
   * Two loops per queue, each taking up to `batch` jobs at a time and working them at once; each job is
   * settled on its own (a failure retries that job alone). A full batch is followed by the next fetch at
   * once; otherwise a loop waits for a new job's NOTIFY or, at most, a second (a retry's delay ends
   * unannounced).
   */
  private async startWorker({ queue, batch, handler }: WorkerRegistration): Promise<void> {
    await this.started().work<never>(
      queue,
      {
        includeMetadata: true,
        perJobResults: true,
        batchSize: batch,
        burstWhenBatchFull: true,
        localConcurrency: WORK_LOOPS,
        pollingIntervalSeconds: 1,
        notifyPollingIntervalSeconds: 1,
      },
      async (jobs) =>
        Promise.all(
          jobs.map(async (job): Promise<JobResult> => {
            try {
              return { id: job.id, status: 'completed', output: (await handler(job as QueuedJob<never>)) ?? null };
            } catch (error) {
              const output = { message: error instanceof Error ? error.message : String(error) };
              if (error instanceof PermanentFailure) return { id: job.id, status: 'deadletter', output };
              // The job is retried either way; only its delay would be the queue's instead of the receiver's.
              await this.nextDelay(job as QueuedJob<never>, error instanceof RetryLater ? error.delaySeconds : null).catch((cause: Error) =>
                this.logger.warn(`queue ${job.name}: could not set the next attempt's delay: ${cause.message}`),
              );
              return { id: job.id, status: 'failed', output };
            }
          }),
        ),
    );
  }

  /**
   * pg-boss times a retry by the job's own retry_delay and retry_backoff: a Retry-After sets a fixed delay
   * for the next attempt; a later failure without one restores the queue's back-off.
   */
  private async nextDelay(job: QueuedJob<never>, delaySeconds: number | null): Promise<void> {
    const db = this.started().getDb();
    if (delaySeconds !== null) {
      const seconds = Math.max(1, Math.min(Math.ceil(delaySeconds), job.retryDelayMax ?? Number.MAX_SAFE_INTEGER));
      await db.executeSql(`UPDATE ${QUEUE_SCHEMA}.job SET retry_delay = $3, retry_backoff = false WHERE name = $1 AND id = $2`, [job.name, job.id, seconds]);
    } else if (!job.retryBackoff) {
      await db.executeSql(
        `UPDATE ${QUEUE_SCHEMA}.job j SET retry_delay = q.retry_delay, retry_backoff = q.retry_backoff FROM ${QUEUE_SCHEMA}.queue q WHERE j.name = $1 AND j.id = $2 AND q.name = j.name AND q.retry_backoff`,
        [job.name, job.id],
      );
    }
  }

  /**
   * Every queue's job counts for /metrics: pg-boss's own figures, which its monitor refreshes on the queue
   * table about once a minute, so a scrape costs one small query and never a count over the job table.
   */
  async counts(): Promise<QueueCounts[]> {
    const queues = await this.started().getQueues();
    return queues.map((queue) => ({ name: queue.name, queued: queue.queuedCount, active: queue.activeCount, failed: queue.failedCount }));
  }

  /** The queue's own connection pool (pg-boss's, beside MikroORM's), or null when it is not running. */
  poolCounts(): PoolCounts | null {
    return this.boss?.getDb().poolCounts?.() ?? null;
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('the job queue is not running');
    return this.boss;
  }
}
