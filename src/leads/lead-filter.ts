import { LEAD_KINDS, LEAD_STATUSES, type LeadFilterView, type LeadKind, type LeadStatus } from '../../core/lead-desk.js';
import { isPlainText, plainTextMessage } from '../common/plain-text.js';
import { RequestValidationError } from '../common/request-validation.js';
import { startOfZonedDay } from './desk-time.js';

// The inbox's filter, checked and turned into what the query needs (docs/product.md#21-leads-desk).
// The API's query DTO checks the same rules first; the desk checks again because its pages pass
// filters read from their own URLs.

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;
export const SOURCE_PATTERN = /^[a-z0-9_-]{1,80}$/;
/** A calendar day in the desk's time zone, or an ISO 8601 instant with its offset. */
export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export const DATE_MESSAGE = (field: string) => `${field} must be a date (YYYY-MM-DD) or an ISO 8601 instant with its offset`;
export const SEARCH_LENGTH_MESSAGE = `q must be ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters`;
export const RANGE_MESSAGE = 'from must not be after to';

/** A bound of the receipt time: `at` itself included or not. */
export interface TimeBound {
  at: Date;
  inclusive: boolean;
}

export interface LeadQuery {
  kind?: LeadKind;
  status?: LeadStatus;
  source?: string;
  /** Received at or after. */
  from?: Date;
  /** Received before (or at, when inclusive). */
  to?: TimeBound;
  /** ILIKE patterns over lead.search, any of which matches (the text as typed, a phone's digits). */
  patterns: string[];
  includeSpam: boolean;
}

/** `%`, `_` and the escape character itself match literally. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search's patterns: the text lower-cased, and for a phone-looking text its digits alone. */
export function searchPatterns(q: string): string[] {
  const text = q.toLowerCase();
  const patterns = [`%${likeEscape(text)}%`];
  const digits = text.replace(/\D/g, '');
  if (/^[\d\s().+-]+$/.test(text) && digits.length >= SEARCH_MIN_LENGTH && digits !== text) patterns.push(`%${digits}%`);
  return patterns;
}

/** A day's bound: `from` is its first instant; `to` takes the whole day (before the next day's start). */
function dayBound(value: string, field: 'from' | 'to', timeZone: string): Date | null {
  const match = DAY_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day || year < 2000 || year > 2999) return null;
  return field === 'from' ? startOfZonedDay(year, month, day, timeZone) : startOfZonedDay(year, month, day + 1, timeZone);
}

function instant(value: string): Date | null {
  if (!INSTANT_PATTERN.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2999 ? null : at;
}

/** Checks a filter and turns it into a query; a bad part throws RequestValidationError naming it. */
export function parseLeadFilter(filter: LeadFilterView, timeZone: string): LeadQuery {
  const fields: Record<string, string> = {};
  const query: LeadQuery = { patterns: [], includeSpam: filter.spam === true || filter.status === 'spam' };
  if (filter.kind !== undefined) {
    if (LEAD_KINDS.includes(filter.kind)) query.kind = filter.kind;
    else fields.kind = `kind must be one of the following values: ${LEAD_KINDS.join(', ')}`;
  }
  if (filter.status !== undefined) {
    if (LEAD_STATUSES.includes(filter.status)) query.status = filter.status;
    else fields.status = `status must be one of the following values: ${LEAD_STATUSES.join(', ')}`;
  }
  if (filter.source !== undefined) {
    if (SOURCE_PATTERN.test(filter.source)) query.source = filter.source;
    else fields.source = 'source must be 1 to 80 lower-case letters, digits, dashes or underscores';
  }
  if (filter.from !== undefined) {
    const from = dayBound(filter.from, 'from', timeZone) ?? instant(filter.from);
    if (from) query.from = from;
    else fields.from = DATE_MESSAGE('from');
  }
  if (filter.to !== undefined) {
    const day = dayBound(filter.to, 'to', timeZone);
    const at = day ?? instant(filter.to);
    if (at) query.to = { at, inclusive: !day };
    else fields.to = DATE_MESSAGE('to');
  }
  if (query.from && query.to && (query.to.inclusive ? query.from > query.to.at : query.from >= query.to.at)) fields.from = RANGE_MESSAGE;
  if (filter.q !== undefined) {
    const q = filter.q.trim();
    if (q.length < SEARCH_MIN_LENGTH || q.length > SEARCH_MAX_LENGTH) fields.q = SEARCH_LENGTH_MESSAGE;
    else if (!isPlainText(q)) fields.q = plainTextMessage('q');
    else query.patterns = searchPatterns(q);
  }
  if (Object.keys(fields).length > 0) throw new RequestValidationError(fields);
  return query;
}
