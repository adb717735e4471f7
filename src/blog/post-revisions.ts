import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import type { PostFields, RevisionKind } from '../../core/studio-posts.js';
import { PostRevision } from './post-revision.entity.js';

/** A revision to add: the post's version it makes, how it was saved, the fields, by whom, and what it restored. */
export interface NewRevision {
  version: number;
  kind: RevisionKind;
  fields: PostFields;
  by: string;
  restoredFrom: number | null;
}

/**
 * The revisions of a post (docs/product.md#25-content-studio), the newest of which is the text being
 * written. Each call runs on the EntityManager it is given: inside a transaction, that transaction's. Reads
 * bypass the identity map, so a revision read after a change in the same transaction is the stored one.
 */
@Injectable()
export class PostRevisions {
  constructor(private readonly em: EntityManager) {}

  /** The text being written (the newest revision), or null for a post never saved in the studio. */
  latest(postId: number, em: EntityManager = this.em.fork()): Promise<PostRevision | null> {
    return em.findOne(PostRevision, { post: postId }, { orderBy: { version: 'desc' }, disableIdentityMap: true });
  }

  /** Every revision of a post, newest first. */
  list(postId: number, em: EntityManager = this.em.fork()): Promise<PostRevision[]> {
    return em.find(PostRevision, { post: postId }, { orderBy: { version: 'desc' }, disableIdentityMap: true });
  }

  /** One revision of the post, or null (another post's revision is none of this one's). */
  find(postId: number, revisionId: number, em: EntityManager = this.em.fork()): Promise<PostRevision | null> {
    return em.findOne(PostRevision, { id: revisionId, post: postId }, { disableIdentityMap: true });
  }

  async add(tx: EntityManager, postId: number, revision: NewRevision): Promise<void> {
    await tx.insert(PostRevision, { post: postId, version: revision.version, kind: revision.kind, ...revision.fields, restoredFrom: revision.restoredFrom, createdBy: revision.by });
  }

  /** A save while typing that continues `revisionId`: its fields and version become these, saved now (the database's clock). */
  async replace(tx: EntityManager, revisionId: number, version: number, fields: PostFields): Promise<void> {
    await tx.nativeUpdate(PostRevision, { id: revisionId }, { version, ...fields, savedAt: raw<Date>('now()') });
  }
}
