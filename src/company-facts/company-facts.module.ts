import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AdminModule, AdminPagesModule } from '../admin/index.js';
import { ContentChangesModule } from '../database/content-changes.module.js';
import { MediaModule } from '../media/index.js';
import { RenderModule } from '../render/render.module.js';
import { CompanyFact } from './company-fact.entity.js';
import { CompanyFactsController } from './company-facts.controller.js';
import { CompanyFactsService } from './company-facts.service.js';
import { FactsPageController } from './facts-page.controller.js';

/**
 * The company facts (docs/product.md#253-company-facts): the awards, magazine features and testimonials
 * the views read through the page data, their API and their admin page.
 */
@Module({
  imports: [MikroOrmModule.forFeature([CompanyFact]), AdminModule, AdminPagesModule, ContentChangesModule, MediaModule, RenderModule],
  controllers: [CompanyFactsController, FactsPageController],
  providers: [CompanyFactsService],
  exports: [CompanyFactsService],
})
export class CompanyFactsModule {}
