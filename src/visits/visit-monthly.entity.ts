import { defineEntity, p } from '@mikro-orm/postgresql';
import { dimensionColumns } from './dimension-columns.js';

const VisitMonthlySchema = defineEntity({
  name: 'VisitMonthly',
  tableName: 'visit_monthly',
  indexes: [{ name: 'visit_monthly_dimension_month_index', properties: ['dimension', 'month'] }],
  properties: {
    id: p.bigint().primary().autoincrement(),
    /** The month's first day, in DESK_TIME_ZONE: the days of visit_daily in it. */
    month: p.date(),
    ...dimensionColumns(),
  },
});

/**
 * The daily rollups summed per month (docs/product.md#27-results): a report over a year reads a dozen months
 * of these rows and the days around them instead of every day's. Made again from visit_daily with every
 * hourly run, kept for good.
 */
export class VisitMonthly extends VisitMonthlySchema.class {}
VisitMonthlySchema.setClass(VisitMonthly);
