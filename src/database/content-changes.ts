import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { changePayload, CONTENT_CHANGES_CHANNEL, parseChange } from './content-change.js';
import { DatabaseServer } from './database-server.js';

/** How the listener's connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'site-cache-listener';

/** Reconnection waits: 100 ms, doubling up to 3 s, for as long as the database is away. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 3000;
/** How long shutdown waits for handlers still running (a cache reload after a reconnection). */
const SHUTDOWN_WAIT_MS = 5000;

/** Drops what one instance made from a feature's rows (catalogs, cached pages). */
export type ChangeHandler = () => void | Promise<void>;

/**
 * Keeps the per-process caches of every instance true to the database (docs/product.md#24-operations).
 * A feature whose rows change *announces* a topic with pg_notify inside the transaction that changes them,
 * so PostgreSQL delivers it only on commit (a rollback tells nobody), and *subscribes* the handler that
 * drops what it made from those rows.
 *
 * Exactly once per instance: the announcing instance runs its handlers itself right after its commit
 * (changedHere), and its listener skips notifications that carry its own id. So the caller has dropped
 * its caches when its call returns, whether or not the listener is connected at that moment; the others,
 * and every server when the CLI seeds, hear it through the notification.
 *
 * The listener is one dedicated pg.Client (not a pool connection: LISTEN belongs to a session). When it
 * loses the database it reconnects with backoff, and then runs every handler: whatever was announced
 * while it was away is lost, so everything made from rows is dropped.
 */
@Injectable()
export class ContentChanges implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  /** This process, in the payloads it sends. */
  readonly instanceId = randomUUID();
  private readonly logger = new Logger('ContentChanges');
  private readonly handlers = new Map<string, ChangeHandler[]>();
  private client?: pg.Client;
  /** Clients already given up (their 'error' and 'end' both arrive; one reconnection is enough). */
  private readonly retired = new WeakSet<pg.Client>();
  private failures = 0;
  private retry?: NodeJS.Timeout;
  private closed = false;
  /** Handler runs under way: shutdown lets them finish before the pool closes. */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly server: DatabaseServer) {}

  /** Runs `handler` on every instance whenever `topic` is announced (and after the listener reconnects). */
  subscribe(topic: string, handler: ChangeHandler): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  /**
   * Tells the other instances that `topic` changed, inside the caller's transaction: sent when it
   * commits. The caller runs changedHere(topic) after the commit.
   */
  async announce(tx: EntityManager, topic: string): Promise<void> {
    await tx.execute('select pg_notify(?, ?)', [CONTENT_CHANGES_CHANNEL, changePayload({ topic, from: this.instanceId })]);
  }

  /** The announcing instance's own handlers, run once its transaction committed. */
  changedHere(topic: string): Promise<void> {
    return this.run(topic);
  }

  /** Whether the listener is connected and listening (the tests wait for it after cutting its connection). */
  get listening(): boolean {
    return this.client !== undefined;
  }

  async onModuleInit(): Promise<void> {
    await this.connect(false);
  }

  /**
   * Before any module closes (the database pool among them): no handler starts any more, and those under
   * way (a reload of every cache right after a reconnection) finish first, or closing the pool under a
   * running query could hang the shutdown. A handler that takes longer is not waited for.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS)));
    await Promise.race([Promise.allSettled([...this.running]), timeout]);
    clearTimeout(timer);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    this.retired.add(client);
    await client.end().catch(() => undefined);
  }

  /** One connection attempt; a failure schedules the next. `dropAll`: the caches may have missed changes. */
  private async connect(dropAll: boolean): Promise<void> {
    const client = new pg.Client({
      connectionString: await this.server.url(),
      application_name: LISTENER_APPLICATION_NAME,
      // A database that vanished without closing the connection (a network cut) is noticed too.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => this.received(message));
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANGES_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.closed || this.retired.has(client)) {
      this.retired.add(client);
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
    if (!dropAll) return;
    this.logger.log('listening again: dropping every cache made from rows');
    for (const topic of this.handlers.keys()) await this.run(topic);
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.retired.has(client)) return;
    this.retired.add(client);
    if (this.client === client) this.client = undefined;
    client.end().catch(() => undefined);
    if (this.closed) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** this.failures++);
    // The error's code and message only: pg's messages carry no password.
    const reason = error instanceof Error ? { code: (error as { code?: unknown }).code, message: error.message } : 'connection ended';
    this.logger.warn({ reason, retryInMs: delay }, 'content change listener lost the database');
    this.retry = setTimeout(() => {
      this.connect(true).catch((failure: unknown) => this.logger.error({ err: failure instanceof Error ? failure.message : String(failure) }, 'content change listener could not reconnect'));
    }, delay);
    this.retry.unref();
  }

  private received(message: pg.Notification): void {
    if (message.channel !== CONTENT_CHANGES_CHANNEL) return;
    const change = parseChange(message.payload);
    if (!change) {
      this.logger.warn('ignored a notification that is not a content change');
      return;
    }
    if (change.from === this.instanceId) return;
    void this.run(change.topic);
  }

  /** Every handler of a topic (none once shutting down), each run kept in `running` until it ends. */
  private run(topic: string): Promise<void> {
    if (this.closed) return Promise.resolve();
    const run = this.runHandlers(topic).finally(() => this.running.delete(run));
    this.running.add(run);
    return run;
  }

  /** One that fails is logged and the others still run. */
  private async runHandlers(topic: string): Promise<void> {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        await handler();
      } catch (error) {
        this.logger.error({ topic, err: error instanceof Error ? error.message : String(error) }, 'a content change handler failed');
      }
    }
  }
}
