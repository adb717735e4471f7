import type { EscalationStep, NotificationChannel } from '../../core/lead-desk.js';
import type { LeadChangeEvent } from './lead-events.js';

// The jobs that follow a lead (docs/product.md#22-lead-notifications): its notifications and its
// escalation steps share one queue, so a new lead writes all of them in one statement of its transaction.

/** Every job that follows a lead: a notification on one channel, or an escalation step. */
export const NOTIFY_QUEUE = 'lead-notification';
/** Where a job goes once every retry failed; its worker puts a notification on the desk. */
export const NOTIFY_DEAD_LETTER_QUEUE = 'lead-notification-failed';

/** One notification of one lead on one channel. */
export interface NotificationJob {
  leadId: string;
  channel: NotificationChannel;
  /**
   * The webhook's event: `lead.received` holds its id only (the lead is read when it is sent); a change
   * holds all of it. A webhook job without one (queued before events, or "send again") is `lead.received`
   * with the job's id.
   */
  event?: { id: string; type: 'lead.received' } | LeadChangeEvent;
  /** E-mail, Slack and Teams: the lead's escalation, told as one (to NOTIFY_ESCALATION_TO by e-mail). */
  escalation?: EscalationStep;
}

/** One escalation step of one lead, due at the job's start time. */
export interface EscalationJob {
  leadId: string;
  /** 1: ESCALATE_AFTER_MINUTES after it arrived; 2: ESCALATE_AGAIN_AFTER_MINUTES after step 1. */
  step: 1 | 2;
}

export type LeadJob = NotificationJob | EscalationJob;

export const isEscalationJob = (job: LeadJob): job is EscalationJob => 'step' in job;
