import { randomUUID } from 'node:crypto';
import type { EscalationStep, LeadRecordView, LeadStatus, WebhookEventType } from '../../core/lead-desk.js';
import type { LeadOutcomeView } from '../../core/lead-outcome.js';
import { webhookLead, type NoticeSettings } from './notification-message.js';

// The signed webhook is a stream of lead events a CRM can follow (docs/product.md#22-lead-notifications):
// each body is one envelope, `{id, type, occurredAt, data}`, and the id is also the X-Event-Id header, the
// same on every attempt, so a receiver drops a repeat by its id.

/** What each event's `data` holds. */
export interface WebhookEventData {
  'lead.received': ReturnType<typeof webhookLead>;
  /** `owner` null: the lead was unassigned. */
  'lead.assigned': { leadId: string; owner: string | null; previous: string | null; by: string | null };
  /**
   * A status change, with the outcome the lead carries after it: `value` (dollars) of a won lead and
   * `lostReason` of a lost one, null otherwise. `from` = `to`: only the outcome changed.
   */
  'lead.status_changed': { leadId: string; from: LeadStatus; to: LeadStatus; by: string | null } & LeadOutcomeView;
  'lead.escalated': { leadId: string } & EscalationStep;
}

export interface WebhookEvent<T extends WebhookEventType = WebhookEventType> {
  id: string;
  type: T;
  /** ISO 8601: when it happened (not when it was sent). */
  occurredAt: string;
  data: WebhookEventData[T];
}

/** Events raised by the desk: their data is complete when they happen, and stored with their job. */
export type LeadChangeEvent = { [T in Exclude<WebhookEventType, 'lead.received'>]: WebhookEvent<T> }[Exclude<WebhookEventType, 'lead.received'>];

/** A new event of `type`, with a fresh id. */
export function leadEvent<T extends Exclude<WebhookEventType, 'lead.received'>>(type: T, data: WebhookEventData[T], occurredAt = new Date()): WebhookEvent<T> {
  return { id: randomUUID(), type, occurredAt: occurredAt.toISOString(), data };
}

/**
 * `lead.received`: its data is the lead as it is when it is sent (the job holds only its id); `eventId`
 * is kept with the job, so every attempt carries the same.
 */
export function receivedEvent(lead: LeadRecordView, settings: NoticeSettings, eventId: string): WebhookEvent<'lead.received'> {
  return { id: eventId, type: 'lead.received', occurredAt: lead.receivedAt, data: webhookLead(lead, settings) };
}
