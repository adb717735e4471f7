import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { ContentChanges } from '../database/content-changes.js';
import { Seeder, type FeatureSeeder } from '../database/seeding.js';
import { PageCache } from '../render/page-cache.js';
import { SITEMAP_PATH } from '../render/site-paths.js';
import { BLOG_PATH, FEED_PATH } from './blog-feed.js';
import { BlogService } from './blog.service.js';
import { committedPosts, type PreparedPost } from './committed-posts.js';
import { seedPosts, type PostSeedResult } from './post.seed.js';

/** What a change of posts makes stale in the page cache: every blog page, the home page's teaser, the sitemap and the feed. */
export const BLOG_CACHED_PATHS = [BLOG_PATH, '/', SITEMAP_PATH, FEED_PATH] as const;

/** The content change announced when posts change (docs/product.md#24-operations). */
export const POSTS_TOPIC = 'posts';

/**
 * Seeds the posts while the app is up (they are also seeded at every start with the other seeds, before
 * anything is cached): when a post was added, changed or removed, every instance drops what it made from
 * the rows, the posts in memory and the cached pages that show them (BLOG_CACHED_PATHS). The seeding
 * transaction announces the change (ContentChanges), so a seed from the CLI or another instance reaches
 * this one too.
 */
@Injectable()
@Seeder({ order: 20 })
export class BlogSeeder implements FeatureSeeder, OnModuleInit {
  private readonly logger = new Logger('Blog');

  constructor(
    private readonly orm: MikroORM,
    private readonly blog: BlogService,
    private readonly pages: PageCache,
    private readonly changes: ContentChanges,
  ) {}

  onModuleInit(): void {
    this.changes.subscribe(POSTS_TOPIC, () => this.postsChanged());
  }

  /**
   * The start-up seed, in the transaction of every feature's seeds: the committed posts. The files are
   * read and checked first, so a post that does not parse stops the whole seed, naming the file. Nothing
   * is cached here yet, but the instances already running hear of a change.
   */
  async seed(tx: EntityManager): Promise<Record<string, number>> {
    const result = await this.seedAndAnnounce(tx, committedPosts());
    return { posts: result.posts, postsChanged: result.changedSlugs.length };
  }

  /** Seeds `posts` (the committed files by default); returns the slugs added, changed or removed. */
  async run(posts: readonly PreparedPost[] = committedPosts()): Promise<{ posts: number; changedSlugs: string[] }> {
    const result = await this.orm.em.fork().transactional((tx) => this.seedAndAnnounce(tx, posts));
    if (result.changedSlugs.length > 0) await this.changes.changedHere(POSTS_TOPIC);
    return result;
  }

  private async seedAndAnnounce(tx: EntityManager, posts: readonly PreparedPost[]): Promise<PostSeedResult> {
    const result = await seedPosts(tx, posts);
    if (result.changedSlugs.length > 0) await this.changes.announce(tx, POSTS_TOPIC);
    return result;
  }

  /** Drops what was made from the old rows, then prepares the list and the feed again (the feed back in the page cache). */
  async postsChanged(): Promise<void> {
    this.blog.invalidate();
    const dropped = BLOG_CACHED_PATHS.reduce((sum, path) => sum + this.pages.invalidate(path), 0);
    this.logger.log({ droppedPages: dropped }, 'posts changed');
    await this.blog.warm();
  }
}
