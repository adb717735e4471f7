import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_PERMISSIONS } from '../../core/admin.js';
import { ESCALATED_EVENT_TYPE, type EscalationStep, type LeadKind, type LeadStatus } from '../../core/lead-desk.js';
import type { LeadOutcomeView } from '../../core/lead-outcome.js';
import { CAN_SIGN_IN_SQL } from '../admin/index.js';
import { AppConfig } from '../config/app-config.js';
import { LeadEvent } from './lead-event.entity.js';
import { Lead } from './lead.entity.js';
import { leadFirstTouch, type FirstTouchColumns } from './lead-first-touch.js';
import { escalationDetail } from './lead-timeline-view.js';

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
  /** Its first touch as the lead's own row keeps it (leadColumns in src/common/lead-record.ts). */
  firstTouch: FirstTouchColumns;
}

/** The text the desk's search runs over: name, e-mail, company and the phone's digits, lower-cased. */
export function searchText(lead: Pick<ReceivedLead, 'name' | 'email' | 'company' | 'phone'>): string {
  const digits = lead.phone?.replace(/\D/g, '') ?? '';
  return [lead.name, lead.email, lead.company ?? '', digits].join(' ').toLowerCase();
}

/**
 * Roles that may own a lead, as round robin's SQL needs them: those that may change leads (ADMIN_PERMISSIONS
 * in core/admin.ts). Who may own one is ownerRefusal's rule (core/lead-desk.ts): this role and CAN_SIGN_IN.
 */
export const OWNER_ROLES: readonly string[] = ADMIN_PERMISSIONS['leads:change'].roles;

/** Round robin's turns: one sequence every instance draws from, so each lead has a turn of its own. */
const ROUND_ROBIN_TURN = 'lead_round_robin_turn';

/** Work that must commit with every lead (a notification job): it runs in the lead's own transaction. */
export type LeadReceivedListener = (tx: EntityManager, lead: ReceivedLead) => Promise<void>;

/**
 * A change a dispatcher (`by`) or the site (null) made to a lead: its status moved, its owner changed
 * (`owner` null: nobody has it now), or the site escalated it.
 */
export type LeadChange =
  /** A status change, or (from = to) a won lead's value or a lost lead's reason changed. */
  | ({ type: 'status'; leadId: string; from: LeadStatus; to: LeadStatus; by: string | null; at: Date } & LeadOutcomeView)
  | ({ type: 'owner' } & OwnerChange)
  | ({ type: 'escalated' } & Escalation);

/** A lead still without a first response `minutesWaiting` after it arrived: escalation step 1 or 2. */
export interface Escalation extends EscalationStep {
  leadId: string;
  at: Date;
}

/** A lead's owner changed: `by` a dispatcher, or by round robin (null). */
export interface OwnerChange {
  leadId: string;
  owner: string | null;
  previous: string | null;
  by: string | null;
  at: Date;
}

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

  private readonly siteHost: string;

  constructor(private readonly config: AppConfig) {
    this.siteHost = new URL(config.SITE_ORIGIN).hostname;
  }

  onReceived(listener: LeadReceivedListener): void {
    this.listeners.push(listener);
  }

  onChanged(listener: LeadChangeListener): void {
    this.changeListeners.push(listener);
  }

  /** In the transaction that makes the change: LeadCommands' status changes, ownerChanged and escalate. */
  async changed(tx: EntityManager, change: LeadChange): Promise<void> {
    for (const listener of this.changeListeners) await listener(tx, change);
  }

  /**
   * An owner change's timeline line (the new owner in `detail`) and its listeners (the webhook event), in
   * the change's transaction: a dispatcher's take or assignment (LeadCommands) and round robin's.
   */
  async ownerChanged(tx: EntityManager, change: OwnerChange): Promise<void> {
    tx.create(LeadEvent, { leadId: change.leadId, at: change.at, type: 'owner', actor: change.by, detail: change.owner });
    await this.changed(tx, { type: 'owner', ...change });
  }

  /**
   * Escalates a lead that still waits (docs/product.md#22-lead-notifications), in the caller's transaction:
   * only a lead that exists, is `new`, has no first response and has not had this step yet. The one
   * conditional UPDATE decides, so a step runs once however many workers try it, and an answer committed
   * first (whose UPDATE holds the row) leaves nothing to escalate. Then the timeline line and the listeners
   * (the escalation's notifications). Null when there was nothing to escalate.
   */
  async escalate(tx: EntityManager, step: number, leadId: string, now: Date): Promise<Escalation | null> {
    const [row] = await tx.execute<{ received_at: Date }[]>(
      `update lead set escalations = ? where id = ? and status = 'new' and first_response_at is null and escalations < ? returning received_at`,
      [step, leadId, step],
    );
    if (!row) return null;
    const escalation = { leadId, step, minutesWaiting: Math.max(0, Math.round((now.getTime() - new Date(row.received_at).getTime()) / 60_000)), at: now };
    tx.create(LeadEvent, { leadId, at: now, type: ESCALATED_EVENT_TYPE, actor: null, detail: escalationDetail(escalation) });
    await this.changed(tx, { type: 'escalated', ...escalation });
    return escalation;
  }

  async record(tx: EntityManager, lead: ReceivedLead): Promise<void> {
    const stored = tx.create(Lead, {
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
      ...leadFirstTouch(lead.firstTouch, this.siteHost),
      search: searchText(lead),
    });
    tx.create(LeadEvent, { leadId: lead.id, at: lead.receivedAt, type: 'received', actor: null, toStatus: lead.spam ? 'spam' : 'new' });
    // Listeners work in the lead's transaction: what they queue at once, their entities in the one flush below.
    for (const listener of this.listeners) await listener(tx, lead);
    if (!lead.spam && this.config.leadAssignment === 'round-robin') await this.giveOut(tx, stored, lead.receivedAt);
    await tx.flush();
  }

  /**
   * Round robin (docs/product.md#21-leads-desk): the lead's turn is the next number of one sequence shared
   * by every instance, and turn n goes to the ((n - 1) mod size)th, by username, of the accounts on duty that
   * may own a lead (ownerRefusal's rule as SQL: CAN_SIGN_IN_SQL and OWNER_ROLES), so consecutive leads go
   * to each account in turn, however many instances take them at once. Drawing a number
   * never waits and never locks a row: leads arriving together are stored side by side. A turn drawn by a
   * transaction that rolls back is skipped. Nobody on duty: no turn is drawn and the lead stays unowned.
   */
  private async giveOut(tx: EntityManager, lead: Lead, receivedAt: Date): Promise<void> {
    const [next] = await tx.execute<{ id: string; username: string }[]>(
      `with roster as (
         select id, username, row_number() over (order by username) - 1 as place, count(*) over () as size
           from admin_user
          where on_duty and ${CAN_SIGN_IN_SQL} and role in (${OWNER_ROLES.map(() => '?').join(', ')})
       ), turn as (select nextval('${ROUND_ROBIN_TURN}') as n where exists (select 1 from roster))
       select roster.id, roster.username from roster, turn where roster.place = (turn.n - 1) % roster.size`,
      [...OWNER_ROLES],
    );
    if (!next) return;
    // At least a millisecond after the "received" and "queued" lines of the same flush, as the timeline orders them.
    const at = new Date(Math.max(Date.now(), receivedAt.getTime() + 1) + 1);
    lead.ownerId = next.id;
    lead.assignedAt = at;
    await this.ownerChanged(tx, { leadId: lead.id, owner: next.username, previous: null, by: null, at });
  }
}
