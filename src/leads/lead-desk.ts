import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  canMoveLead,
  LEAD_KINDS,
  LEADS_PAGE_SIZE,
  RESPONSE_PROMISE_MINUTES,
  type DeskPeriodStats,
  type DeskStatsView,
  type FailedNotificationView,
  type LeadDetailView,
  type LeadEventView,
  type LeadFilterView,
  type LeadKind,
  type LeadPageView,
  type LeadRecordView,
  type LeadStatus,
  type LeadSummaryView,
  type NotificationChannel,
  type NotificationOutcome,
} from '../../core/lead-desk.js';
import { noteAddedText, notificationText, receivedText, statusChangeText } from '../../core/lead-timeline-text.js';
import { AbandonmentService } from '../abandonment/index.js';
import { AdminAudit, type AdminPrincipal } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { RequestValidationError } from '../common/request-validation.js';
import { AppConfig } from '../config/app-config.js';
import { startOfZonedToday } from './desk-time.js';
import { decodeCursor, encodeCursor, type LeadCursor } from './lead-cursor.js';
import { leadsCsv } from './lead-csv.js';
import { LeadDetails } from './lead-details.js';
import { LeadEvent } from './lead-event.entity.js';
import { parseLeadFilter, type LeadQuery } from './lead-filter.js';
import { LeadNote } from './lead-note.entity.js';
import { Lead } from './lead.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CURSOR_MESSAGE = 'cursor is not valid';
/** Rows per cursor fetch of the CSV export, and per CSV chunk written: memory holds about one chunk. */
const EXPORT_CHUNK = 200;
const PROMISE_MS = RESPONSE_PROMISE_MINUTES * 60_000;

/** The inbox row's columns, with the receipt time to the microsecond for the cursor. */
// Times leave PostgreSQL as the ISO text JavaScript writes (milliseconds, truncated as pg's Date parsing
// truncates them): no Date is parsed and formatted again per row, which the export's 100,000 rows feel.
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const SUMMARY_COLUMNS = `id, kind, status, ${isoText('received_at')} as "receivedAt", name, company, email, phone, source, route, service, timeframe,
  ${isoText('first_response_at')} as "firstResponseAt", to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt"`;

interface SummaryRow extends LeadSummaryView {
  cursorAt: string;
}

function summary(row: SummaryRow): LeadSummaryView {
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
  };
}

/** The WHERE clause of a filter (and a cursor), with its parameters; each part walks an index of lead. */
export function whereClause(query: LeadQuery, after?: LeadCursor): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (query.kind) parts.push('kind = ?') && params.push(query.kind);
  if (query.status) parts.push('status = ?') && params.push(query.status);
  else if (!query.includeSpam) parts.push(`status <> 'spam'`);
  if (query.source) parts.push('source = ?') && params.push(query.source);
  if (query.from) parts.push('received_at >= ?') && params.push(query.from);
  if (query.to) parts.push(query.to.inclusive ? 'received_at <= ?' : 'received_at < ?') && params.push(query.to.at);
  if (query.patterns.length > 0) {
    // search is stored lower-cased and the patterns are too: LIKE, not ILIKE, which folds case per row.
    parts.push(`(${query.patterns.map(() => 'search like ?').join(' or ')})`);
    params.push(...query.patterns);
  }
  if (after) parts.push('(received_at, id) < (?::timestamptz, ?::uuid)') && params.push(after.receivedAt, after.id);
  return { sql: parts.length > 0 ? `where ${parts.join(' and ')}` : '', params };
}

/** One inbox page's statement (`?` placeholders): the filter, after the cursor, newest first. */
export function pageSql(query: LeadQuery, limit: number, after?: LeadCursor): { sql: string; params: unknown[] } {
  const where = whereClause(query, after);
  return { sql: `select ${SUMMARY_COLUMNS} from lead ${where.sql} order by received_at desc, id desc limit ?`, params: [...where.params, limit] };
}

/** The export's statement: every lead of the filter, newest first, read through one cursor. */
export function exportSql(query: LeadQuery): { sql: string; params: unknown[] } {
  const where = whereClause(query);
  return { sql: `select ${SUMMARY_COLUMNS} from lead ${where.sql} order by received_at desc, id desc`, params: where.params };
}

/**
 * The leads desk (docs/product.md#21-leads-desk): the inbox with its filters and keyset pages, a lead's
 * page, status changes and notes (each audited in the change's own transaction), the desk's figures
 * and the CSV export. The API controller and the admin pages both call it.
 */
@Injectable()
export class LeadDesk {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly audit: AdminAudit,
    private readonly abandonment: AbandonmentService,
    private readonly details: LeadDetails,
  ) {}

  /** A page of the inbox, newest first; `cursor` is the nextCursor of the page before. */
  async list(filter: LeadFilterView, cursor?: string): Promise<LeadPageView> {
    const query = parseLeadFilter(filter, this.config.DESK_TIME_ZONE);
    let after: LeadCursor | undefined;
    if (cursor !== undefined) {
      const decoded = decodeCursor(cursor);
      if (!decoded) throw new RequestValidationError({ cursor: CURSOR_MESSAGE });
      after = decoded;
    }
    const rows = await this.page(query, LEADS_PAGE_SIZE + 1, after);
    const leads = rows.slice(0, LEADS_PAGE_SIZE);
    const last = leads.at(-1);
    return { leads: leads.map(summary), nextCursor: rows.length > LEADS_PAGE_SIZE && last ? encodeCursor({ receivedAt: last.cursorAt, id: last.id }) : null };
  }

  /** Leads still `new`, oldest first: the ones to answer now. */
  async waiting(limit = 20): Promise<LeadSummaryView[]> {
    const rows = await this.em.getConnection().execute<SummaryRow[]>(
      `select ${SUMMARY_COLUMNS} from lead where status = 'new' order by received_at asc, id asc limit ?`,
      [Math.max(1, Math.min(Math.trunc(limit), 500))],
    );
    return rows.map(summary);
  }

  /** Every source leads came from, for the filter's choices. */
  async sources(): Promise<string[]> {
    // A loose index scan of lead_source_received_index: one probe per distinct source, not per lead.
    const rows = await this.em.getConnection().execute<{ source: string }[]>(
      `with recursive s(source) as (
         (select source from lead order by source limit 1)
         union all
         select (select l.source from lead l where l.source > s.source order by l.source limit 1) from s where s.source is not null)
       select source from s where source is not null`,
    );
    return rows.map((row) => row.source);
  }

  /** A lead with every field the visitor sent and its attribution (what a notification tells), or null. */
  async record(id: string): Promise<LeadRecordView | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.em.fork().getConnection().execute<SummaryRow[]>(`select ${SUMMARY_COLUMNS} from lead where id = ?`, [id.toLowerCase()]);
    if (!row) return null;
    const lead = summary(row);
    const record = await this.details.read(lead.kind, lead.id);
    return {
      ...lead,
      fields: record?.fields ?? [],
      message: record?.message ?? null,
      attribution: {
        source: lead.source,
        ...(record?.attribution ?? { landingPage: null, referrer: null, userAgent: null, utm: { source: null, medium: null, campaign: null, term: null, content: null } }),
      },
    };
  }

  /** A lead's page, or null when there is no such lead. */
  async detail(id: string): Promise<LeadDetailView | null> {
    const lead = await this.record(id);
    if (!lead) return null;
    const em = this.em.fork();
    const [notes, events, abandonedForms] = await Promise.all([
      em.find(LeadNote, { leadId: lead.id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      em.find(LeadEvent, { leadId: lead.id }, { orderBy: { at: 'asc', id: 'asc' } }),
      this.abandonment.forEmail(lead.email),
    ]);
    return {
      ...lead,
      abandonedForms,
      notes: notes.map((note) => ({ id: note.id, text: note.text, author: note.author, createdAt: note.createdAt.toISOString() })),
      timeline: events.map((event) => timelineLine(event, lead.source)),
    };
  }

  /**
   * Leads whose notification gave up after every retry and was not sent since (by a later attempt or
   * "Send again"), newest first: the dashboard lists them so nobody relies on a message that never left.
   */
  async failedNotifications(limit = 20): Promise<FailedNotificationView[]> {
    const rows = await this.em.getConnection().execute<(SummaryRow & { channel: NotificationChannel; gaveUpAt: string; reason: string | null })[]>(
      `select ${SUMMARY_COLUMNS}, f.channel, ${isoText('f.gave_up_at')} as "gaveUpAt", f.reason
         from (select e.lead_id, e.channel, e.at as gave_up_at, e.detail as reason
                 from lead_event e
                where e.type = 'notification_gave_up'
                  and not exists (select 1 from lead_event later where later.lead_id = e.lead_id and later.channel = e.channel
                                     and later.type in ('notification_sent', 'notification_queued') and later.at > e.at)
                order by e.at desc limit ?) f
         join lead on lead.id = f.lead_id
        order by f.gave_up_at desc`,
      [limit],
    );
    return rows.map((row) => ({ lead: summary(row), channel: row.channel, at: row.gaveUpAt, reason: row.reason ?? '' }));
  }

  /**
   * Moves a lead to another status (new -> contacted -> quoted -> won or lost, and spam), with the row
   * locked so two dispatchers cannot both take it out of `new`. The first move out of `new` records the
   * first response, except a move to spam: marking spam answers nobody.
   */
  async changeStatus(id: string, status: LeadStatus, admin: AdminPrincipal, ip: string | null): Promise<LeadDetailView> {
    if (!UUID.test(id)) throw notFound();
    await this.em.fork().transactional(async (tx) => {
      const lead = await tx.findOne(Lead, { id: id.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!lead) throw notFound();
      const from = lead.status;
      if (!canMoveLead(from, status)) {
        throw new DomainError('invalid_transition', `status cannot change from ${from} to ${status}`);
      }
      const now = new Date();
      lead.status = status;
      lead.statusChangedAt = now;
      if (from === 'new' && status !== 'spam' && !lead.firstResponseAt) lead.firstResponseAt = now;
      tx.create(LeadEvent, { leadId: lead.id, at: now, type: 'status', actor: admin.username, fromStatus: from, toStatus: status });
      await this.audit.record({ action: 'lead_status', actor: admin.username, subject: lead.id, ip, details: { from, to: status } }, tx);
    });
    return (await this.detail(id))!;
  }

  /** Adds a dispatcher's note (already checked: plain text, 1 to 2000 characters). */
  async addNote(id: string, text: string, admin: AdminPrincipal, ip: string | null): Promise<LeadDetailView> {
    if (!UUID.test(id)) throw notFound();
    await this.em.fork().transactional(async (tx) => {
      const lead = await tx.findOne(Lead, { id: id.toLowerCase() }, { fields: ['id'] });
      if (!lead) throw notFound();
      const now = new Date();
      tx.create(LeadNote, { leadId: lead.id, author: admin.username, text, createdAt: now });
      tx.create(LeadEvent, { leadId: lead.id, at: now, type: 'note', actor: admin.username });
      await this.audit.record({ action: 'lead_note', actor: admin.username, subject: lead.id, ip, details: { length: text.length } }, tx);
    });
    return (await this.detail(id))!;
  }

  /** The desk's figures: what waits now, and per period the leads and the time to first response. */
  async stats(now: Date = new Date()): Promise<DeskStatsView> {
    const timeZone = this.config.DESK_TIME_ZONE;
    const periods = [
      { key: 'today', label: 'Today', since: startOfZonedToday(now, timeZone) },
      { key: '7d', label: 'Last 7 days', since: new Date(now.getTime() - 7 * 86_400_000) },
      { key: '30d', label: 'Last 30 days', since: new Date(now.getTime() - 30 * 86_400_000) },
    ] as const;
    const earliest = new Date(Math.min(...periods.map((p) => p.since.getTime())));
    const promiseCutoff = new Date(now.getTime() - PROMISE_MS);
    const connection = this.em.getConnection();
    const [counts, responses, [queue]] = await Promise.all([
      connection.execute<{ kind: LeadKind; source: string; since: Date | string }[]>(
        `select kind, source, ${periods.map((_, i) => `count(*) filter (where received_at >= ?) as p${i}`).join(', ')}
           from lead where received_at >= ? and received_at <= ? and status <> 'spam' group by kind, source`,
        [...periods.map((p) => p.since), earliest, now],
      ),
      connection.execute<Record<string, string | number | null>[]>(
        `select ${periods
          .map((_, i) => {
            const inPeriod = `received_at >= ?`;
            return `percentile_cont(0.5) within group (order by extract(epoch from first_response_at - received_at) / 60) filter (where ${inPeriod} and first_response_at is not null) as median${i},
              percentile_cont(0.9) within group (order by extract(epoch from first_response_at - received_at) / 60) filter (where ${inPeriod} and first_response_at is not null) as p90_${i},
              count(*) filter (where ${inPeriod} and first_response_at is not null) as answered${i},
              count(*) filter (where ${inPeriod} and (first_response_at is not null or received_at < ?)) as due${i},
              count(*) filter (where ${inPeriod} and first_response_at - received_at <= ?::interval) as kept${i}`;
          })
          .join(', ')}
           from lead where received_at >= ? and received_at <= ? and status <> 'spam'`,
        [...periods.flatMap((p) => [p.since, p.since, p.since, p.since, promiseCutoff, p.since, `${RESPONSE_PROMISE_MINUTES} minutes`]), earliest, now],
      ),
      connection.execute<{ waiting: string | number; overdue: string | number }[]>(
        `select count(*) as waiting, count(*) filter (where received_at < ?) as overdue from lead where status = 'new'`,
        [promiseCutoff],
      ),
    ]);
    const figures = responses[0] ?? {};
    const num = (value: unknown): number | null => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
    return {
      generatedAt: now.toISOString(),
      timeZone,
      waiting: Number(queue?.waiting ?? 0),
      overdue: Number(queue?.overdue ?? 0),
      periods: periods.map((period, i): DeskPeriodStats => {
        const byKind = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;
        const bySource = new Map<string, number>();
        let total = 0;
        for (const row of counts as unknown as Record<string, string | number>[]) {
          const count = Number(row[`p${i}`]);
          if (count === 0) continue;
          total += count;
          byKind[row.kind as LeadKind] += count;
          bySource.set(String(row.source), (bySource.get(String(row.source)) ?? 0) + count);
        }
        const due = Number(figures[`due${i}`] ?? 0);
        return {
          key: period.key,
          label: period.label,
          total,
          byKind,
          bySource: [...bySource].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
          medianResponseMinutes: num(figures[`median${i}`]),
          p90ResponseMinutes: num(figures[`p90_${i}`]),
          withinPromiseShare: due === 0 ? null : Math.round((Number(figures[`kept${i}`] ?? 0) / due) * 1000) / 1000,
          answered: Number(figures[`answered${i}`] ?? 0),
        };
      }),
    };
  }

  /**
   * The leads of a filter as CSV, streamed: one statement read through a server-side cursor, EXPORT_CHUNK
   * rows at a time, so the file is one consistent snapshot and memory holds about one chunk however many
   * rows there are (keyset pages of the inbox's kind were tried: their rows outlived young-generation
   * collections and the process grew by 60-140 MB over 100,000 rows, against under 5 MB this way). The
   * export is audited when it ends (with its row count) or is cut short; a client that goes away closes
   * the cursor.
   */
  exportCsv(filter: LeadFilterView, admin: AdminPrincipal, ip: string | null): Readable {
    const query = parseLeadFilter(filter, this.config.DESK_TIME_ZONE);
    const statement = exportSql(query);
    const desk = this;
    let rows = 0;
    let finished = false;
    async function* chunks(): AsyncGenerator<LeadSummaryView[]> {
      try {
        let chunk: LeadSummaryView[] = [];
        for await (const row of desk.em.getConnection().stream<SummaryRow>(statement.sql, statement.params, undefined, undefined, EXPORT_CHUNK)) {
          chunk.push(row);
          rows++;
          if (chunk.length === EXPORT_CHUNK) {
            yield chunk;
            chunk = [];
          }
        }
        if (chunk.length > 0) yield chunk;
        finished = true;
      } finally {
        const outcome = { rows, ...(finished ? {} : { completed: false }) };
        // The search text stays in the audit row and out of the log line (a visitor's name or e-mail, perhaps).
        const logged = { filter: { ...filter, q: filter.q === undefined ? undefined : '(search text)' }, ...outcome };
        await desk.audit
          .record({ action: 'leads_export', actor: admin.username, ip, details: { filter, ...outcome }, logDetails: logged })
          .catch(() => undefined);
      }
    }
    return leadsCsv(chunks(), `${this.config.SITE_ORIGIN}/admin/leads/`);
  }

  private page(query: LeadQuery, limit: number, after?: LeadCursor): Promise<SummaryRow[]> {
    const page = pageSql(query, limit, after);
    return this.em.getConnection().execute<SummaryRow[]>(page.sql, page.params);
  }
}

const notFound = () => new DomainError('not_found', 'Lead not found');

function timelineLine(event: LeadEvent, source: string): LeadEventView {
  const base = { at: event.at.toISOString(), actor: event.actor ?? null, fromStatus: event.fromStatus ?? null, toStatus: event.toStatus ?? null };
  switch (event.type) {
    case 'received':
      return { ...base, type: 'received', text: receivedText(source, event.toStatus === 'spam') };
    case 'status':
      return { ...base, type: 'status', text: statusChangeText(event.fromStatus ?? 'new', event.toStatus ?? 'new', base.actor) };
    case 'note':
      return { ...base, type: 'note', text: noteAddedText(base.actor) };
    default: {
      const outcome = event.type.slice('notification_'.length) as NotificationOutcome;
      const channel = (event.channel ?? 'none') as NotificationChannel;
      return { ...base, type: 'notification', outcome, channel, text: notificationText(outcome, channel, event.detail ?? null) };
    }
  }
}
