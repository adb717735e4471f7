import { Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Reloadable } from '../common/reloadable.js';
import { cachedPage, PageCache, type CachedPage } from '../render/page-cache.js';
import { PreparedCatalog, type PreparedArtwork } from '../render/prepared-response.js';
import { PageData } from '../render/page-data.js';
import type { FormerPostView, PostSummaryView, PostView } from '../../core/render-contract.js';
import { RenderService } from '../render/render.service.js';
import { blogCategoryName, type BlogCategorySlug } from '../../core/blog-categories.js';
import { ATOM_TYPE, atomFeed, FEED_PATH } from './blog-feed.js';
import { COVER_HEIGHT, COVER_WIDTH, coverAlt, postCoverSvg } from './post-artwork.js';
import { newestFirst } from './post-order.js';
import { Post } from './post.entity.js';
import { PostRedirect } from './post-redirect.entity.js';

/** A post as GET /api/blog answers it. */
export interface PostListItem {
  id: number;
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  readingTime: number;
  publishedAt: string;
}

interface Catalog {
  /** Newest first. */
  pages: PostView[];
  bySlug: Map<string, PostView>;
  /** Slugs that were a post's: old addresses (to the post's slug now) and posts no longer published. */
  former: Map<string, FormerPostView>;
  summaries: PostSummaryView[];
  byCategory: Map<string, PostSummaryView[]>;
  /** The bodies of GET /api/blog (one per category, 'all' for every post) and the covers, prepared from these rows. */
  prepared: PreparedCatalog;
  feed?: Promise<CachedPage>;
}

/** The columns of a post row that pages read (a Post entity has them all). */
export type PostRowValues = Pick<Post, 'id' | 'title' | 'slug' | 'category' | 'excerpt' | 'author' | 'readingTime' | 'cover' | 'bodyHtml'> & {
  metaTitle?: string | null;
  metaDescription?: string | null;
  /** An uploaded cover's alt text and size; absent or null for the generated artwork. */
  coverAlt?: string | null;
  coverWidth?: number | null;
  coverHeight?: number | null;
  publishedAt: Date;
  updatedAt: Date;
};

/** A post row as its page shows it: the one mapping, used by the service and by the page tests' fixtures. */
export const postPageView = (post: PostRowValues): PostView => ({
  id: post.id,
  title: post.title,
  slug: post.slug,
  category: post.category,
  categoryName: blogCategoryName(post.category) ?? post.category,
  excerpt: post.excerpt,
  author: post.author,
  readingTime: post.readingTime,
  publishedAt: post.publishedAt.toISOString(),
  updatedAt: post.updatedAt.toISOString(),
  cover: { url: post.cover, width: post.coverWidth ?? COVER_WIDTH, height: post.coverHeight ?? COVER_HEIGHT, alt: post.coverAlt ?? coverAlt(post) },
  bodyHtml: post.bodyHtml,
  metaTitle: post.metaTitle ?? null,
  metaDescription: post.metaDescription ?? null,
});

/** Post page views, newest first. */
export const postPageViews = (rows: readonly PostRowValues[]): PostView[] => rows.map(postPageView).sort(newestFirst);

const summary = ({ bodyHtml: _body, metaTitle: _title, metaDescription: _description, ...post }: PostView): PostSummaryView => post;

const listItem = (post: PostSummaryView): PostListItem => ({
  id: post.id,
  title: post.title,
  slug: post.slug,
  category: post.category,
  excerpt: post.excerpt,
  readingTime: post.readingTime,
  publishedAt: post.publishedAt,
});

/**
 * The blog's posts. They are read once and kept in memory, with what is made from them on first use: the
 * pages' views (through the page-data port), the prepared answers of GET /api/blog (one per category),
 * the Atom feed (also kept in the page cache, like the sitemap) and each post's cover. When the posts
 * change (seeded, or published and taken off in the studio), PostsChangedListener calls invalidate().
 * See docs/product.md#20-blog.
 */
@Injectable()
export class BlogService implements OnModuleInit, OnApplicationBootstrap {
  private readonly catalog = new Reloadable(() => this.read());

  constructor(
    private readonly em: EntityManager,
    private readonly pageData: PageData,
    private readonly pageCache: PageCache,
    private readonly renderer: RenderService,
  ) {}

  /** Blog pages, the home teaser and the sitemap read the posts through the render module's page-data port. */
  onModuleInit(): void {
    this.pageData.provideBlog({
      posts: async (category) => {
        const catalog = await this.load();
        return category === undefined ? catalog.summaries : (catalog.byCategory.get(category) ?? []);
      },
      post: async (slug) => (await this.load()).bySlug.get(slug) ?? null,
      formerPost: async (slug) => (await this.load()).former.get(slug) ?? null,
    });
  }

  /**
   * Prepares the post list and the feed before the server listens (a few milliseconds: a dozen rows), so
   * that the feed is in the page cache, where the fast path answers it ahead of every page route, from
   * the first request on. A failure (database down) is left for the first request to meet.
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.warm();
  }

  async warm(): Promise<void> {
    await Promise.all([this.listDocument(), this.feedDocument()]).catch(() => undefined);
  }

  /** Every post as the API lists it, newest first; only one category's when given. */
  async list(category?: BlogCategorySlug): Promise<PostListItem[]> {
    const catalog = await this.load();
    return (category === undefined ? catalog.summaries : (catalog.byCategory.get(category) ?? [])).map(listItem);
  }

  /** The body of GET /api/blog[?category=], prepared once per category: identity, gzip and br, each with its ETag. */
  async listDocument(category?: BlogCategorySlug): Promise<CachedPage> {
    const catalog = await this.load();
    return catalog.prepared.json(category ?? 'all', async () => ({ posts: await this.list(category) }));
  }

  /**
   * The Atom feed of every post, prepared once and kept in the page cache under /blog/feed.xml, so the
   * fast path answers it until the seeder drops it (or the cache lets it go: then it is put back from memory).
   */
  async feedDocument(): Promise<CachedPage> {
    const cached = this.pageCache.get(FEED_PATH);
    if (cached) return cached;
    const loading = this.load();
    const catalog = await loading;
    catalog.feed ??= cachedPage(200, atomFeed(this.renderer.settings, catalog.summaries, this.renderer.assets.builtAt ?? new Date().toISOString()), ATOM_TYPE);
    const document = await catalog.feed;
    // Only the current posts' feed enters the cache, never one made from rows the seeder has replaced since.
    if (this.catalog.isCurrent(loading)) this.pageCache.set(FEED_PATH, document);
    return document;
  }

  /** The cover of the post with this slug, made and compressed on first use; undefined if no such post. */
  async cover(slug: string): Promise<PreparedArtwork | undefined> {
    const catalog = await this.load();
    const post = catalog.bySlug.get(slug);
    if (!post) return undefined;
    return catalog.prepared.artwork(slug, () => postCoverSvg(post));
  }

  /** Forgets everything read or prepared from the post rows (they changed). */
  invalidate(): void {
    this.catalog.invalidate();
  }

  private load(): Promise<Catalog> {
    return this.catalog.get();
  }

  private async read(): Promise<Catalog> {
    const em = this.em.fork();
    const rows = await em.find(Post, { state: { $in: ['published', 'unpublished'] } }, { orderBy: { id: 'asc' } });
    const redirects = await em.find(PostRedirect, {});
    const pages = postPageViews(rows.filter((row): row is Post & { publishedAt: Date } => row.state === 'published' && row.publishedAt !== null));
    // A published post's slug by id, or undefined for an unpublished one (drafts and scheduled posts are not read).
    const slugOf = new Map(rows.map((row) => [row.id, row.state === 'published' ? row.slug : undefined]));
    const former = new Map<string, FormerPostView>();
    // An unpublished post's address, and every old address of it, answer 410 until it is published again.
    for (const row of rows) if (row.state === 'unpublished') former.set(row.slug, { kind: 'gone' });
    for (const redirect of redirects) {
      if (!slugOf.has(redirect.post.id)) continue;
      const slug = slugOf.get(redirect.post.id);
      former.set(redirect.fromSlug, slug ? { kind: 'moved', slug } : { kind: 'gone' });
    }
    const summaries = pages.map(summary);
    const byCategory = new Map<string, PostSummaryView[]>();
    for (const post of summaries) byCategory.set(post.category, [...(byCategory.get(post.category) ?? []), post]);
    return {
      pages,
      bySlug: new Map(pages.map((post) => [post.slug, post])),
      former,
      summaries,
      byCategory,
      prepared: new PreparedCatalog(),
    };
  }
}
