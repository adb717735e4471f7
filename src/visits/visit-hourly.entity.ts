import { defineEntity, p } from '@mikro-orm/postgresql';
import type { PageFamily } from '../../core/content-audit.js';
import type { StoredVisitEvent } from '../../core/visits.js';
import type { DeviceClass } from './visit-rules.js';

const VisitHourlySchema = defineEntity({
  name: 'VisitHourly',
  tableName: 'visit_hourly',
  indexes: [{ properties: ['hour'] }],
  properties: {
    id: p.bigint().primary().autoincrement(),
    /** The hour's start (UTC). */
    hour: p.datetime(),
    path: p.string().length(500),
    family: p.string().length(16).$type<PageFamily>(),
    source: p.string().length(150).nullable(),
    medium: p.string().length(150).nullable(),
    campaign: p.string().length(150).nullable(),
    referrerHost: p.string().length(255).nullable(),
    device: p.string().length(8).$type<DeviceClass>().nullable(),
    event: p.string().length(16).$type<StoredVisitEvent>(),
    /** Events of the group in the hour. */
    count: p.integer(),
    /** Of those, visitors' first page views of their day: summed over hours, pages or sources, the day's visitors. */
    visitors: p.integer(),
  },
});

/** Visit events counted per hour, page, source, medium, campaign, referrer host, device and event, kept for good. */
export class VisitHourly extends VisitHourlySchema.class {}
VisitHourlySchema.setClass(VisitHourly);
