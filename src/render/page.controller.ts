import { Controller, Get, Header, NotFoundException, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { isApiPath } from '../common/api-gate.js';
import { decidePagePath } from './page-path.js';
import { RenderService } from './render.service.js';

/** Rendered for paths that can never be pages (empty segments, backslashes): the site's 404 page. */
const NOT_FOUND_URL = '/404';

/**
 * Catch-all for pages, registered after every other controller. Unknown API paths and missing assets
 * are not pages: they answer 404 without the HTML shell (API paths still count against the per-IP
 * limit, which runs before routing).
 */
@SkipThrottle()
@Controller()
export class PageController {
  constructor(private readonly renderer: RenderService) {}

  @Get('{*path}')
  @Header('Cache-Control', 'public, max-age=0, must-revalidate')
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    const path = req.path;
    if (isApiPath(path)) throw new NotFoundException(`No API route for GET ${path}`);
    if (path.startsWith('/assets/')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const queryStart = req.originalUrl.indexOf('?');
    const decision = decidePagePath(path, queryStart >= 0 ? req.originalUrl.slice(queryStart) : '');
    if (decision.kind === 'redirect') {
      res.redirect(301, decision.location);
      return;
    }
    const page = await this.renderer.render(decision.kind === 'page' ? req.originalUrl : NOT_FOUND_URL);
    res.status(page.status).type('html').setHeader('ETag', page.etag);
    res.send(page.html);
  }
}
