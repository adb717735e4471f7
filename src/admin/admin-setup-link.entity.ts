import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';

const AdminSetupLinkSchema = defineEntity({
  name: 'AdminSetupLink',
  tableName: 'admin_setup_link',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    userId: p.uuid().index(),
    /** SHA-256 (hex) of the link's token: the token is shown once and never stored. */
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    /** Set when the password is chosen, or when a newer link or a disable replaces it. */
    usedAt: p.datetime().nullable(),
    /** Who made it: an admin's username, or null for the command line. */
    createdBy: p.string().length(64).nullable(),
  },
});

/** A one-time link (`/admin/setup/{token}`) through which a new or reset account chooses its password. */
export class AdminSetupLink extends AdminSetupLinkSchema.class {}
AdminSetupLinkSchema.setClass(AdminSetupLink);
