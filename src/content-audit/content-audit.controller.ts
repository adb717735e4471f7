import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ALREADY_RUNNING_MESSAGE, NOT_AN_AUDITED_PAGE, type AuditReportView, type AuditRunView, type PageRecheckView } from '../../core/content-audit.js';
import { isUuid } from '../../core/uuid.js';
import { AdminAudit, AdminAuthGuard, AdminCan, clientFacts, CurrentAdmin, type AdminPrincipal } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { EmptyBodyDto } from '../common/empty-body.dto.js';
import { AuditRunner } from './audit-runner.js';
import { ContentAudit } from './content-audit.js';
import { AuditFilterQueryDto } from './dto/audit-filter.dto.js';
import { RecheckDto } from './dto/recheck.dto.js';

/** The content optimizer's API (docs/product.md#23-content-optimizer): any signed-in account reads, admins start runs. */
@Controller('api/admin/audits')
@UseGuards(AdminAuthGuard)
@AdminCan('content:read')
export class ContentAuditController {
  constructor(
    private readonly audits: ContentAudit,
    private readonly runner: AuditRunner,
    private readonly adminAudit: AdminAudit,
  ) {}

  @Get()
  async list(): Promise<{ success: true; runs: AuditRunView[] }> {
    return { success: true, runs: await this.audits.runs() };
  }

  /** Queues a run: 202 with it, or 409 with the run already under way. A run takes no options: the body is `{}`. */
  @Post()
  @HttpCode(202)
  @AdminCan('content:change')
  async start(
    @Body() _body: EmptyBodyDto,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ success: true; run: AuditRunView } | { success: false; error: string; run: AuditRunView | null }> {
    const result = await this.runner.start(admin.username);
    if (!result.started) {
      res.status(409);
      return { success: false, error: ALREADY_RUNNING_MESSAGE, run: result.run };
    }
    await this.adminAudit.record({ action: 'content_audit_started', actor: admin.username, subject: result.run.id, ip: clientFacts(req).ip });
    return { success: true, run: result.run };
  }

  /** One page audited again on its own, now: its findings, or 404 for a path that is no audited page. */
  @Post('pages')
  @HttpCode(200)
  async recheck(@Body() body: RecheckDto): Promise<{ success: true; page: PageRecheckView }> {
    const page = await this.audits.recheck(body.path);
    if (!page) throw new DomainError('not_found', NOT_AN_AUDITED_PAGE);
    return { success: true, page };
  }

  @Get(':id')
  async detail(@Param('id') id: string, @Query() query: AuditFilterQueryDto): Promise<{ success: true; run: AuditRunView; report: AuditReportView | null }> {
    const found = isUuid(id) ? await this.audits.detail(id, query.toFilter()) : null;
    if (!found) throw new DomainError('not_found', 'Audit run not found');
    return { success: true, ...found };
  }
}
