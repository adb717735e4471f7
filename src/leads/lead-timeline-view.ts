import type { LeadEventView, NotificationChannel, NotificationOutcome } from '../../core/lead-desk.js';
import { noteAddedText, notificationText, ownerChangeText, receivedText, statusChangeText } from '../../core/lead-timeline-text.js';
import type { LeadEvent } from './lead-event.entity.js';

/** A stored timeline line as the lead's page shows it, in core's words (core/lead-timeline-text.ts). */
export function timelineLine(event: LeadEvent, source: string): LeadEventView {
  const base = { at: event.at.toISOString(), actor: event.actor ?? null, fromStatus: event.fromStatus ?? null, toStatus: event.toStatus ?? null };
  switch (event.type) {
    case 'received':
      return { ...base, type: 'received', text: receivedText(source, event.toStatus === 'spam') };
    case 'status':
      return { ...base, type: 'status', text: statusChangeText(event.fromStatus ?? 'new', event.toStatus ?? 'new', base.actor) };
    case 'note':
      return { ...base, type: 'note', text: noteAddedText(base.actor) };
    case 'owner':
      // The new owner's username is kept in detail (null: unassigned).
      return { ...base, type: 'owner', text: ownerChangeText(event.detail ?? null, base.actor) };
    default: {
      const outcome = event.type.slice('notification_'.length) as NotificationOutcome;
      const channel = (event.channel ?? 'none') as NotificationChannel;
      return { ...base, type: 'notification', outcome, channel, text: notificationText(outcome, channel, event.detail ?? null) };
    }
  }
}
