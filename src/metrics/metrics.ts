import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { LEAD_KINDS, type LeadKind } from '../../core/lead-desk.js';
import { processMetrics } from './process-metrics.js';

/** Request durations from a cached page (well under a millisecond) to a slow render or export. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This application's metrics (docs/product.md#24-operations): a registry of its own, so that several
 * applications in one process (the integration tests) never share counts, plus the process-wide default
 * metrics when exposed. Features count their events here; gauges read at scrape time register with
 * `registry` (ResourceGauges).
 */
@Injectable()
export class Metrics implements OnModuleDestroy {
  readonly registry = new Registry();

  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  private readonly durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request reaching the application to the last byte of its answer handed to the socket, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  private readonly leads = new Counter({
    name: 'leads_stored_total',
    help: 'Leads committed, by kind; not idempotent replays, not honeypot spam (leads_spam_total).',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly spam = new Counter({
    name: 'leads_spam_total',
    help: 'Leads committed flagged as spam (the honeypot was filled), by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly exportRows = new Counter({
    name: 'leads_export_rows_read_total',
    help: "Rows the leads desk's CSV exports have read from their database cursors (200 a fetch).",
    registers: [this.registry],
  });

  private readonly exportsWaiting = new Gauge({
    name: 'leads_exports_waiting',
    help: 'CSV exports whose cursor waits for the client to take the rows already read (its download is not drained).',
    registers: [this.registry],
  });

  constructor() {
    // The process's counters start with the application, not at the first scrape (whose CPU since then is ~0).
    processMetrics();
    // Every kind from the start at 0, so that a rate() over the first lead is not lost.
    for (const kind of LEAD_KINDS) {
      this.leads.inc({ kind }, 0);
      this.spam.inc({ kind }, 0);
    }
  }

  /** One answered request; `route` is a pattern (routeLabel), never a raw path. */
  requestFinished(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.durations.observe({ method, route }, seconds);
  }

  /** A lead just committed: call it only when the row was created, not when a retry was answered again. */
  leadStored(kind: LeadKind, spam: boolean): void {
    (spam ? this.spam : this.leads).inc({ kind });
  }

  /** An export read `rows` more rows from its cursor. */
  exportRowsRead(rows: number): void {
    this.exportRows.inc(rows);
  }

  /** An export's cursor starts (true) or stops (false) waiting for its client. */
  exportWaiting(waiting: boolean): void {
    if (waiting) this.exportsWaiting.inc();
    else this.exportsWaiting.dec();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text: the process's default metrics and this application's. */
  async exposition(): Promise<string> {
    const [process, application] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return `${process}${application}`;
  }

  onModuleDestroy(): void {
    this.registry.clear();
  }
}
