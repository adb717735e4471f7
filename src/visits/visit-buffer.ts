import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { insertEvents, type VisitRow } from './visit-sql.js';

/** Events written by one statement at most. */
export const VISIT_BATCH_ROWS = 500;
/** How long an event waits in memory for others before it is written. */
export const VISIT_FLUSH_AFTER_MS = 1000;
/** Events held at most (while the database is slow or away); beyond it new ones are dropped, and logged. */
export const VISIT_BUFFER_MAX = 20_000;

/**
 * Counted beacons wait here and are written in batches (docs/product.md#26-visit-counting): one multi-row
 * insert per VISIT_BATCH_ROWS events or VISIT_FLUSH_AFTER_MS, whichever comes first, so a beacon's answer
 * never waits for its row. Batches are written one after the other; a batch the database refuses is logged
 * and dropped (visits are counts, not records). What is left is written when the application shuts down,
 * before the database pool closes.
 */
@Injectable()
export class VisitBuffer implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Visits');
  private rows: VisitRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly em: EntityManager) {}

  /** Events waiting to be written. */
  get pending(): number {
    return this.rows.length;
  }

  add(row: VisitRow): void {
    if (this.rows.length >= VISIT_BUFFER_MAX) {
      this.logger.warn('visit buffer full: an event was dropped');
      return;
    }
    this.rows.push(row);
    if (this.rows.length >= VISIT_BATCH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), VISIT_FLUSH_AFTER_MS).unref();
  }

  /** Writes every event added so far; resolves once they are written (or, refused, logged). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.rows.length > 0) {
      const batch = this.rows.splice(0, VISIT_BATCH_ROWS);
      this.writing = this.writing.then(() => this.write(batch));
    }
    return this.writing;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  private async write(batch: VisitRow[]): Promise<void> {
    const { sql, params } = insertEvents(batch);
    try {
      await this.em.getConnection().execute(sql, params, 'run');
    } catch (error) {
      this.logger.error(`${batch.length} visit events not stored: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
