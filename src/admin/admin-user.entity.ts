import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';
import type { AdminRole } from '../../core/admin.js';

const AdminUserSchema = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_user',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    /** Lower-cased (USERNAME_PATTERN in core/admin.ts). */
    username: p.string().length(64).unique(),
    /**
     * argon2id PHC string (m = 19 MiB, t = 2, p = 1); never leaves the server. Null until the account's
     * setup link is used (a new or reset account): such an account cannot sign in.
     */
    passwordHash: p.string().length(200).lazy().nullable(),
    role: p.string().length(16).$type<AdminRole>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSignInAt: p.datetime().nullable(),
    passwordChangedAt: p.datetime().onCreate(() => new Date()),
    /** A disabled account cannot sign in, and its sessions end at once. */
    disabled: p.boolean().default(false),
    /** The TOTP key, sealed with ADMIN_MFA_KEY (MfaKeyBox); null while two-factor is off. */
    mfaSecret: p.text().lazy().nullable(),
    /** A key being enrolled, sealed: it becomes mfaSecret when a code from the app is accepted. */
    mfaPendingSecret: p.text().lazy().nullable(),
    /** The session that began the enrolment of mfaPendingSecret: only it may finish it (null: the sign-in's enrolment step). */
    mfaPendingSessionId: p.uuid().nullable(),
    mfaEnabledAt: p.datetime().nullable(),
    /** The TOTP time step of the last accepted code: a code of that step or an older one is a replay. */
    mfaLastStep: p.integer().nullable(),
    /** Round robin may give it new leads (docs/product.md#21-leads-desk); disabling the account ends it. */
    onDuty: p.boolean().default(false),
  },
});

/**
 * The accounts that can sign in: enabled, with a password (a new or reset account has none until its setup
 * link is used). Only they count as the last admin, own leads or go on duty (docs/product.md#14-admin-area).
 */
export const CAN_SIGN_IN = { disabled: false, passwordHash: { $ne: null } } as const;
/** CAN_SIGN_IN as a condition on `admin_user` in SQL. */
export const CAN_SIGN_IN_SQL = 'not disabled and password_hash is not null';

/** A person who may sign in to the admin area (docs/product.md#14-admin-area). */
export class AdminUser extends AdminUserSchema.class {}
AdminUserSchema.setClass(AdminUser);
