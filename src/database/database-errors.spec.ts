import { ConnectionException, DriverException } from '@mikro-orm/core';
import { isDatabaseUnavailable } from './database-errors.js';

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures, wrapped or not', () => {
    expect(isDatabaseUnavailable(new ConnectionException(new Error('connect ECONNREFUSED 127.0.0.1:5432')))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('render failed', { cause: Object.assign(new Error('x'), { code: 'ETIMEDOUT' }) }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is shutting down'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
  });

  it('recognises PostgreSQL shutting down or restarting as MikroORM wraps it (the state in `code`)', () => {
    expect(isDatabaseUnavailable(new DriverException(Object.assign(new Error('the database system is starting up'), { code: '57P03' })))).toBe(true);
    expect(isDatabaseUnavailable(new DriverException(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe(true);
  });

  it("recognises node-postgres's lost connections, which carry no code", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new DriverException(new Error('Client has encountered a connection error and is not queryable')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('treats a statement ended by a deadline as the database being busy: lock, statement, idle transaction, deadlock', () => {
    const wrapped = (message: string, code: string) => new DriverException(Object.assign(new Error(message), { code }));
    expect(isDatabaseUnavailable(wrapped('canceling statement due to lock timeout', '55P03'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped('canceling statement due to statement timeout', '57014'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped('terminating connection due to idle-in-transaction timeout', '25P03'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped('deadlock detected', '40P01'))).toBe(true);
  });

  it('treats a server out of connections, memory or disk as unavailable (class 53), not as a bug', () => {
    // What PostgreSQL answers a connection past max_connections, as node-postgres and MikroORM pass it on.
    const refused = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new DriverException(refused))).toBe(true);
    expect(isDatabaseUnavailable(new DriverException(Object.assign(new Error('out of memory'), { code: '53200' })))).toBe(true);
  });

  it('does not mistake other failures for an unavailable database', () => {
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new DriverException(new Error('syntax error')), { sqlState: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new DriverException(Object.assign(new Error('duplicate key value'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('Connection terminated by the caller'), { code: 'ERR_CUSTOM' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('boom')).toBe(false);
  });
});
