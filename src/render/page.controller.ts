import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { isApiPath } from '../common/api-gate.js';
import { setRouteLabel, UNMATCHED_ROUTE } from '../metrics/route-label.js';
import { PageResponder } from './page-responder.js';

/**
 * Catch-all for pages, registered after every other controller. Cached pages and page routes are
 * answered by the fast path before routing; what reaches this is the rest (unknown paths, the trailing
 * slash redirect, odd spellings). Unknown API paths and missing assets are not pages: they answer 404
 * without the HTML shell (API paths still count against the per-IP limit, which runs before routing).
 */
@SkipThrottle()
@Controller()
export class PageController {
  constructor(private readonly pages: PageResponder) {}

  @Get('{*path}')
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    // Whatever answers here (the not-found page, a redirect, a 404), no route of the site matched.
    setRouteLabel(res, UNMATCHED_ROUTE);
    if (isApiPath(req.path)) throw new NotFoundException(`No API route for GET ${req.path}`);
    if (req.path.startsWith('/assets/')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    await this.pages.respond(req, res);
  }
}
