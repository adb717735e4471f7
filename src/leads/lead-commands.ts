import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  canMoveLead,
  leadTakenMessage,
  ownerRefusal,
  SPAM_LEAD_OWNER_MESSAGE,
  unknownOwnerMessage,
  type LeadDetailView,
  type LeadStatus,
  type OwnerCandidate,
} from '../../core/lead-desk.js';
import { centsOf, type LeadOutcomeView, type LostReason } from '../../core/lead-outcome.js';
import { isUuid } from '../../core/uuid.js';
import { AdminAudit, type AdminPrincipal } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { RequestValidationError } from '../common/request-validation.js';
import { LeadEvent } from './lead-event.entity.js';
import { LeadInbox } from './lead-inbox.js';
import { LeadNote } from './lead-note.entity.js';
import { LeadReader } from './lead-reader.js';
import { Lead } from './lead.entity.js';

export const LEAD_NOT_FOUND_MESSAGE = 'Lead not found';
export const leadNotFound = () => new DomainError('not_found', LEAD_NOT_FOUND_MESSAGE);

interface OwnerAccount extends OwnerCandidate {
  id: string;
}

const spamLead = () => new DomainError('owner_refused', SPAM_LEAD_OWNER_MESSAGE);

/** A status to move a lead to, with a won lead's value (dollars) or a lost lead's reason (ChangeLeadStatusDto). */
export interface StatusChange {
  status: LeadStatus;
  value?: number | null;
  lostReason?: LostReason | null;
}

const isOutcomeStatus = (status: LeadStatus) => status === 'won' || status === 'lost';

/** The audit row's outcome: a won lead's value, a lost lead's reason, nothing for other statuses. */
const outcomeDetails = (status: LeadStatus, outcome: LeadOutcomeView) =>
  status === 'won' ? { value: outcome.value } : status === 'lost' ? { lostReason: outcome.lostReason } : {};

/** What the lead carries after the change: a won lead its value, a lost lead its reason, any other neither. */
const outcomeOf = (status: LeadStatus, change: StatusChange): LeadOutcomeView => ({
  value: status === 'won' ? (change.value ?? null) : null,
  lostReason: status === 'lost' ? (change.lostReason ?? null) : null,
});

/**
 * What a dispatcher changes on a lead (docs/product.md#21-leads-desk): its status, its notes and its owner, each
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
   * marking spam answers nobody. A won lead keeps the value it was given and a lost one its reason; sent
   * again with the same status, they change the outcome alone (docs/product.md#21-leads-desk).
   */
  async changeStatus(id: string, change: StatusChange, admin: AdminPrincipal, ip: string | null): Promise<LeadDetailView> {
    if (!isUuid(id)) throw leadNotFound();
    const to = change.status;
    await this.em.fork().transactional(async (tx) => {
      const lead = await tx.findOne(Lead, { id: id.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!lead) throw leadNotFound();
      const from = lead.status;
      const outcomeEdit = from === to && isOutcomeStatus(to) && (change.value !== undefined || change.lostReason !== undefined);
      if (!outcomeEdit && !canMoveLead(from, to)) {
        throw new DomainError('invalid_transition', `status cannot change from ${from} to ${to}`);
      }
      const now = new Date();
      const outcome = outcomeOf(to, change);
      lead.wonValueCents = outcome.value === null ? null : centsOf(outcome.value);
      lead.lostReason = outcome.lostReason;
      const recorded = { valueCents: lead.wonValueCents, lostReason: lead.lostReason };
      if (outcomeEdit) {
        tx.create(LeadEvent, { leadId: lead.id, at: now, type: 'outcome', actor: admin.username, toStatus: to, ...recorded });
        await this.audit.record({ action: 'lead_outcome', actor: admin.username, subject: lead.id, ip, details: { status: to, ...outcomeDetails(to, outcome) } }, tx);
      } else {
        lead.status = to;
        lead.statusChangedAt = now;
        if (from === 'new' && to !== 'spam' && !lead.firstResponseAt) lead.firstResponseAt = now;
        tx.create(LeadEvent, { leadId: lead.id, at: now, type: 'status', actor: admin.username, fromStatus: from, toStatus: to, ...recorded });
        await this.audit.record({ action: 'lead_status', actor: admin.username, subject: lead.id, ip, details: { from, to, ...outcomeDetails(to, outcome) } }, tx);
      }
      await this.inbox.changed(tx, { type: 'status', leadId: lead.id, from, to, by: admin.username, at: now, ...outcome });
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

  /**
   * The signed-in account takes the lead. One conditional UPDATE decides it, so of two dispatchers taking
   * the same lead at once one gets it and the other the 409 naming them (PostgreSQL re-reads the row the
   * first one changed). Taking a lead you already have changes nothing.
   */
  async take(id: string, admin: AdminPrincipal, ip: string | null): Promise<LeadDetailView> {
    if (!isUuid(id)) throw leadNotFound();
    const leadId = id.toLowerCase();
    await this.em.fork().transactional(async (tx) => {
      const now = new Date();
      const taken = await tx.execute<{ id: string }[]>(
        `update lead set owner_id = ?, assigned_at = ? where id = ? and owner_id is null and status <> 'spam' returning id`,
        [admin.userId, now, leadId]
      );
      if (taken.length === 0) {
        const [lead] = await tx.execute<{ status: LeadStatus; ownerId: string | null; owner: string | null }[]>(
          `select status, owner_id as "ownerId", (select username from admin_user where admin_user.id = owner_id) as owner from lead where id = ?`,
          [leadId]
        );
        if (!lead) throw leadNotFound();
        if (lead.ownerId === admin.userId) return;
        if (lead.owner) throw new DomainError('lead_taken', leadTakenMessage(lead.owner), { facts: { owner: { username: lead.owner } } });
        throw spamLead();
      }
      await this.ownerChanged(tx, leadId, admin, admin.username, null, ip, now);
    });
    return (await this.reader.detail(leadId))!;
  }

  /**
   * An admin gives the lead to an account, to another, or to nobody (`null`). The account must exist and may
   * own leads (ownerRefusal: it can sign in, its role changes leads); a lead marked spam gets no owner.
   */
  async assign(id: string, username: string | null, admin: AdminPrincipal, ip: string | null): Promise<LeadDetailView> {
    if (!isUuid(id)) throw leadNotFound();
    const leadId = id.toLowerCase();
    await this.em.fork().transactional(async (tx) => {
      const lead = await tx.findOne(Lead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!lead) throw leadNotFound();
      let account: OwnerAccount | null = null;
      if (username !== null) {
        [account = null] = await tx.execute<OwnerAccount[]>(
          `select id, username, role, disabled, password_hash is null as "setupPending" from admin_user where username = ?`,
          [username],
        );
        if (!account) throw new RequestValidationError({ owner: unknownOwnerMessage });
        const refusal = ownerRefusal(account);
        if (refusal) throw new DomainError('owner_refused', refusal);
        if (lead.status === 'spam') throw spamLead();
      }
      const ownerId = account?.id ?? null;
      if ((lead.ownerId ?? null) === ownerId) return;
      const [previous] = lead.ownerId
        ? await tx.execute<{ username: string }[]>(`select username from admin_user where id = ?`, [lead.ownerId])
        : [];
      const now = new Date();
      lead.ownerId = ownerId;
      lead.assignedAt = ownerId ? now : null;
      await this.ownerChanged(tx, leadId, admin, account?.username ?? null, previous?.username ?? null, ip, now);
    });
    return (await this.reader.detail(leadId))!;
  }

  /** A dispatcher's owner change: its audit row, then its timeline line and listeners (LeadInbox.ownerChanged), in the change's transaction. */
  private async ownerChanged(tx: EntityManager, leadId: string, admin: AdminPrincipal, owner: string | null, previous: string | null, ip: string | null, at: Date): Promise<void> {
    await this.audit.record({ action: 'lead_assigned', actor: admin.username, subject: leadId, ip, details: { owner, previous } }, tx);
    await this.inbox.ownerChanged(tx, { leadId, owner, previous, by: admin.username, at });
  }
}
