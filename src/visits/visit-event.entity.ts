import { defineEntity, p } from '@mikro-orm/postgresql';
import type { PageFamily } from '../../core/content-audit.js';
import type { StoredVisitEvent } from '../../core/visits.js';
import type { DeviceClass } from './visit-rules.js';

const VisitEventSchema = defineEntity({
  name: 'VisitEvent',
  tableName: 'visit_event',
  indexes: [{ properties: ['at'] }],
  properties: {
    id: p.bigint().primary().autoincrement(),
    /** When the beacon arrived. */
    at: p.datetime(),
    /** Its calendar day in DESK_TIME_ZONE: the day the visitor hash belongs to. */
    day: p.date(),
    path: p.string().length(500),
    family: p.string().length(16).$type<PageFamily>(),
    event: p.string().length(16).$type<StoredVisitEvent>(),
    /** The referrer's host alone, never its address; null for none or this site. */
    referrerHost: p.string().length(255).nullable(),
    source: p.string().length(150).nullable(),
    medium: p.string().length(150).nullable(),
    campaign: p.string().length(150).nullable(),
    term: p.string().length(150).nullable(),
    content: p.string().length(150).nullable(),
    /** mobile, tablet or desktop, read from the user agent, which is not kept; null for a not-found event. */
    device: p.string().length(8).$type<DeviceClass>().nullable(),
    /** The day's visitor hash (VisitorHashes); null for a not-found event. */
    visitor: p.string().length(22).nullable(),
    /** The visitor's first page view of the day: its landing page. */
    firstOfDay: p.boolean().default(false),
  },
});

/**
 * One counted beacon (docs/product.md#26-visit-counting): kept RESULTS_RAW_DAYS days, then only its hourly
 * rollup (VisitHourly) remains. Nothing in it names a person: no cookie, IP address or user agent.
 */
export class VisitEvent extends VisitEventSchema.class {}
VisitEventSchema.setClass(VisitEvent);
