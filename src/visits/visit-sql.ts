import type { PageFamily } from '../../core/content-audit.js';
import type { StoredVisitEvent } from '../../core/visits.js';
import type { DeviceClass } from './visit-rules.js';

// The statements of visit counting (docs/product.md#26-visit-counting): the batch insert of raw events,
// the hourly rollup and the retention of raw events.

/** A counted beacon, as the batch insert takes it. */
export interface VisitRow {
  at: Date;
  /** YYYY-MM-DD in DESK_TIME_ZONE. */
  day: string;
  path: string;
  family: PageFamily;
  event: StoredVisitEvent;
  referrerHost: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  device: DeviceClass | null;
  visitor: string | null;
}

const ROW = '(?::int, ?::timestamptz, ?::date, ?::varchar, ?::varchar, ?::varchar, ?::varchar, ?::varchar, ?::varchar, ?::varchar, ?::varchar, ?::varchar, ?::varchar, ?::varchar)';

/**
 * One statement for a batch of events. Each visitor's first page view of its day is marked: the batch's
 * visitors are inserted into visit_day_visitor, and a visitor whose insert wins (no instance saw it today
 * before) has its earliest page view of the batch marked. Two instances inserting the same visitor at once
 * wait on each other's row, so exactly one marks it.
 */
export function insertEvents(rows: readonly VisitRow[]): { sql: string; params: unknown[] } {
  const params = rows.flatMap((row, n) => [
    n,
    row.at,
    row.day,
    row.path,
    row.family,
    row.event,
    row.referrerHost,
    row.source,
    row.medium,
    row.campaign,
    row.term,
    row.content,
    row.device,
    row.visitor,
  ]);
  const sql = `with incoming (n, at, day, path, family, event, referrer_host, source, medium, campaign, term, content, device, visitor) as (
      values ${rows.map(() => ROW).join(', ')}
    ),
    new_visitors as (
      insert into visit_day_visitor (day, visitor)
      select distinct day, visitor from incoming where event = 'pageview' and visitor is not null
      on conflict do nothing
      returning day, visitor
    ),
    landings as (
      select distinct on (i.day, i.visitor) i.n
        from incoming i join new_visitors v on v.day = i.day and v.visitor = i.visitor
       where i.event = 'pageview'
       order by i.day, i.visitor, i.n
    )
    insert into visit_event (at, day, path, family, event, referrer_host, source, medium, campaign, term, content, device, visitor, first_of_day)
    select at, day, path, family, event, referrer_host, source, medium, campaign, term, content, device, visitor, n in (select n from landings)
      from incoming order by n`;
  return { sql, params };
}

/** The `dimension` of the daily and monthly rows that sum every event of their day or month by family and event alone. */
export const DAY_TOTAL = 'total';

/** The dimensions of an hourly rollup row, in the order both statements list them. */
const DIMENSIONS = 'path, family, source, medium, campaign, referrer_host, device, event';

/**
 * The hours [from, to) rolled up again from the raw events, in one transaction: their rows are deleted and
 * inserted anew, so running it twice, or on two instances, leaves the same rows.
 */
export const ROLLUP_SQL = {
  clear: 'delete from visit_hourly where hour >= ? and hour < ?',
  fill: `insert into visit_hourly (hour, ${DIMENSIONS}, count, visitors)
    select date_trunc('hour', at), ${DIMENSIONS}, count(*)::int, (count(*) filter (where first_of_day))::int
      from visit_event
     where at >= ? and at < ?
     group by date_trunc('hour', at), ${DIMENSIONS}`,
  /**
   * The desk's days [fromDay, toDay] made again from visit_hourly (each hour in the day it starts in, in the
   * time zone given), once per dimension: grouping sets sum each hour's rows by page, by source and medium,
   * by campaign and by referrer host, and by nothing more than family and event (the `total` rows, with no
   * key: the day's figures, which the results' chart reads).
   */
  clearDays: 'delete from visit_daily where day >= ?::date and day <= ?::date',
  fillDays: `insert into visit_daily (day, dimension, key, medium, family, event, count, visitors)
    select day,
           case when grouping(path) = 0 then 'page' when grouping(source, medium) = 0 then 'source' when grouping(campaign) = 0 then 'campaign'
                when grouping(referrer_host) = 0 then 'referrer' else '${DAY_TOTAL}' end,
           case when grouping(path) = 0 then path when grouping(source, medium) = 0 then source when grouping(campaign) = 0 then campaign else referrer_host end,
           case when grouping(source, medium) = 0 then medium end,
           family, event, sum(count)::int, sum(visitors)::int
      from (select (hour at time zone ?)::date as day, path, family, source, medium, campaign, referrer_host, event, count, visitors
              from visit_hourly
             where hour >= (?::date::timestamp at time zone ?) and hour < ((?::date + 1)::timestamp at time zone ?)) h
     group by grouping sets ((day, family, event, path), (day, family, event, source, medium), (day, family, event, campaign), (day, family, event, referrer_host), (day, family, event))`,
  /**
   * The desk's months [fromMonth, toMonth] (their first days) made again from visit_daily, row for row: a
   * report reads the whole months of its period here, a few thousand rows a month instead of every day's.
   */
  clearMonths: 'delete from visit_monthly where month >= ?::date and month <= ?::date',
  fillMonths: `insert into visit_monthly (month, dimension, key, medium, family, event, count, visitors)
    select date_trunc('month', day)::date, dimension, key, medium, family, event, sum(count)::int, sum(visitors)::int
      from visit_daily
     where day >= ?::date and day < (?::date + interval '1 month')
     group by 1, dimension, key, medium, family, event`,
  /** The hours rolled up, when none of their days is summed yet (visit_daily is new): all of them are. */
  daysMissing: `select min(hour) as "from", max(hour) as "to" from visit_hourly where not exists (select 1 from visit_daily)`,
  /** The last hour rolled up, if any. */
  lastHour: 'select max(hour) as hour from visit_hourly',
  /** The first raw event's time, if any. */
  firstEvent: 'select min(at) as at from visit_event',
  /** Raw events older than the retention (RESULTS_RAW_DAYS): their rollups stay. */
  forgetEventsBefore: 'delete from visit_event where at < ?',
} as const;
