import type { ResultsDimension } from '../../core/results.js';

// The statements of a report (docs/product.md#27-results). Each reads the report's period and the period
// before in one scan, telling them apart in a `period` column ('now' or 'before'). Visits come from the
// daily rollups, and from the raw events of the hours not rolled up yet (since `rolledTo`); leads from the
// lead table's first-touch columns, spam aside. Days are the desk's (DESK_TIME_ZONE).

/** The first instant not rolled up into visit_hourly (so not into visit_daily either), or null for none rolled up. */
export const ROLLED_TO_SQL = `select max(hour) + interval '1 hour' as "rolledTo" from visit_hourly`;

/** What a raw event's key and medium are, per dimension (visit_daily keeps them as `key` and `medium`). */
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

/** One row per period, key, medium, family and event, with its events and visitors. */
export interface VisitGroupRow {
  period: 'now' | 'before';
  key: string | null;
  medium: string | null;
  family: string;
  event: string;
  count: string;
  visitors: string;
}

/**
 * Params: from (the report's first day), first (the period before's first day), to, dimension, rolledTo
 * (an instant, or null when nothing is rolled up: every raw event counts), then the family when filtered.
 */
export function visitGroupsSql(by: ResultsDimension, family: boolean): string {
  const { key, medium } = EVENT_KEY[by];
  const familyFilter = family ? 'and family = ?' : '';
  return `select case when day >= ?::date then 'now' else 'before' end as period, key, medium, family, event, sum(count)::bigint as count, sum(visitors)::bigint as visitors
      from (
        select day, key, medium, family, event, count, visitors
          from visit_daily where day >= ?::date and day <= ?::date and dimension = ? ${familyFilter}
        union all
        select day, ${key}, ${medium}, family, event, 1, first_of_day::int
          from visit_event where at >= coalesce(?::timestamptz, '-infinity') and day >= ?::date and day <= ?::date ${familyFilter}
      ) v
     group by 1, key, medium, family, event`;
}

/** Params: first, to, rolledTo, first, to, then the family when filtered (each of the two parts). */
export function visitDaysSql(family: boolean): string {
  const familyFilter = family ? 'and family = ?' : '';
  return `select day::text as day, sum(visitors)::bigint as visitors
      from (
        select day, visitors from visit_daily where day >= ?::date and day <= ?::date and dimension = 'page' and event = 'pageview' ${familyFilter}
        union all
        select day, first_of_day::int from visit_event where at >= coalesce(?::timestamptz, '-infinity') and day >= ?::date and day <= ?::date and event = 'pageview' ${familyFilter}
      ) v
     group by day`;
}

/** One row per period, key and medium: the leads, those won and their values. */
export interface LeadGroupRow {
  period: 'now' | 'before';
  key: string | null;
  medium: string | null;
  leads: string;
  won: string;
  revenue_cents: string;
}

/** When a lead's received_at is in the days from a date's start to another's end, in a time zone (the params: zone, date). */
const dayStart = `(?::date::timestamp at time zone ?)`;
const dayEnd = `((?::date + 1)::timestamp at time zone ?)`;

/** Leads that landed on one of `paths` pages, when the report is of a family (null: every lead). */
const landedOn = (paths: number | null): string => (paths === null ? '' : paths === 0 ? 'and false' : `and landing_path in (${Array(paths).fill('?').join(', ')})`);

/** Params: from, zone, first, zone, to, zone, then the family's paths when filtered. */
export function leadGroupsSql(by: ResultsDimension, familyPaths: number | null): string {
  const { key, medium } = LEAD_KEY[by];
  return `select case when received_at >= ${dayStart} then 'now' else 'before' end as period, ${key} as key, ${medium} as medium,
           count(*) as leads, count(*) filter (where status = 'won') as won, coalesce(sum(won_value_cents) filter (where status = 'won'), 0) as revenue_cents
      from lead
     where received_at >= ${dayStart} and received_at < ${dayEnd} and status <> 'spam' ${landedOn(familyPaths)}
     group by 1, 2, 3`;
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
