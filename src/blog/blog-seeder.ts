import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { ContentChanges } from '../database/content-changes.js';
import { Seeder, type FeatureSeeder } from '../database/seeding.js';
import { committedPosts, type PreparedPost } from './committed-posts.js';
import { seedPosts, type PostSeedResult } from './post.seed.js';
import { POSTS_TOPIC } from './posts-changed-listener.js';

export { BLOG_CACHED_PATHS } from './posts-changed-listener.js';

/**
 * Seeds the committed posts, at every start with the other seeds (before anything is cached) and while
 * the app is up (`run`). The seeding transaction announces a change (ContentChanges, POSTS_TOPIC), so a
 * seed from the CLI or another instance reaches every instance's PostsChangedListener.
 */
@Injectable()
@Seeder({ order: 20 })
export class BlogSeeder implements FeatureSeeder {
  constructor(
    private readonly orm: MikroORM,
    private readonly changes: ContentChanges,
  ) {}

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
}
