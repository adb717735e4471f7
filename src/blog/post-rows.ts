import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { PostFields, PostState } from '../../core/studio-posts.js';
import { ContentChanges } from '../database/content-changes.js';
import { POSTS_TOPIC } from './posts-changed-listener.js';
import { PostRedirect } from './post-redirect.entity.js';
import { Post } from './post.entity.js';

/** A post in the studio's list: the row, with what its newest revision says where it has one. */
export interface PostListRow {
  id: number;
  state: PostState;
  publishAt: Date | null;
  /** The row's title, slug, category and author, or the newest revision's. */
  title: string;
  slug: string;
  category: string;
  author: string;
  /** When and by whom the text was last saved (null: never in the studio), else the row's own change. */
  savedAt: Date | null;
  savedBy: string | null;
  studioChangedAt: Date | null;
  studioChangedBy: string | null;
  updatedAt: Date;
}

/** What the public page is made of besides the fields: the body as HTML, the reading time and the cover. */
export interface PostPageParts {
  bodyHtml: string;
  readingTime: number;
  cover: { url: string; width: number | null; height: number | null; alt: string | null; imageId: string | null };
}

/** A publish (publishAt null) or a schedule of these fields, by someone; `movedFrom` is the address the post leaves. */
export interface PostRelease {
  fields: PostFields;
  parts: PostPageParts;
  by: string;
  publishAt: Date | null;
  movedFrom: string | null;
}

/**
 * The post rows as the studio changes them (docs/product.md#25-content-studio), and their old addresses
 * (post_redirect). Every call runs on the EntityManager it is given, inside a transaction that
 * transaction's, so it never asks the pool for a second connection; times are the database's (`now()`).
 * A change that puts a post on the site or takes it off is announced in that transaction (POSTS_TOPIC),
 * and `changedHere` tells this instance once it committed.
 */
@Injectable()
export class PostRows {
  constructor(
    private readonly em: EntityManager,
    private readonly changes: ContentChanges,
  ) {}

  /** The post, or null; `lock` takes its row lock (select … for update) until the transaction ends. */
  find(id: number, em: EntityManager = this.em.fork(), lock = false): Promise<Post | null> {
    return em.findOne(Post, id, { disableIdentityMap: true, ...(lock && { lockMode: LockMode.PESSIMISTIC_WRITE }) });
  }

  /** Every post, newest change first, with its newest revision's title, slug, category and author. */
  async list(em: EntityManager = this.em.fork()): Promise<PostListRow[]> {
    const rows = await em.execute<
      { id: number; state: PostState; publish_at: string | null; title: string; slug: string; category: string; author: string; saved_at: string | null; saved_by: string | null; studio_changed_at: string | null; studio_changed_by: string | null; updated_at: string }[]
    >(
      `select p.id, p.state, p.publish_at, coalesce(r.title, p.title) as title, coalesce(r.slug, p.slug) as slug, coalesce(r.category, p.category) as category,
         coalesce(r.author, p.author) as author, r.saved_at, r.created_by as saved_by, p.studio_changed_at, p.studio_changed_by, p.updated_at
       from post p left join lateral (select * from post_revision r where r.post_id = p.id order by r.version desc limit 1) r on true
       order by coalesce(r.saved_at, p.studio_changed_at, p.updated_at) desc, p.id desc`,
    );
    const date = (value: string | null) => (value === null ? null : new Date(value));
    return rows.map((row) => ({
      id: row.id,
      state: row.state,
      publishAt: date(row.publish_at),
      title: row.title,
      slug: row.slug,
      category: row.category,
      author: row.author,
      savedAt: date(row.saved_at),
      savedBy: row.saved_by,
      studioChangedAt: date(row.studio_changed_at),
      studioChangedBy: row.studio_changed_by,
      updatedAt: new Date(row.updated_at),
    }));
  }

  /** The published posts' ids by the path of their page (/blog/{slug}): where a page's editor is. */
  async publishedIds(em: EntityManager = this.em.fork()): Promise<Map<string, number>> {
    const rows = await em.execute<{ id: number; slug: string }[]>(`select id, slug from post where state = 'published'`);
    return new Map(rows.map((row) => [`/blog/${row.slug}`, row.id]));
  }

  /** Whether `slug` is another post's address (old addresses of other posts are given up to it). */
  async slugTaken(tx: EntityManager, slug: string, id: number | null): Promise<boolean> {
    const [taken] = await tx.execute<{ id: number }[]>('select id from post where slug = ? and id is distinct from ?', [slug, id]);
    return taken !== undefined;
  }

  /** A new draft of these fields, at version 1 (its first revision is the caller's to add): its id. */
  async createDraft(tx: EntityManager, fields: PostFields, by: string): Promise<number> {
    const [created] = await tx.execute<{ id: number }[]>(
      `insert into post (title, slug, category, excerpt, body_markdown, body_html, cover, author, reading_time, published_at, updated_at, created_at, state, version, studio_changed_at, studio_changed_by)
       values (?, ?, ?, ?, '', '', '', ?, 1, null, now(), now(), 'draft', 1, now(), ?) returning id`,
      [fields.title, fields.slug, fields.category, fields.excerpt, fields.author, by],
    );
    return created!.id;
  }

  /** A save or a restore made `version` the post's; the public page does not change. */
  async saved(tx: EntityManager, id: number, version: number, by: string): Promise<void> {
    await tx.execute('update post set version = ?, studio_changed_at = now(), studio_changed_by = ? where id = ?', [version, by, id]);
  }

  /**
   * Copies the fields into the row, published now or scheduled for `publishAt`. The address it leaves
   * keeps leading to it (a 301); published now, its own address stops redirecting and every instance hears of it.
   */
  async release(tx: EntityManager, id: number, release: PostRelease): Promise<void> {
    const { fields, parts, publishAt } = release;
    if (release.movedFrom !== null) {
      await tx.execute('insert into post_redirect (from_slug, post_id) values (?, ?) on conflict (from_slug) do update set post_id = excluded.post_id', [release.movedFrom, id]);
    }
    await tx.execute(
      `update post set title = ?, slug = ?, category = ?, excerpt = ?, author = ?, body_markdown = ?, body_html = ?, reading_time = ?, meta_title = ?, meta_description = ?,
         cover = ?, cover_image_id = ?, cover_alt = ?, cover_width = ?, cover_height = ?, live_version = version, studio_changed_at = now(), studio_changed_by = ?, publish_at = ?,
         state = case when ?::timestamptz is null then 'published' else 'scheduled' end,
         published_at = case when ?::timestamptz is null then coalesce(published_at, now()) else published_at end,
         updated_at = case when ?::timestamptz is null then now() else updated_at end
       where id = ?`,
      [
        ...[fields.title, fields.slug, fields.category, fields.excerpt, fields.author, fields.bodyMarkdown, parts.bodyHtml, parts.readingTime, fields.metaTitle, fields.metaDescription],
        ...[parts.cover.url, parts.cover.imageId, parts.cover.alt, parts.cover.width, parts.cover.height],
        ...[release.by, publishAt, publishAt, publishAt, publishAt, id],
      ],
    );
    if (!publishAt) await this.goLive(tx, fields.slug);
  }

  /**
   * Publishes a scheduled post if it is still scheduled for `publishAt` (a post rescheduled, unpublished
   * or already published by another instance is left as it is): its slug and who scheduled it, or null.
   */
  async publishDue(tx: EntityManager, id: number, publishAt: string): Promise<{ slug: string; scheduledBy: string | null } | null> {
    const [row] = await tx.execute<{ slug: string; studio_changed_by: string | null }[]>(
      `update post set state = 'published', published_at = coalesce(published_at, publish_at), updated_at = publish_at, publish_at = null
       where id = ? and state = 'scheduled' and publish_at = ?::timestamptz returning slug, studio_changed_by`,
      [id, publishAt],
    );
    if (!row) return null;
    await this.goLive(tx, row.slug);
    return { slug: row.slug, scheduledBy: row.studio_changed_by };
  }

  /** Takes the post off the site (state draft or unpublished), and every instance hears of it. */
  async takeDown(tx: EntityManager, id: number, state: Extract<PostState, 'draft' | 'unpublished'>, by: string): Promise<void> {
    await tx.execute('update post set state = ?, publish_at = null, studio_changed_at = now(), studio_changed_by = ? where id = ?', [state, by, id]);
    await this.changes.announce(tx, POSTS_TOPIC);
  }

  /** After the transaction that changed the site's posts committed: this instance drops what it made from them now. */
  changedHere(): Promise<void> {
    return this.changes.changedHere(POSTS_TOPIC);
  }

  /** In the transaction that puts a post on the site at `slug`: that address stops redirecting, and every instance hears of it. */
  private async goLive(tx: EntityManager, slug: string): Promise<void> {
    await tx.nativeDelete(PostRedirect, { fromSlug: slug });
    await this.changes.announce(tx, POSTS_TOPIC);
  }
}
