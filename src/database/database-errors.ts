import { ConnectionException } from '@mikro-orm/core';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** node-postgres's own errors for a connection the server dropped or never gave: they carry no code. */
const LOST_CONNECTION = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * True when an error means the database cannot be reached right now (as opposed to a bad query):
 * the site then answers 503, which tells crawlers to come back rather than drop the page.
 * SQL states: class 08 (connection exception), 57P01-57P03 (shutting down, cannot connect now).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ConnectionException) return true;
    const { code, sqlState } = e as { code?: unknown; sqlState?: unknown };
    // node-postgres puts the SQL state in `code`, and MikroORM's DriverException copies it from there.
    const state = typeof sqlState === 'string' ? sqlState : typeof code === 'string' ? code : undefined;
    if (state && (state.startsWith('08') || /^57P0[123]$/.test(state))) return true;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (code === undefined && e instanceof Error && LOST_CONNECTION.test(e.message)) return true;
  }
  return false;
}
