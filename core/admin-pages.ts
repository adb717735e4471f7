// What the admin pages are given to draw (docs/product.md#14-admin-area, #21-leads-desk): one variant per
// page, plain view types only. The server reads the session and the desk and builds one; the views bundle
// draws it (ViewsBundle.renderAdminPage).
import type { AdminPermission, AdminView } from './admin.js';
import type { AccountRowView, OwnAccountView } from './admin-accounts.js';
import type { ApprovedClaimView } from './approved-claims.js';
import type { CompanyFactView } from './company-facts.js';
import type { AuditDashboardView } from './content-audit.js';
import type { PageMetaRowView, PageMetaView } from './page-meta.js';
import type { DeskStatsView, FailedNotificationView, LeadDetailView, LeadFilterView, LeadSummaryView } from './lead-desk.js';
import type { ResultsPageView } from './results.js';
import type { PostState, StudioPostRowView, StudioPostView } from './studio-posts.js';

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
  /** A setup link that works: its account's username; the token goes back with the chosen password. */
  /** timeZone: the desk's (DESK_TIME_ZONE), the one the accounts page wrote the link's expiry in. */
  | { kind: 'setup'; username: string; token: string; expiresAt: string; timeZone: string }
  /** A setup link used, expired or never made: one page for all three. */
  | { kind: 'setup-invalid' }
  /** A signed-in page this role may not see (a viewer on /admin/accounts, an editor on the inbox). */
  | (SignedInPage & { kind: 'forbidden'; permission: AdminPermission })
  | (SignedInPage & { kind: 'account'; account: OwnAccountView })
  | (SignedInPage & { kind: 'accounts'; accounts: AccountRowView[] })
  /** `figure`: a phrase to fill the approve form with (`?figure=`, from an unapproved-figure finding). */
  | (SignedInPage & { kind: 'claims'; claims: ApprovedClaimView[]; canChange: boolean; figure: string | null })
  /** `open`: the name of a fact whose editor opens (`?fact=`, from an unconfirmed-fact finding). */
  | (SignedInPage & { kind: 'facts'; facts: CompanyFactView[]; canChange: boolean; open: string | null })
  /** `desk` is null for a role that sees no leads (an editor): the dashboard is then the optimizer alone. */
  | (SignedInPage & { kind: 'dashboard'; desk: DeskDashboardView | null; audit: AuditDashboardView })
  | (SignedInPage & {
      kind: 'inbox';
      filter: LeadFilterView;
      leads: LeadSummaryView[];
      nextCursor: string | null;
      /** Every source seen so far, for the source filter. */
      sources: string[];
      /** The accounts that may own a lead, for the owner filter. */
      owners: string[];
      /** Why the filter could not be used (the inbox is then empty). */
      error?: string;
    })
  /** `owners`: the accounts the lead may be assigned to (empty for a role that cannot assign). */
  | (SignedInPage & { kind: 'lead'; lead: LeadDetailView; owners: string[] })
  | (SignedInPage & { kind: 'lead-not-found' })
  /** The studio's posts (docs/product.md#25-content-studio); `state` narrows the list (null: every post). */
  | (SignedInPage & { kind: 'posts'; posts: StudioPostRowView[]; state: PostState | null })
  /** The editor: a post, or null for a new one. */
  | (SignedInPage & { kind: 'post'; post: StudioPostView | null })
  | (SignedInPage & { kind: 'post-not-found' })
  /** The sitemap's pages with their titles and descriptions, narrowed by `query` (docs/product.md#252-titles-and-descriptions-of-pages). */
  | (SignedInPage & { kind: 'pages'; query: string; pages: PageMetaRowView[] })
  | (SignedInPage & { kind: 'page-meta'; page: PageMetaView })
  | (SignedInPage & { kind: 'page-meta-not-found' })
  /** Visitors, leads and won business per page, source, campaign and referrer (docs/product.md#27-results). */
  | (SignedInPage & { kind: 'results'; results: ResultsPageView });

/** The leads part of the dashboard: the figures, what waits longest, the notifications that gave up. */
export interface DeskDashboardView {
  stats: DeskStatsView;
  waiting: LeadSummaryView[];
  failedNotifications: FailedNotificationView[];
}

export type AdminPageKind = AdminPageData['kind'];

/** The HTTP status each admin page answers with. */
export function adminPageStatus(page: AdminPageData): number {
  if (page.kind === 'denied') return 401;
  if (page.kind === 'lead-not-found' || page.kind === 'post-not-found' || page.kind === 'page-meta-not-found') return 404;
  if (page.kind === 'forbidden') return 403;
  if (page.kind === 'setup-invalid') return 410;
  return 200;
}

/** The leads desk's pages and API: every link, route and call builds its path from these. */
export const ADMIN_LEADS_PATH = '/admin/leads';
export const ADMIN_LEADS_API_PATH = `/api${ADMIN_LEADS_PATH}`;
export const LEADS_EXPORT_PATH = `${ADMIN_LEADS_API_PATH}/export.csv`;
/** A lead's page ("/admin/leads/{id}"); with the site's origin before it, the link a notification or the export carries. */
export const adminLeadPath = (id: string) => `${ADMIN_LEADS_PATH}/${encodeURIComponent(id)}`;
/** A lead in the API ("/api/admin/leads/{id}"). */
export const adminLeadApiPath = (id: string) => `${ADMIN_LEADS_API_PATH}/${encodeURIComponent(id)}`;

const FILTER_KEYS = ['kind', 'status', 'source', 'from', 'to', 'q', 'owner'] as const;

/**
 * The inbox filter as a query string ("kind=quote&spam=true", no "?"), in one order, empty parts left out:
 * the inbox's 'Next page' link and its CSV export link write it, and core/lead-filter.ts reads it back.
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
