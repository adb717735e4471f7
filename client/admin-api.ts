import type { AdminView } from '../core/admin.js';
import type { LeadDetailView, LeadStatus, NotificationChannel } from '../core/lead-desk.js';
import { apiRequest } from './api.js';

// The admin pages' calls, through the one fetch helper (docs/product.md#14-admin-area, #21-leads-desk).
// The session rides in the HttpOnly cookie: the token the sign-in answers with is never kept by script.

export function signIn(username: string, password: string): Promise<{ success: true; admin: AdminView }> {
  return apiRequest<{ success: true; admin: AdminView }>('POST', '/api/admin/login', { username, password });
}

export function signOut(): Promise<unknown> {
  // An empty JSON object: the API gate refuses a POST without a JSON Content-Type.
  return apiRequest('POST', '/api/admin/logout', {});
}

const leadUrl = (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`;

export async function moveLead(id: string, status: LeadStatus): Promise<LeadDetailView> {
  return (await apiRequest<{ success: true; lead: LeadDetailView }>('PATCH', leadUrl(id), { status })).lead;
}

export async function addLeadNote(id: string, text: string): Promise<LeadDetailView> {
  return (await apiRequest<{ success: true; lead: LeadDetailView }>('POST', `${leadUrl(id)}/notes`, { text })).lead;
}

/** Sends a lead's notification again on a channel whose notification gave up (admins only). */
export async function resendNotification(id: string, channel: NotificationChannel): Promise<LeadDetailView> {
  return (await apiRequest<{ success: true; lead: LeadDetailView }>('POST', `${leadUrl(id)}/notifications`, { channel })).lead;
}
