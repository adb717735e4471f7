import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { startOfZonedToday } from '../../core/desk-days.js';
import { LEAD_KINDS, RESPONSE_PROMISE_MINUTES, type DeskPeriodStats, type DeskStatsView, type LeadKind } from '../../core/lead-desk.js';
import { AppConfig } from '../config/app-config.js';
import { namedSql } from '../database/named-sql.js';

const DAY_MS = 86_400_000;
const PROMISE_MS = RESPONSE_PROMISE_MINUTES * 60_000;

type Row = Record<string, string | number | Date | null>;

/** Minutes as the desk shows them: one decimal, or null when nothing was measured. */
const minutes = (value: unknown): number | null => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

/**
 * The desk's figures (docs/product.md#21-leads-desk): what waits now, and per period (today in the desk's
 * time zone, 7 and 30 days) the leads by kind and source and the time to first response. Spam counts nowhere.
 */
@Injectable()
export class DeskStats {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  async stats(now: Date = new Date()): Promise<DeskStatsView> {
    const timeZone = this.config.DESK_TIME_ZONE;
    const periods = [
      { key: 'today', label: 'Today', since: startOfZonedToday(now, timeZone) },
      { key: '7d', label: 'Last 7 days', since: new Date(now.getTime() - 7 * DAY_MS) },
      { key: '30d', label: 'Last 30 days', since: new Date(now.getTime() - 30 * DAY_MS) },
    ] as const;
    const values: Record<string, unknown> = {
      earliest: new Date(Math.min(...periods.map((p) => p.since.getTime()))),
      now,
      promiseCutoff: new Date(now.getTime() - PROMISE_MS),
      promise: `${RESPONSE_PROMISE_MINUTES} minutes`,
      ...Object.fromEntries(periods.map((p) => [`since_${p.key}`, p.since])),
    };
    const inPeriods = `from lead where received_at >= :earliest and received_at <= :now and status <> 'spam'`;
    const minutesToAnswer = 'extract(epoch from first_response_at - received_at) / 60';
    const counts = namedSql(
      `select kind, source, ${periods.map((p) => `count(*) filter (where received_at >= :since_${p.key}) as "count_${p.key}"`).join(', ')}
         ${inPeriods} group by kind, source`,
      values,
    );
    const responses = namedSql(
      `select ${periods
        .map((p) => {
          const answered = `received_at >= :since_${p.key} and first_response_at is not null`;
          return `percentile_cont(0.5) within group (order by ${minutesToAnswer}) filter (where ${answered}) as "median_${p.key}",
            percentile_cont(0.9) within group (order by ${minutesToAnswer}) filter (where ${answered}) as "p90_${p.key}",
            count(*) filter (where ${answered}) as "answered_${p.key}",
            count(*) filter (where received_at >= :since_${p.key} and (first_response_at is not null or received_at < :promiseCutoff)) as "due_${p.key}",
            count(*) filter (where received_at >= :since_${p.key} and first_response_at - received_at <= :promise::interval) as "kept_${p.key}"`;
        })
        .join(',\n')}
         ${inPeriods}`,
      values,
    );
    const queue = namedSql(`select count(*) as waiting, count(*) filter (where received_at < :promiseCutoff) as overdue from lead where status = 'new'`, values);
    const connection = this.em.getConnection();
    const [countRows, [figures = {}], [waiting = {}]] = await Promise.all([
      connection.execute<Row[]>(counts.sql, counts.params),
      connection.execute<Row[]>(responses.sql, responses.params),
      connection.execute<Row[]>(queue.sql, queue.params),
    ]);
    return {
      generatedAt: now.toISOString(),
      timeZone,
      waiting: Number(waiting.waiting ?? 0),
      overdue: Number(waiting.overdue ?? 0),
      periods: periods.map((period): DeskPeriodStats => {
        const byKind = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;
        const bySource = new Map<string, number>();
        let total = 0;
        for (const row of countRows) {
          const count = Number(row[`count_${period.key}`]);
          if (count === 0) continue;
          total += count;
          byKind[row.kind as LeadKind] += count;
          bySource.set(String(row.source), (bySource.get(String(row.source)) ?? 0) + count);
        }
        const due = Number(figures[`due_${period.key}`] ?? 0);
        return {
          key: period.key,
          label: period.label,
          total,
          byKind,
          bySource: [...bySource].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
          medianResponseMinutes: minutes(figures[`median_${period.key}`]),
          p90ResponseMinutes: minutes(figures[`p90_${period.key}`]),
          withinPromiseShare: due === 0 ? null : Math.round((Number(figures[`kept_${period.key}`] ?? 0) / due) * 1000) / 1000,
          answered: Number(figures[`answered_${period.key}`] ?? 0),
        };
      }),
    };
  }
}
