import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';
import type { LeadEventType, LeadStatus } from '../../core/lead-desk.js';
import type { LostReason } from '../../core/lead-outcome.js';

const LeadEventSchema = defineEntity({
  name: 'LeadEvent',
  tableName: 'lead_event',
  indexes: [
    { properties: ['leadId', 'at'] },
    // The dashboard's list of notifications that gave up reads only these rows.
    { name: 'lead_event_gave_up_index', expression: `create index "lead_event_gave_up_index" on "lead_event" ("at" desc) where "type" = 'notification_gave_up'` },
    // The dashboard's "escalated today" reads only these rows.
    { name: 'lead_event_escalated_index', expression: `create index "lead_event_escalated_index" on "lead_event" ("at" desc) where "type" = 'escalated'` },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    leadId: p.uuid(),
    at: p.datetime().onCreate(() => new Date()),
    /** received, status, note, owner, escalated, or a notification's notification_queued, _sent, _failed, _gave_up, _skipped. */
    type: p.string().length(32).$type<LeadEventType>(),
    /** The admin who did it; null for the site itself. */
    actor: p.string().length(64).nullable(),
    fromStatus: p.string().length(16).$type<LeadStatus>().nullable(),
    toStatus: p.string().length(16).$type<LeadStatus>().nullable(),
    /** A move to won, or its value changed: the value in cents (null: none given). */
    valueCents: p.integer().nullable(),
    /** A move to lost, or its reason changed: the reason (null: none given). */
    lostReason: p.string().length(16).$type<LostReason>().nullable(),
    /** Notifications: the channel (email, webhook, none). */
    channel: p.string().length(16).nullable(),
    /**
     * Notifications: what happened (recipients, the receiver's answer, the reason of a failure); never a secret.
     * Owner changes: the new owner's username (null: unassigned). Escalations: the step and the minutes
     * the lead had waited, as "1/10".
     */
    detail: p.string().length(500).nullable(),
  },
});

/** A line of a lead's timeline: received, each status change with who and when, each note, each notification. */
export class LeadEvent extends LeadEventSchema.class {}
LeadEventSchema.setClass(LeadEvent);
