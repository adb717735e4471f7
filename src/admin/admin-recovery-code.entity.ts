import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';

const AdminRecoveryCodeSchema = defineEntity({
  name: 'AdminRecoveryCode',
  tableName: 'admin_recovery_code',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    userId: p.uuid().index(),
    /** SHA-256 (hex) of the code without dashes, upper-cased: the code itself is shown once and never stored. */
    codeHash: p.string().length(64).index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When it signed someone in; a used code never works again. */
    usedAt: p.datetime().nullable(),
  },
});

/** One of an account's ten single-use recovery codes (docs/product.md#14-admin-area). */
export class AdminRecoveryCode extends AdminRecoveryCodeSchema.class {}
AdminRecoveryCodeSchema.setClass(AdminRecoveryCode);
