import type { LeadDetailView, LeadStatus, NotificationChannel } from '../../core/lead-desk.js';
import type { LeadOutcomeView } from '../../core/lead-outcome.js';
import { adminLeadApiPath as leadUrl } from '../../core/admin-pages.js';
import { answerOf } from './request.js';

// A lead's changes on the leads desk (docs/product.md#21-leads-desk): each answers with the lead as it is now.

/** A move to `status`, with a won lead's value or a lost lead's reason (sent again with the same status: the outcome alone). */
export function moveLead(id: string, status: LeadStatus, outcome: Partial<LeadOutcomeView> = {}): Promise<LeadDetailView> {
  return answerOf<LeadDetailView>('lead', 'PATCH', leadUrl(id), { status, ...outcome });
}

export function addLeadNote(id: string, text: string): Promise<LeadDetailView> {
  return answerOf<LeadDetailView>('lead', 'POST', `${leadUrl(id)}/notes`, { text });
}

/** The signed-in admin takes the lead; an ApiError 409 (`lead_taken`) names who has it instead. */
export function takeLead(id: string): Promise<LeadDetailView> {
  return answerOf<LeadDetailView>('lead', 'POST', `${leadUrl(id)}/take`, {});
}

/** An admin gives the lead to an account, or to nobody (null). */
export function assignLead(id: string, owner: string | null): Promise<LeadDetailView> {
  return answerOf<LeadDetailView>('lead', 'PUT', `${leadUrl(id)}/owner`, { owner });
}

/** Sends a lead's notification again on a channel whose notification gave up (admins only). */
export function resendNotification(id: string, channel: NotificationChannel): Promise<LeadDetailView> {
  return answerOf<LeadDetailView>('lead', 'POST', `${leadUrl(id)}/notifications`, { channel });
}
