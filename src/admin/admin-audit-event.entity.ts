import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';

const AdminAuditEventSchema = defineEntity({
  name: 'AdminAuditEvent',
  tableName: 'admin_audit_event',
  indexes: [{ properties: ['action', 'subject', 'at'] }, { properties: ['action', 'ip', 'at'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    at: p.datetime().onCreate(() => new Date()),
    /** Who did it (a username), or null for the system and for sign-ins that failed. */
    actor: p.string().length(64).nullable(),
    /** One of AdminAuditAction (src/admin/admin-audit.ts): sign-ins, account changes, lead changes, exports. */
    action: p.string().length(32),
    /** What it was done to: an account's username (a sign-in's name that is no account: `unknown:` and a keyed hash), a lead id. */
    subject: p.string().length(200).nullable(),
    ip: p.string().length(64).nullable(),
    /** Extra facts (a status change, an export's filter), never a password or a token. */
    details: p.json<Record<string, unknown>>().nullable(),
  },
});

/** The admin audit trail: sign-ins, failures, sign-outs, account changes, exports and lead changes. */
export class AdminAuditEvent extends AdminAuditEventSchema.class {}
AdminAuditEventSchema.setClass(AdminAuditEvent);
