import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AdminAuditEvent } from './admin-audit-event.entity.js';

/** What the audit trail records (docs/product.md#14-admin-area). */
export type AdminAuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_locked'
  | 'sign_out'
  | 'account_created'
  | 'password_changed'
  | 'account_disabled'
  | 'lead_status'
  | 'lead_note'
  | 'leads_export'
  | 'lead_notification_resent'
  | 'content_audit_started';

export interface AdminAuditEntry {
  action: AdminAuditAction;
  actor: string | null;
  subject?: string | null;
  ip?: string | null;
  /** Facts about the change; never a password, a hash or a token. */
  details?: Record<string, unknown>;
  /**
   * What the log line shows instead of `details` when they hold a visitor's personal data (the desk's
   * search text can be a name or an e-mail): the row keeps it, the logs never do.
   */
  logDetails?: Record<string, unknown>;
}

/**
 * The audit trail: each entry is a row (who, what, when, from where) and a log line. Pass the
 * transaction's EntityManager to record a change in the same transaction as the change itself.
 */
@Injectable()
export class AdminAudit {
  private readonly logger = new Logger('AdminAudit');

  constructor(private readonly em: EntityManager) {}

  async record(entry: AdminAuditEntry, em: EntityManager = this.em.fork()): Promise<void> {
    const row = em.create(AdminAuditEvent, {
      action: entry.action,
      actor: entry.actor,
      subject: entry.subject?.slice(0, 200) ?? null,
      ip: entry.ip?.slice(0, 64) ?? null,
      details: entry.details ?? null,
    });
    await em.persist(row).flush();
    const details = entry.logDetails ?? entry.details;
    this.logger.log({ audit: entry.action, actor: entry.actor, subject: entry.subject ?? undefined, ip: entry.ip ?? undefined, ...(details ? { details } : {}) }, `admin ${entry.action}`);
  }
}
