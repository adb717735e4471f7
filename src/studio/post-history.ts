import { Injectable } from '@nestjs/common';
import { STUDIO_TEXTS, type PostFields, type PostRevisionView, type RevisionComparisonView } from '../../core/studio-posts.js';
import { PostRevisions, type PostRevision } from '../blog/index.js';
import { DomainError } from '../common/domain-error.js';
import { fieldsOf, iso } from './post-fields.js';
import { PostReader } from './post-reader.js';
import { fieldDiffs } from './revision-diff.js';

const revisionView = (revision: PostRevision): PostRevisionView => ({
  id: revision.id,
  version: revision.version,
  kind: revision.kind,
  title: revision.title,
  savedBy: revision.createdBy,
  savedAt: iso(revision.savedAt)!,
  restoredFrom: revision.restoredFrom ?? null,
});

/** A post's revisions as the editor lists, opens and compares them (docs/product.md#25-content-studio). */
@Injectable()
export class PostHistory {
  constructor(
    private readonly reader: PostReader,
    private readonly revisions: PostRevisions,
  ) {}

  /** Every revision of a post, newest first; a 404 for an unknown post. */
  async list(id: number): Promise<PostRevisionView[]> {
    await this.reader.row(id);
    return (await this.revisions.list(id)).map(revisionView);
  }

  /** One revision's fields, or a 404. */
  async revision(id: number, revisionId: number): Promise<{ revision: PostRevisionView; fields: PostFields }> {
    const revision = await this.revisions.find(id, revisionId);
    if (!revision) throw new DomainError('not_found', STUDIO_TEXTS.noSuchRevision);
    return { revision: revisionView(revision), fields: fieldsOf(revision) };
  }

  /** Two revisions side by side: per field, the words only the older has (removed) and only the newer has (added). */
  async compare(id: number, fromId: number, toId: number): Promise<RevisionComparisonView> {
    const [from, to] = await Promise.all([this.revision(id, fromId), this.revision(id, toId)]);
    return { from: from.revision, to: to.revision, fields: fieldDiffs(from.fields, to.fields) };
  }
}
