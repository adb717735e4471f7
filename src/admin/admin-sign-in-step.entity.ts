import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';

const AdminSignInStepSchema = defineEntity({
  name: 'AdminSignInStep',
  tableName: 'admin_sign_in_step',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    userId: p.uuid().index(),
    /** SHA-256 (hex) of the step's token (`mfaToken`), which only the browser holds. */
    tokenHash: p.string().length(64).unique(),
    /** `verify`: the account's code is asked; `enrol`: the account sets up two-factor first. */
    purpose: p.string().length(16).$type<'verify' | 'enrol'>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    /** Codes tried so far, each counted before it is checked; a fifth wrong one ends the step. */
    failures: p.integer().default(0),
    /** When it became a session, or ended (too many wrong codes, the account changed). */
    endedAt: p.datetime().nullable(),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(300).nullable(),
  },
});

/**
 * The step between a right password and a session for an account with two-factor (5 minutes): not a
 * session, it only lets its holder send a code (docs/product.md#14-admin-area).
 */
export class AdminSignInStep extends AdminSignInStepSchema.class {}
AdminSignInStepSchema.setClass(AdminSignInStep);
