import { p } from '@mikro-orm/postgresql';
import type { PageFamily } from '../../core/content-audit.js';
import type { ResultsDimension } from '../../core/results.js';
import type { StoredVisitEvent } from '../../core/visits.js';
import type { DAY_TOTAL } from './visit-sql.js';

/**
 * The columns visit_daily and visit_monthly share after their day or month (docs/product.md#27-results):
 * what a row counts and its counts. A function, so each entity gets builders of its own.
 */
export const dimensionColumns = () => ({
  /** What `key` is: the page's path, the utm source (with `medium`), the campaign or the referrer's host; none for the `total`. */
  dimension: p.string().length(8).$type<ResultsDimension | typeof DAY_TOTAL>(),
  key: p.string().length(500).nullable(),
  /** For `source` rows, the utm medium; null otherwise. */
  medium: p.string().length(150).nullable(),
  family: p.string().length(16).$type<PageFamily>(),
  event: p.string().length(16).$type<StoredVisitEvent>(),
  count: p.integer(),
  visitors: p.integer(),
});
