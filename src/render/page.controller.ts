import { Controller, Get, Header, NotFoundException, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { RenderService } from './render.service.js';

/**
 * Catch-all for pages, registered after every other controller. Unknown API paths and missing assets
 * are not pages: they answer 404 without the HTML shell.
 */
@SkipThrottle()
@Controller()
export class PageController {
  constructor(private readonly renderer: RenderService) {}

  @Get('{*path}')
  @Header('Cache-Control', 'public, max-age=0, must-revalidate')
  async page(@Req() req: Request, @Res() res: Response): Promise<void> {
    const path = req.path;
    if (path === '/api' || path.startsWith('/api/')) throw new NotFoundException(`No API route for GET ${path}`);
    if (path.startsWith('/assets/')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (path.length > 1 && path.endsWith('/')) {
      const query = req.originalUrl.slice(req.originalUrl.indexOf('?') >= 0 ? req.originalUrl.indexOf('?') : req.originalUrl.length);
      res.redirect(301, `${path.replace(/\/+$/, '') || '/'}${query}`);
      return;
    }
    const page = await this.renderer.render(req.originalUrl);
    res.status(page.status).type('html').setHeader('ETag', page.etag);
    res.send(page.html);
  }
}
