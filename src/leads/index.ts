// The leads desk's public surface: lead features record each stored lead through LeadInbox, in the
// transaction that stores it, and tell the desk about their leads through LeadDetails; the admin pages
// work the inbox through LeadDesk. Notifications follow each lead through LeadInbox.onReceived and write
// what became of them through LeadTimeline.
export { LeadsModule } from './leads.module.js';
export { DeskPagesModule } from './desk-pages.module.js';
export { LeadInbox, type LeadReceivedListener, type ReceivedLead } from './lead-inbox.js';
export { LeadTimeline, type NotificationLine } from './lead-timeline.js';
export { LeadDetails, type LeadDetailsReader, type LeadRecordDetails } from './lead-details.js';
export { LeadDesk } from './lead-desk.js';
