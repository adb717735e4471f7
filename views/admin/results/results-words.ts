import { formatDollars } from '../../../core/lead-outcome.js';
import {
  ADMIN_RESULTS_PATH,
  formatChange,
  formatRate,
  RESULTS_CSV_PATH,
  resultsQuery,
  type ResultsPageView,
  type ResultsPeriod,
  type ResultsSort,
} from '../../../core/results.js';

// The words and addresses the results page (docs/product.md#27-results) puts around the report's figures:
// its days, its changes against the period before, its links and downloads.

/* Days: YYYY-MM-DD read at midnight UTC and written in UTC, so no time zone moves a day */

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const dayFormat = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return (day: string) => format.format(utcDay(day));
};

/** "Nov 3". */
export const shortDay = dayFormat({ month: 'short', day: 'numeric' });
const shortDayYear = dayFormat({ month: 'short', day: 'numeric', year: 'numeric' });
/** "Tue, Nov 3": the daily table's rows, so the weekdays' pattern shows. */
export const weekdayDay = dayFormat({ weekday: 'short', month: 'short', day: 'numeric' });

const yearOf = (day: string) => day.slice(0, 4);

/**
 * A period in words: "Nov 1 – Nov 30, 2026", "Nov 30, 2026" (one day), "Dec 15, 2025 – Jan 13, 2026".
 * `year`: a year the reader already knows, left out when both days are of it ("Oct 2 – Oct 31").
 */
export function periodWords({ from, to }: ResultsPeriod, year?: string): string {
  const tail = yearOf(to) === year && yearOf(from) === year ? '' : `, ${yearOf(to)}`;
  if (from === to) return `${shortDay(to)}${tail}`;
  return `${yearOf(from) === yearOf(to) ? shortDay(from) : shortDayYear(from)} – ${shortDay(to)}${tail}`;
}

/** "Nov 1 – Nov 30, 2026, compared with Oct 2 – Oct 31". */
export const comparedWords = (report: ResultsPeriod & { previousPeriod: ResultsPeriod }) =>
  `${periodWords(report)}, compared with ${periodWords(report.previousPeriod, yearOf(report.to))}`;

/* Figures */

const counting = new Intl.NumberFormat('en-US');
/** 1234 -> "1,234". */
export const countWords = (value: number) => counting.format(value);

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
/** 1500 -> "1.5K": the chart's scales. */
export const compactWords = (value: number) => compact.format(value);

/** A figure's column: the sort it is, its heading, and how its value is written. */
export interface FigureColumn {
  sort: ResultsSort;
  label: string;
  /** The summary tile's name (null: no tile). */
  tile: string | null;
  format: (value: number) => string;
}

/** The report's figure columns, in the tables' order. */
export const FIGURE_COLUMNS: readonly FigureColumn[] = [
  { sort: 'visitors', label: 'Visitors', tile: 'Visitors', format: countWords },
  { sort: 'formOpens', label: 'Form opens', tile: null, format: countWords },
  { sort: 'leads', label: 'Leads', tile: 'Leads', format: countWords },
  { sort: 'conversionRate', label: 'Conversion', tile: 'Conversion rate', format: formatRate },
  { sort: 'won', label: 'Won', tile: 'Won', format: countWords },
  { sort: 'revenue', label: 'Revenue', tile: 'Revenue', format: formatDollars },
];

/** A change against the period before: up, down, none (0 %), new (nothing before); null when nothing either time. */
export interface ChangeWords {
  tone: 'up' | 'down' | 'same' | 'new';
  /** What shows: "25 %" beside an arrow, "0 %", "new". */
  shown: string;
  /** What a screen reader says before it where the arrow alone tells it: "up", "down". */
  spoken: string | null;
}

export function changeWords(now: number, before: number): ChangeWords | null {
  const words = formatChange(now, before);
  if (words === '') return null;
  if (words === 'new') return { tone: 'new', shown: 'new', spoken: null };
  if (words === '0 %') return { tone: 'same', shown: 'no change', spoken: null };
  const up = words.startsWith('+');
  return { tone: up ? 'up' : 'down', shown: words.slice(1), spoken: up ? 'up' : 'down' };
}

/* Addresses */

export type ResultsState = Parameters<typeof resultsQuery>[0];

/** What the page shows, as the query that asks for it again: every link starts from it. */
export const stateOf = ({ range, report }: ResultsPageView): ResultsState => ({ range, from: report.from, to: report.to, by: report.by, family: report.family, sort: report.sort });

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The page as it is but for `change`, opened at `anchor`. */
export const pageHref = (state: ResultsState, change: ResultsState, anchor: string) => `${withQuery(ADMIN_RESULTS_PATH, resultsQuery({ ...state, ...change }))}#${anchor}`;

/** The CSV of the rows table, or of the days or the funnel, of the period and pages shown. */
export const csvHref = (state: ResultsState, table?: 'daily' | 'funnel') =>
  withQuery(RESULTS_CSV_PATH, [resultsQuery(state), table ? `table=${table}` : ''].filter(Boolean).join('&'));

/** Where each part of the page sits: its links come back to it. */
export const RESULTS_ANCHORS = { daily: 'results-daily', funnel: 'results-funnel', table: 'results-table' } as const;
