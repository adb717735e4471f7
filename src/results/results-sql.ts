import type { ResultsDimension } from '../../core/results.js';
import { DAY_TOTAL } from '../visits/index.js';

// The statements of a report (docs/product.md#27-results). Each reads the report's period and the period
// before in one scan, telling them apart by a `now` flag and summing each apart (filtered aggregates: a
// grouping key made of the day would make the planner expect a group per day, and sort instead of hash).
// Visits come from the rollups, whole months from visit_monthly and the days around them from visit_daily
// (rollupReads), and from the raw events of the hours not rolled up yet (since `rolledTo`); leads from the
// lead table's first-touch columns, spam aside. Days are the desk's (DESK_TIME_ZONE).

/** The first instant not rolled up into visit_hourly (so not into visit_daily either), or null for none rolled up. */
export const ROLLED_TO_SQL = `select max(hour) + interval '1 hour' as "rolledTo" from visit_hourly`;

/** What a raw event's key and medium are, per dimension (the rollups keep them as `key` and `medium`). */
const EVENT_KEY: Record<ResultsDimension, { key: string; medium: string }> = {
  page: { key: 'path', medium: 'null::varchar' },
  source: { key: 'source', medium: 'medium' },
  campaign: { key: 'campaign', medium: 'null::varchar' },
  referrer: { key: 'referrer_host', medium: 'null::varchar' },
};

/** What a lead's key and medium are, per dimension. */
const LEAD_KEY: Record<ResultsDimension, { key: string; medium: string }> = {
  page: { key: 'landing_path', medium: 'null::varchar' },
  source: { key: 'utm_source', medium: 'utm_medium' },
  campaign: { key: 'utm_campaign', medium: 'null::varchar' },
  referrer: { key: 'referrer_host', medium: 'null::varchar' },
};

/** One row per key, medium and event: its events and visitors in the period and in the period before. */
export interface VisitGroupRow {
  key: string | null;
  medium: string | null;
  event: string;
  count: string | null;
  visitors: string | null;
  before_count: string | null;
  before_visitors: string | null;
}

/** How many ranges of months and of days (each two params, from and to) a report reads from the rollups. */
export interface RollupRangeCounts {
  months: number;
  days: number;
}

/** A date column within any of `count` ranges (params: from, to of each); none at all is false. */
const inRanges = (column: string, count: number): string =>
  count === 0 ? 'false' : Array.from({ length: count }, () => `(${column} >= ?::date and ${column} <= ?::date)`).join(' or ');

/** The events a report reads, as SQL literals (code's own names, never a visitor's). */
const eventList = (events: readonly string[]): string => events.map((event) => `'${event.replace(/'/g, "''")}'`).join(', ');

/**
 * Params: from (the report's first day), dimension, the month ranges' from and to, the family when filtered;
 * from, dimension, the day ranges' from and to, the family; from, rolledTo (an instant, or null when nothing
 * is rolled up: every raw event counts), first (the period before's first day), to, the family.
 */
export function visitGroupsSql(by: ResultsDimension, family: boolean, ranges: RollupRangeCounts, events: readonly string[]): string {
  const { key, medium } = EVENT_KEY[by];
  const filter = `and event in (${eventList(events)}) ${family ? 'and family = ?' : ''}`;
  return `select key, medium, event,
           sum(count) filter (where now)::bigint as count, sum(visitors) filter (where now)::bigint as visitors,
           sum(count) filter (where not now)::bigint as before_count, sum(visitors) filter (where not now)::bigint as before_visitors
      from (
        select month >= ?::date as now, key, medium, event, count, visitors
          from visit_monthly where dimension = ? and (${inRanges('month', ranges.months)}) ${filter}
        union all
        select day >= ?::date, key, medium, event, count, visitors
          from visit_daily where dimension = ? and (${inRanges('day', ranges.days)}) ${filter}
        union all
        select day >= ?::date, ${key}, ${medium}, event, 1, first_of_day::int
          from visit_event where at >= coalesce(?::timestamptz, '-infinity') and day >= ?::date and day <= ?::date ${filter}
      ) v
     group by key, medium, event`;
}

/** Each day's visitors, from the days' totals. Params: from, to, the family when filtered; rolledTo, from, to, the family. */
export function visitDaysSql(family: boolean): string {
  const familyFilter = family ? 'and family = ?' : '';
  return `select day::text as day, sum(visitors)::bigint as visitors
      from (
        select day, visitors from visit_daily where day >= ?::date and day <= ?::date and dimension = '${DAY_TOTAL}' and event = 'pageview' ${familyFilter}
        union all
        select day, first_of_day::int from visit_event where at >= coalesce(?::timestamptz, '-infinity') and day >= ?::date and day <= ?::date and event = 'pageview' ${familyFilter}
      ) v
     group by day`;
}

/** One row per key and medium: the leads, those won and their values, in the period and in the period before. */
export interface LeadGroupRow {
  key: string | null;
  medium: string | null;
  leads: string;
  won: string;
  revenue_cents: string;
  before_leads: string;
  before_won: string;
  before_revenue_cents: string;
}

/** When a lead's received_at is in the days from a date's start to another's end, in a time zone (the params: zone, date). */
const dayStart = `(?::date::timestamp at time zone ?)`;
const dayEnd = `((?::date + 1)::timestamp at time zone ?)`;

/** Leads that landed on one of `paths` pages, when the report is of a family (null: every lead). */
const landedOn = (paths: number | null): string => (paths === null ? '' : paths === 0 ? 'and false' : `and landing_path in (${Array(paths).fill('?').join(', ')})`);

/** Params: from, zone, first, zone, to, zone, then the family's paths when filtered. */
export function leadGroupsSql(by: ResultsDimension, familyPaths: number | null): string {
  const { key, medium } = LEAD_KEY[by];
  return `select key, medium,
           count(*) filter (where now) as leads, count(*) filter (where now and won) as won, coalesce(sum(won_value_cents) filter (where now and won), 0) as revenue_cents,
           count(*) filter (where not now) as before_leads, count(*) filter (where not now and won) as before_won,
           coalesce(sum(won_value_cents) filter (where not now and won), 0) as before_revenue_cents
      from (select received_at >= ${dayStart} as now, ${key} as key, ${medium} as medium, status = 'won' as won, won_value_cents
              from lead
             where received_at >= ${dayStart} and received_at < ${dayEnd} and status <> 'spam' ${landedOn(familyPaths)}) l
     group by key, medium`;
}

/** Params: zone, from, zone, to, zone, then the family's paths when filtered. */
export function leadDaysSql(familyPaths: number | null): string {
  return `select (received_at at time zone ?)::date::text as day, count(*) as leads
      from lead
     where received_at >= ${dayStart} and received_at < ${dayEnd} and status <> 'spam' ${landedOn(familyPaths)}
     group by 1`;
}

/** Each page's views in the days [first, to]. Params: first, to, rolledTo, first, to. */
export const PAGE_VIEWS_SQL = `select key as path, sum(count)::bigint as views
    from (
      select key, count from visit_daily where day >= ?::date and day <= ?::date and dimension = 'page' and event = 'pageview'
      union all
      select path, 1 from visit_event where at >= coalesce(?::timestamptz, '-infinity') and day >= ?::date and day <= ?::date and event = 'pageview'
    ) v
   group by key`;
