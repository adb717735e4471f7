// Lead notifications: they follow every lead by themselves (LeadInbox.onReceived); the desk's "send
// again" and the tests use LeadNotifications; features that change a lead raise its webhook event with
// LeadNotifications.emit(tx, leadEvent(type, data)); webhook receivers check a request with verifyWebhook.
// A lead's escalation steps are jobs of the same queue (LeadEscalation).
export { NotificationsModule } from './notifications.module.js';
export { LeadNotifications, NO_CHANNEL_DETAIL } from './lead-notifications.js';
export { NOTIFY_QUEUE, NOTIFY_DEAD_LETTER_QUEUE, type EscalationJob, type NotificationJob } from './lead-jobs.js';
export { LeadEscalation } from './lead-escalation.js';
export { verifyWebhook, signWebhook, SIGNATURE_HEADER, DELIVERY_HEADER, EVENT_HEADER } from './webhook-signature.js';
export { leadEvent, type WebhookEvent, type WebhookEventData, type LeadChangeEvent } from './lead-events.js';
