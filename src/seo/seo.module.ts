import { Module } from '@nestjs/common';
import { RenderModule } from '../render/render.module.js';
import { SeoController } from './seo.controller.js';
import { SeoService } from './seo.service.js';
import { SitemapRegistry } from './sitemap.js';

@Module({
  imports: [RenderModule],
  controllers: [SeoController],
  providers: [SeoService, SitemapRegistry],
  exports: [SitemapRegistry],
})
export class SeoModule {}
