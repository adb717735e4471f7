import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { DeskStatsView, LeadDetailView, LeadSummaryView } from '../../core/lead-desk.js';
import { AdminAuthGuard, AdminRoles, clientFacts, CurrentAdmin, type AdminPrincipal } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { AppConfig } from '../config/app-config.js';
import { zonedDate } from './desk-time.js';
import { AddLeadNoteDto } from './dto/add-lead-note.dto.js';
import { ChangeLeadStatusDto } from './dto/change-lead-status.dto.js';
import { LeadFilterQueryDto, LeadListQueryDto } from './dto/lead-query.dto.js';
import { LeadDesk } from './lead-desk.js';

/**
 * The desk's API (docs/product.md#21-leads-desk): any signed-in account reads, only an admin changes
 * or exports. export.csv and stats are declared before :id so they are not taken for ids.
 */
@Controller('api/admin/leads')
@UseGuards(AdminAuthGuard)
export class LeadsDeskController {
  constructor(
    private readonly desk: LeadDesk,
    private readonly config: AppConfig,
  ) {}

  @Get()
  async list(@Query() query: LeadListQueryDto): Promise<{ success: true; leads: LeadSummaryView[]; nextCursor: string | null }> {
    const page = await this.desk.list(query.toFilter(), query.cursor);
    return { success: true, leads: page.leads, nextCursor: page.nextCursor };
  }

  /** The filter's leads as CSV, streamed row batch by row batch (the /api compression flushes as it goes). */
  @Get('export.csv')
  @AdminRoles('admin')
  export(@Query() query: LeadFilterQueryDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request, @Res() res: Response): void {
    const csv = this.desk.exportCsv(query.toFilter(), admin, clientFacts(req).ip);
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
    return { success: true, stats: await this.desk.stats() };
  }

  @Get(':id')
  async detail(@Param('id') id: string): Promise<{ success: true; lead: LeadDetailView }> {
    const lead = await this.desk.detail(id);
    if (!lead) throw new DomainError('not_found', 'Lead not found');
    return { success: true, lead };
  }

  @Patch(':id')
  @AdminRoles('admin')
  async changeStatus(
    @Param('id') id: string,
    @Body() dto: ChangeLeadStatusDto,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() req: Request,
  ): Promise<{ success: true; lead: LeadDetailView }> {
    return { success: true, lead: await this.desk.changeStatus(id, dto.status, admin, clientFacts(req).ip) };
  }

  @Post(':id/notes')
  @HttpCode(201)
  @AdminRoles('admin')
  async addNote(@Param('id') id: string, @Body() dto: AddLeadNoteDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<{ success: true; lead: LeadDetailView }> {
    return { success: true, lead: await this.desk.addNote(id, dto.text, admin, clientFacts(req).ip) };
  }
}
