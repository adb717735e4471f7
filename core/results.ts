// The results (docs/product.md#27-results): which pages, sources, campaigns and referrers bring visitors,
// leads and won business. The addresses, the query's words and the views the API answers with and the
// page draws: plain values, shared by the server, the views and the tests.
import type { PageFamily } from './content-audit.js';

export const ADMIN_RESULTS_PATH = '/admin/results';
export const RESULTS_API_PATH = '/api/admin/results';
export const RESULTS_CSV_PATH = '/api/admin/results.csv';

/** What a report's rows are: landing pages, utm sources (with their medium), campaigns, referrer hosts. */
export const RESULTS_DIMENSIONS = ['page', 'source', 'campaign', 'referrer'] as const;
export type ResultsDimension = (typeof RESULTS_DIMENSIONS)[number];

export const RESULTS_DIMENSION_LABELS: Record<ResultsDimension, string> = {
  page: 'Landing page',
  source: 'Source / medium',
  campaign: 'Campaign',
  referrer: 'Referrer',
};

/** The families a report may be narrowed to (the public pages a visitor can land on). */
export const RESULTS_FAMILIES = ['home', 'service', 'guide', 'city', 'state', 'post', 'locations', 'blog', 'company', 'case-study'] as const satisfies readonly PageFamily[];
export type ResultsFamily = (typeof RESULTS_FAMILIES)[number];
export const isResultsFamily = (family: string): family is ResultsFamily => (RESULTS_FAMILIES as readonly string[]).includes(family);

/** The ranges the page offers besides a custom one: today, or the last 7, 30 or 90 days (today included). */
export const RESULTS_RANGES = ['today', '7d', '30d', '90d'] as const;
export type ResultsRange = (typeof RESULTS_RANGES)[number];
export const RESULTS_RANGE_LABELS: Record<ResultsRange, string> = { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days' };
export const RESULTS_RANGE_DAYS: Record<ResultsRange, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };
export const DEFAULT_RESULTS_RANGE: ResultsRange = '30d';

/** The longest range a report covers, in days (a custom range longer than this is refused). */
export const RESULTS_MAX_DAYS = 366;

/** The rows the page draws of a table, first by its order; the CSV has them all. */
export const RESULTS_ROWS_SHOWN = 100;

/** The columns a table may be sorted by. */
export const RESULTS_SORTS = ['visitors', 'formOpens', 'leads', 'conversionRate', 'won', 'revenue'] as const;
export type ResultsSort = (typeof RESULTS_SORTS)[number];
export const DEFAULT_RESULTS_SORT: ResultsSort = 'visitors';

/** What a row, a total and a period count. Revenue is in dollars (cents as decimals), like a won lead's value. */
export interface ResultsFigures {
  /** Visitors who landed here (each visitor once a day). */
  visitors: number;
  /** Quote forms opened (on this page, from this source...). */
  formOpens: number;
  /** Forms started: a first field filled in. */
  formStarts: number;
  /** Leads whose first touch this was (spam aside). */
  leads: number;
  /** leads / visitors, 0 when there were no visitors; a fraction (0.05 is 5 %). */
  conversionRate: number;
  /** Of those leads, those marked won. */
  won: number;
  /** The won leads' values, in dollars. */
  revenue: number;
}

/** One row of a report: what it is (its key fields, per dimension) and its figures, now and in the period before. */
export interface ResultsRow extends ResultsFigures {
  /** The row's key: the path, the source (with `medium`), the campaign or the referrer host; null for none. */
  key: string | null;
  /** For `source` rows: the utm_medium (null: none). */
  medium?: string | null;
  /** For `page` rows: the page's family, and where its findings and its editor are. */
  family?: PageFamily;
  findingsHref?: string;
  editorHref?: string | null;
  previous: ResultsFigures;
}

/** A step of the funnel and how many did not go on to the next one. */
export interface FunnelStep {
  step: 'visitors' | 'formOpens' | 'formStarts' | 'leads' | 'won';
  label: string;
  count: number;
  /** count - the next step's count (never below 0); null for the last step. */
  dropped: number | null;
}

/** A day of the chart (YYYY-MM-DD in the desk's time zone). */
export interface ResultsDay {
  day: string;
  visitors: number;
  leads: number;
}

export interface ResultsPeriod {
  from: string;
  to: string;
}

/** A report, as GET /api/admin/results answers it and the page draws it. */
export interface ResultsReport {
  from: string;
  to: string;
  /** The period before, of the same length, the figures are compared with. */
  previousPeriod: ResultsPeriod;
  by: ResultsDimension;
  family: ResultsFamily | null;
  sort: ResultsSort;
  rows: ResultsRow[];
  total: ResultsFigures;
  previousTotal: ResultsFigures;
  funnel: FunnelStep[];
  daily: ResultsDay[];
}

/** The text of a row's key where it has none (a visit with no utm source, no campaign, no referrer). */
export const RESULTS_NONE_LABELS: Record<ResultsDimension, string> = {
  page: '(unknown page)',
  source: '(direct or none)',
  campaign: '(no campaign)',
  referrer: '(direct or none)',
};

export const FUNNEL_LABELS: Record<FunnelStep['step'], string> = {
  visitors: 'Visitors',
  formOpens: 'Quote form opens',
  formStarts: 'Forms started',
  leads: 'Leads',
  won: 'Won',
};

/** The rate as the page writes it: "4.2 %" (one decimal), "0 %" for none. */
export function formatRate(rate: number): string {
  return rate === 0 ? '0 %' : `${(Math.round(rate * 1000) / 10).toFixed(1)} %`;
}

/** The change from the period before as the page writes it: "+25 %", "−10 %", "new" (nothing before), "" (nothing either time). */
export function formatChange(now: number, before: number): string {
  if (before === 0) return now === 0 ? '' : 'new';
  const change = Math.round(((now - before) / before) * 100);
  return change === 0 ? '0 %' : `${change > 0 ? '+' : '−'}${Math.abs(change)} %`;
}

/** What /admin/results draws: the report of the range asked for, and how it was asked. */
export interface ResultsPageView {
  /** A preset range, or `custom` (the report's from and to as asked). */
  range: ResultsRange | 'custom';
  report: ResultsReport;
  /** Why the query could not be used, naming the field; the report is then of the default range. */
  error: string | null;
}

/** The query string of a report (no "?"), the parts at their defaults left out: the page's links and the CSV's. */
export function resultsQuery(query: { range?: ResultsRange | 'custom'; from?: string; to?: string; by?: ResultsDimension; family?: ResultsFamily | null; sort?: ResultsSort }): string {
  const parts: string[] = [];
  if (query.range && query.range !== 'custom' && query.range !== DEFAULT_RESULTS_RANGE) parts.push(`range=${query.range}`);
  if (query.range === 'custom' || (!query.range && (query.from || query.to))) {
    if (query.from) parts.push(`from=${query.from}`);
    if (query.to) parts.push(`to=${query.to}`);
  }
  if (query.by && query.by !== 'page') parts.push(`by=${query.by}`);
  if (query.family) parts.push(`family=${query.family}`);
  if (query.sort && query.sort !== DEFAULT_RESULTS_SORT) parts.push(`sort=${query.sort}`);
  return parts.join('&');
}
