import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { Counter, Gauge } from 'prom-client';
import { loggableError } from '../common/global-exception.filter.js';
import { JobQueue, type QueueCounts } from '../queue/job-queue.js';
import { PageCache } from '../render/page-cache.js';
import { Metrics } from './metrics.js';

/** How long a scrape waits for the queue's figures before it answers without them. */
const QUEUE_READ_TIMEOUT_MS = 2000;

const QUEUE_STATES = ['queued', 'active', 'failed'] as const satisfies readonly (keyof QueueCounts)[];

interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
}

/** Rejects after `ms`: a database that does not answer must not hold a scrape. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Figures read when /metrics is scraped (docs/product.md#24-operations): the page cache, the job queues
 * and the database pools. A figure that cannot be read (the database is down) is left out of that
 * scrape, which still answers 200 with everything else.
 */
@Injectable()
export class ResourceGauges implements OnModuleInit {
  private readonly logger = new Logger('Metrics');
  private ormPool?: Pool;

  constructor(
    private readonly metrics: Metrics,
    private readonly pages: PageCache,
    private readonly queue: JobQueue,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    this.pageCacheMetrics();
    this.queueMetrics();
    this.poolMetrics();
  }

  private pageCacheMetrics(): void {
    const registers = [this.metrics.registry];
    const pages = this.pages;
    new Counter({
      name: 'page_cache_hits_total',
      help: 'Requests answered from the page cache (pages, the sitemap, the feed).',
      registers,
      collect() {
        this.reset();
        this.inc(pages.counts.hits);
      },
    });
    new Counter({
      name: 'page_cache_misses_total',
      help: 'Pages rendered because the page cache did not hold them (a burst for one cold page counts once).',
      registers,
      collect() {
        this.reset();
        this.inc(pages.counts.misses);
      },
    });
    new Gauge({
      name: 'page_cache_bytes',
      help: 'Bytes the page cache holds (identity, gzip and br together).',
      registers,
      collect() {
        this.set(pages.stats.bytes);
      },
    });
    new Gauge({
      name: 'page_cache_max_bytes',
      help: 'The page cache budget (PAGE_CACHE_MAX_BYTES; 0 is off).',
      registers,
      collect() {
        this.set(pages.stats.maxBytes);
      },
    });
    new Gauge({
      name: 'page_cache_entries',
      help: 'Documents the page cache holds.',
      registers,
      collect() {
        this.set(pages.stats.entries);
      },
    });
  }

  private queueMetrics(): void {
    const read = () => this.queueCounts();
    new Gauge({
      name: 'queue_jobs',
      help: "Jobs per queue and state (queued: waiting, due or deferred; active; failed: failed jobs still kept), as pg-boss's monitor last counted them (about once a minute).",
      labelNames: ['queue', 'state'] as const,
      registers: [this.metrics.registry],
      async collect() {
        // Read, then replace every series at once: a concurrent scrape never sees them half written.
        const queues = await read();
        this.reset();
        for (const counts of queues) {
          for (const state of QUEUE_STATES) this.set({ queue: counts.name, state }, counts[state]);
        }
      },
    });
  }

  private poolMetrics(): void {
    const read = () => this.poolFigures();
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connections per pool (app: MikroORM; queue: pg-boss) and state: total open, idle, and requests waiting for one.',
      labelNames: ['pool', 'state'] as const,
      registers: [this.metrics.registry],
      async collect() {
        const pools = await read();
        this.reset();
        for (const [pool, figures] of pools) {
          this.set({ pool, state: 'total' }, figures.total);
          this.set({ pool, state: 'idle' }, figures.idle);
          this.set({ pool, state: 'waiting' }, figures.waiting);
        }
      },
    });
  }

  /** The queues' counts, or none when the database does not answer in time (logged, never thrown). */
  private async queueCounts(): Promise<QueueCounts[]> {
    try {
      return await within(this.queue.counts(), QUEUE_READ_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn({ err: loggableError(error) }, 'queue figures left out of /metrics');
      return [];
    }
  }

  private async poolFigures(): Promise<[string, PoolFigures][]> {
    const figures: [string, PoolFigures][] = [];
    try {
      this.ormPool ??= await this.orm.em.getConnection().getNativeClient();
      figures.push(['app', { total: this.ormPool.totalCount, idle: this.ormPool.idleCount, waiting: this.ormPool.waitingCount }]);
    } catch (error) {
      this.logger.warn({ err: loggableError(error) }, 'database pool figures left out of /metrics');
    }
    const queue = this.queue.poolCounts();
    if (queue) figures.push(['queue', queue]);
    return figures;
  }
}
