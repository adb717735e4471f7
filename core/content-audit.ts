// The content optimizer's shared vocabulary (docs/product.md#23-content-optimizer): the checks with their
// severity and fix, the page families, and the views the dashboard and the API show. Plain data only.
import { APPROVED_CLAIMS_TITLE } from './approved-claims.js';
import { COMPANY_FACTS_TITLE } from './company-facts.js';
import { DESCRIPTION_LENGTH, KEYWORDS_MAX_LENGTH, lengthRange, SECTION_MIN_TEXT, TITLE_LENGTH } from './meta-lengths.js';

export const AUDIT_SEVERITIES = ['error', 'warning', 'notice'] as const;
export type AuditSeverity = (typeof AUDIT_SEVERITIES)[number];

/** What one finding costs a page's score (100 is a page with nothing to fix; the score never goes below 0). */
export const SEVERITY_PENALTY: Record<AuditSeverity, number> = { error: 25, warning: 8, notice: 2 };

export const PAGE_FAMILIES = ['home', 'service', 'city', 'state', 'locations', 'guide', 'post', 'blog', 'company', 'case-study', 'not-found'] as const;
export type PageFamily = (typeof PAGE_FAMILIES)[number];

export const PAGE_FAMILY_LABELS: Record<PageFamily, string> = {
  home: 'Home',
  service: 'Service pages',
  city: 'City pages',
  state: 'State pages',
  locations: 'Locations index',
  guide: 'Guides',
  post: 'Blog posts',
  blog: 'Blog lists',
  company: 'Company pages',
  'case-study': 'Case studies',
  'not-found': 'Not-found page',
};

/** Thresholds the checks apply (docs/product.md#23-content-optimizer lists them with each check). */
export const AUDIT_LIMITS = {
  titleMax: TITLE_LENGTH.max,
  titleMin: TITLE_LENGTH.min,
  descriptionMin: DESCRIPTION_LENGTH.min,
  descriptionMax: DESCRIPTION_LENGTH.max,
  keywordsMax: KEYWORDS_MAX_LENGTH,
  sectionMinText: SECTION_MIN_TEXT,
  /** HTML of one page, uncompressed. */
  htmlMaxBytes: 200_000,
  /** JavaScript before any interaction, gzip, without and with an in-page form (the page-weight audit's budgets). */
  jsMaxBytes: 60 * 1024,
  jsMaxBytesWithForm: 90 * 1024,
} as const;

export interface AuditCheckDefinition {
  severity: AuditSeverity;
  /** Short name shown in filters and on findings. */
  label: string;
  /** The one-line fix the dashboard shows under a finding. */
  fix: string;
}

/** Every check the audit runs, by id (the id is stored with each finding and used in filters). */
export const AUDIT_CHECKS = {
  'h1': { severity: 'error', label: 'One H1', fix: 'Give the page exactly one H1 that says what the page is about.' },
  'heading-order': { severity: 'warning', label: 'Heading order', fix: 'Use heading levels in order: an H3 sits under an H2, never straight under the H1.' },
  'section-length': { severity: 'warning', label: 'Thin section', fix: `Write at least ${AUDIT_LIMITS.sectionMinText} characters of text in the section, or merge it into its neighbour.` },
  'title-missing': { severity: 'error', label: 'Title missing', fix: `Add a title: what the page offers and where, in at most ${TITLE_LENGTH.max} characters.` },
  'title-length': { severity: 'warning', label: 'Title too long', fix: `Shorten the title to ${TITLE_LENGTH.max} characters so search results show it whole.` },
  'title-short': { severity: 'notice', label: 'Title short', fix: `Use the room: a title of ${lengthRange(TITLE_LENGTH)} characters can name the service and the place.` },
  'title-duplicate': { severity: 'warning', label: 'Title repeated', fix: 'Make the title unique: say what sets this page apart from the others that share it.' },
  'description-missing': { severity: 'error', label: 'Description missing', fix: `Add a meta description of ${lengthRange(DESCRIPTION_LENGTH)} characters that answers the searcher.` },
  'description-length': { severity: 'warning', label: 'Description length', fix: `Write the description in ${lengthRange(DESCRIPTION_LENGTH)} characters.` },
  'description-duplicate': { severity: 'warning', label: 'Description repeated', fix: 'Make the description unique to this page.' },
  'keywords-length': { severity: 'warning', label: 'Keywords too long', fix: `Trim the keywords meta to ${AUDIT_LIMITS.keywordsMax} characters: keep the terms the page is really about.` },
  'canonical': { severity: 'error', label: 'Canonical', fix: 'Point the canonical link at this page\'s own absolute URL on the site origin, a page that answers 200.' },
  'robots-sitemap': { severity: 'error', label: 'Robots and sitemap', fix: 'List every indexable page in the sitemap, and keep noindex pages out of it.' },
  'structured-data': { severity: 'error', label: 'Structured data', fix: 'Fix the JSON-LD block: valid JSON with @context and @type.' },
  'structured-data-types': { severity: 'warning', label: 'Structured data types', fix: 'Add the JSON-LD type this kind of page needs (see the finding).' },
  'broken-link': { severity: 'error', label: 'Broken link', fix: 'Point the link at a page or section that exists.' },
  'redirected-link': { severity: 'warning', label: 'Redirected link', fix: 'Link straight to the address the redirect leads to.' },
  'unlisted-link': { severity: 'warning', label: 'Link outside the sitemap', fix: 'Link to a page in the sitemap (or its canonical page) instead.' },
  'alias-link': { severity: 'notice', label: 'Link to an alias', fix: 'Link to the canonical address of the page rather than its second path.' },
  'empty-link': { severity: 'warning', label: 'Empty link', fix: 'Give the link an address and text (or an aria-label) that says where it goes.' },
  'image-alt': { severity: 'error', label: 'Image alt', fix: 'Add an alt attribute: what the image shows, or alt="" when it is decoration.' },
  'image-size': { severity: 'warning', label: 'Image size', fix: 'Give the image width and height attributes so the page does not shift while it loads.' },
  'page-weight': { severity: 'warning', label: 'Page weight', fix: 'Make the page lighter: less markup, or fewer scripts before the visitor interacts.' },
  'orphan': { severity: 'warning', label: 'Orphan page', fix: 'Link to this page from a related page, so visitors and crawlers can reach it.' },
  'foreign-contact': { severity: 'error', label: 'Foreign phone or e-mail', fix: 'Use the configured phone number and e-mail address; they come from the configuration.' },
  'unapproved-figure': { severity: 'warning', label: 'Figure not approved', fix: `Approve it in ${APPROVED_CLAIMS_TITLE} or change the copy.` },
  'unconfirmed-fact': { severity: 'warning', label: 'Unconfirmed fact', fix: `Confirm, change or remove it in the studio (${COMPANY_FACTS_TITLE}).` },
} as const satisfies Record<string, AuditCheckDefinition>;

export type AuditCheckId = keyof typeof AUDIT_CHECKS;
export const AUDIT_CHECK_IDS = Object.keys(AUDIT_CHECKS) as AuditCheckId[];

export const isAuditCheckId = (value: string): value is AuditCheckId => Object.hasOwn(AUDIT_CHECKS, value);
export const isAuditSeverity = (value: string): value is AuditSeverity => (AUDIT_SEVERITIES as readonly string[]).includes(value);
export const isPageFamily = (value: string): value is PageFamily => (PAGE_FAMILIES as readonly string[]).includes(value);

/** One problem on one page, as the checks report it (the run and the page are added when stored). */
export interface AuditIssue {
  check: AuditCheckId;
  /** The element or text concerned, e.g. `<h1>Dallas</h1>`, `section "Why us"`, `/old-page`. */
  subject: string;
  /** What is wrong, in one sentence. */
  message: string;
}

/**
 * The length rule of a page's title (docs/product.md#23-content-optimizer): null when the title is within
 * AUDIT_LIMITS, else the finding. The optimizer's audit and the studio's page titles both ask this (an
 * empty or missing title is the caller's own finding).
 */
export function titleLengthIssue(title: string): AuditIssue | null {
  const { titleMin: min, titleMax: max } = AUDIT_LIMITS;
  if (title.length > max) return { check: 'title-length', subject: title, message: `The title is ${title.length} characters; at most ${max} show in search results.` };
  if (title.length < min) return { check: 'title-short', subject: title, message: `The title is ${title.length} characters; ${min}-${max} can say more.` };
  return null;
}

/** The length rule of a meta description (trimmed by the caller): null within AUDIT_LIMITS, else the finding. */
export function descriptionLengthIssue(description: string): AuditIssue | null {
  const { descriptionMin: min, descriptionMax: max } = AUDIT_LIMITS;
  if (description.length >= min && description.length <= max) return null;
  return { check: 'description-length', subject: description, message: `The description is ${description.length} characters; ${min}-${max} are wanted.` };
}

/** Other paths a repeated title or description's message names at most (the finding is on each of them anyway). */
const OTHERS_NAMED = 3;

/** The message of a title or description another page has too, naming the others (the first three). */
export function repeatedMessage(what: 'title' | 'description', others: readonly string[]): string {
  const named = others.slice(0, OTHERS_NAMED).join(', ') + (others.length > OTHERS_NAMED ? ` and ${others.length - OTHERS_NAMED} more` : '');
  return `The same ${what} is on ${named}.`;
}

export interface AuditFindingView extends AuditIssue {
  severity: AuditSeverity;
  fix: string;
  /** Where in the back office it is fixed (core/audit-fix.ts), when the studio can fix it. */
  fixPlace?: FixPlaceView;
}

/** A place in the back office where a finding is fixed: what the link says and where it leads. */
export interface FixPlaceView {
  label: string;
  href: string;
}

/** One page checked again on its own ("Check this page again"): its findings now, and when and how fast. */
export interface PageRecheckView extends AuditPageView {
  checkedAt: string;
  /** Milliseconds the check took on the server. */
  ms: number;
}

export const NOT_AN_AUDITED_PAGE = 'No page of the sitemap has this path';

/**
 * The checks that compare every page of the site with the others: a check of one page cannot decide them,
 * so it shows them as the last full audit found them (docs/product.md#234-the-dashboard-and-the-api).
 */
export const SITE_WIDE_CHECKS: ReadonlySet<AuditCheckId> = new Set(['title-duplicate', 'description-duplicate', 'orphan']);

/** What a check of one page says of the checks it cannot decide (SITE_WIDE_CHECKS). */
export const RECHECK_NOTE = 'This page was checked on its own: repeated titles and descriptions, and pages nothing links to, compare the whole site and are as the last full audit found them.';

export const AUDIT_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type AuditRunStatus = (typeof AUDIT_RUN_STATUSES)[number];

/** Who started a run when no admin did. */
export const SCHEDULE_STARTER = 'schedule';
export const NEW_BUILD_STARTER = 'new build';

export interface AuditRunView {
  id: string;
  status: AuditRunStatus;
  /** The admin's username, "schedule" (nightly) or "new build" (the first start of a build). */
  startedBy: string;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  /** When the build the run audited was made (ISO 8601). */
  buildTime: string | null;
  pages: number;
  counts: Record<AuditSeverity, number>;
  /** Why a failed run failed. */
  error: string | null;
}

export interface AuditPageView {
  path: string;
  family: PageFamily;
  score: number;
  counts: Record<AuditSeverity, number>;
  findings: AuditFindingView[];
  /** Its page views in the last AUDIT_VIEWS_DAYS days (docs/product.md#27-results): what is read most is fixed first. */
  views: number;
}

/** The days a page's views are counted over on the optimizer's pages (today included). */
export const AUDIT_VIEWS_DAYS = 30;

/** The orders of a report's pages: worst score first (the default), or most viewed first. */
export const AUDIT_SORTS = ['score', 'views'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

export interface AuditFilterView {
  severity?: AuditSeverity;
  check?: AuditCheckId;
  family?: PageFamily;
  path?: string;
  /** Absent: worst score first. */
  sort?: Exclude<AuditSort, 'score'>;
}

/** A finding of the previous run that this run no longer has. */
export interface ResolvedFindingView extends AuditFindingView {
  path: string;
}

export interface AuditReportView {
  run: AuditRunView;
  /** The finished run before this one, the base of "what changed". */
  previous: AuditRunView | null;
  filter: AuditFilterView;
  /** Pages with findings that match the filter, worst score (or most views) first, then path; at most AUDIT_PAGES_SHOWN. */
  pages: AuditPageView[];
  /** How many pages have findings that match the filter (pages holds the first AUDIT_PAGES_SHOWN). */
  matchingPages: number;
  /** Pages audited with nothing that matches the filter. */
  cleanPages: number;
  /** Average score over every page of the run. */
  averageScore: number;
  /** Findings this run has that the previous one did not (same page, check and subject). */
  newFindings: number;
  /** Findings of the previous run that are gone, matching the filter. */
  resolved: ResolvedFindingView[];
}

/** Pages a report carries at most (worst first); a filter narrows to the rest. */
export const AUDIT_PAGES_SHOWN = 50;

/** The dashboard's audit panel: the latest finished run's report, the run under way, and whether the viewer may start one. */
export interface AuditDashboardView {
  /** The filter the dashboard was asked for (the report, when there is one, is drawn under it). */
  filter: AuditFilterView;
  report: AuditReportView | null;
  /** A run queued or running now. */
  running: AuditRunView | null;
  /** The latest run when it failed (newer than the report's): nobody would see that otherwise. */
  lastFailed: AuditRunView | null;
  /** Admins start runs; viewers only read. */
  canStart: boolean;
}

/** The dashboard's filter as a query string ("severity=error&family=city", no "?"), empty parts left out. */
export function auditFilterQuery(filter: AuditFilterView): string {
  const parts: string[] = [];
  for (const key of ['severity', 'check', 'family', 'path', 'sort'] as const) {
    const value = filter[key];
    if (value) parts.push(`${key}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}

/** A page's score from its findings. */
export function pageScore(counts: Record<AuditSeverity, number>): number {
  return Math.max(0, 100 - AUDIT_SEVERITIES.reduce((sum, severity) => sum + counts[severity] * SEVERITY_PENALTY[severity], 0));
}

/** The finding's key across runs: the same check on the same thing of the same page. */
export const findingKey = (path: string, check: string, subject: string): string => `${path}\u0000${check}\u0000${subject}`;

/** The 409 of a start while a run is queued or running (POST /api/admin/audits). */
export const ALREADY_RUNNING_MESSAGE = 'An audit is already running';
