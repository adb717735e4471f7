import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';

const AdminSessionSchema = defineEntity({
  name: 'AdminSession',
  tableName: 'admin_session',
  properties: {
    /** The token's `jti`: a token is only as valid as its session row. */
    id: p.uuid().primary().onCreate(() => randomUUID()),
    userId: p.uuid().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Last authenticated request (written at most once a minute): the idle timeout counts from it. */
    lastSeenAt: p.datetime(),
    /** The absolute end, whatever the activity. */
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    /** sign_out, idle, password_changed, disabled. */
    revokedReason: p.string().length(32).nullable(),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(300).nullable(),
  },
});

/** A signed-in browser or client; sign-out, a password change and disabling the account revoke it. */
export class AdminSession extends AdminSessionSchema.class {}
AdminSessionSchema.setClass(AdminSession);
