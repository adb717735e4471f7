import { Injectable, type OnModuleInit } from '@nestjs/common';
import { diffWords } from 'diff';
import { EntityManager } from '@mikro-orm/postgresql';
import { AUDIT_CHECKS, type AuditIssue } from '../../core/content-audit.js';
import type { PostView } from '../../core/render-contract.js';
import {
  checkPostFields,
  POST_FIELD_LABELS,
  STUDIO_TEXTS,
  type RevisionComparisonView,
  type PostCheckView,
  type PostFields,
  type PostFieldsInput,
  type PostRevisionView,
  type PostState,
  type RevisionKind,
  type StudioPostRowView,
  type StudioPostView,
} from '../../core/studio-posts.js';
import { AdminAudit } from '../admin/index.js';
import { POSTS_TOPIC, postPageView, preparePost } from '../blog/index.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/domain-error.js';
import { RequestValidationError } from '../common/request-validation.js';
import { SiteAudit } from '../content-audit/index.js';
import { AppConfig } from '../config/app-config.js';
import { ContentChanges } from '../database/content-changes.js';
import { JobQueue } from '../queue/job-queue.js';
import { MediaService } from '../media/index.js';
import { PageData } from '../render/page-data.js';
import { RenderService } from '../render/render.service.js';
import type { BlogCategorySlug } from '../../core/blog-categories.js';
import { parseZonedWallTime } from '../../core/desk-days.js';

/** A run of saves while typing by one person within this long is one revision, kept up to date. */
const AUTOSAVE_MERGE_MS = 10 * 60_000;

/** A timestamp as a raw query returns it (a string), or a Date. */
type Timestamp = Date | string;
const instant = (value: Timestamp): Date => new Date(value);
const iso = (value: Timestamp | null): string | null => (value === null ? null : instant(value).toISOString());

/** The queue whose jobs publish scheduled posts (docs/product.md#25-content-studio). */
export const PUBLISH_QUEUE = 'publish-post';

/** How far ahead a post may be scheduled. */
const SCHEDULE_HORIZON_MS = 366 * 24 * 3600_000;

/** The page's parts made from the fields: the sanitised body, the reading time, and the cover (uploaded or generated). */
interface PageParts {
  bodyHtml: string;
  readingTime: number;
  cover: { url: string; width: number | null; height: number | null; alt: string | null; imageId: string | null };
}

/** A job of PUBLISH_QUEUE: the post, and the time it was scheduled for (ISO 8601). */
interface ScheduledPublish {
  postId: number;
  publishAt: string;
}

/** Who changed a post the studio never touched. */
export const COMMITTED_FILE = 'committed file';

/** The columns of what people write, in a post row and in a revision alike. */
interface FieldRow {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  author: string;
  body_markdown: string;
  meta_title: string | null;
  meta_description: string | null;
  cover_image_id: string | null;
  cover_alt: string | null;
}

interface PostRow extends FieldRow {
  id: number;
  state: PostState;
  version: number;
  live_version: number | null;
  published_at: Timestamp | null;
  publish_at: Timestamp | null;
  updated_at: Timestamp;
  created_at: Timestamp;
  studio_changed_at: Timestamp | null;
  studio_changed_by: string | null;
}

interface RevisionRow extends FieldRow {
  id: number;
  version: number;
  kind: RevisionKind;
  restored_from: number | null;
  created_by: string;
  saved_at: Timestamp;
}

/** What a publish needs besides the post: who, and whether the warnings of the checks were read. */
export interface PublishRequest {
  version: number;
  acceptWarnings: boolean;
  by: string;
  ip: string | null;
}

/** A publish the checks stopped: the findings, and whether errors or unaccepted warnings stopped it. */
export class ChecksRefused extends Error {
  constructor(
    readonly checks: PostCheckView[],
    readonly reason: 'errors' | 'warnings',
  ) {
    super(reason === 'errors' ? STUDIO_TEXTS.blockedByErrors : STUDIO_TEXTS.warningsNotAccepted);
  }
}

/** A save or publish over a newer version than the one the editor started from. */
export class StaleVersion extends Error {
  constructor(readonly current: StudioPostView) {
    super(STUDIO_TEXTS.stale);
  }
}

const fieldsOf = (row: FieldRow): PostFields => ({
  title: row.title,
  slug: row.slug,
  category: row.category,
  excerpt: row.excerpt,
  author: row.author,
  bodyMarkdown: row.body_markdown,
  metaTitle: row.meta_title,
  metaDescription: row.meta_description,
  coverImageId: row.cover_image_id,
  coverAlt: row.cover_alt,
});

/** The fields' values in the order of FIELD_COLUMNS (a revision's insert and update). */
const fieldValues = (fields: PostFields) => [
  fields.title,
  fields.slug,
  fields.category,
  fields.excerpt,
  fields.author,
  fields.bodyMarkdown,
  fields.metaTitle,
  fields.metaDescription,
  fields.coverImageId,
  fields.coverAlt,
];
const FIELD_COLUMNS = ['title', 'slug', 'category', 'excerpt', 'author', 'body_markdown', 'meta_title', 'meta_description', 'cover_image_id', 'cover_alt'] as const satisfies readonly (keyof FieldRow)[];

const sameFields = (a: PostFields, b: PostFields) => (Object.keys(a) as (keyof PostFields)[]).every((key) => a[key] === b[key]);

const POST_COLUMNS =
  'p.id, p.state, p.version, p.live_version, p.title, p.slug, p.category, p.excerpt, p.author, p.body_markdown, p.meta_title, p.meta_description, p.cover_image_id, p.cover_alt, p.published_at, p.publish_at, p.updated_at, p.created_at, p.studio_changed_at, p.studio_changed_by';
const REVISION_COLUMNS = 'r.id, r.version, r.kind, r.title, r.slug, r.category, r.excerpt, r.author, r.body_markdown, r.meta_title, r.meta_description, r.cover_image_id, r.cover_alt, r.restored_from, r.created_by, r.saved_at';

/**
 * The posts of the content studio (docs/product.md#25-content-studio). The post row is what the public
 * page shows; what people write goes into revisions, the newest of which is the text being written. A
 * save never changes the public page: publishing copies the text being written into the row, after the
 * content optimizer's page checks passed on the page it would make, and tells every instance.
 */
@Injectable()
export class PostStudio implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly changes: ContentChanges,
    private readonly renderer: RenderService,
    private readonly pageData: PageData,
    private readonly siteAudit: SiteAudit,
    private readonly audit: AdminAudit,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
    private readonly media: MediaService,
    private readonly clock: Clock,
  ) {}

  /** A scheduled publish is retried (a database outage at that minute) and never lost. */
  async onModuleInit(): Promise<void> {
    await this.queue.define(PUBLISH_QUEUE, { retryLimit: 10, retryDelay: 30, retryBackoff: true });
    this.queue.work<ScheduledPublish>(PUBLISH_QUEUE, 5, (job) => this.publishScheduled(job.data));
  }

  /** Every post, newest change first, with the title being written. */
  async list(): Promise<StudioPostRowView[]> {
    const rows = await this.em.fork().execute<(PostRow & { draft_title: string | null; draft_slug: string | null; draft_category: string | null; draft_author: string | null; saved_at: Timestamp | null; saved_by: string | null })[]>(
      `select ${POST_COLUMNS}, r.title as draft_title, r.slug as draft_slug, r.category as draft_category, r.author as draft_author, r.saved_at, r.created_by as saved_by
       from post p left join lateral (select * from post_revision r where r.post_id = p.id order by r.version desc limit 1) r on true
       order by coalesce(r.saved_at, p.studio_changed_at, p.updated_at) desc, p.id desc`,
    );
    return rows.map((row) => ({
      id: row.id,
      state: row.state,
      title: row.draft_title ?? row.title,
      slug: row.draft_slug ?? row.slug,
      category: row.draft_category ?? row.category,
      author: row.draft_author ?? row.author,
      changedAt: iso(row.saved_at ?? row.studio_changed_at ?? row.updated_at)!,
      changedBy: row.saved_by ?? row.studio_changed_by ?? COMMITTED_FILE,
      publishAt: iso(row.publish_at),
    }));
  }

  /** A post as the editor opens it, or a 404. */
  async get(id: number): Promise<StudioPostView> {
    return this.view(this.em.fork(), await this.row(this.em.fork(), id));
  }

  /** A new draft from the fields given (a title at least): 201 with it. */
  async create(input: PostFieldsInput, by: string, ip: string | null): Promise<StudioPostView> {
    const fields = await this.checked(input, false);
    return this.em.fork().transactional(async (tx) => {
      await this.ensureSlugFree(tx, fields.slug, null);
      const [created] = await tx.execute<{ id: number }[]>(
        `insert into post (title, slug, category, excerpt, body_markdown, body_html, cover, author, reading_time, published_at, updated_at, created_at, state, version, studio_changed_at, studio_changed_by)
         values (?, ?, ?, ?, '', '', '', ?, 1, null, now(), now(), 'draft', 1, now(), ?) returning id`,
        [fields.title, fields.slug, fields.category, fields.excerpt, fields.author, by],
      );
      const id = created!.id;
      await this.insertRevision(tx, id, 1, 'save', fields, by, null);
      await this.audit.record({ action: 'post_created', actor: by, subject: `post ${id}`, ip, details: { slug: fields.slug } }, tx);
      return this.view(tx, await this.row(tx, id));
    });
  }

  /**
   * Saves the text being written as a revision: `version` must be the post's (else StaleVersion, with
   * the other person's text). Saves while typing by the same person within ten minutes update one
   * revision. The public page does not change.
   */
  async save(id: number, version: number, input: PostFieldsInput, kind: 'save' | 'autosave', by: string): Promise<StudioPostView> {
    const fields = await this.checked(input, false);
    return this.em.fork().transactional(async (tx) => {
      const row = await this.lockedCurrent(tx, id, version);
      const latest = await this.latestRevision(tx, id);
      const next = row.version + 1;
      const merge = kind === 'autosave' && latest?.kind === 'autosave' && latest.created_by === by && Date.now() - instant(latest.saved_at).getTime() < AUTOSAVE_MERGE_MS;
      if (latest && merge) {
        await tx.execute(`update post_revision set version = ?, ${FIELD_COLUMNS.map((column) => `${column} = ?`).join(', ')}, saved_at = now() where id = ?`, [
          next,
          ...fieldValues(fields),
          latest.id,
        ]);
      } else {
        await this.insertRevision(tx, id, next, kind, fields, by, null);
      }
      await tx.execute('update post set version = ?, studio_changed_at = now(), studio_changed_by = ? where id = ?', [next, by, id]);
      return this.view(tx, await this.row(tx, id));
    });
  }

  /** The checks the page of these fields would get, as the content optimizer's page checks find them. */
  async preview(id: number | null, input: PostFieldsInput): Promise<{ html: string; checks: PostCheckView[] }> {
    const fields = await this.checked(input, false);
    const row = id === null ? null : await this.row(this.em.fork(), id);
    return this.renderChecked(row, fields);
  }

  /**
   * Publishes the text being written now: its fields complete, its address free, the checks without
   * errors (and its warnings accepted). A slug change keeps the old address as a 301 to the post.
   */
  async publish(id: number, request: PublishRequest): Promise<StudioPostView> {
    return this.release(id, request, null);
  }

  /**
   * Schedules the text being written for `publishAt`, a wall time in DESK_TIME_ZONE (YYYY-MM-DDTHH:MM),
   * after the same checks as a publish: a job of the queue `publish-post` publishes it at that time,
   * once, whichever instance works it. A published post is not scheduled (it changes when published).
   */
  async schedule(id: number, request: PublishRequest, publishAt: string): Promise<StudioPostView> {
    const at = parseZonedWallTime(publishAt, this.config.DESK_TIME_ZONE);
    if (!at) throw new RequestValidationError({ publishAt: STUDIO_TEXTS.publishAtFormat });
    const now = this.clock.now();
    if (at.getTime() <= now) throw new RequestValidationError({ publishAt: STUDIO_TEXTS.publishAtPast });
    if (at.getTime() > now + SCHEDULE_HORIZON_MS) throw new RequestValidationError({ publishAt: STUDIO_TEXTS.publishAtTooFar });
    return this.release(id, request, at);
  }

  /** Publishes now (publishAt null) or schedules: the checks, then the text being written goes to the post row. */
  private async release(id: number, request: PublishRequest, publishAt: Date | null): Promise<StudioPostView> {
    const em = this.em.fork();
    const before = await this.row(em, id);
    if (before.version !== request.version) throw new StaleVersion(await this.view(em, before));
    if (publishAt && before.state === 'published') throw new DomainError('invalid_transition', STUDIO_TEXTS.alreadyPublished);
    const fields = await this.checked({ ...fieldsOf((await this.latestRevision(em, id)) ?? before) }, true);
    const { checks } = await this.renderChecked(before, fields);
    if (checks.some((check) => check.severity === 'error')) throw new ChecksRefused(checks, 'errors');
    if (checks.some((check) => check.severity === 'warning') && !request.acceptWarnings) throw new ChecksRefused(checks, 'warnings');
    const parts = await this.pageParts(fields);
    const view = await em.transactional(async (tx) => {
      const row = await this.lockedCurrent(tx, id, request.version);
      await this.ensureSlugFree(tx, fields.slug, id);
      const moved = row.published_at !== null && row.slug !== fields.slug;
      if (moved) {
        await tx.execute('insert into post_redirect (from_slug, post_id) values (?, ?) on conflict (from_slug) do update set post_id = excluded.post_id', [row.slug, id]);
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
          ...[request.by, publishAt, publishAt, publishAt, publishAt, id],
        ],
      );
      const details = { slug: fields.slug, ...(moved ? { from: row.slug } : {}), warnings: checks.length };
      if (publishAt) {
        await this.queue.sendInTransaction(tx, PUBLISH_QUEUE, { postId: id, publishAt: publishAt.toISOString() } satisfies ScheduledPublish, publishAt);
        await this.audit.record({ action: 'post_scheduled', actor: request.by, subject: `post ${id}`, ip: request.ip, details: { ...details, publishAt: publishAt.toISOString() } }, tx);
      } else {
        await this.goLive(tx, fields.slug);
        await this.audit.record({ action: 'post_published', actor: request.by, subject: `post ${id}`, ip: request.ip, details }, tx);
      }
      return this.view(tx, await this.row(tx, id));
    });
    if (!publishAt) await this.changes.changedHere(POSTS_TOPIC);
    return view;
  }

  /**
   * The job of a scheduled post: publishes it if it is still scheduled for that time (a post
   * rescheduled, unpublished or already published by another instance is left as it is).
   */
  private async publishScheduled({ postId, publishAt }: ScheduledPublish): Promise<{ published: boolean }> {
    const published = await this.em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<{ slug: string; studio_changed_by: string | null }[]>(
        `update post set state = 'published', published_at = coalesce(published_at, publish_at), updated_at = publish_at, publish_at = null
         where id = ? and state = 'scheduled' and publish_at = ?::timestamptz returning slug, studio_changed_by`,
        [postId, publishAt],
      );
      if (!row) return false;
      await this.goLive(tx, row.slug);
      await this.audit.record({ action: 'post_published', actor: row.studio_changed_by, subject: `post ${postId}`, details: { slug: row.slug, scheduledFor: publishAt } }, tx);
      return true;
    });
    if (published) await this.changes.changedHere(POSTS_TOPIC);
    return { published };
  }

  /** In the transaction that puts a post on the site at `slug`: that address stops redirecting, and every instance hears of it. */
  private async goLive(tx: EntityManager, slug: string): Promise<void> {
    await tx.execute('delete from post_redirect where from_slug = ?', [slug]);
    await this.changes.announce(tx, POSTS_TOPIC);
  }

  /** Takes a published post off the site: its address answers 410 and it leaves the lists, feed and sitemap. */
  async unpublish(id: number, by: string, ip: string | null): Promise<StudioPostView> {
    const view = await this.em.fork().transactional(async (tx) => {
      const row = await this.lockedRow(tx, id);
      if (row.state !== 'published' && row.state !== 'scheduled') throw new DomainError('invalid_transition', STUDIO_TEXTS.notPublished);
      const state: PostState = row.published_at === null ? 'draft' : 'unpublished';
      await tx.execute(`update post set state = ?, publish_at = null, studio_changed_at = now(), studio_changed_by = ? where id = ?`, [state, by, id]);
      await this.changes.announce(tx, POSTS_TOPIC);
      await this.audit.record({ action: 'post_unpublished', actor: by, subject: `post ${id}`, ip, details: { slug: row.slug } }, tx);
      return this.view(tx, await this.row(tx, id));
    });
    await this.changes.changedHere(POSTS_TOPIC);
    return view;
  }

  /** Every revision of a post, newest first. */
  async revisions(id: number): Promise<PostRevisionView[]> {
    const em = this.em.fork();
    await this.row(em, id);
    const rows = await em.execute<RevisionRow[]>(`select ${REVISION_COLUMNS} from post_revision r where r.post_id = ? order by r.version desc`, [id]);
    return rows.map((row) => ({ id: row.id, version: row.version, kind: row.kind, title: row.title, savedBy: row.created_by, savedAt: iso(row.saved_at)!, restoredFrom: row.restored_from }));
  }

  /** One revision's fields, or a 404. */
  async revision(id: number, revisionId: number): Promise<{ revision: PostRevisionView; fields: PostFields }> {
    const [row] = await this.em.fork().execute<RevisionRow[]>(`select ${REVISION_COLUMNS} from post_revision r where r.post_id = ? and r.id = ?`, [id, revisionId]);
    if (!row) throw new DomainError('not_found', STUDIO_TEXTS.noSuchRevision);
    return {
      revision: { id: row.id, version: row.version, kind: row.kind, title: row.title, savedBy: row.created_by, savedAt: iso(row.saved_at)!, restoredFrom: row.restored_from },
      fields: fieldsOf(row),
    };
  }

  /** Two revisions side by side: per field, the words only the older has (removed) and only the newer has (added). */
  async compare(id: number, fromId: number, toId: number): Promise<RevisionComparisonView> {
    const [from, to] = await Promise.all([this.revision(id, fromId), this.revision(id, toId)]);
    const fields = (Object.keys(POST_FIELD_LABELS) as (keyof PostFields)[]).map((field) => {
      const parts = diffWords(from.fields[field] ?? '', to.fields[field] ?? '').map((part) => ({ value: part.value, ...(part.added && { added: true }), ...(part.removed && { removed: true }) }));
      return { field, label: POST_FIELD_LABELS[field], changed: parts.some((part) => part.added || part.removed), parts };
    });
    return { from: from.revision, to: to.revision, fields };
  }

  /**
   * Makes an older revision the text being written again (a new revision that names it). A published
   * post is published with it at once, through the same checks; when they refuse, the restore stays as
   * the text being written and ChecksRefused says why the page did not change.
   */
  async restore(id: number, revisionId: number, request: PublishRequest): Promise<StudioPostView> {
    const { fields } = await this.revision(id, revisionId);
    const saved = await this.em.fork().transactional(async (tx) => {
      const row = await this.lockedCurrent(tx, id, request.version);
      const next = row.version + 1;
      await this.insertRevision(tx, id, next, 'restore', fields, request.by, revisionId);
      await tx.execute('update post set version = ?, studio_changed_at = now(), studio_changed_by = ? where id = ?', [next, request.by, id]);
      await this.audit.record({ action: 'post_restored', actor: request.by, subject: `post ${id}`, ip: request.ip, details: { revision: revisionId } }, tx);
      return this.view(tx, await this.row(tx, id));
    });
    if (saved.state !== 'published') return saved;
    return this.publish(id, { ...request, version: saved.version });
  }

  /** The page the fields would make, and the findings of the content optimizer's page checks on it. */
  private async renderChecked(row: PostRow | null, fields: PostFields): Promise<{ html: string; checks: PostCheckView[] }> {
    const draft = await this.draftView(row, fields);
    const path = `/blog/${draft.slug}`;
    const rendered = await this.renderer.renderWith(path, {
      post: async (slug) => (slug === draft.slug ? draft : null),
      posts: async (category) => (await this.pageData.posts(category)).filter((post) => post.id !== draft.id),
    });
    const issues = await this.siteAudit.checkPage(path, rendered.html, rendered.status, draft.bodyHtml);
    return { html: rendered.html, checks: issues.map(checkView).sort(bySeverity) };
  }

  /** The public page's view of a post with these fields (a draft: dated now). */
  private async draftView(row: PostRow | null, fields: PostFields): Promise<PostView> {
    const now = new Date();
    const parts = await this.pageParts(fields);
    return postPageView({
      id: row?.id ?? 0,
      title: fields.title,
      slug: fields.slug,
      category: fields.category,
      excerpt: fields.excerpt,
      author: fields.author,
      readingTime: parts.readingTime,
      cover: parts.cover.url,
      coverAlt: parts.cover.alt,
      coverWidth: parts.cover.width,
      coverHeight: parts.cover.height,
      bodyHtml: parts.bodyHtml,
      metaTitle: fields.metaTitle,
      metaDescription: fields.metaDescription,
      publishedAt: row?.published_at ? instant(row.published_at) : now,
      updatedAt: now,
    });
  }

  /** The fields by the field rule, their cover an uploaded image that exists; else a 400 naming the fields. */
  private async checked(input: PostFieldsInput, publishing: boolean): Promise<PostFields> {
    const { fields, errors } = checkPostFields(input, publishing);
    if (!errors.coverImageId && fields.coverImageId !== null && !(await this.media.view(fields.coverImageId))) errors.coverImageId = STUDIO_TEXTS.noSuchCover;
    if (Object.keys(errors).length > 0) throw new RequestValidationError(errors as Record<string, string>);
    return fields;
  }

  /** What the public page is made of besides the fields: the body as HTML, the reading time and the cover. */
  private async pageParts(fields: PostFields): Promise<PageParts> {
    const prepared = preparePost({ ...fields, category: fields.category as BlogCategorySlug, publishedAt: '', updatedAt: '' });
    const image = fields.coverImageId === null ? null : await this.media.view(fields.coverImageId);
    return {
      bodyHtml: prepared.bodyHtml,
      readingTime: prepared.readingTime,
      cover: image ? { url: image.src, width: image.width, height: image.height, alt: fields.coverAlt, imageId: image.id } : { url: prepared.cover, width: null, height: null, alt: null, imageId: null },
    };
  }

  /** The slug must be no other post's address (old addresses of other posts are given up to it). */
  private async ensureSlugFree(tx: EntityManager, slug: string, id: number | null): Promise<void> {
    const [taken] = await tx.execute<{ id: number }[]>('select id from post where slug = ? and id is distinct from ?', [slug, id]);
    if (taken) throw new RequestValidationError({ slug: STUDIO_TEXTS.slugTaken });
  }

  private async insertRevision(tx: EntityManager, id: number, version: number, kind: RevisionKind, fields: PostFields, by: string, restoredFrom: number | null): Promise<void> {
    await tx.execute(
      `insert into post_revision (post_id, version, kind, ${FIELD_COLUMNS.join(', ')}, restored_from, created_by) values (?, ?, ?, ${FIELD_COLUMNS.map(() => '?').join(', ')}, ?, ?)`,
      [id, version, kind, ...fieldValues(fields), restoredFrom, by],
    );
  }

  private async row(em: EntityManager, id: number, lock = ''): Promise<PostRow> {
    const [row] = await em.execute<PostRow[]>(`select ${POST_COLUMNS} from post p where p.id = ? ${lock}`, [id]);
    if (!row) throw new DomainError('not_found', STUDIO_TEXTS.noSuchPost);
    return row;
  }

  private lockedRow(tx: EntityManager, id: number): Promise<PostRow> {
    return this.row(tx, id, 'for update');
  }

  /** The post, locked, if `version` is still its version; else StaleVersion with the post as it is now. */
  private async lockedCurrent(tx: EntityManager, id: number, version: number): Promise<PostRow> {
    const row = await this.lockedRow(tx, id);
    if (row.version !== version) throw new StaleVersion(await this.view(tx, row));
    return row;
  }

  private async latestRevision(em: EntityManager, id: number): Promise<RevisionRow | undefined> {
    const [row] = await em.execute<RevisionRow[]>(`select ${REVISION_COLUMNS} from post_revision r where r.post_id = ? order by r.version desc limit 1`, [id]);
    return row;
  }

  private async view(em: EntityManager, row: PostRow): Promise<StudioPostView> {
    const latest = await this.latestRevision(em, row.id);
    const fields = fieldsOf(latest ?? row);
    const live = row.published_at === null ? null : row.slug;
    return {
      id: row.id,
      cover: fields.coverImageId === null ? null : await this.media.view(fields.coverImageId, em),
      state: row.state,
      version: row.version,
      fields,
      liveSlug: row.state === 'published' ? live : null,
      unpublishedChanges: row.state === 'published' && !sameFields(fields, fieldsOf(row)),
      publishedAt: iso(row.published_at),
      publishAt: iso(row.publish_at),
      changedAt: iso(latest?.saved_at ?? row.studio_changed_at ?? row.updated_at)!,
      changedBy: latest?.created_by ?? row.studio_changed_by ?? COMMITTED_FILE,
    };
  }
}

const checkView = (issue: AuditIssue): PostCheckView => {
  const check = AUDIT_CHECKS[issue.check];
  return { check: issue.check, severity: check.severity, label: check.label, subject: issue.subject, message: issue.message, fix: check.fix };
};

const SEVERITY_ORDER = { error: 0, warning: 1, notice: 2 } as const;
const bySeverity = (a: PostCheckView, b: PostCheckView) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.check.localeCompare(b.check);
