import type { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_LEADS_PATH } from '../../core/admin-pages.js';
import type { LeadSummaryView } from '../../core/lead-desk.js';
import type { LeadFilterQuery } from '../../core/lead-filter.js';
import { AdminAudit, type AdminPrincipal } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { AppConfig } from '../config/app-config.js';
import { Metrics } from '../metrics/metrics.js';
import { leadsCsv } from './lead-csv.js';
import { exportSql, type SummaryRow } from './lead-sql.js';

/** Rows per cursor fetch of the CSV export, and per CSV chunk written: memory holds about one chunk. */
const EXPORT_CHUNK = 200;

/**
 * How long one export may take, from its first row to its last. A cursor's statement is one statement for
 * PostgreSQL however long the client takes to read it, so the request deadline (DATABASE_STATEMENT_TIMEOUT_MS)
 * would cut a slow download short: the export's transaction has this one instead. A client that stops
 * reading holds its connection until then, no longer.
 */
export const EXPORT_DEADLINE_MS = 10 * 60 * 1000;

export const EXPORT_NOT_RECORDED_MESSAGE = 'The export could not be recorded in the audit trail, so it was not started. Please try again in a minute.';
const NOT_RECORDED_RETRY_SECONDS = 30;

/** How an export ended, as its audit row says. */
export type ExportOutcome = 'started' | 'completed' | 'cut_short';

/**
 * The desk's CSV export (docs/product.md#21-leads-desk): the whole customer list leaves the building, so
 * it is recorded before its first byte. The audit row is written first (`started`); if it cannot be
 * written nothing is sent (503). When the file ends or is cut short the row says so, with the row count.
 *
 * The rows come from one statement read through a server-side cursor, EXPORT_CHUNK rows at a time, so the
 * file is one consistent snapshot and memory holds about one chunk however many rows there are (keyset
 * pages of the inbox's kind were tried: their rows outlived young-generation collections and the process
 * grew by 60-140 MB over 100,000 rows, against under 5 MB this way). The cursor reads the next chunk only
 * when the client's socket has taken the last one (the stream is piped to the response), so a client that
 * stops reading stops the cursor; `leads_exports_waiting` and `leads_export_rows_read_total` show it. A
 * client that goes away closes the cursor; one that never finishes is cut short at EXPORT_DEADLINE_MS.
 */
@Injectable()
export class LeadExport {
  private readonly logger = new Logger('LeadExport');

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly audit: AdminAudit,
    private readonly metrics: Metrics,
  ) {}

  async start(query: LeadFilterQuery, admin: AdminPrincipal, ip: string | null): Promise<Readable> {
    const { filter } = query;
    // The search text stays in the audit row and out of the log line (a visitor's name or e-mail, perhaps).
    const logFilter = { ...filter, ...(filter.q === undefined ? {} : { q: '(search text)' }) };
    const entry = { action: 'leads_export' as const, actor: admin.username };
    let auditId: string;
    try {
      auditId = await this.audit.record({ ...entry, ip, details: { filter, outcome: 'started' satisfies ExportOutcome }, logDetails: { filter: logFilter } });
    } catch (error) {
      this.logger.error({ err: error }, 'leads export refused: its audit row could not be written');
      throw new DomainError('not_recorded', EXPORT_NOT_RECORDED_MESSAGE, { retryAfterSeconds: NOT_RECORDED_RETRY_SECONDS });
    }
    const statement = exportSql(query);
    const em = this.em.fork();
    const audit = this.audit;
    const logger = this.logger;
    const metrics = this.metrics;
    // Parked at this yield until the CSV stream asks for more, which it does once the socket has drained.
    function* handOver(chunk: LeadSummaryView[]): Generator<LeadSummaryView[]> {
      metrics.exportRowsRead(chunk.length);
      metrics.exportWaiting(true);
      try {
        yield chunk;
      } finally {
        metrics.exportWaiting(false);
      }
    }
    async function* chunks(): AsyncGenerator<LeadSummaryView[]> {
      let rows = 0;
      let outcome: ExportOutcome = 'cut_short';
      // Its own transaction, only to give the cursor the export's deadline (SET LOCAL ends with it).
      await em.begin();
      try {
        await em.execute(`select set_config('statement_timeout', ?, true)`, [String(EXPORT_DEADLINE_MS)]);
        let chunk: LeadSummaryView[] = [];
        for await (const row of em.getConnection().stream<SummaryRow>(statement.sql, statement.params, em.getTransactionContext(), undefined, EXPORT_CHUNK)) {
          chunk.push(row);
          rows++;
          if (chunk.length === EXPORT_CHUNK) {
            yield* handOver(chunk);
            chunk = [];
          }
        }
        if (chunk.length > 0) yield* handOver(chunk);
        outcome = 'completed';
      } finally {
        await (outcome === 'completed' ? em.commit() : em.rollback()).catch((error: unknown) => logger.warn({ err: error }, 'leads export: its read-only transaction did not end cleanly'));
        await audit
          .amend(auditId, { ...entry, details: { filter, outcome, rows }, logDetails: { filter: logFilter, outcome, rows } })
          // The row already says the export started; the log keeps how it ended.
          .catch((error: unknown) => logger.error({ err: error, auditId, outcome, rows }, 'leads export ended, but its audit row could not be updated'));
      }
    }
    return leadsCsv(chunks(), `${this.config.SITE_ORIGIN}${ADMIN_LEADS_PATH}/`);
  }
}
