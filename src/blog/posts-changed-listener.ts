import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ContentChanges } from '../database/content-changes.js';
import { PageCache } from '../render/page-cache.js';
import { SITEMAP_PATH } from '../render/site-paths.js';
import { BLOG_PATH, FEED_PATH } from './blog-feed.js';
import { BlogService } from './blog.service.js';

/** The content change announced when the site's posts change: seeded, published, scheduled or taken off (docs/product.md#24-operations). */
export const POSTS_TOPIC = 'posts';

/** What a change of posts makes stale in the page cache: every blog page, the home page's teaser, the sitemap and the feed. */
export const BLOG_CACHED_PATHS = [BLOG_PATH, '/', SITEMAP_PATH, FEED_PATH] as const;

/**
 * Hears POSTS_TOPIC, whoever announced it (the seed, the studio, this instance or another, the CLI), and
 * drops what this instance made from the old rows: the posts in memory and the cached pages that show them
 * (BLOG_CACHED_PATHS); then it prepares the list and the feed again.
 */
@Injectable()
export class PostsChangedListener implements OnModuleInit {
  private readonly logger = new Logger('Blog');

  constructor(
    private readonly blog: BlogService,
    private readonly pages: PageCache,
    private readonly changes: ContentChanges,
  ) {}

  onModuleInit(): void {
    this.changes.subscribe(POSTS_TOPIC, () => this.postsChanged());
  }

  /** Drops what was made from the old rows, then prepares the list and the feed again (the feed back in the page cache). */
  async postsChanged(): Promise<void> {
    this.blog.invalidate();
    const dropped = BLOG_CACHED_PATHS.reduce((sum, path) => sum + this.pages.invalidate(path), 0);
    this.logger.log({ droppedPages: dropped }, 'posts changed');
    await this.blog.warm();
  }
}
