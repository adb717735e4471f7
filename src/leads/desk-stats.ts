import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { startOfZonedToday } from '../../core/desk-days.js';
import { ESCALATED_EVENT_TYPE, LEAD_KINDS, RESPONSE_PROMISE_MINUTES, type DeskPeriodStats, type DeskStatsView, type LeadKind, type ResponseFigures } from '../../core/lead-desk.js';
import { AppConfig } from '../config/app-config.js';
import { namedSql } from '../database/named-sql.js';

const DAY_MS = 86_400_000;
const PROMISE_MS = RESPONSE_PROMISE_MINUTES * 60_000;

type Row = Record<string, string | number | Date | null>;

/** Minutes as the desk shows them: one decimal, or null when nothing was measured. */
const minutes = (value: unknown): number | null => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

/**
 * The columns of a period's response figures (`key`: today, 7d or 30d), for a select over the leads of the
 * periods: the team's figures over them all, an owner's over a `group by owner_id`. Minutes to respond are
 * counted of answered leads; the promise is due of a lead answered or older than it.
 */
function responseFigureColumns(key: string): string {
  const inPeriod = `received_at >= :since_${key}`;
  const answered = `${inPeriod} and first_response_at is not null`;
  const minutesToAnswer = 'extract(epoch from first_response_at - received_at) / 60';
  return `count(*) filter (where ${inPeriod}) as "leads_${key}",
    percentile_cont(0.5) within group (order by ${minutesToAnswer}) filter (where ${answered}) as "median_${key}",
    percentile_cont(0.9) within group (order by ${minutesToAnswer}) filter (where ${answered}) as "p90_${key}",
    count(*) filter (where ${answered}) as "answered_${key}",
    count(*) filter (where ${inPeriod} and (first_response_at is not null or received_at < :promiseCutoff)) as "due_${key}",
    count(*) filter (where ${inPeriod} and first_response_at - received_at <= :promise::interval) as "kept_${key}"`;
}

/** A row's response figures of one period, as responseFigureColumns named them. */
function responseFigures(row: Row, key: string): ResponseFigures & { leads: number } {
  const due = Number(row[`due_${key}`] ?? 0);
  return {
    leads: Number(row[`leads_${key}`] ?? 0),
    answered: Number(row[`answered_${key}`] ?? 0),
    medianResponseMinutes: minutes(row[`median_${key}`]),
    p90ResponseMinutes: minutes(row[`p90_${key}`]),
    withinPromiseShare: due === 0 ? null : Math.round((Number(row[`kept_${key}`] ?? 0) / due) * 1000) / 1000,
  };
}

/**
 * The desk's figures (docs/product.md#21-leads-desk): what waits now, and per period (today in the desk's
 * time zone, 7 and 30 days) the leads by kind and source and the time to first response, the team's and each
 * owner's; and the leads escalated today. Spam counts nowhere.
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
    const counts = namedSql(
      `select kind, source, ${periods.map((p) => `count(*) filter (where received_at >= :since_${p.key}) as "count_${p.key}"`).join(', ')}
         ${inPeriods} group by kind, source`,
      values,
    );
    const responseColumns = periods.map((p) => responseFigureColumns(p.key)).join(',\n');
    const responses = namedSql(`select ${responseColumns} ${inPeriods}`, values);
    // One row per owner (and one for the leads nobody has), by username, the unowned last.
    const byOwner = namedSql(
      `select (select username from admin_user where admin_user.id = lead.owner_id) as owner, ${responseColumns}
         ${inPeriods} group by owner_id order by owner nulls last`,
      values,
    );
    const escalated = namedSql(
      `select count(distinct lead_event.lead_id) as escalated from lead_event join lead on lead.id = lead_event.lead_id
        where lead_event.type = :escalated and lead_event.at >= :since_today and lead_event.at <= :now and lead.status <> 'spam'`,
      { ...values, escalated: ESCALATED_EVENT_TYPE },
    );
    const queue = namedSql(`select count(*) as waiting, count(*) filter (where received_at < :promiseCutoff) as overdue from lead where status = 'new'`, values);
    const connection = this.em.getConnection();
    const [countRows, [figures = {}], ownerRows, [waiting = {}], [escalations = {}]] = await Promise.all([
      connection.execute<Row[]>(counts.sql, counts.params),
      connection.execute<Row[]>(responses.sql, responses.params),
      connection.execute<Row[]>(byOwner.sql, byOwner.params),
      connection.execute<Row[]>(queue.sql, queue.params),
      connection.execute<Row[]>(escalated.sql, escalated.params),
    ]);
    return {
      generatedAt: now.toISOString(),
      timeZone,
      waiting: Number(waiting.waiting ?? 0),
      overdue: Number(waiting.overdue ?? 0),
      escalatedToday: Number(escalations.escalated ?? 0),
      periods: periods.map((period): DeskPeriodStats => {
        const byKind = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;
        const bySource = new Map<string, number>();
        for (const row of countRows) {
          const count = Number(row[`count_${period.key}`]);
          if (count === 0) continue;
          byKind[row.kind as LeadKind] += count;
          bySource.set(String(row.source), (bySource.get(String(row.source)) ?? 0) + count);
        }
        const { leads: total, ...team } = responseFigures(figures, period.key);
        return {
          key: period.key,
          label: period.label,
          total,
          byKind,
          bySource: [...bySource].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
          ...team,
          byOwner: ownerRows.map((row) => ({ owner: row.owner === null ? null : String(row.owner), ...responseFigures(row, period.key) })),
        };
      }),
    };
  }
}
