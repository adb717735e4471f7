import { RESPONSE_PROMISE_MINUTES, type LeadSummaryView } from './lead-desk.js';

// How the desk writes times (docs/product.md#21-leads-desk): in its own time zone, with the age beside.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
    formats.set(timeZone, format);
  }
  return format;
}

/** "Nov 23, 2:05 PM EST" in the desk's zone (the age beside it says how long ago). */
export function deskTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  // Plain spaces: the narrow no-break space some ICU versions put before AM/PM reads the same and differs between builds.
  return Number.isNaN(date.getTime()) ? iso : formatter(timeZone).format(date).replace(/[\u202f\u00a0]/g, ' ');
}

const minutesBetween = (from: string, to: string) => Math.floor((Date.parse(to) - Date.parse(from)) / 60_000);

/** "just now", "12 min ago", "3 h ago", "2 days ago". */
export function age(iso: string, now: string): string {
  const minutes = minutesBetween(iso, now);
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** "42 min", "3 h 05 min", "2 days 4 h": a duration in minutes, for response times and waits. */
export function duration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const days = Math.floor(h / 24);
  return `${days} day${days === 1 ? '' : 's'}${h % 24 ? ` ${h % 24} h` : ''}`;
}

/** Still new after the 15-minute promise. */
export function isOverdue(lead: Pick<LeadSummaryView, 'status' | 'receivedAt'>, now: string): boolean {
  return lead.status === 'new' && minutesBetween(lead.receivedAt, now) >= RESPONSE_PROMISE_MINUTES;
}

/** How long an overdue lead has waited, for its marker. */
export const waitedFor = (lead: Pick<LeadSummaryView, 'receivedAt'>, now: string): string => duration(minutesBetween(lead.receivedAt, now));

/** Overdue leads first (oldest wait first), then the rest in the order given (newest first). */
export function overdueFirst<L extends Pick<LeadSummaryView, 'status' | 'receivedAt'>>(leads: readonly L[], now: string): L[] {
  const overdue = leads.filter((lead) => isOverdue(lead, now)).sort((a, b) => Date.parse(a.receivedAt) - Date.parse(b.receivedAt));
  return [...overdue, ...leads.filter((lead) => !isOverdue(lead, now))];
}
