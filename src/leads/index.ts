// The leads desk's public surface: lead features record each stored lead through LeadInbox, in the
// transaction that stores it, and tell the desk about their leads through LeadDetails; the desk's pages
// read through LeadReader and DeskStats. Notifications follow each lead through LeadInbox.onReceived, read
// it through LeadReader and write what became of it through LeadTimeline.
export { LeadsModule } from './leads.module.js';
export { DeskPagesModule } from './desk-pages.module.js';
export { LeadInbox, type Escalation, type LeadReceivedListener, type LeadChange, type LeadChangeListener, type ReceivedLead } from './lead-inbox.js';
export { LeadTimeline, type NotificationLine } from './lead-timeline.js';
export { LeadDetails, type LeadDetailsReader, type LeadRecordDetails } from './lead-details.js';
export { LeadReader } from './lead-reader.js';
export { DeskStats } from './desk-stats.js';
