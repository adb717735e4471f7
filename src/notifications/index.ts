// Lead notifications: they follow every lead by themselves (LeadInbox.onReceived); the desk's "send
// again" and the tests use LeadNotifications; features that change a lead raise its webhook event with
// LeadNotifications.emit(tx, leadEvent(type, data)); webhook receivers check a request with verifyWebhook.
// Escalation schedules itself with each lead (LeadEscalation).
export { NotificationsModule } from './notifications.module.js';
export { LeadNotifications, NOTIFY_QUEUE, NOTIFY_DEAD_LETTER_QUEUE, NO_CHANNEL_DETAIL } from './lead-notifications.js';
export { LeadEscalation, ESCALATION_QUEUE, type EscalationJob } from './lead-escalation.js';
export { verifyWebhook, signWebhook, SIGNATURE_HEADER, DELIVERY_HEADER, EVENT_HEADER } from './webhook-signature.js';
export { leadEvent, type WebhookEvent, type WebhookEventData, type LeadChangeEvent } from './lead-events.js';
