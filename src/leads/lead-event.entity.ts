import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';
import type { LeadStatus } from '../../core/lead-desk.js';

const LeadEventSchema = defineEntity({
  name: 'LeadEvent',
  tableName: 'lead_event',
  indexes: [{ properties: ['leadId', 'at'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    leadId: p.uuid(),
    at: p.datetime().onCreate(() => new Date()),
    /** received, status, note (notifications join later). */
    type: p.string().length(32),
    /** The admin who did it; null for the site itself. */
    actor: p.string().length(64).nullable(),
    fromStatus: p.string().length(16).$type<LeadStatus>().nullable(),
    toStatus: p.string().length(16).$type<LeadStatus>().nullable(),
  },
});

/** A line of a lead's timeline: received, each status change with who and when, each note. */
export class LeadEvent extends LeadEventSchema.class {}
LeadEventSchema.setClass(LeadEvent);
