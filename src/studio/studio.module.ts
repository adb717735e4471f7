import { Module } from '@nestjs/common';
import { AdminModule, AdminPagesModule } from '../admin/index.js';
import { BlogModule } from '../blog/index.js';
import { ContentAuditModule } from '../content-audit/index.js';
import { MediaModule } from '../media/index.js';
import { QueueModule } from '../queue/queue.module.js';
import { RenderModule } from '../render/render.module.js';
import { PostChecks } from './post-checks.js';
import { PostDrafts } from './post-drafts.js';
import { PostHistory } from './post-history.js';
import { PostPublishing } from './post-publishing.js';
import { PostReader } from './post-reader.js';
import { PostStudioController } from './post-studio.controller.js';
import { ScheduledPublishJob } from './scheduled-publish.js';
import { StudioPagesController } from './studio-pages.controller.js';

/**
 * The content studio (docs/product.md#25-content-studio): the team writes, checks and publishes the
 * blog's posts through the blog's own services (PostRows, PostRevisions), which tell every instance of
 * each change on the site.
 */
@Module({
  imports: [AdminModule, AdminPagesModule, BlogModule, ContentAuditModule, MediaModule, QueueModule, RenderModule],
  controllers: [PostStudioController, StudioPagesController],
  providers: [PostReader, PostHistory, PostChecks, PostDrafts, PostPublishing, ScheduledPublishJob],
})
export class StudioModule {}
