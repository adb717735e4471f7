import { Module } from '@nestjs/common';
import { RenderModule } from '../render/render.module.js';
import { AdminPagesController } from './admin-pages.controller.js';
import { AdminPages } from './admin-pages.js';
import { AdminModule } from './admin.module.js';

/**
 * The admin area's pages (docs/product.md#14-admin-area): the sign-in page and the responder other
 * features answer their admin pages with. Apart from AdminModule so the CLI's admin:create does not load
 * the views bundle.
 */
@Module({
  imports: [AdminModule, RenderModule],
  controllers: [AdminPagesController],
  providers: [AdminPages],
  exports: [AdminPages],
})
export class AdminPagesModule {}
