import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PostFields, StudioPostView } from '../../core/studio-posts.js';
import { AdminAudit } from '../admin/index.js';
import { PostRevisions, PostRows } from '../blog/index.js';
import { PostChecks } from './post-checks.js';
import { PostPublishing, type PublishRequest } from './post-publishing.js';
import { PostHistory } from './post-history.js';
import { PostReader } from './post-reader.js';

/** A run of saves while typing by one person within this long is one revision, kept up to date. */
const AUTOSAVE_MERGE_MS = 10 * 60_000;

/**
 * The text being written (docs/product.md#25-content-studio): a new draft, a save (a revision) and a
 * restore of an older revision. None of them changes the public page, but a restore of a published post
 * publishes it. Each runs in one transaction on the post's row lock, with its version checked (409 when
 * someone saved since).
 */
@Injectable()
export class PostDrafts {
  constructor(
    private readonly em: EntityManager,
    private readonly reader: PostReader,
    private readonly rows: PostRows,
    private readonly revisions: PostRevisions,
    private readonly checks: PostChecks,
    private readonly history: PostHistory,
    private readonly publishing: PostPublishing,
    private readonly audit: AdminAudit,
  ) {}

  /** A new draft of these fields (checked by the validation pipe; a title at least). */
  async create(fields: PostFields, by: string, ip: string | null): Promise<StudioPostView> {
    await this.checks.coverExists(fields);
    return this.em.fork().transactional(async (tx) => {
      await this.publishing.ensureSlugFree(tx, fields.slug, null);
      const id = await this.rows.createDraft(tx, fields, by);
      await this.revisions.add(tx, id, { version: 1, kind: 'save', fields, by, restoredFrom: null });
      await this.audit.record({ action: 'post_created', actor: by, subject: `post ${id}`, ip, details: { slug: fields.slug } }, tx);
      return this.reader.view(await this.reader.row(id, tx), tx);
    });
  }

  /**
   * Saves the text being written as a revision: `version` must be the post's (else 409, with the other
   * person's text). Saves while typing by the same person within ten minutes update one revision.
   */
  async save(id: number, version: number, fields: PostFields, kind: 'save' | 'autosave', by: string): Promise<StudioPostView> {
    await this.checks.coverExists(fields);
    return this.em.fork().transactional(async (tx) => {
      const row = await this.reader.lockedCurrent(tx, id, version);
      const latest = await this.revisions.latest(id, tx);
      const next = row.version + 1;
      const merge = kind === 'autosave' && latest?.kind === 'autosave' && latest.createdBy === by && Date.now() - latest.savedAt.getTime() < AUTOSAVE_MERGE_MS;
      if (latest && merge) await this.revisions.replace(tx, latest.id, next, fields);
      else await this.revisions.add(tx, id, { version: next, kind, fields, by, restoredFrom: null });
      await this.rows.saved(tx, id, next, by);
      return this.reader.view(await this.reader.row(id, tx), tx);
    });
  }

  /**
   * Makes an older revision the text being written again (a new revision that names it). A published
   * post is published with it at once, through the same checks; when they refuse, the restore stays as
   * the text being written and the 422 says why the page did not change.
   */
  async restore(id: number, revisionId: number, request: PublishRequest): Promise<StudioPostView> {
    const { fields } = await this.history.revision(id, revisionId);
    const saved = await this.em.fork().transactional(async (tx) => {
      const row = await this.reader.lockedCurrent(tx, id, request.version);
      const next = row.version + 1;
      await this.revisions.add(tx, id, { version: next, kind: 'restore', fields, by: request.by, restoredFrom: revisionId });
      await this.rows.saved(tx, id, next, request.by);
      await this.audit.record({ action: 'post_restored', actor: request.by, subject: `post ${id}`, ip: request.ip, details: { revision: revisionId } }, tx);
      return this.reader.view(await this.reader.row(id, tx), tx);
    });
    if (saved.state !== 'published') return saved;
    return this.publishing.publish(id, { ...request, version: saved.version });
  }
}
