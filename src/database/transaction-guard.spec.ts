import { EventEmitter } from 'node:events';
import { TransactionContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { guardTransactionConnections, SECOND_CONNECTION_MESSAGE } from './transaction-guard.js';

/** A pool whose connect() hands out a token, and an EntityManager that only says whether it is in a transaction. */
function fakePool() {
  const pool = Object.assign(new EventEmitter(), { connect: jest.fn(async () => 'connection') });
  return pool as unknown as Pool & { connect: jest.Mock };
}
const emIn = (inTransaction: boolean) => ({ isInTransaction: () => inTransaction, name: 'default' }) as unknown as EntityManager;

describe('guardTransactionConnections', () => {
  it('lets a connection be taken outside a transaction, and by the transaction itself before it begins', async () => {
    const pool = fakePool();
    const report = jest.fn();
    guardTransactionConnections(pool, report);
    await expect(pool.connect()).resolves.toBe('connection');
    await expect(TransactionContext.create(emIn(false), () => pool.connect())).resolves.toBe('connection');
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a second connection asked for inside a transaction; a report that throws refuses it', async () => {
    const pool = fakePool();
    const reported: string[] = [];
    guardTransactionConnections(pool, (error) => {
      reported.push(error.message);
      throw error;
    });
    await expect(TransactionContext.create(emIn(true), () => pool.connect())).rejects.toThrow(SECOND_CONNECTION_MESSAGE);
    expect(reported).toEqual([SECOND_CONNECTION_MESSAGE]);
    expect(pool.connect).toBeDefined();
  });

  it('still hands out the connection when the report only logs (production)', async () => {
    const pool = fakePool();
    const report = jest.fn();
    guardTransactionConnections(pool, report);
    await expect(TransactionContext.create(emIn(true), () => pool.connect())).resolves.toBe('connection');
    expect(report).toHaveBeenCalledTimes(1);
  });
});
