import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { zonedDate } from '../../core/desk-days.js';
import { Clock } from '../common/clock.js';
import { AppConfig } from '../config/app-config.js';
import { JobQueue } from '../queue/job-queue.js';
import { ROLLUP_SQL } from './visit-sql.js';
import { VisitorHashes } from './visitor-hashes.js';

/** The queue the hourly job runs from, and its schedule: five minutes past every hour (UTC). */
export const VISITS_QUEUE = 'visit-rollups';
export const VISITS_SCHEDULE = '5 * * * *';
/** Hours before the last one rolled up that are rolled up again, for events written late (a slow batch). */
export const ROLLUP_OVERLAP_HOURS = 2;
/** Hours rolled up per transaction. */
const HOURS_PER_TRANSACTION = 24;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const floorHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;
/** The first day of a date's month (YYYY-MM-DD). */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const ceilHour = (ms: number) => Math.ceil(ms / HOUR_MS) * HOUR_MS;

/**
 * The first hour to roll up: the overlap before the last hour rolled up, else the first raw event's hour;
 * never an hour some of whose raw events the retention may already have deleted (before `keptFrom`).
 */
export function firstHourToRoll(lastHour: Date | null, firstEvent: Date | null, keptFrom: Date): number | null {
  if (lastHour) return Math.max(lastHour.getTime() - ROLLUP_OVERLAP_HOURS * HOUR_MS, ceilHour(keptFrom.getTime()));
  return firstEvent ? floorHour(firstEvent.getTime()) : null;
}

export interface RollupResult {
  /** The hours rolled up: [from, to), or none. */
  from: Date | null;
  to: Date;
  /** Raw events deleted by the retention. */
  eventsDeleted: number;
}

/**
 * The hourly job (docs/product.md#26-visit-counting), on the queue so that one instance runs each tick:
 * finished hours are rolled up from the raw events into visit_hourly (each hour's rows deleted and
 * inserted anew in one transaction, so a second run leaves the same rows), their days into visit_daily and
 * their months into visit_monthly, then raw events older than RESULTS_RAW_DAYS are deleted, and the salts
 * and visitor lists of past days.
 */
@Injectable()
export class VisitRollups implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    private readonly hashes: VisitorHashes,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.define(VISITS_QUEUE, { retryLimit: 2, retryDelay: 60 });
    this.queue.work(VISITS_QUEUE, 1, () => this.run());
    await this.queue.schedule(VISITS_QUEUE, VISITS_SCHEDULE, {}, 'UTC');
  }

  async run(): Promise<RollupResult> {
    const now = this.clock.now();
    const to = floorHour(now);
    const keptFrom = new Date(now - this.config.RESULTS_RAW_DAYS * DAY_MS);
    const connection = this.em.getConnection();
    const [last] = await connection.execute<{ hour: Date | null }[]>(ROLLUP_SQL.lastHour);
    const [first] = await connection.execute<{ at: Date | null }[]>(ROLLUP_SQL.firstEvent);
    const from = firstHourToRoll(last?.hour ? new Date(last.hour) : null, first?.at ? new Date(first.at) : null, keptFrom);
    if (from !== null) {
      for (let start = from; start < to; start += HOURS_PER_TRANSACTION * HOUR_MS) await this.rollUp(new Date(start), new Date(Math.min(to, start + HOURS_PER_TRANSACTION * HOUR_MS)));
    }
    await this.sumMissingDays();
    const deleted = await connection.execute<{ affectedRows?: number }>(ROLLUP_SQL.forgetEventsBefore, [keptFrom], 'run');
    await this.hashes.forgetBefore(zonedDate(new Date(now), this.config.DESK_TIME_ZONE));
    return { from: from !== null && from < to ? new Date(from) : null, to: new Date(to), eventsDeleted: deleted.affectedRows ?? 0 };
  }

  /** Every day of the hours rolled up so far, when no day is summed yet (the first run after visit_daily came). */
  private async sumMissingDays(): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await this.lock(tx);
      const [missing] = await tx.getConnection().execute<{ from: Date | null; to: Date | null }[]>(ROLLUP_SQL.daysMissing, [], 'all', tx.getTransactionContext());
      if (missing?.from && missing.to) await this.sumDays(tx, new Date(missing.from), new Date(new Date(missing.to).getTime() + HOUR_MS));
    });
  }

  /** Runs of the job at once (two instances) wait for each other, until the transaction ends. */
  private async lock(tx: EntityManager): Promise<void> {
    await tx.getConnection().execute(`select pg_advisory_xact_lock(hashtext('visit_hourly'))`, [], 'all', tx.getTransactionContext());
  }

  /**
   * The desk's days the hours [from, to) fall in, summed again from visit_hourly, and their months from
   * visit_daily, in the caller's transaction.
   */
  private async sumDays(tx: EntityManager, from: Date, to: Date): Promise<void> {
    const connection = tx.getConnection();
    const context = tx.getTransactionContext();
    const zone = this.config.DESK_TIME_ZONE;
    const [firstDay, lastDay] = [zonedDate(from, zone), zonedDate(new Date(to.getTime() - 1), zone)];
    await connection.execute(ROLLUP_SQL.clearDays, [firstDay, lastDay], 'run', context);
    await connection.execute(ROLLUP_SQL.fillDays, [zone, firstDay, zone, lastDay, zone], 'run', context);
    const [firstMonth, lastMonth] = [monthOf(firstDay), monthOf(lastDay)];
    await connection.execute(ROLLUP_SQL.clearMonths, [firstMonth, lastMonth], 'run', context);
    await connection.execute(ROLLUP_SQL.fillMonths, [firstMonth, lastMonth], 'run', context);
  }

  /**
   * The hours [from, to) rolled up again, and the desk's days they fall in summed again (visit_daily), in one
   * transaction; runs at once wait for each other (an advisory lock).
   */
  private async rollUp(from: Date, to: Date): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const connection = tx.getConnection();
      const context = tx.getTransactionContext();
      await this.lock(tx);
      await connection.execute(ROLLUP_SQL.clear, [from, to], 'run', context);
      await connection.execute(ROLLUP_SQL.fill, [from, to], 'run', context);
      await this.sumDays(tx, from, to);
    });
  }
}
