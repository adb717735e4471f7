// What the admin pages are given to draw (docs/product.md#14-admin-area, #21-leads-desk): one variant per
// page, plain view types only. The server reads the session and the desk and builds one; the views bundle
// draws it (ViewsBundle.renderAdminPage).
import type { AdminView } from './admin.js';
import type { AuditDashboardView } from './content-audit.js';
import type { DeskStatsView, FailedNotificationView, LeadDetailView, LeadFilterView, LeadKind, LeadStatus, LeadSummaryView } from './lead-desk.js';

/** What every page behind the sign-in knows: who is signed in, the desk's clock and time zone. */
export interface SignedInPage {
  admin: AdminView;
  /** IANA zone the desk reads times in (config DESK_TIME_ZONE). */
  timeZone: string;
  /** When the page was made (ISO 8601): ages ("12 min ago") are counted from here. */
  now: string;
}

export type AdminPageData =
  | { kind: 'login'; next: string | null }
  | { kind: 'denied'; next: string }
  | (SignedInPage & { kind: 'dashboard'; stats: DeskStatsView; waiting: LeadSummaryView[]; failedNotifications: FailedNotificationView[]; audit: AuditDashboardView })
  | (SignedInPage & {
      kind: 'inbox';
      filter: LeadFilterView;
      leads: LeadSummaryView[];
      nextCursor: string | null;
      /** Every source seen so far, for the source filter. */
      sources: string[];
      /** Why the filter could not be used (the inbox is then empty). */
      error?: string;
    })
  | (SignedInPage & { kind: 'lead'; lead: LeadDetailView })
  | (SignedInPage & { kind: 'lead-not-found' });

export type AdminPageKind = AdminPageData['kind'];

/** The HTTP status each admin page answers with. */
export function adminPageStatus(page: AdminPageData): number {
  if (page.kind === 'denied') return 401;
  if (page.kind === 'lead-not-found') return 404;
  return 200;
}

export const ADMIN_LEADS_PATH = '/admin/leads';
export const LEADS_EXPORT_PATH = '/api/admin/leads/export.csv';
export const adminLeadPath = (id: string) => `${ADMIN_LEADS_PATH}/${encodeURIComponent(id)}`;

const FILTER_KEYS = ['kind', 'status', 'source', 'from', 'to', 'q'] as const;

/**
 * The inbox filter as a query string ("kind=quote&spam=1", no "?"), in one order, empty parts left out:
 * the inbox form, its 'Next page' link and the CSV export all speak it.
 */
export function leadFilterQuery(filter: LeadFilterView, cursor?: string | null): string {
  // Hand-written rather than URLSearchParams: core is type-checked without DOM or Node types.
  const parts: [string, string][] = [];
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) parts.push([key, value]);
  }
  if (filter.spam) parts.push(['spam', 'true']);
  if (cursor) parts.push(['cursor', cursor]);
  return parts.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%20/g, '+')}`).join('&');
}

/** Whether a filter narrows the inbox at all. */
export const isFiltered = (filter: LeadFilterView): boolean => leadFilterQuery(filter) !== '';

export interface FilterReading {
  filter: LeadFilterView;
  cursor?: string;
  /** What could not be read (a repeated parameter, spam that is not true or false); the desk checks the rest. */
  error?: string;
}

/**
 * Reads the inbox page's query string (parsed: a value per key, an array when repeated) into a filter,
 * as given: the desk checks each part (kinds, dates, search length) and names what it refuses.
 */
export function readLeadFilter(query: Record<string, unknown>): FilterReading {
  const problems: string[] = [];
  const one = (key: string): string | undefined => {
    const raw = query[key];
    if (raw === undefined || raw === '') return undefined;
    if (typeof raw !== 'string') {
      problems.push(`${key} must be given once`);
      return undefined;
    }
    return raw.trim() || undefined;
  };
  const filter: LeadFilterView = {};
  const kind = one('kind');
  if (kind !== undefined) filter.kind = kind as LeadKind;
  const status = one('status');
  if (status !== undefined) filter.status = status as LeadStatus;
  for (const key of ['source', 'from', 'to', 'q'] as const) {
    const value = one(key);
    if (value !== undefined) filter[key] = value;
  }
  const spam = one('spam');
  if (spam === 'true' || spam === '1' || spam === 'on') filter.spam = true;
  else if (spam !== undefined && spam !== 'false' && spam !== '0') problems.push('spam must be true or false');
  const cursor = one('cursor');
  return { filter, ...(cursor === undefined ? {} : { cursor }), ...(problems.length ? { error: problems.join('; ') } : {}) };
}
