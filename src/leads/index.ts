// The leads desk's public surface: lead features record each stored lead through LeadInbox, in the
// transaction that stores it.
export { LeadsModule } from './leads.module.js';
export { LeadInbox, type ReceivedLead } from './lead-inbox.js';
