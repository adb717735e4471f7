import { join } from 'node:path';
import { Controller, Get, Header, NotFoundException, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config.js';
import { ASSETS_DIR } from '../render/asset-store.js';
import { pageCacheControl, sendCachedPage } from '../render/page-response.js';
import { SeoService } from './seo.service.js';

/** Crawler files: real responses, never the HTML shell. */
@SkipThrottle()
@Controller()
export class SeoController {
  /** The pages' Cache-Control, as when the fast path answers the sitemap from the page cache. */
  private readonly sitemapCacheControl: string;

  constructor(
    private readonly seo: SeoService,
    config: AppConfig,
  ) {
    this.sitemapCacheControl = pageCacheControl(config);
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.seo.robotsTxt();
  }

  @Get('sitemap.xml')
  async sitemap(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCachedPage(req, res, await this.seo.sitemapDocument(), this.sitemapCacheControl);
  }

  @Get('favicon.ico')
  favicon(@Res() res: Response): void {
    const file = this.seo.faviconFile();
    if (!file) throw new NotFoundException('No favicon built');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/x-icon').sendFile(join(ASSETS_DIR, file.replace(/^\/assets\//, '')));
  }
}
