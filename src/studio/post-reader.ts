import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { STUDIO_TEXTS, type StudioPostRowView, type StudioPostView } from '../../core/studio-posts.js';
import { PostRevisions, PostRows, type Post } from '../blog/index.js';
import { DomainError } from '../common/domain-error.js';
import { MediaService } from '../media/index.js';
import { fieldsOf, iso, sameFields } from './post-fields.js';
import { staleVersion } from './studio-errors.js';

/** Who changed a post the studio never touched. */
export const COMMITTED_FILE = 'committed file';

/**
 * The studio's reads of posts (docs/product.md#25-content-studio): the list, a post as the editor opens
 * it, and the post row the writers lock. Given a transaction's EntityManager, every read runs on it.
 */
@Injectable()
export class PostReader {
  constructor(
    private readonly rows: PostRows,
    private readonly revisions: PostRevisions,
    private readonly media: MediaService,
  ) {}

  /** Every post, newest change first, with the title being written. */
  async list(): Promise<StudioPostRowView[]> {
    return (await this.rows.list()).map((row) => ({
      id: row.id,
      state: row.state,
      title: row.title,
      slug: row.slug,
      category: row.category,
      author: row.author,
      changedAt: iso(row.savedAt ?? row.studioChangedAt ?? row.updatedAt)!,
      changedBy: row.savedBy ?? row.studioChangedBy ?? COMMITTED_FILE,
      publishAt: iso(row.publishAt),
    }));
  }

  /** A post as the editor opens it, or a 404. */
  async get(id: number): Promise<StudioPostView> {
    return this.view(await this.row(id));
  }

  /** The post row, or a 404; `lock` holds its row lock until `em`'s transaction ends. */
  async row(id: number, em?: EntityManager, lock = false): Promise<Post> {
    const row = await this.rows.find(id, em, lock);
    if (!row) throw new DomainError('not_found', STUDIO_TEXTS.noSuchPost);
    return row;
  }

  /** The post, locked, if `version` is still its version; else a 409 with the post as it is now. */
  async lockedCurrent(tx: EntityManager, id: number, version: number): Promise<Post> {
    const row = await this.row(id, tx, true);
    if (row.version !== version) throw staleVersion(await this.view(row, tx));
    return row;
  }

  /** The post as the editor shows it: the text being written (the newest revision, else the row) and the state of the page. */
  async view(row: Post, em?: EntityManager): Promise<StudioPostView> {
    const latest = await this.revisions.latest(row.id, em);
    const fields = fieldsOf(latest ?? row);
    const live = row.publishedAt === null ? null : row.slug;
    return {
      id: row.id,
      cover: fields.coverImageId === null ? null : await this.media.view(fields.coverImageId, em),
      state: row.state,
      version: row.version,
      fields,
      liveSlug: row.state === 'published' ? live : null,
      unpublishedChanges: row.state === 'published' && !sameFields(fields, fieldsOf(row)),
      publishedAt: iso(row.publishedAt ?? null),
      publishAt: iso(row.publishAt ?? null),
      changedAt: iso(latest?.savedAt ?? row.studioChangedAt ?? row.updatedAt)!,
      changedBy: latest?.createdBy ?? row.studioChangedBy ?? COMMITTED_FILE,
    };
  }
}
