import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { PageMetaCheckView, PageMetaRowView, PageMetaView } from '../../core/page-meta.js';
import { AdminAuthGuard, AdminCan, clientFacts, CurrentAdmin, type AdminPrincipal } from '../admin/index.js';
import { PageMetaDto, PageMetaListQueryDto, PageMetaPathDto } from './dto/page-meta.dto.js';
import { PageMetaService } from './page-meta.service.js';

/**
 * The titles and descriptions of the site's pages (docs/product.md#252-titles-and-descriptions-of-pages):
 * every role reads them, admins and editors change them.
 */
@Controller('api/admin/pages')
@UseGuards(AdminAuthGuard)
@AdminCan('content:read')
export class PageMetaController {
  constructor(private readonly pageMeta: PageMetaService) {}

  /** The sitemap's pages with their title and description, narrowed by part of a path or a title. */
  @Get()
  async list(@Query() query: PageMetaListQueryDto): Promise<{ success: true; pages: PageMetaRowView[] }> {
    return { success: true, pages: await this.pageMeta.list(query.q ?? '') };
  }

  /** One page: its own title and description, the override, what it shows and the checks. */
  @Get('meta')
  async get(@Query() query: PageMetaPathDto): Promise<{ success: true; page: PageMetaView }> {
    return { success: true, page: await this.pageMeta.view(query.path) };
  }

  /** The checks of fields being typed; nothing is stored. */
  @Post('meta/check')
  @HttpCode(200)
  @AdminCan('content:change')
  async check(@Body() dto: PageMetaDto): Promise<{ success: true; checks: PageMetaCheckView[] }> {
    return { success: true, checks: await this.pageMeta.check(dto.path, { title: dto.title, description: dto.description }) };
  }

  /** Saves the override (empty or equal to the page's own: the default). */
  @Put('meta')
  @AdminCan('content:change')
  async save(@Body() dto: PageMetaDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<{ success: true; page: PageMetaView }> {
    const actor = { by: admin.username, ip: clientFacts(req).ip };
    return { success: true, page: await this.pageMeta.save(dto.path, { title: dto.title, description: dto.description }, actor) };
  }

  /** Back to the page's own title and description. */
  @Delete('meta')
  @AdminCan('content:change')
  async reset(@Query() query: PageMetaPathDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<{ success: true; page: PageMetaView }> {
    return { success: true, page: await this.pageMeta.reset(query.path, { by: admin.username, ip: clientFacts(req).ip }) };
  }
}
