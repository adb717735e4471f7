// The leads desk's vocabulary and the shapes its API and pages share (docs/product.md#21-leads-desk).
// Pure data and types: the server, the views and the tests import them.
import { can, type AdminRole } from './admin.js';
import { ROUTE_SEPARATOR } from './field-limits.js';
import type { LostReason } from './lead-outcome.js';

/** Every kind of lead the site takes. */
export const LEAD_KINDS = ['quote', 'freight_agent', 'carrier'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  quote: 'Quote request',
  freight_agent: 'Freight agent inquiry',
  carrier: 'Carrier application',
};

/** A lead's status: new -> contacted -> quoted -> won or lost, and spam. */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/**
 * The moves the desk allows. Forward along new -> contacted -> quoted -> won/lost (a step may be
 * skipped: a dispatcher who quotes on the first call goes straight to quoted); won and lost may be
 * reopened to quoted or corrected to each other; anything may be marked spam, and spam goes back to new.
 */
export const LEAD_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'quoted', 'won', 'lost', 'spam'],
  contacted: ['quoted', 'won', 'lost', 'spam'],
  quoted: ['won', 'lost', 'spam'],
  won: ['lost', 'quoted', 'spam'],
  lost: ['won', 'quoted', 'spam'],
  spam: ['new'],
};

export const canMoveLead = (from: LeadStatus, to: LeadStatus): boolean => LEAD_TRANSITIONS[from].includes(to);

/** The promise every page makes: a quote within 15 minutes. A lead still `new` after this is overdue. */
export const RESPONSE_PROMISE_MINUTES = 15;

/** A quote's route for the inbox: both ends as typed, an end not given as "?", null when neither is. */
export function quoteRoute(pickup?: string | null, delivery?: string | null): string | null {
  if (!pickup && !delivery) return null;
  return `${pickup || '?'}${ROUTE_SEPARATOR}${delivery || '?'}`;
}

/** Leads per inbox page. */
export const LEADS_PAGE_SIZE = 50;

/** The longest dispatcher's note, in characters: the API refuses longer and the note box stops there. */
export const NOTE_MAX_LENGTH = 2000;

/**
 * The owner filter's two words besides a username (docs/product.md#21-leads-desk): the signed-in account,
 * and nobody. "me" is too short to be a username; an account named "none" is shadowed by the word.
 */
export const OWNER_FILTER_ME = 'me';
export const OWNER_FILTER_NONE = 'none';

/** The answers and words of lead ownership, shared by the API, the pages and the tests. */
export const leadTakenMessage = (owner: string) => `${owner} has this lead`;
export const cannotOwnMessage = (username: string) => `${username} cannot own leads: only an admin can`;
export const disabledOwnerMessage = (username: string) => `${username} is disabled and cannot own leads`;
export const setupPendingOwnerMessage = (username: string) => `${username} has not set a password yet (the setup link is unused) and cannot own leads`;

/** An account as the owner rule reads it (the accounts list's row has these fields). */
export interface OwnerCandidate {
  username: string;
  role: AdminRole;
  disabled: boolean;
  /** No password yet (a new or reset account): it cannot sign in. */
  setupPending: boolean;
}

/**
 * Why an account may neither own a lead nor go on duty, or null when it may: it must be able to sign in
 * (enabled, its password set) and have a role that changes leads. The assignment, the on-duty switch and
 * the accounts page read it.
 */
export function ownerRefusal(account: OwnerCandidate): string | null {
  if (account.disabled) return disabledOwnerMessage(account.username);
  if (!can(account.role, 'leads:change')) return cannotOwnMessage(account.username);
  if (account.setupPending) return setupPendingOwnerMessage(account.username);
  return null;
}
export const unknownOwnerMessage = 'owner must be the username of an account';
/**
 * Who a new lead goes to (LEAD_ASSIGNMENT, docs/product.md#21-leads-desk): `manual` leaves it unowned for a
 * dispatcher to take; `round-robin` gives new leads to the on-duty accounts in turn (LeadInbox's giveOut).
 */
export const LEAD_ASSIGNMENT_MODES = ['manual', 'round-robin'] as const;
export type LeadAssignmentMode = (typeof LEAD_ASSIGNMENT_MODES)[number];
export const SPAM_LEAD_OWNER_MESSAGE = 'A lead marked spam cannot be assigned: move it back to new first';
export const UNASSIGNED_LABEL = 'Unassigned';
/** A lead's owner as the desk shows it. */
export const ownerLabel = (owner: string | null): string => owner ?? UNASSIGNED_LABEL;

/** A lead in the inbox. Times are ISO 8601 instants. */
export interface LeadSummaryView {
  id: string;
  kind: LeadKind;
  status: LeadStatus;
  receivedAt: string;
  /** The person (first and last name, or the contact name). */
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  /** Where on the site it came from: home_form, slide_out_<opener>, freight_agent_form, carrier_form. */
  source: string;
  /** Quotes: the pickup and the delivery as quoteRoute writes them; null for other leads. */
  route: string | null;
  /** Quotes: the service and the timeframe values as sent. */
  service: string | null;
  timeframe: string | null;
  /** When the lead first left `new`; null while it waits. */
  firstResponseAt: string | null;
  /** The username of the account working it; null while nobody has it. */
  owner: string | null;
  /** Won: its value in dollars, if given (core/lead-outcome.ts). */
  value: number | null;
  /** Lost: why, if given. */
  lostReason: LostReason | null;
}

/** One labelled value of a lead, in the form's order (empty values left out). */
export interface LeadFieldView {
  label: string;
  value: string;
  /** How the page links it: tel:, mailto:, or plain text. */
  link?: 'tel' | 'mailto';
  /** Whom to answer (name, company, e-mail, phone) or what they ask: the notification's two parts (leadFieldList sets it). */
  section: 'contact' | 'request';
}

export interface LeadAttributionView {
  source: string;
  landingPage: string | null;
  referrer: string | null;
  utm: { source: string | null; medium: string | null; campaign: string | null; term: string | null; content: string | null };
  userAgent: string | null;
}

export interface AbandonedFormView {
  id: string;
  formType: string;
  reason: string;
  capturedAt: string;
  recoveredAt: string | null;
  fieldsCompleted: number;
  timeOnFormMs: number;
  data: Record<string, string>;
}

export interface LeadNoteView {
  id: string;
  text: string;
  author: string;
  createdAt: string;
}

/** Where a lead's notification goes (docs/product.md#22-lead-notifications); `none` when no channel is configured. */
export const NOTIFICATION_CHANNELS = ['email', 'webhook', 'slack', 'teams', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** The channels the desk can send again (every one but `none`). */
export const RESENDABLE_CHANNELS = NOTIFICATION_CHANNELS.filter((channel): channel is Exclude<NotificationChannel, 'none'> => channel !== 'none');

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'E-mail',
  webhook: 'Webhook',
  slack: 'Slack',
  teams: 'Teams',
  none: 'Notification',
};

/** The events the signed webhook streams to a CRM (docs/product.md#22-lead-notifications). */
export const WEBHOOK_EVENT_TYPES = ['lead.received', 'lead.assigned', 'lead.status_changed', 'lead.escalated'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What became of a notification: each is a line of the lead's timeline. */
export const NOTIFICATION_OUTCOMES = ['queued', 'sent', 'failed', 'gave_up', 'skipped'] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

/** The stored type of the timeline line of an escalation: the desk counts the leads escalated today. */
export const ESCALATED_EVENT_TYPE = 'escalated';

/** An escalation as it is told: its step (1, then 2 for the repeat) and the minutes the lead had waited. */
export interface EscalationStep {
  step: number;
  minutesWaiting: number;
}

/** The stored type of a timeline line. */
export type LeadEventType = 'received' | 'status' | 'outcome' | 'note' | 'owner' | typeof ESCALATED_EVENT_TYPE | `notification_${NotificationOutcome}`;

/**
 * One line of a lead's history: received, a status change, a won lead's value or a lost lead's reason
 * changed, a note, an owner change, an escalation, a notification queued, sent or failed.
 */
export interface LeadEventView {
  at: string;
  type: 'received' | 'status' | 'outcome' | 'note' | 'owner' | 'escalated' | 'notification';
  /** Notifications: what became of it, and on which channel. */
  outcome?: NotificationOutcome;
  channel?: NotificationChannel;
  /** The admin who did it; null for what the site did. */
  actor: string | null;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  text: string;
}

/** A lead with what the visitor sent and where they came from (what a notification tells). */
export interface LeadRecordView extends LeadSummaryView {
  fields: LeadFieldView[];
  message: string | null;
  attribution: LeadAttributionView;
}

export interface LeadDetailView extends LeadRecordView {
  abandonedForms: AbandonedFormView[];
  notes: LeadNoteView[];
  timeline: LeadEventView[];
}

/** The inbox's filter as the API and the page read it (every part optional). */
export interface LeadFilterView {
  kind?: LeadKind;
  status?: LeadStatus;
  source?: string;
  /** Dates (YYYY-MM-DD, in the desk's time zone) or instants. */
  from?: string;
  to?: string;
  q?: string;
  /** Include spam (hidden unless asked for, or unless status=spam). */
  spam?: boolean;
  /** Whose leads: `me` (the signed-in account), `none` (nobody has them) or a username. */
  owner?: string;
}

export interface LeadPageView {
  leads: LeadSummaryView[];
  nextCursor: string | null;
}

/** How fast a set of leads of a period was answered: the team's, or one owner's. */
export interface ResponseFigures {
  /** Minutes from receipt to first response, of leads answered; null when none was. */
  medianResponseMinutes: number | null;
  p90ResponseMinutes: number | null;
  /** Of leads answered or older than the promise: the share answered within it (0..1); null when none. */
  withinPromiseShare: number | null;
  answered: number;
}

/** One owner's figures in a period; `owner` is the username, null for the leads nobody has. */
export interface OwnerPeriodStats extends ResponseFigures {
  owner: string | null;
  leads: number;
}

/** Figures for one period (today, 7 days, 30 days). */
export interface DeskPeriodStats extends ResponseFigures {
  key: 'today' | '7d' | '30d';
  label: string;
  total: number;
  byKind: Record<LeadKind, number>;
  bySource: { source: string; count: number }[];
  /** Each owner with a lead in the last 30 days, by username, then the unassigned leads: the same rows in every period. */
  byOwner: OwnerPeriodStats[];
}

/** A lead whose notification gave up after every retry (and was not sent since): the desk lists them. */
export interface FailedNotificationView {
  lead: LeadSummaryView;
  channel: NotificationChannel;
  /** When it gave up, and why (the last attempt's reason). */
  at: string;
  reason: string;
}

export interface DeskStatsView {
  generatedAt: string;
  timeZone: string;
  /** Leads still `new` after the promise. */
  overdue: number;
  /** Leads still `new`, overdue or not. */
  waiting: number;
  /** Leads (not spam) with an escalation on their timeline since midnight in the desk's time zone. */
  escalatedToday: number;
  periods: DeskPeriodStats[];
}
