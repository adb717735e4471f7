import { defineEntity, p } from '@mikro-orm/postgresql';
import type { PageFamily } from '../../core/content-audit.js';
import type { ResultsDimension } from '../../core/results.js';
import type { StoredVisitEvent } from '../../core/visits.js';
import type { DAY_TOTAL } from './visit-sql.js';

const VisitDailySchema = defineEntity({
  name: 'VisitDaily',
  tableName: 'visit_daily',
  indexes: [{ name: 'visit_daily_dimension_day_index', properties: ['dimension', 'day'] }],
  properties: {
    id: p.bigint().primary().autoincrement(),
    /** The day in DESK_TIME_ZONE: the hours (UTC) that start in it. */
    day: p.date(),
    /** What `key` is: the page's path, the utm source (with `medium`), the campaign or the referrer's host; none for the day's `total`. */
    dimension: p.string().length(8).$type<ResultsDimension | typeof DAY_TOTAL>(),
    key: p.string().length(500).nullable(),
    /** For `source` rows, the utm medium; null otherwise. */
    medium: p.string().length(150).nullable(),
    family: p.string().length(16).$type<PageFamily>(),
    event: p.string().length(16).$type<StoredVisitEvent>(),
    count: p.integer(),
    visitors: p.integer(),
  },
});

/**
 * The hourly rollups summed per day, once for each dimension a report is drawn by (docs/product.md#27-results):
 * a report over 90 days reads a few thousand of these rows instead of every hour's. Made again from
 * visit_hourly with every hourly run, kept for good.
 */
export class VisitDaily extends VisitDailySchema.class {}
VisitDailySchema.setClass(VisitDaily);
