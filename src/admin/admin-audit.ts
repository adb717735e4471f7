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
  | 'account_enabled'
  | 'account_role_changed'
  | 'account_reset'
  | 'on_duty_changed'
  | 'setup_link_created'
  | 'account_setup_finished'
  | 'mfa_enabled'
  | 'mfa_reset'
  | 'recovery_code_used'
  | 'mfa_replaced'
  | 'recovery_codes_replaced'
  | 'session_ended'
  | 'lead_status'
  | 'lead_outcome'
  | 'lead_note'
  | 'lead_assigned'
  | 'leads_export'
  | 'lead_notification_resent'
  | 'content_audit_started'
  | 'post_created'
  | 'post_published'
  | 'post_scheduled'
  | 'post_unpublished'
  | 'post_restored'
  | 'media_uploaded'
  | 'claim_approved'
  | 'claim_removed'
  | 'page_meta_changed'
  | 'page_meta_reset'
  | 'fact_created'
  | 'fact_changed'
  | 'fact_confirmed'
  | 'fact_removed';

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

  /** Writes the entry (with `em`, in that transaction) and logs it; answers the row's id. */
  async record(entry: AdminAuditEntry, em: EntityManager = this.em.fork()): Promise<string> {
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
    return row.id;
  }

  /**
   * Replaces the details of a row written before the work it records was done (an export: written before
   * its first byte, then told how it ended), and logs the new facts.
   */
  async amend(id: string, entry: Pick<AdminAuditEntry, 'action' | 'actor' | 'details' | 'logDetails'>): Promise<void> {
    await this.em.fork().nativeUpdate(AdminAuditEvent, { id }, { details: entry.details ?? null });
    const details = entry.logDetails ?? entry.details;
    this.logger.log({ audit: entry.action, actor: entry.actor, ...(details ? { details } : {}) }, `admin ${entry.action} ended`);
  }
}
