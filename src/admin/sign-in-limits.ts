import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../common/clock.js';
import { signInLockedMessage } from '../../core/admin.js';
import { DomainError } from '../common/domain-error.js';
import { AdminAudit, type AdminAuditEntry } from './admin-audit.js';
import type { ClientFacts } from './client-facts.js';

/** Attempts allowed per name tried (since its last success) and per address, per window. */
export const SIGN_IN_FAILURES_PER_USERNAME = 5;
export const SIGN_IN_FAILURES_PER_IP = 30;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

interface Counter {
  key: string;
  attempts: number;
  window_started_at: Date;
}

const nameKey = (subject: string) => `name:${subject}`;
const addressKey = (ip: string) => `ip:${ip.slice(0, 64)}`;

/**
 * The sign-in limits (docs/product.md#14-admin-area), decided in the database so they hold across
 * instances and restarts, and decided before the password or code is checked: `take` counts the attempt
 * for the name and the address in one statement and answers whether it may go on, so N attempts at once
 * never check more than the limit allows. An attempt that succeeds gives its count back (the name's count
 * starts again); one that fails keeps it. Each count lives for a fixed window from its first attempt.
 */
@Injectable()
export class SignInLimits {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AdminAudit,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes one attempt for `subject` (what the trail records of the name: SignInSubjects) and the address,
   * or throws the 429 that says how long to wait (recorded in the trail as `sign_in_locked`). A refused
   * attempt gives back what it took, so it never counts against the name or the address.
   */
  async take(subject: string, client: ClientFacts, at: number = this.clock.now()): Promise<void> {
    const keys = [nameKey(subject), ...(client.ip ? [addressKey(client.ip)] : [])].sort();
    const cutoff = new Date(at - SIGN_IN_WINDOW_MS);
    const now = new Date(at);
    // The rows in key order, the same in every statement, so two attempts never wait on each other in a cycle.
    const rows: Counter[] = await this.em.getConnection().execute(
      `insert into admin_sign_in_counter as c (key, attempts, window_started_at)
       values ${keys.map(() => '(?, 1, ?)').join(', ')}
       on conflict (key) do update set
         attempts = case when c.window_started_at <= ? then 1 else c.attempts + 1 end,
         window_started_at = case when c.window_started_at <= ? then excluded.window_started_at else c.window_started_at end
       returning key, attempts, window_started_at`,
      [...keys.flatMap((key) => [key, now]), cutoff, cutoff],
    );
    let waitMs = 0;
    for (const row of rows) {
      const limit = row.key.startsWith('name:') ? SIGN_IN_FAILURES_PER_USERNAME : SIGN_IN_FAILURES_PER_IP;
      if (row.attempts > limit) waitMs = Math.max(waitMs, new Date(row.window_started_at).getTime() + SIGN_IN_WINDOW_MS - at);
    }
    if (waitMs <= 0) return;
    await this.giveBack(keys);
    await this.audit.record({ action: 'sign_in_locked', actor: null, subject, ip: client.ip });
    const wait = Math.max(1000, waitMs);
    throw new DomainError('too_many_attempts', signInLockedMessage(Math.ceil(wait / 60_000)), { retryAfterSeconds: Math.ceil(wait / 1000) });
  }

  /** The attempt failed: it stays counted, and the trail records it (`sign_in_failed` with the reason). */
  async failed(subject: string, client: ClientFacts, details: AdminAuditEntry['details']): Promise<void> {
    await this.audit.record({ action: 'sign_in_failed', actor: null, subject, ip: client.ip, details });
  }

  /**
   * The attempt succeeded: the name's failures no longer count, the address's attempt is given back, and
   * counts whose window has ended are cleared away.
   */
  async succeeded(subject: string, client: ClientFacts, at: number = this.clock.now()): Promise<void> {
    await this.em.getConnection().execute(
      `with cleared as (delete from admin_sign_in_counter where key = ? or window_started_at <= ?)
       update admin_sign_in_counter set attempts = greatest(attempts - 1, 0) where key = ?`,
      [nameKey(subject), new Date(at - SIGN_IN_WINDOW_MS), client.ip ? addressKey(client.ip) : ''],
    );
  }

  private async giveBack(keys: string[]): Promise<void> {
    await this.em.getConnection().execute(
      `update admin_sign_in_counter set attempts = greatest(attempts - 1, 0) where key in (${keys.map(() => '?').join(', ')})`,
      keys,
    );
  }
}
