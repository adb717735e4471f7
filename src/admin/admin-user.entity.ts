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
    /** argon2id PHC string (m = 19 MiB, t = 2, p = 1); never leaves the server. */
    passwordHash: p.string().length(200).lazy(),
    role: p.string().length(16).$type<AdminRole>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSignInAt: p.datetime().nullable(),
    passwordChangedAt: p.datetime().onCreate(() => new Date()),
    /** A disabled account cannot sign in, and its sessions end at once. */
    disabled: p.boolean().default(false),
  },
});

/** A person who may sign in to the admin area (docs/product.md#14-admin-area). */
export class AdminUser extends AdminUserSchema.class {}
AdminUserSchema.setClass(AdminUser);
