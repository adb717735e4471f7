import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { can } from '../../core/admin.js';
import { ADMIN_PAGE_META_PATH, ADMIN_PAGES_PATH } from '../../core/page-meta.js';
import { AdminPages } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { PageMetaService } from './page-meta.service.js';

/** One query value as typed, or '' when absent or repeated. */
const single = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The pages of the studio's titles and descriptions (docs/product.md#252-titles-and-descriptions-of-pages):
 * the list of sitemap pages and one page's editor, for every role (viewers read only).
 */
@SkipThrottle()
@Controller()
export class PageMetaPagesController {
  constructor(
    private readonly pages: AdminPages,
    private readonly pageMeta: PageMetaService,
  ) {}

  /** The list, narrowed by `?q=` (part of a path or a title). */
  @Get(ADMIN_PAGES_PATH)
  list(@Query('q') q: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.pages.respond(req, res, async (admin, base) => {
      if (!can(admin.role, 'content:read')) return { ...base, kind: 'forbidden', permission: 'content:read' };
      const query = single(q).trim().slice(0, 200);
      return { ...base, kind: 'pages', query, pages: await this.pageMeta.list(query) };
    });
  }

  /** One page's editor; a path that is no sitemap page is the not-found card (404). */
  @Get(ADMIN_PAGE_META_PATH)
  editor(@Query('path') path: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.pages.respond(req, res, async (admin, base) => {
      if (!can(admin.role, 'content:read')) return { ...base, kind: 'forbidden', permission: 'content:read' };
      try {
        return { ...base, kind: 'page-meta', page: await this.pageMeta.view(single(path)) };
      } catch (failure) {
        if (failure instanceof DomainError && failure.code === 'not_found') return { ...base, kind: 'page-meta-not-found' };
        throw failure;
      }
    });
  }
}
