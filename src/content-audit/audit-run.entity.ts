import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';
import type { AuditRunStatus } from '../../core/content-audit.js';

const AuditRunSchema = defineEntity({
  name: 'AuditRun',
  tableName: 'audit_run',
  indexes: [{ properties: ['queuedAt'] }],
  // One run at a time, for every instance: a second queued or running row cannot exist.
  uniques: [{ name: 'audit_run_one_at_a_time', expression: `create unique index "audit_run_one_at_a_time" on "audit_run" ((true)) where "status" in ('queued', 'running')` }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    /** queued, running, done, failed; at most one run is queued or running (a partial unique index). */
    status: p.string().length(16).$type<AuditRunStatus>(),
    /** The admin's username, "schedule" or "new build". */
    startedBy: p.string().length(64),
    queuedAt: p.datetime().onCreate(() => new Date()),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    durationMs: p.integer().nullable(),
    /** When the audited build was made (the views manifest's builtAt). */
    buildTime: p.datetime().nullable(),
    pages: p.integer().default(0),
    errors: p.integer().default(0),
    warnings: p.integer().default(0),
    notices: p.integer().default(0),
    /** Sum of the scores of the pages, for the average (pages without findings count 100). */
    scoreTotal: p.integer().default(0),
    /** Why a failed run failed (an exception's message, never a stack or a secret). */
    error: p.string().length(500).nullable(),
  },
});

/** One run of the content optimizer's site-wide audit (docs/product.md#23-content-optimizer). */
export class AuditRun extends AuditRunSchema.class {}
AuditRunSchema.setClass(AuditRun);
