import { join } from 'node:path';
import { Controller, Get, Header, NotFoundException, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { ASSETS_DIR } from '../http-setup.js';
import { SeoService } from './seo.service.js';

/** Crawler files: real responses, never the HTML shell. */
@SkipThrottle()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.seo.robotsTxt();
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(): string {
    return this.seo.sitemapXml();
  }

  @Get('favicon.ico')
  favicon(@Res() res: Response): void {
    const file = this.seo.faviconFile();
    if (!file) throw new NotFoundException('No favicon built');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/x-icon').sendFile(join(ASSETS_DIR, file.replace(/^\/assets\//, '')));
  }
}
