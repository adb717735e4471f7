import { defineEntity, p } from '@mikro-orm/postgresql';
import { dimensionColumns } from './dimension-columns.js';

const VisitDailySchema = defineEntity({
  name: 'VisitDaily',
  tableName: 'visit_daily',
  indexes: [{ name: 'visit_daily_dimension_day_index', properties: ['dimension', 'day'] }],
  properties: {
    id: p.bigint().primary().autoincrement(),
    /** The day in DESK_TIME_ZONE: the hours (UTC) that start in it. */
    day: p.date(),
    ...dimensionColumns(),
  },
});

/**
 * The hourly rollups summed per day, once for each dimension a report is drawn by (docs/product.md#27-results):
 * a report over 90 days reads a few thousand of these rows instead of every hour's. Made again from
 * visit_hourly with every hourly run, kept for good.
 */
export class VisitDaily extends VisitDailySchema.class {}
VisitDailySchema.setClass(VisitDaily);
