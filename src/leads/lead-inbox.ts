import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LeadKind, LeadStatus } from '../../core/lead-desk.js';
import { LeadEvent } from './lead-event.entity.js';
import { Lead } from './lead.entity.js';

/** What a lead feature reports about a lead it has just stored. */
export interface ReceivedLead {
  /** The id of the feature's own row. */
  id: string;
  kind: LeadKind;
  receivedAt: Date;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  source: string;
  route?: string | null;
  service?: string | null;
  timeframe?: string | null;
  /** The honeypot was filled: the lead enters as `spam`, hidden from the inbox unless asked for. */
  spam: boolean;
}

/** The text the desk's search runs over: name, e-mail, company and the phone's digits, lower-cased. */
export function searchText(lead: Pick<ReceivedLead, 'name' | 'email' | 'company' | 'phone'>): string {
  const digits = lead.phone?.replace(/\D/g, '') ?? '';
  return [lead.name, lead.email, lead.company ?? '', digits].join(' ').toLowerCase();
}

/** Work that must commit with every lead (a notification job): it runs in the lead's own transaction. */
export type LeadReceivedListener = (tx: EntityManager, lead: ReceivedLead) => Promise<void>;

/**
 * A change a dispatcher (`by`) or the site (null) made to a lead: its status moved, or its owner changed
 * (`owner` null: nobody has it now).
 */
export type LeadChange =
  | { type: 'status'; leadId: string; from: LeadStatus; to: LeadStatus; by: string | null; at: Date }
  | { type: 'owner'; leadId: string; owner: string | null; previous: string | null; by: string | null; at: Date };

/** Work that must commit with a change (its webhook event): it runs in the change's transaction. */
export type LeadChangeListener = (tx: EntityManager, change: LeadChange) => Promise<void>;

/**
 * The desk's intake. Lead features call `record` with the transaction that stores the lead, so a lead
 * is never stored without its place in the inbox, and a rolled-back lead leaves none. Features that
 * follow every lead (notifications) listen here, in the same transaction; the desk cannot import them.
 */
@Injectable()
export class LeadInbox {
  private readonly listeners: LeadReceivedListener[] = [];
  private readonly changeListeners: LeadChangeListener[] = [];

  onReceived(listener: LeadReceivedListener): void {
    this.listeners.push(listener);
  }

  onChanged(listener: LeadChangeListener): void {
    this.changeListeners.push(listener);
  }

  /** LeadCommands calls it in the transaction that makes the change. */
  async changed(tx: EntityManager, change: LeadChange): Promise<void> {
    for (const listener of this.changeListeners) await listener(tx, change);
  }

  async record(tx: EntityManager, lead: ReceivedLead): Promise<void> {
    tx.create(Lead, {
      id: lead.id,
      kind: lead.kind,
      status: lead.spam ? 'spam' : 'new',
      receivedAt: lead.receivedAt,
      name: lead.name,
      company: lead.company,
      email: lead.email,
      phone: lead.phone,
      source: lead.source,
      route: lead.route ?? null,
      service: lead.service ?? null,
      timeframe: lead.timeframe ?? null,
      search: searchText(lead),
    });
    tx.create(LeadEvent, { leadId: lead.id, at: lead.receivedAt, type: 'received', actor: null, toStatus: lead.spam ? 'spam' : 'new' });
    // Listeners' rows are written with the lead's, in one flush.
    for (const listener of this.listeners) await listener(tx, lead);
    await tx.flush();
  }
}
