// The inbox filter's one rule (docs/product.md#21-leads-desk): the API's list and export, the inbox page
// and its CSV link all read a query string through parseLeadFilter, so a filter the page shows is one the
// API takes, and the reverse.
import { startOfZonedDay } from './desk-days.js';
import { unknownFieldMessage } from './error-messages.js';
import { USERNAME_PATTERN } from './admin.js';
import { LEAD_KINDS, LEAD_STATUSES, OWNER_FILTER_ME, OWNER_FILTER_NONE, type LeadFilterView, type LeadKind, type LeadStatus } from './lead-desk.js';
import { LEAD_SOURCE_MESSAGE, LEAD_SOURCE_PATTERN, normaliseSource } from './lead-source.js';
import { isPlainText, plainTextMessage } from './plain-text.js';

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;
/** The cursor is opaque: base64url of at most this many characters. */
export const CURSOR_MAX_LENGTH = 120;

/** A calendar day in the desk's time zone, or an ISO 8601 instant with its offset. */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export const dateMessage = (field: 'from' | 'to') => `${field} must be a date (YYYY-MM-DD) or an ISO 8601 instant with its offset`;
export const SEARCH_LENGTH_MESSAGE = `q must be ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters`;
export const RANGE_MESSAGE = 'from must not be after to';
export const SPAM_MESSAGE = 'spam must be true or false';
export const CURSOR_MESSAGE = 'cursor is not valid';
export const OWNER_FILTER_MESSAGE = 'owner must be me, none or a username';
export const oneOfMessage = (field: string, values: readonly string[]) => `${field} must be one of the following values: ${values.join(', ')}`;
export const givenOnceMessage = (field: string) => `${field} must be given once`;

/** `spam` as a query string or a checkbox sends it. */
const SPAM_VALUES: Record<string, boolean> = { true: true, on: true, '1': true, false: false, '0': false };

/** A bound of the receipt time: `at` itself included or not. */
export interface TimeBound {
  at: Date;
  inclusive: boolean;
}

export interface LeadFilterQuery {
  /** The filter as read: trimmed, the source lower-cased, spam only when asked for (forms and links echo it). */
  filter: LeadFilterView;
  /** Received at or after. */
  from?: Date;
  /** Received before (or at, when inclusive): a day's bound takes the whole day. */
  to?: TimeBound;
  /** The page's cursor, checked for shape only (the server decodes it). */
  cursor?: string;
  /** The signed-in account's username, which `owner=me` means: the server adds it after reading the filter. */
  viewer?: string;
}

/** Refused: each bad part named, and the parts that could be read (so a form keeps them). */
export type LeadFilterReading = { ok: true; query: LeadFilterQuery } | { ok: false; fields: Record<string, string>; filter: LeadFilterView };

/** A day's bound: `from` is its first instant; `to` the next day's first (exclusive). */
function dayBound(value: string, field: 'from' | 'to', timeZone: string): Date | null {
  const match = DAY_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day || year < 2000 || year > 2999) return null;
  return startOfZonedDay(year, month, field === 'from' ? day : day + 1, timeZone);
}

function instant(value: string): Date | null {
  if (!INSTANT_PATTERN.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2999 ? null : at;
}

/**
 * Reads a parsed query string (a value per key, an array when repeated) into the inbox's filter, with
 * each day read in the desk's time zone. An empty value counts as not given (the page's form sends its
 * empty choices); anything refused is named in `fields`, with the message the API answers 400 with.
 */
export function parseLeadFilter(input: Record<string, unknown>, timeZone: string, options: { cursor: boolean }): LeadFilterReading {
  const fields: Record<string, string> = {};
  const known = new Set<string>(['kind', 'status', 'source', 'from', 'to', 'q', 'spam', 'owner', ...(options.cursor ? ['cursor'] : [])]);
  for (const key of Object.keys(input)) if (!known.has(key)) fields[key] = unknownFieldMessage(key);

  const one = (key: string): string | undefined => {
    const raw = Object.prototype.hasOwnProperty.call(input, key) ? input[key] : undefined;
    if (raw === undefined) return undefined;
    if (typeof raw !== 'string') {
      fields[key] = givenOnceMessage(key);
      return undefined;
    }
    return raw.trim() || undefined;
  };

  const filter: LeadFilterView = {};
  const query: LeadFilterQuery = { filter };
  const kind = one('kind');
  if (kind !== undefined) {
    if ((LEAD_KINDS as readonly string[]).includes(kind)) filter.kind = kind as LeadKind;
    else fields.kind = oneOfMessage('kind', LEAD_KINDS);
  }
  const status = one('status');
  if (status !== undefined) {
    if ((LEAD_STATUSES as readonly string[]).includes(status)) filter.status = status as LeadStatus;
    else fields.status = oneOfMessage('status', LEAD_STATUSES);
  }
  const source = one('source');
  if (source !== undefined) {
    const stored = normaliseSource(source);
    if (LEAD_SOURCE_PATTERN.test(stored)) filter.source = stored;
    else fields.source = LEAD_SOURCE_MESSAGE;
  }
  const from = one('from');
  if (from !== undefined) {
    const at = dayBound(from, 'from', timeZone) ?? instant(from);
    if (at) {
      filter.from = from;
      query.from = at;
    } else fields.from = dateMessage('from');
  }
  const to = one('to');
  if (to !== undefined) {
    const day = dayBound(to, 'to', timeZone);
    const at = day ?? instant(to);
    if (at) {
      filter.to = to;
      query.to = { at, inclusive: !day };
    } else fields.to = dateMessage('to');
  }
  if (query.from && query.to && (query.to.inclusive ? query.from > query.to.at : query.from >= query.to.at)) fields.from = RANGE_MESSAGE;
  const q = one('q');
  if (q !== undefined) {
    if (q.length < SEARCH_MIN_LENGTH || q.length > SEARCH_MAX_LENGTH) fields.q = SEARCH_LENGTH_MESSAGE;
    else if (!isPlainText(q)) fields.q = plainTextMessage('q');
    else filter.q = q;
  }
  const spam = one('spam');
  if (spam !== undefined) {
    const value = Object.prototype.hasOwnProperty.call(SPAM_VALUES, spam) ? SPAM_VALUES[spam] : undefined;
    if (value === undefined) fields.spam = SPAM_MESSAGE;
    else if (value) filter.spam = true;
  }
  const owner = one('owner');
  if (owner !== undefined) {
    const name = owner.toLowerCase();
    if (name === OWNER_FILTER_ME || name === OWNER_FILTER_NONE || USERNAME_PATTERN.test(name)) filter.owner = name;
    else fields.owner = OWNER_FILTER_MESSAGE;
  }
  if (options.cursor) {
    const cursor = one('cursor');
    if (cursor !== undefined) {
      if (cursor.length <= CURSOR_MAX_LENGTH) query.cursor = cursor;
      else fields.cursor = CURSOR_MESSAGE;
    }
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields, filter } : { ok: true, query };
}

/** Whether a filter shows spam: asked for, or filtered on. */
export const includesSpam = (filter: LeadFilterView): boolean => filter.spam === true || filter.status === 'spam';
