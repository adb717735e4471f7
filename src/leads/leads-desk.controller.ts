import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ADMIN_LEADS_API_PATH } from '../../core/admin-pages.js';
import { zonedDate } from '../../core/desk-days.js';
import type { DeskStatsView, LeadDetailView, LeadSummaryView } from '../../core/lead-desk.js';
import { AdminAuthGuard, AdminCan, clientFacts, CurrentAdmin, type AdminPrincipal } from '../admin/index.js';
import { EmptyBodyDto } from '../common/empty-body.dto.js';
import { AppConfig } from '../config/app-config.js';
import { DeskStats } from './desk-stats.js';
import { AddLeadNoteDto } from './dto/add-lead-note.dto.js';
import { AssignLeadOwnerDto } from './dto/assign-lead-owner.dto.js';
import { ChangeLeadStatusDto } from './dto/change-lead-status.dto.js';
import { LeadCommands, leadNotFound } from './lead-commands.js';
import { LeadExport } from './lead-export.js';
import { LeadReader } from './lead-reader.js';
import { requireLeadFilter } from './require-lead-filter.js';

/**
 * The desk's API (docs/product.md#21-leads-desk): admins and viewers read (an editor sees no lead), only
 * an admin changes or exports. export.csv and stats are declared before :id so they are not taken for ids. The filter of
 * the list and the export is read by core's one rule (core/lead-filter.ts), as the inbox page reads it.
 */
@Controller(ADMIN_LEADS_API_PATH.slice(1))
@UseGuards(AdminAuthGuard)
@AdminCan('leads:read')
export class LeadsDeskController {
  constructor(
    private readonly reader: LeadReader,
    private readonly commands: LeadCommands,
    private readonly exports: LeadExport,
    private readonly figures: DeskStats,
    private readonly config: AppConfig,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @CurrentAdmin() admin: AdminPrincipal): Promise<{ success: true; leads: LeadSummaryView[]; nextCursor: string | null }> {
    const page = await this.reader.list({ ...requireLeadFilter(query, this.config.DESK_TIME_ZONE, { cursor: true }), viewer: admin.username });
    return { success: true, leads: page.leads, nextCursor: page.nextCursor };
  }

  /** The filter's leads as CSV, streamed row batch by row batch (the /api compression flushes as it goes). */
  @Get('export.csv')
  @AdminCan('leads:change')
  async export(@Query() query: Record<string, unknown>, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request, @Res() res: Response): Promise<void> {
    const csv = await this.exports.start({ ...requireLeadFilter(query, this.config.DESK_TIME_ZONE, { cursor: false }), viewer: admin.username }, admin, clientFacts(req).ip);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="leads-${zonedDate(new Date(), this.config.DESK_TIME_ZONE)}.csv"`);
    csv.on('error', (error) => {
      req.log?.error?.({ err: error }, 'leads export failed');
      res.destroy(error);
    });
    res.on('close', () => csv.destroy());
    csv.pipe(res);
  }

  @Get('stats')
  async stats(): Promise<{ success: true; stats: DeskStatsView }> {
    return { success: true, stats: await this.figures.stats() };
  }

  @Get(':id')
  async detail(@Param('id') id: string): Promise<{ success: true; lead: LeadDetailView }> {
    const lead = await this.reader.detail(id);
    if (!lead) throw leadNotFound();
    return { success: true, lead };
  }

  @Patch(':id')
  @AdminCan('leads:change')
  async changeStatus(
    @Param('id') id: string,
    @Body() dto: ChangeLeadStatusDto,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() req: Request,
  ): Promise<{ success: true; lead: LeadDetailView }> {
    return { success: true, lead: await this.commands.changeStatus(id, dto, admin, clientFacts(req).ip) };
  }

  @Post(':id/notes')
  @HttpCode(201)
  @AdminCan('leads:change')
  async addNote(@Param('id') id: string, @Body() dto: AddLeadNoteDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<{ success: true; lead: LeadDetailView }> {
    return { success: true, lead: await this.commands.addNote(id, dto.text, admin, clientFacts(req).ip) };
  }

  /** The signed-in admin takes the lead: 409 naming the owner when someone else has it (docs/product.md#21-leads-desk). */
  @Post(':id/take')
  @HttpCode(200)
  @AdminCan('leads:change')
  async take(@Param('id') id: string, @Body() _body: EmptyBodyDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<{ success: true; lead: LeadDetailView }> {
    return { success: true, lead: await this.commands.take(id, admin, clientFacts(req).ip) };
  }

  /** An admin assigns, reassigns or clears (owner: null) the lead's owner. */
  @Put(':id/owner')
  @AdminCan('leads:change')
  async assign(@Param('id') id: string, @Body() dto: AssignLeadOwnerDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<{ success: true; lead: LeadDetailView }> {
    return { success: true, lead: await this.commands.assign(id, dto.owner, admin, clientFacts(req).ip) };
  }
}
