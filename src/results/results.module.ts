import { Module } from '@nestjs/common';
import { AdminModule, AdminPagesModule } from '../admin/index.js';
import { BlogModule } from '../blog/index.js';
import { RenderModule } from '../render/render.module.js';
import { SeoModule } from '../seo/index.js';
import { ResultsPageController } from './results-page.controller.js';
import { ResultsReports } from './results-reports.js';
import { ResultsController } from './results.controller.js';

/**
 * The results (docs/product.md#27-results): visitors, leads and won business per landing page, source,
 * campaign and referrer, read from visit counting's rollups and the desk's leads.
 */
@Module({
  imports: [AdminModule, AdminPagesModule, BlogModule, RenderModule, SeoModule],
  controllers: [ResultsController, ResultsPageController],
  providers: [ResultsReports],
  exports: [ResultsReports],
})
export class ResultsModule {}
