import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AdminModule, AdminPagesModule } from '../admin/index.js';
import { ContentChangesModule } from '../database/content-changes.module.js';
import { RenderModule } from '../render/render.module.js';
import { SeoModule } from '../seo/index.js';
import { PageMetaOverride } from './page-meta-override.entity.js';
import { PageMetaPagesController } from './page-meta-pages.controller.js';
import { PageMetaController } from './page-meta.controller.js';
import { PageDefaultsIndex } from './page-defaults-index.js';
import { PageMetaService } from './page-meta.service.js';

/**
 * The studio's titles and descriptions of pages (docs/product.md#252-titles-and-descriptions-of-pages):
 * the overrides the views read through the page data, their API and their admin pages.
 */
@Module({
  imports: [MikroOrmModule.forFeature([PageMetaOverride]), AdminModule, AdminPagesModule, ContentChangesModule, RenderModule, SeoModule],
  controllers: [PageMetaController, PageMetaPagesController],
  providers: [PageMetaService, PageDefaultsIndex],
  exports: [PageMetaService],
})
export class PageMetaModule {}
