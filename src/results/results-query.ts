import {
  DEFAULT_RESULTS_RANGE,
  DEFAULT_RESULTS_SORT,
  RESULTS_DIMENSIONS,
  RESULTS_FAMILIES,
  RESULTS_MAX_DAYS,
  RESULTS_RANGE_DAYS,
  RESULTS_RANGES,
  RESULTS_SORTS,
  type ResultsDimension,
  type ResultsFamily,
  type ResultsPeriod,
  type ResultsRange,
  type ResultsSort,
} from '../../core/results.js';

// What a report is asked for (docs/product.md#27-results), read from a query string by the API, its CSV and
// the page alike: one rule, one set of messages naming the field.

/** The tables the CSV offers besides the rows of a dimension. */
export const RESULTS_CSV_TABLES = ['rows', 'daily', 'funnel'] as const;
export type ResultsCsvTable = (typeof RESULTS_CSV_TABLES)[number];

export interface ResultsQuery extends ResultsPeriod {
  range: ResultsRange | 'custom';
  by: ResultsDimension;
  family: ResultsFamily | null;
  sort: ResultsSort;
  table: ResultsCsvTable;
}

const DAY_MS = 86_400_000;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date's day number (days since 1970-01-01), or null for no such date. */
function dayNumber(date: string): number | null {
  if (!DATE_SHAPE.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date ? null : ms / DAY_MS;
}

const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The days [from, to] as dates, first to last. */
export function daysOf(period: ResultsPeriod): string[] {
  const [from, to] = [dayNumber(period.from)!, dayNumber(period.to)!];
  return Array.from({ length: to - from + 1 }, (_, n) => dateOf(from + n));
}

/** The first day of the month a day number falls in, as a day number. */
function monthStart(day: number): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
}

/** Where a period's visits are read: its whole months (by their first days, from and to) and the days around them. */
export interface RollupReads {
  months: ResultsPeriod | null;
  days: ResultsPeriod[];
}

/**
 * How a period's visits are read from the rollups (docs/product.md#27-results): each whole month inside it
 * from visit_monthly, the days before the first of them and after the last from visit_daily; a period with
 * no whole month, day by day.
 */
export function rollupReads(period: ResultsPeriod): RollupReads {
  const [from, to] = [dayNumber(period.from)!, dayNumber(period.to)!];
  // The whole months are [first, end): first, the first month starting on or after `from`; end, the start
  // of the month the day after `to` falls in.
  const first = monthStart(from) === from ? from : monthStart(monthStart(from) + 31);
  const end = monthStart(to + 1);
  if (first >= end) return { months: null, days: [period] };
  const days: ResultsPeriod[] = [];
  if (from < first) days.push({ from: period.from, to: dateOf(first - 1) });
  if (end <= to) days.push({ from: dateOf(end), to: period.to });
  return { months: { from: dateOf(first), to: dateOf(monthStart(end - 1)) }, days };
}

/** The period of the same length that ends the day before `period` starts. */
export function previousPeriod(period: ResultsPeriod): ResultsPeriod {
  const [from, to] = [dayNumber(period.from)!, dayNumber(period.to)!];
  return { from: dateOf(from - (to - from + 1)), to: dateOf(from - 1) };
}

/** The `days` days ending today (the desk's date). */
export function presetDays(days: number, today: string): ResultsPeriod {
  const end = dayNumber(today)!;
  return { from: dateOf(end - days + 1), to: today };
}

/** A preset range's period, ending today. */
export const presetPeriod = (range: ResultsRange, today: string): ResultsPeriod => presetDays(RESULTS_RANGE_DAYS[range], today);

/** A query part that cannot be used: the field, and what it must be. */
export class ResultsQueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function one(raw: Record<string, unknown>, name: string): string | undefined {
  const value = raw[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new ResultsQueryError(name, `${name} must be given once`);
  return value;
}

function oneOf<T extends string>(raw: Record<string, unknown>, name: string, allowed: readonly T[]): T | undefined {
  const value = one(raw, name);
  if (value !== undefined && !(allowed as readonly string[]).includes(value)) throw new ResultsQueryError(name, `${name} must be one of ${allowed.join(', ')}`);
  return value as T | undefined;
}

/**
 * The report a query string asks for, against the desk's `today`: `range` (a preset, or `custom`), or
 * `from` and `to` (YYYY-MM-DD, both, at most RESULTS_MAX_DAYS days), else the last 30 days; `by`, `family`,
 * `sort` and the CSV's `table`. Throws ResultsQueryError naming the field that cannot be used.
 */
export function parseResultsQuery(raw: Record<string, unknown>, today: string): ResultsQuery {
  const range = oneOf(raw, 'range', [...RESULTS_RANGES, 'custom'] as const);
  const [fromText, toText] = [one(raw, 'from'), one(raw, 'to')];
  const rest = {
    by: oneOf(raw, 'by', RESULTS_DIMENSIONS) ?? 'page',
    family: oneOf(raw, 'family', RESULTS_FAMILIES) ?? null,
    sort: oneOf(raw, 'sort', RESULTS_SORTS) ?? DEFAULT_RESULTS_SORT,
    table: oneOf(raw, 'table', RESULTS_CSV_TABLES) ?? 'rows',
  };
  if (range !== undefined && range !== 'custom') return { range, ...presetPeriod(range, today), ...rest };
  if (fromText === undefined && toText === undefined) {
    if (range === 'custom') throw new ResultsQueryError('from', 'from and to must be given for a custom range, as YYYY-MM-DD');
    return { range: DEFAULT_RESULTS_RANGE, ...presetPeriod(DEFAULT_RESULTS_RANGE, today), ...rest };
  }
  const from = fromText === undefined ? null : dayNumber(fromText);
  const to = toText === undefined ? null : dayNumber(toText);
  if (from === null) throw new ResultsQueryError('from', 'from must be a date as YYYY-MM-DD');
  if (to === null) throw new ResultsQueryError('to', 'to must be a date as YYYY-MM-DD');
  if (from > to) throw new ResultsQueryError('from', 'from must not be after to');
  if (to - from + 1 > RESULTS_MAX_DAYS) throw new ResultsQueryError('to', `from and to must be at most ${RESULTS_MAX_DAYS} days apart`);
  return { range: 'custom', from: fromText!, to: toText!, ...rest };
}
