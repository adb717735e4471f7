import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ContentChangesModule } from '../database/content-changes.module.js';
import { RenderModule } from '../render/render.module.js';
import { BlogController, BlogFeedController, BlogMediaController } from './blog.controller.js';
import { BlogSeeder } from './blog-seeder.js';
import { BlogService } from './blog.service.js';
import { PostRevisions } from './post-revisions.js';
import { PostRows } from './post-rows.js';
import { Post } from './post.entity.js';
import { PostsChangedListener } from './posts-changed-listener.js';
import { PostRedirect } from './post-redirect.entity.js';
import { PostRevision } from './post-revision.entity.js';

/**
 * The blog (docs/product.md#20-blog): posts from the committed Markdown files, GET /api/blog, the Atom
 * feed, the covers, and the posts pages read through the page-data port. The blog pages list themselves
 * in the sitemap through the port (their page definitions' `sitemap`). It owns the tables of posts, their
 * revisions and old addresses: the studio writes them through PostRows and PostRevisions.
 */
@Module({
  imports: [MikroOrmModule.forFeature([Post, PostRedirect, PostRevision]), RenderModule, ContentChangesModule],
  controllers: [BlogController, BlogFeedController, BlogMediaController],
  providers: [BlogService, BlogSeeder, PostsChangedListener, PostRows, PostRevisions],
  exports: [BlogService, BlogSeeder, PostRows, PostRevisions],
})
export class BlogModule {}
