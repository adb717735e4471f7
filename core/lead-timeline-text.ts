// The words of a lead's timeline (docs/product.md#21-leads-desk, #22-lead-notifications): the server writes
// each line with these, and the views' specs build their fixtures with them, so a change of wording is one
// change here that every test sees.
import { sourceLabel } from './lead-labels.js';
import { LEAD_STATUS_LABELS, NOTIFICATION_CHANNEL_LABELS, type LeadStatus, type NotificationChannel, type NotificationOutcome } from './lead-desk.js';
import { formatDollars, LOST_REASON_LABELS, outcomeSuffix, type LeadOutcomeView } from './lead-outcome.js';

const by = (actor: string | null) => (actor ? ` by ${actor}` : '');
/** The actor of an owner change the site made. */
const ROUND_ROBIN = 'round robin';

export const receivedText = (source: string, spam: boolean): string =>
  `Received from ${sourceLabel(source)}${spam ? " (marked spam: the form's hidden field was filled)" : ''}`;

/** A status change, with the outcome it was given: "Quoted -> Won ($1,800) by dana". */
export const statusChangeText = (from: LeadStatus, to: LeadStatus, actor: string | null, outcome: LeadOutcomeView = NO_OUTCOME): string =>
  `${LEAD_STATUS_LABELS[from]} -> ${LEAD_STATUS_LABELS[to]}${outcomeSuffix(outcome)}${by(actor)}`;

const NO_OUTCOME: LeadOutcomeView = { value: null, lostReason: null };

/** A won lead's value or a lost lead's reason changed (or cleared). */
export function outcomeChangeText(status: LeadStatus, outcome: LeadOutcomeView, actor: string | null): string {
  if (status === 'won') return `${outcome.value === null ? 'Value cleared' : `Value set to ${formatDollars(outcome.value)}`}${by(actor)}`;
  return `${outcome.lostReason === null ? 'Reason cleared' : `Reason set to ${LOST_REASON_LABELS[outcome.lostReason]}`}${by(actor)}`;
}

/**
 * An owner change: taken (the actor became the owner), assigned to someone, or cleared. Without an actor
 * the site gave the lead out: only round robin does (LEAD_ASSIGNMENT).
 */
export const ownerChangeText = (owner: string | null, actor: string | null): string =>
  owner === null ? `Unassigned${by(actor)}` : owner === actor ? `Taken by ${owner}` : `Assigned to ${owner}${by(actor ?? ROUND_ROBIN)}`;

/**
 * An escalation (docs/product.md#22-lead-notifications): the lead had no first response `minutes` after it
 * arrived; the second step says so again.
 */
export const escalatedText = (step: number, minutes: number): string =>
  `${step > 1 ? 'Escalated again' : 'Escalated'}: no first response after ${minutes} min`;

export const noteAddedText = (actor: string | null): string => `Note added${by(actor)}`;

const OUTCOME_VERBS: Record<NotificationOutcome, string> = { queued: 'queued', sent: 'sent', failed: 'failed', gave_up: 'gave up', skipped: 'not sent' };

export const notificationText = (outcome: NotificationOutcome, channel: NotificationChannel, detail: string | null): string =>
  `${NOTIFICATION_CHANNEL_LABELS[channel]} ${OUTCOME_VERBS[outcome]}${detail ? `: ${detail}` : ''}`;

/** The details a notification's lines carry, after the channel and the outcome. */
export const failedAttemptDetail = (attempt: number, attempts: number, reason: string, retried = attempt < attempts): string =>
  `attempt ${attempt} of ${attempts}: ${reason}${retried ? '; it will be retried' : ''}`;

export const sentDetail = (detail: string, attempt: number): string => (attempt > 1 ? `${detail}, at attempt ${attempt}` : detail);

export const gaveUpDetail = (attempts: number, reason: string): string =>
  attempts === 1 ? `after 1 attempt: ${reason}` : `after ${attempts} attempts; the last: ${reason}`;
