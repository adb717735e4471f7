import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { parseZonedWallTime } from '../../core/desk-days.js';
import { STUDIO_TEXTS, type PostState, type StudioPostView } from '../../core/studio-posts.js';
import { AdminAudit } from '../admin/index.js';
import { PostRevisions, PostRows } from '../blog/index.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/domain-error.js';
import { RequestValidationError } from '../common/request-validation.js';
import { AppConfig } from '../config/app-config.js';
import { JobQueue } from '../queue/job-queue.js';
import { PostChecks } from './post-checks.js';
import { fieldsOf } from './post-fields.js';
import { PostReader } from './post-reader.js';
import { PUBLISH_QUEUE, type ScheduledPublish } from './scheduled-publish.js';
import { checksRefused, staleVersion } from './studio-errors.js';

/** How far ahead a post may be scheduled. */
const SCHEDULE_HORIZON_MS = 366 * 24 * 3600_000;

/** What a publish needs besides the post: the version it started from, who, and whether the warnings of the checks were read. */
export interface PublishRequest {
  version: number;
  acceptWarnings: boolean;
  by: string;
  ip: string | null;
}

/**
 * Puts posts on the site and takes them off (docs/product.md#25-content-studio). A save never changes the
 * public page: publishing copies the text being written into the post row, after the content optimizer's
 * page checks passed on the page it would make, and tells every instance.
 */
@Injectable()
export class PostPublishing {
  constructor(
    private readonly em: EntityManager,
    private readonly reader: PostReader,
    private readonly rows: PostRows,
    private readonly revisions: PostRevisions,
    private readonly checks: PostChecks,
    private readonly audit: AdminAudit,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Publishes the text being written now: its fields complete, its address free, the checks without
   * errors (and its warnings accepted). A slug change keeps the old address as a 301 to the post.
   */
  publish(id: number, request: PublishRequest): Promise<StudioPostView> {
    return this.release(id, request, null);
  }

  /**
   * Schedules the text being written for `publishAt`, a wall time in DESK_TIME_ZONE (YYYY-MM-DDTHH:MM),
   * after the same checks as a publish: a job of PUBLISH_QUEUE publishes it at that time, once, whichever
   * instance works it. A published post is not scheduled (it changes when published).
   */
  async schedule(id: number, request: PublishRequest, publishAt: string): Promise<StudioPostView> {
    const at = parseZonedWallTime(publishAt, this.config.DESK_TIME_ZONE);
    if (!at) throw new RequestValidationError({ publishAt: STUDIO_TEXTS.publishAtFormat });
    const now = this.clock.now();
    if (at.getTime() <= now) throw new RequestValidationError({ publishAt: STUDIO_TEXTS.publishAtPast });
    if (at.getTime() > now + SCHEDULE_HORIZON_MS) throw new RequestValidationError({ publishAt: STUDIO_TEXTS.publishAtTooFar });
    return this.release(id, request, at);
  }

  /** Takes a published or scheduled post off the site: its address answers 410 and it leaves the lists, feed and sitemap. */
  async unpublish(id: number, by: string, ip: string | null): Promise<StudioPostView> {
    const view = await this.em.fork().transactional(async (tx) => {
      const row = await this.reader.row(id, tx, true);
      if (row.state !== 'published' && row.state !== 'scheduled') throw new DomainError('invalid_transition', STUDIO_TEXTS.notPublished);
      const state: Extract<PostState, 'draft' | 'unpublished'> = row.publishedAt === null ? 'draft' : 'unpublished';
      await this.rows.takeDown(tx, id, state, by);
      await this.audit.record({ action: 'post_unpublished', actor: by, subject: `post ${id}`, ip, details: { slug: row.slug } }, tx);
      return this.reader.view(await this.reader.row(id, tx), tx);
    });
    await this.rows.changedHere();
    return view;
  }

  /** The slug must be no other post's address (old addresses of other posts are given up to it); else a 400 naming slug. */
  async ensureSlugFree(tx: EntityManager, slug: string, id: number | null): Promise<void> {
    if (await this.rows.slugTaken(tx, slug, id)) throw new RequestValidationError({ slug: STUDIO_TEXTS.slugTaken });
  }

  /** Publishes now (publishAt null) or schedules: the checks, then the text being written goes to the post row. */
  private async release(id: number, request: PublishRequest, publishAt: Date | null): Promise<StudioPostView> {
    const em = this.em.fork();
    const before = await this.reader.row(id, em);
    if (before.version !== request.version) throw staleVersion(await this.reader.view(before, em));
    if (publishAt && before.state === 'published') throw new DomainError('invalid_transition', STUDIO_TEXTS.alreadyPublished);
    const fields = await this.checks.publishable(fieldsOf((await this.revisions.latest(id, em)) ?? before));
    const { checks } = await this.checks.renderChecked(before, fields);
    if (checks.some((check) => check.severity === 'error')) throw checksRefused(checks, 'errors');
    if (checks.some((check) => check.severity === 'warning') && !request.acceptWarnings) throw checksRefused(checks, 'warnings');
    const parts = await this.checks.pageParts(fields);
    const view = await em.transactional(async (tx) => {
      const row = await this.reader.lockedCurrent(tx, id, request.version);
      await this.ensureSlugFree(tx, fields.slug, id);
      const moved = row.publishedAt !== null && row.slug !== fields.slug;
      await this.rows.release(tx, id, { fields, parts, by: request.by, publishAt, movedFrom: moved ? row.slug : null });
      const details = { slug: fields.slug, ...(moved ? { from: row.slug } : {}), warnings: checks.length };
      if (publishAt) {
        await this.queue.sendInTransaction(tx, PUBLISH_QUEUE, { postId: id, publishAt: publishAt.toISOString() } satisfies ScheduledPublish, publishAt);
        await this.audit.record({ action: 'post_scheduled', actor: request.by, subject: `post ${id}`, ip: request.ip, details: { ...details, publishAt: publishAt.toISOString() } }, tx);
      } else {
        await this.audit.record({ action: 'post_published', actor: request.by, subject: `post ${id}`, ip: request.ip, details }, tx);
      }
      return this.reader.view(await this.reader.row(id, tx), tx);
    });
    if (!publishAt) await this.rows.changedHere();
    return view;
  }
}
