import { isUuid } from '../../core/uuid.js';

// The inbox's keyset cursor (docs/product.md#21-leads-desk): the last lead of a page, by its receipt
// time to the microsecond (as PostgreSQL keeps it) and its id, which breaks ties. Opaque to clients.

export interface LeadCursor {
  /** ISO 8601 UTC with microseconds, as the database formats it: 2026-11-23T19:16:02.123456Z. */
  receivedAt: string;
  id: string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: LeadCursor): string {
  return Buffer.from(`${cursor.receivedAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor a client sent back, or null when it is not one this desk made. */
export function decodeCursor(text: string): LeadCursor | null {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(text)) return null;
  const [receivedAt, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !receivedAt || !id || !INSTANT.test(receivedAt) || !isUuid(id)) return null;
  // A real instant (no 31 February): it must survive a round trip, milliseconds and all.
  const ms = Date.parse(receivedAt);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 23) !== receivedAt.slice(0, 23)) return null;
  return { receivedAt, id };
}
