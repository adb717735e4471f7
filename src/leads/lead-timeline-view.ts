import type { EscalationStep, LeadEventView, NotificationChannel, NotificationOutcome } from '../../core/lead-desk.js';
import { dollarsOf, type LeadOutcomeView } from '../../core/lead-outcome.js';
import { escalatedText, noteAddedText, notificationText, outcomeChangeText, ownerChangeText, receivedText, statusChangeText } from '../../core/lead-timeline-text.js';
import type { LeadEvent } from './lead-event.entity.js';

/** An escalation's line keeps its step and the minutes the lead had waited in `detail`: "2/25". */
export const escalationDetail = ({ step, minutesWaiting }: EscalationStep): string => `${step}/${minutesWaiting}`;

const outcomeOf = (event: LeadEvent): LeadOutcomeView => ({
  value: event.valueCents === null || event.valueCents === undefined ? null : dollarsOf(event.valueCents),
  lostReason: event.lostReason ?? null,
});

/** A stored timeline line as the lead's page shows it, in core's words (core/lead-timeline-text.ts). */
export function timelineLine(event: LeadEvent, source: string): LeadEventView {
  const base = { at: event.at.toISOString(), actor: event.actor ?? null, fromStatus: event.fromStatus ?? null, toStatus: event.toStatus ?? null };
  switch (event.type) {
    case 'received':
      return { ...base, type: 'received', text: receivedText(source, event.toStatus === 'spam') };
    case 'status':
      return { ...base, type: 'status', text: statusChangeText(event.fromStatus ?? 'new', event.toStatus ?? 'new', base.actor, outcomeOf(event)) };
    case 'outcome':
      return { ...base, type: 'outcome', text: outcomeChangeText(event.toStatus ?? 'won', outcomeOf(event), base.actor) };
    case 'note':
      return { ...base, type: 'note', text: noteAddedText(base.actor) };
    case 'owner':
      // The new owner's username is kept in detail (null: unassigned).
      return { ...base, type: 'owner', text: ownerChangeText(event.detail ?? null, base.actor) };
    case 'escalated': {
      const [step, minutes] = (event.detail ?? '1/0').split('/').map(Number);
      return { ...base, type: 'escalated', text: escalatedText(step || 1, minutes || 0) };
    }
    default: {
      const outcome = event.type.slice('notification_'.length) as NotificationOutcome;
      const channel = (event.channel ?? 'none') as NotificationChannel;
      return { ...base, type: 'notification', outcome, channel, text: notificationText(outcome, channel, event.detail ?? null) };
    }
  }
}
