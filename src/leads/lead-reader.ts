import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_PERMISSIONS } from '../../core/admin.js';
import { LEADS_PAGE_SIZE, type FailedNotificationView, type LeadDetailView, type LeadPageView, type LeadRecordView, type LeadSummaryView, type NotificationChannel } from '../../core/lead-desk.js';
import { CURSOR_MESSAGE, type LeadFilterQuery } from '../../core/lead-filter.js';
import { isUuid } from '../../core/uuid.js';
import { AbandonmentService } from '../abandonment/index.js';
import { CAN_SIGN_IN_SQL } from '../admin/index.js';
import { RequestValidationError } from '../common/request-validation.js';
import { decodeCursor, encodeCursor, type LeadCursor } from './lead-cursor.js';
import { LeadDetails } from './lead-details.js';
import { LeadEvent } from './lead-event.entity.js';
import { LeadNote } from './lead-note.entity.js';
import { isoText, pageSql, summary, SUMMARY_COLUMNS, type SummaryRow } from './lead-sql.js';
import { timelineLine } from './lead-timeline-view.js';

/** How many leads a "waiting" list may ask for. */
const WAITING_MAX = 500;

/**
 * What the desk reads (docs/product.md#21-leads-desk): inbox pages, the leads still waiting, the sources
 * seen, a lead with what the visitor sent, its page, and the notifications that gave up.
 */
@Injectable()
export class LeadReader {
  constructor(
    private readonly em: EntityManager,
    private readonly abandonment: AbandonmentService,
    private readonly details: LeadDetails,
  ) {}

  /** A page of the inbox, newest first, after the query's cursor (the nextCursor of the page before). */
  async list(query: LeadFilterQuery): Promise<LeadPageView> {
    let after: LeadCursor | undefined;
    if (query.cursor !== undefined) {
      const decoded = decodeCursor(query.cursor);
      if (!decoded) throw new RequestValidationError({ cursor: CURSOR_MESSAGE });
      after = decoded;
    }
    const page = pageSql(query, LEADS_PAGE_SIZE + 1, after);
    const rows = await this.em.getConnection().execute<SummaryRow[]>(page.sql, page.params);
    const leads = rows.slice(0, LEADS_PAGE_SIZE);
    const last = leads.at(-1);
    return { leads: leads.map(summary), nextCursor: rows.length > LEADS_PAGE_SIZE && last ? encodeCursor({ receivedAt: last.cursorAt, id: last.id }) : null };
  }

  /** Leads still `new`, oldest first: the ones to answer now. */
  async waiting(limit = 20): Promise<LeadSummaryView[]> {
    const rows = await this.em.getConnection().execute<SummaryRow[]>(
      `select ${SUMMARY_COLUMNS} from lead where status = 'new' order by received_at asc, id asc limit ?`,
      [Math.max(1, Math.min(Math.trunc(limit), WAITING_MAX))],
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

  /** The usernames a lead may be assigned to (accounts that can sign in and change leads), for the lead page's select. */
  async owners(): Promise<string[]> {
    const roles = ADMIN_PERMISSIONS['leads:change'].roles;
    const rows = await this.em.getConnection().execute<{ username: string }[]>(
      `select username from admin_user where ${CAN_SIGN_IN_SQL} and role in (${roles.map(() => '?').join(', ')}) order by username`,
      [...roles],
    );
    return rows.map((row) => row.username);
  }

  /** A lead with every field the visitor sent and its attribution (what a notification tells), or null. */
  async record(id: string): Promise<LeadRecordView | null> {
    if (!isUuid(id)) return null;
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
}
