import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { canMoveLead, type LeadDetailView, type LeadStatus } from '../../core/lead-desk.js';
import { isUuid } from '../../core/uuid.js';
import { AdminAudit, type AdminPrincipal } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { LeadEvent } from './lead-event.entity.js';
import { LeadInbox } from './lead-inbox.js';
import { LeadNote } from './lead-note.entity.js';
import { LeadReader } from './lead-reader.js';
import { Lead } from './lead.entity.js';

export const LEAD_NOT_FOUND_MESSAGE = 'Lead not found';
export const leadNotFound = () => new DomainError('not_found', LEAD_NOT_FOUND_MESSAGE);

/**
 * What a dispatcher changes on a lead (docs/product.md#21-leads-desk): its status and its notes, each
 * with its timeline line and its audit row in the change's own transaction. Each answers the lead's page.
 */
@Injectable()
export class LeadCommands {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AdminAudit,
    private readonly reader: LeadReader,
    private readonly inbox: LeadInbox,
  ) {}

  /**
   * Moves a lead to another status (LEAD_TRANSITIONS), with the row locked so two dispatchers cannot both
   * take it out of `new`. The first move out of `new` records the first response, except a move to spam:
   * marking spam answers nobody.
   */
  async changeStatus(id: string, status: LeadStatus, admin: AdminPrincipal, ip: string | null): Promise<LeadDetailView> {
    if (!isUuid(id)) throw leadNotFound();
    await this.em.fork().transactional(async (tx) => {
      const lead = await tx.findOne(Lead, { id: id.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!lead) throw leadNotFound();
      const from = lead.status;
      if (!canMoveLead(from, status)) {
        throw new DomainError('invalid_transition', `status cannot change from ${from} to ${status}`);
      }
      const now = new Date();
      lead.status = status;
      lead.statusChangedAt = now;
      if (from === 'new' && status !== 'spam' && !lead.firstResponseAt) lead.firstResponseAt = now;
      tx.create(LeadEvent, { leadId: lead.id, at: now, type: 'status', actor: admin.username, fromStatus: from, toStatus: status });
      await this.audit.record({ action: 'lead_status', actor: admin.username, subject: lead.id, ip, details: { from, to: status } }, tx);
      await this.inbox.statusChanged(tx, { leadId: lead.id, from, to: status, by: admin.username, at: now });
    });
    return (await this.reader.detail(id))!;
  }

  /** Adds a dispatcher's note (AddLeadNoteDto has checked it). */
  async addNote(id: string, text: string, admin: AdminPrincipal, ip: string | null): Promise<LeadDetailView> {
    if (!isUuid(id)) throw leadNotFound();
    await this.em.fork().transactional(async (tx) => {
      const lead = await tx.findOne(Lead, { id: id.toLowerCase() }, { fields: ['id'] });
      if (!lead) throw leadNotFound();
      const now = new Date();
      tx.create(LeadNote, { leadId: lead.id, author: admin.username, text, createdAt: now });
      tx.create(LeadEvent, { leadId: lead.id, at: now, type: 'note', actor: admin.username });
      await this.audit.record({ action: 'lead_note', actor: admin.username, subject: lead.id, ip, details: { length: text.length } }, tx);
    });
    return (await this.reader.detail(id))!;
  }
}
