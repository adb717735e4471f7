import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs `work` in a transaction whose connection has no statement, lock or idle deadline (SET LOCAL: they
 * come back at its end). For migrations and seeds, which may rightly take longer than any request; never
 * for a request's work.
 */
export function withoutDeadlines<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    await tx.execute(
      `select set_config('statement_timeout', '0', true), set_config('lock_timeout', '0', true),
              set_config('idle_in_transaction_session_timeout', '0', true)`,
    );
    return work(tx);
  });
}
