import { stringify } from 'csv-stringify/sync';
import { RESULTS_NONE_LABELS, type ResultsFigures, type ResultsReport } from '../../core/results.js';
import type { ResultsCsvTable } from './results-query.js';

// The results as CSV (docs/product.md#27-results): the rows of a dimension, the days or the funnel, each
// the table the page shows. Values sent by visitors (paths, utm values, hosts) are escaped as spreadsheet
// formulas would be read (OWASP "CSV injection"), as the leads export does.

const FIGURES = ['visitors', 'formOpens', 'formStarts', 'leads', 'conversionRate', 'won', 'revenue'] as const satisfies readonly (keyof ResultsFigures)[];
const FIGURE_COLUMNS = ['visitors', 'form_opens', 'form_starts', 'leads', 'conversion_rate', 'won', 'revenue'];

const KEY_COLUMNS: Record<ResultsReport['by'], string[]> = {
  page: ['page', 'family'],
  source: ['source', 'medium'],
  campaign: ['campaign'],
  referrer: ['referrer'],
};

const figure = (figures: ResultsFigures, name: (typeof FIGURES)[number]): string =>
  name === 'conversionRate' ? figures.conversionRate.toFixed(4) : name === 'revenue' ? figures.revenue.toFixed(2) : String(figures[name]);

/** The table's header and rows. */
export function resultsTable(report: ResultsReport, table: ResultsCsvTable): string[][] {
  if (table === 'daily') return [['day', 'visitors', 'leads'], ...report.daily.map((day) => [day.day, String(day.visitors), String(day.leads)])];
  if (table === 'funnel') return [['step', 'count', 'dropped'], ...report.funnel.map((step) => [step.label, String(step.count), step.dropped === null ? '' : String(step.dropped)])];
  const header = [...KEY_COLUMNS[report.by], ...FIGURE_COLUMNS, ...FIGURE_COLUMNS.map((column) => `previous_${column}`)];
  const rows = report.rows.map((row) => {
    const key = row.key ?? RESULTS_NONE_LABELS[report.by];
    const keys = report.by === 'page' ? [key, row.family ?? ''] : report.by === 'source' ? [key, row.medium ?? ''] : [key];
    return [...keys, ...FIGURES.map((name) => figure(row, name)), ...FIGURES.map((name) => figure(row.previous, name))];
  });
  return [header, ...rows];
}

export function resultsCsv(report: ResultsReport, table: ResultsCsvTable): string {
  return stringify(resultsTable(report, table), { record_delimiter: 'windows', escape_formulas: true });
}

/** The file's name: what it holds and its days. */
export function resultsCsvName(report: ResultsReport, table: ResultsCsvTable): string {
  return `results-${table === 'rows' ? report.by : table}-${report.from}-to-${report.to}.csv`;
}
