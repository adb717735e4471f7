import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { AuditFilterView } from '../../core/content-audit.js';
import type { Request, Response } from 'express';
import { ADMIN_HOME_PATH, can } from '../../core/admin.js';
import { ADMIN_LEADS_PATH } from '../../core/admin-pages.js';
import type { LeadPageView } from '../../core/lead-desk.js';
import { parseLeadFilter } from '../../core/lead-filter.js';
import { AdminPages } from '../admin/index.js';
import { RequestValidationError } from '../common/request-validation.js';
import { AuditFilterQueryDto, ContentAudit } from '../content-audit/index.js';
import { AppConfig } from '../config/app-config.js';
import { DeskStats } from './desk-stats.js';
import { LeadReader } from './lead-reader.js';

/** How many waiting leads the dashboard lists (the inbox has them all). */
const DASHBOARD_WAITING = 20;

/**
 * The desk's pages (docs/product.md#21-leads-desk): the dashboard, the inbox and a lead, behind the
 * sign-in (AdminPages answers the denied card without a session, and sends every page no-store). A role
 * without `leads:read` (an editor) gets the 403 page for the inbox and a lead, and a dashboard without leads.
 */
@SkipThrottle()
@Controller()
export class DeskPagesController {
  constructor(
    private readonly pages: AdminPages,
    private readonly reader: LeadReader,
    private readonly figures: DeskStats,
    private readonly audits: ContentAudit,
    private readonly config: AppConfig,
  ) {}

  /**
   * The desk's figures (for a role that sees leads) and the content optimizer's latest report; a report filter that does not parse
   * (an unknown check in a hand-edited URL) shows the whole report.
   */
  @Get(ADMIN_HOME_PATH)
  dashboard(@Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.pages.respond(req, res, async (admin, base) => {
      const desk = async () => {
        const [stats, waiting, failedNotifications] = await Promise.all([this.figures.stats(new Date(base.now)), this.reader.waiting(DASHBOARD_WAITING), this.reader.failedNotifications()]);
        return { stats, waiting, failedNotifications };
      };
      const [deskView, audit] = await Promise.all([can(admin.role, 'leads:read') ? desk() : null, this.audits.dashboard(readAuditFilter(query), admin.role)]);
      return { ...base, kind: 'dashboard', desk: deskView, audit };
    });
  }

  /**
   * The inbox reads its query string by the API's rule (core/lead-filter.ts); a filter it refuses renders
   * the inbox with the reasons (and no leads), never an error page.
   */
  @Get(ADMIN_LEADS_PATH)
  inbox(@Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.pages.respond(req, res, async (admin, base) => {
      if (!can(admin.role, 'leads:read')) return { ...base, kind: 'forbidden', permission: 'leads:read' };
      const reading = parseLeadFilter(query, this.config.DESK_TIME_ZONE, { cursor: true });
      const [sources, owners] = await Promise.all([this.reader.sources(), this.reader.owners()]);
      if (!reading.ok) return { ...base, kind: 'inbox', filter: reading.filter, leads: [], nextCursor: null, sources, owners, error: Object.values(reading.fields).join('; ') };
      let page: LeadPageView;
      try {
        page = await this.reader.list({ ...reading.query, viewer: admin.username });
      } catch (failure) {
        if (!(failure instanceof RequestValidationError)) throw failure;
        return { ...base, kind: 'inbox', filter: reading.query.filter, leads: [], nextCursor: null, sources, owners, error: Object.values(failure.fields).join('; ') };
      }
      return { ...base, kind: 'inbox', filter: reading.query.filter, leads: page.leads, nextCursor: page.nextCursor, sources, owners };
    });
  }

  /** An unknown id, or one that is not a UUID, is the lead-not-found page (404). */
  @Get(`${ADMIN_LEADS_PATH}/:id`)
  lead(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.pages.respond(req, res, async (admin, base) => {
      if (!can(admin.role, 'leads:read')) return { ...base, kind: 'forbidden', permission: 'leads:read' };
      const [lead, owners] = await Promise.all([this.reader.detail(id), can(admin.role, 'leads:change') ? this.reader.owners() : []]);
      return lead ? { ...base, kind: 'lead', lead, owners } : { ...base, kind: 'lead-not-found' };
    });
  }
}

/** The dashboard's report filter from its query string: the parts that are valid, the rest dropped. */
function readAuditFilter(query: Record<string, unknown>): AuditFilterView {
  const dto = plainToInstance(AuditFilterQueryDto, Object.fromEntries(Object.entries(query).filter(([, value]) => typeof value === 'string')));
  const invalid = new Set(validateSync(dto).map((error) => error.property));
  const filter = dto.toFilter();
  for (const key of invalid) delete filter[key as keyof AuditFilterView];
  return filter;
}
