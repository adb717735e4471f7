import { Module } from '@nestjs/common';
import { AdminModule, AdminPagesModule } from '../admin/index.js';
import { BlogModule } from '../blog/index.js';
import { ContentAuditModule } from '../content-audit/index.js';
import { ContentChangesModule } from '../database/content-changes.module.js';
import { MediaModule } from '../media/index.js';
import { QueueModule } from '../queue/queue.module.js';
import { RenderModule } from '../render/render.module.js';
import { PostStudioController } from './post-studio.controller.js';
import { PostStudio } from './post-studio.js';
import { StudioPagesController } from './studio-pages.controller.js';

/**
 * The content studio (docs/product.md#25-content-studio): the team writes, checks and publishes the
 * blog's posts; each publish tells every instance through the content-change notices.
 */
@Module({
  imports: [AdminModule, AdminPagesModule, BlogModule, ContentAuditModule, ContentChangesModule, MediaModule, QueueModule, RenderModule],
  controllers: [PostStudioController, StudioPagesController],
  providers: [PostStudio],
})
export class StudioModule {}
