import { OWNER_FILTER_ME, OWNER_FILTER_NONE, type LeadSummaryView } from '../../core/lead-desk.js';
import { includesSpam, SEARCH_MIN_LENGTH, type LeadFilterQuery } from '../../core/lead-filter.js';
import type { LeadCursor } from './lead-cursor.js';

// The statements the desk reads leads with (docs/product.md#21-leads-desk): the inbox row's columns, the
// WHERE clause of a filter, an inbox page and the export. Each filter part walks an index of lead.

// Times leave PostgreSQL as the ISO text JavaScript writes (milliseconds, truncated as pg's Date parsing
// truncates them): no Date is parsed and formatted again per row, which the export's 100,000 rows feel.
export const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The inbox row's columns, with the receipt time to the microsecond for the cursor. The owner's username
 * is a lookup by primary key per row (a join would need every statement to qualify its columns).
 */
export const SUMMARY_COLUMNS = `id, kind, status, ${isoText('received_at')} as "receivedAt", name, company, email, phone, source, route, service, timeframe,
  ${isoText('first_response_at')} as "firstResponseAt", (select owner.username from admin_user owner where owner.id = owner_id) as "owner", (won_value_cents / 100.0)::float8 as "value", lost_reason as "lostReason", to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt"`;

export interface SummaryRow extends LeadSummaryView {
  cursorAt: string;
}

export function summary(row: SummaryRow): LeadSummaryView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    receivedAt: row.receivedAt,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    source: row.source,
    route: row.route,
    service: row.service,
    timeframe: row.timeframe,
    firstResponseAt: row.firstResponseAt,
    owner: row.owner ?? null,
    value: row.value,
    lostReason: row.lostReason ?? null,
  };
}

/** `%`, `_` and the escape character itself match literally. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search's LIKE patterns over lead.search: the text lower-cased, and for a phone-looking text its digits alone. */
export function searchPatterns(q: string): string[] {
  const text = q.toLowerCase();
  const patterns = [`%${likeEscape(text)}%`];
  const digits = text.replace(/\D/g, '');
  if (/^[\d\s().+-]+$/.test(text) && digits.length >= SEARCH_MIN_LENGTH && digits !== text) patterns.push(`%${digits}%`);
  return patterns;
}

/**
 * The WHERE clause of a filter (and a cursor), with its parameters (`?` placeholders, in order). `owner=me`
 * reads the signed-in account (`viewer`); without one it matches nothing.
 */
export function whereClause(query: LeadFilterQuery, after?: LeadCursor): { sql: string; params: unknown[] } {
  const { filter } = query;
  const parts: string[] = [];
  const params: unknown[] = [];
  const where = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (filter.kind) where('kind = ?', filter.kind);
  if (filter.status) where('status = ?', filter.status);
  else if (!includesSpam(filter)) where(`status <> 'spam'`);
  if (filter.source) where('source = ?', filter.source);
  if (query.from) where('received_at >= ?', query.from);
  if (query.to) where(query.to.inclusive ? 'received_at <= ?' : 'received_at < ?', query.to.at);
  if (filter.owner === OWNER_FILTER_NONE) where('owner_id is null');
  else if (filter.owner) where('owner_id = (select id from admin_user where username = ?)', filter.owner === OWNER_FILTER_ME ? (query.viewer ?? null) : filter.owner);
  if (filter.q) {
    // search is stored lower-cased and the patterns are too: LIKE, not ILIKE, which folds case per row.
    const patterns = searchPatterns(filter.q);
    where(`(${patterns.map(() => 'search like ?').join(' or ')})`, ...patterns);
  }
  if (after) where('(received_at, id) < (?::timestamptz, ?::uuid)', after.receivedAt, after.id);
  return { sql: parts.length > 0 ? `where ${parts.join(' and ')}` : '', params };
}

/** One inbox page's statement: the filter, after the cursor, newest first. */
export function pageSql(query: LeadFilterQuery, limit: number, after?: LeadCursor): { sql: string; params: unknown[] } {
  const where = whereClause(query, after);
  return { sql: `select ${SUMMARY_COLUMNS} from lead ${where.sql} order by received_at desc, id desc limit ?`, params: [...where.params, limit] };
}

/** The export's statement: every lead of the filter, newest first, read through one cursor. */
export function exportSql(query: LeadFilterQuery): { sql: string; params: unknown[] } {
  const where = whereClause(query);
  return { sql: `select ${SUMMARY_COLUMNS} from lead ${where.sql} order by received_at desc, id desc`, params: where.params };
}
