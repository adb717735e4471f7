import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { LeadSummaryView } from '../../core/lead-desk.js';

// The desk's CSV export (docs/product.md#21-leads-desk).

export const CSV_COLUMNS = [
  'id',
  'kind',
  'status',
  'received_at',
  'first_response_at',
  'owner',
  'name',
  'company',
  'email',
  'phone',
  'source',
  'route',
  'service',
  'timeframe',
  'desk_url',
  // Appended after the first columns, so a sheet that reads them by position still finds them.
  'value',
  'lost_reason',
] as const;

export function csvRow(lead: LeadSummaryView, deskUrl: string): string[] {
  return [
    lead.id,
    lead.kind,
    lead.status,
    lead.receivedAt,
    lead.firstResponseAt ?? '',
    lead.owner ?? '',
    lead.name,
    lead.company ?? '',
    lead.email,
    lead.phone ?? '',
    lead.source,
    lead.route ?? '',
    lead.service ?? '',
    lead.timeframe ?? '',
    `${deskUrl}${lead.id}`,
    lead.value === null ? '' : lead.value.toFixed(2),
    lead.lostReason ?? '',
  ];
}

/**
 * Batches of leads in, CSV text out: a header row, then one chunk per batch (one socket write per batch,
 * not per row). The stream asks for the next batch only when the reader has taken the last one, so memory
 * holds about one batch however many rows there are.
 */
export function leadsCsv(batches: AsyncIterable<LeadSummaryView[]>, deskUrlPrefix: string): Readable {
  // escape_formulas: a cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return, and
  // their full-width forms) gets a leading single quote, so it shows as the text it is (OWASP "CSV injection").
  const options = { columns: [...CSV_COLUMNS], record_delimiter: 'windows' as const, escape_formulas: true };
  async function* text(): AsyncGenerator<string> {
    let header = true;
    for await (const batch of batches) {
      yield stringify(
        batch.map((lead) => csvRow(lead, deskUrlPrefix)),
        { ...options, header },
      );
      header = false;
    }
    if (header) yield stringify([], { ...options, header: true });
  }
  return Readable.from(text(), { objectMode: true, highWaterMark: 1 });
}
