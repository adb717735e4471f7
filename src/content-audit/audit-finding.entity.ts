import { defineEntity, p } from '@mikro-orm/postgresql';
import type { AuditCheckId, AuditSeverity, PageFamily } from '../../core/content-audit.js';
import { AuditRun } from './audit-run.entity.js';

const AuditFindingSchema = defineEntity({
  name: 'AuditFinding',
  tableName: 'audit_finding',
  indexes: [{ properties: ['run', 'path'] }],
  properties: {
    id: p.bigint().primary().autoincrement(),
    run: () => p.manyToOne(AuditRun).deleteRule('cascade'),
    path: p.string().length(300),
    family: p.string().length(16).$type<PageFamily>(),
    severity: p.string().length(8).$type<AuditSeverity>(),
    /** The check's id (core/content-audit.ts AUDIT_CHECKS). */
    check: p.string().length(32).$type<AuditCheckId>(),
    /** The element or text concerned; with path and check, what identifies the finding across runs. */
    subject: p.string().length(500),
    message: p.string().length(500),
  },
});

/** One problem one page had in one audit run. */
export class AuditFinding extends AuditFindingSchema.class {}
AuditFindingSchema.setClass(AuditFinding);
