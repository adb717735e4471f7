import { TransactionContext } from '@mikro-orm/core';
import type { Pool } from 'pg';

export const SECOND_CONNECTION_MESSAGE = 'A transaction asked the pool for a second connection';

/**
 * Catches the pattern that froze the site: code inside a transaction that asks the pool for another
 * connection (a query on `this.em` or a fresh fork instead of the transaction's `tx`). With every pool slot
 * held by requests waiting on that transaction's locks, the second connection never comes and the
 * transaction never ends (README, "One connection per transaction"). `report` decides what happens: tests
 * and development throw, so the mistake fails the request that made it; production logs it.
 */
export function guardTransactionConnections(pool: Pool, report: (error: Error) => void): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (TransactionContext.getEntityManager()?.isInTransaction()) {
      const error = new Error(SECOND_CONNECTION_MESSAGE);
      try {
        report(error);
      } catch (refused) {
        const callback = args[0];
        if (typeof callback === 'function') {
          callback(refused);
          return undefined;
        }
        return Promise.reject(refused);
      }
    }
    return connect(...args);
  };
}
