import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { LeadSummaryView } from '../../core/lead-desk.js';

// The desk's CSV export (docs/product.md#23-leads-desk).

export const CSV_COLUMNS = [
  'id',
  'kind',
  'status',
  'received_at',
  'first_response_at',
  'name',
  'company',
  'email',
  'phone',
  'source',
  'route',
  'service',
  'timeframe',
  'desk_url',
] as const;

/**
 * A cell a spreadsheet would read as a formula (it begins with =, +, -, @, tab or carriage return) gets
 * a leading single quote, so it is shown as the text it is (OWASP "CSV injection"). A phone written
 * "+1 ..." therefore exports as "'+1 ...".
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvRow(lead: LeadSummaryView, deskUrl: string): string[] {
  return [
    lead.id,
    lead.kind,
    lead.status,
    lead.receivedAt,
    lead.firstResponseAt ?? '',
    lead.name,
    lead.company ?? '',
    lead.email,
    lead.phone ?? '',
    lead.source,
    lead.route ?? '',
    lead.service ?? '',
    lead.timeframe ?? '',
    `${deskUrl}${lead.id}`,
  ].map(neutraliseCell);
}

/** Leads in, CSV text out (a header row first), with back-pressure from the reader to the database. */
export function leadsCsv(leads: Readable, deskUrlPrefix: string): Readable {
  const csv = stringify({ header: true, columns: [...CSV_COLUMNS], eof: true, record_delimiter: 'windows' });
  leads.on('error', (error) => csv.destroy(error));
  return leads
    .map((lead: LeadSummaryView) => csvRow(lead, deskUrlPrefix), { concurrency: 1 })
    .pipe(csv);
}
