import { Controller, Get, Logger, NotFoundException, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { isApiPath } from '../common/api-gate.js';
import { isDatabaseUnavailable } from '../database/database-errors.js';
import { loggableError } from '../common/global-exception.filter.js';
import { decidePagePath } from './page-path.js';
import { PAGE_CACHE_CONTROL, sendCachedPage, sendFreshPage } from './page-response.js';
import { RenderService } from './render.service.js';

/** Rendered for paths that can never be pages (empty segments, backslashes): the site's 404 page. */
const NOT_FOUND_URL = '/404';

/** The last resort when even the error page cannot render: still HTML, still noindex, still a way to call. */
function bareErrorPage(status: number, phone: string, phoneHref: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily unavailable</title></head><body><h1>We are having trouble showing this page</h1><p>Please try again in a moment, or call dispatch at <a href="${phoneHref}">${phone}</a>, 24/7.</p><p><a href="/">Return home</a></p><!-- ${status} --></body></html>`;
}

/**
 * Catch-all for pages, registered after every other controller. Cached pages never get here (the fast
 * path answers them); misses are rendered, enter the page cache when they can, and are answered with
 * the encoding the client accepts. Unknown API paths and missing assets are not pages: they answer 404
 * without the HTML shell (API paths still count against the per-IP limit, which runs before routing).
 * A page that fails to render answers the HTML error page, never the JSON error body.
 */
@SkipThrottle()
@Controller()
export class PageController {
  private readonly logger = new Logger('Pages');

  constructor(private readonly renderer: RenderService) {}

  @Get('{*path}')
  async page(@Req() req: Request & { id?: string }, @Res() res: Response): Promise<void> {
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
    try {
      const answer = await this.renderer.page(decision.kind === 'page' ? req.originalUrl : NOT_FOUND_URL);
      if (answer.cached) sendCachedPage(req, res, answer.page);
      else sendFreshPage(req, res, answer.page, PAGE_CACHE_CONTROL);
    } catch (error) {
      await this.sendErrorPage(req, res, error);
    }
  }

  private async sendErrorPage(req: Request & { id?: string }, res: Response, error: unknown): Promise<void> {
    const status = isDatabaseUnavailable(error) ? 503 : 500;
    this.logger.error({ err: loggableError(error), requestId: req.id, path: req.path, status }, 'Page failed to render');
    if (res.headersSent) return void res.end();
    if (status === 503) res.setHeader('Retry-After', '30');
    try {
      sendFreshPage(req, res, await this.renderer.renderError(status, req.path, req.id), 'no-store');
    } catch (secondError) {
      this.logger.error({ err: loggableError(secondError), requestId: req.id }, 'Error page failed to render');
      const { phone, phoneHref } = this.renderer.settings;
      sendFreshPage(req, res, { status, html: bareErrorPage(status, phone, phoneHref) }, 'no-store');
    }
  }
}
