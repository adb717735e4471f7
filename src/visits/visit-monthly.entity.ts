import { defineEntity, p } from '@mikro-orm/postgresql';
import type { PageFamily } from '../../core/content-audit.js';
import type { ResultsDimension } from '../../core/results.js';
import type { StoredVisitEvent } from '../../core/visits.js';
import type { DAY_TOTAL } from './visit-sql.js';

const VisitMonthlySchema = defineEntity({
  name: 'VisitMonthly',
  tableName: 'visit_monthly',
  indexes: [{ name: 'visit_monthly_dimension_month_index', properties: ['dimension', 'month'] }],
  properties: {
    id: p.bigint().primary().autoincrement(),
    /** The month's first day, in DESK_TIME_ZONE: the days of visit_daily in it. */
    month: p.date(),
    /** What `key` is, as in visit_daily. */
    dimension: p.string().length(8).$type<ResultsDimension | typeof DAY_TOTAL>(),
    key: p.string().length(500).nullable(),
    medium: p.string().length(150).nullable(),
    family: p.string().length(16).$type<PageFamily>(),
    event: p.string().length(16).$type<StoredVisitEvent>(),
    count: p.integer(),
    visitors: p.integer(),
  },
});

/**
 * The daily rollups summed per month (docs/product.md#27-results): a report over a year reads a dozen months
 * of these rows and the days around them instead of every day's. Made again from visit_daily with every
 * hourly run, kept for good.
 */
export class VisitMonthly extends VisitMonthlySchema.class {}
VisitMonthlySchema.setClass(VisitMonthly);
