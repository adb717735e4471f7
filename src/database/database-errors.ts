import { ConnectionException } from '@mikro-orm/core';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** node-postgres's own errors for a connection the server dropped or never gave: they carry no code. */
const LOST_CONNECTION = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * SQL states of a statement ended by a deadline (docs/product.md#245-database-outage): a lock not granted within
 * lock_timeout (55P03), a statement past statement_timeout (57014), a transaction left idle past
 * idle_in_transaction_session_timeout (25P03), and a deadlock PostgreSQL broke (40P01). Trying again
 * later is the right answer to each.
 */
const DEADLINE_STATES = new Set(['55P03', '57014', '25P03', '40P01']);

/**
 * True when an error means the database cannot serve this request right now (as opposed to a bad query):
 * unreachable, or too busy to answer within the deadlines, the pool's wait for a free connection included.
 * The site then answers 503 with Retry-After, which tells clients and crawlers to come back.
 * SQL states: class 08 (connection exception), class 53 (insufficient resources: too many connections, out
 * of memory, disk full), 57P01-57P03 (shutting down, cannot connect now), DEADLINE_STATES.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ConnectionException) return true;
    const { code, sqlState } = e as { code?: unknown; sqlState?: unknown };
    // node-postgres puts the SQL state in `code`, and MikroORM's DriverException copies it from there.
    const state = typeof sqlState === 'string' ? sqlState : typeof code === 'string' ? code : undefined;
    if (state && (state.startsWith('08') || state.startsWith('53') || /^57P0[123]$/.test(state) || DEADLINE_STATES.has(state))) return true;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (code === undefined && e instanceof Error && LOST_CONNECTION.test(e.message)) return true;
  }
  return false;
}
