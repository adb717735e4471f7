import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { PostCheckView, PostRevisionView, StudioPostRowView, StudioPostView } from '../../core/studio-posts.js';
import { AdminAuthGuard, AdminCan, clientFacts, CurrentAdmin, type AdminPrincipal } from '../admin/index.js';
import { EmptyBodyDto } from '../common/empty-body.dto.js';
import { RequestValidationError } from '../common/request-validation.js';
import { NewPostDto, PreviewPostDto, PublishPostDto, SavePostDto, SchedulePostDto } from './dto/post-studio.dto.js';
import { PostChecks } from './post-checks.js';
import { PostDrafts } from './post-drafts.js';
import { PostHistory } from './post-history.js';
import { PostPublishing, type PublishRequest } from './post-publishing.js';
import { PostReader } from './post-reader.js';

type PostAnswer = { success: true; post: StudioPostView };

const positiveId = new ParseIntPipe({ errorHttpStatusCode: 404 });

/** A revision id from the query string, or null. */
const revisionId = (value: unknown): number | null => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

const publishRequest = (dto: PublishPostDto, admin: AdminPrincipal, req: Request): PublishRequest => ({
  version: dto.version,
  acceptWarnings: dto.acceptWarnings ?? false,
  by: admin.username,
  ip: clientFacts(req).ip,
});

/** The studio's posts (docs/product.md#25-content-studio): every role reads, admins and editors write. */
@Controller('api/admin/posts')
@UseGuards(AdminAuthGuard)
@AdminCan('content:read')
export class PostStudioController {
  constructor(
    private readonly reader: PostReader,
    private readonly drafts: PostDrafts,
    private readonly checks: PostChecks,
    private readonly publishing: PostPublishing,
    private readonly history: PostHistory,
  ) {}

  @Get()
  async list(): Promise<{ success: true; posts: StudioPostRowView[] }> {
    return { success: true, posts: await this.reader.list() };
  }

  /** 201 with the new draft. */
  @Post()
  @AdminCan('content:change')
  async create(@Body() dto: NewPostDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<{ success: true; post: StudioPostView }> {
    return { success: true, post: await this.drafts.create(dto.postFields(), admin.username, clientFacts(req).ip) };
  }

  /** The page the fields would make (HTML) and its checks; nothing is stored. */
  @Post('preview')
  @HttpCode(200)
  @AdminCan('content:change')
  async preview(@Body() dto: PreviewPostDto): Promise<{ success: true; html: string; checks: PostCheckView[] }> {
    return { success: true, ...(await this.checks.preview(dto.id ?? null, dto.postFields())) };
  }

  @Get(':id')
  async get(@Param('id', positiveId) id: number): Promise<{ success: true; post: StudioPostView }> {
    return { success: true, post: await this.reader.get(id) };
  }

  /** Saves the text being written: 200 with the post, or 409 with the post as someone else saved it. */
  @Put(':id')
  @AdminCan('content:change')
  async save(@Param('id', positiveId) id: number, @Body() dto: SavePostDto, @CurrentAdmin() admin: AdminPrincipal): Promise<PostAnswer> {
    return { success: true, post: await this.drafts.save(id, dto.version, dto.postFields(), dto.kind ?? 'save', admin.username) };
  }

  @Post(':id/publish')
  @HttpCode(200)
  @AdminCan('content:change')
  async publish(@Param('id', positiveId) id: number, @Body() dto: PublishPostDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<PostAnswer> {
    return { success: true, post: await this.publishing.publish(id, publishRequest(dto, admin, req)) };
  }

  /** Schedules the text being written for a wall time in DESK_TIME_ZONE: 200, 409, 422 with the checks. */
  @Post(':id/schedule')
  @HttpCode(200)
  @AdminCan('content:change')
  async schedule(@Param('id', positiveId) id: number, @Body() dto: SchedulePostDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<PostAnswer> {
    return { success: true, post: await this.publishing.schedule(id, publishRequest(dto, admin, req), dto.publishAt) };
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @AdminCan('content:change')
  async unpublish(@Param('id', positiveId) id: number, @Body() _body: EmptyBodyDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<PostAnswer> {
    return { success: true, post: await this.publishing.unpublish(id, admin.username, clientFacts(req).ip) };
  }

  @Get(':id/revisions')
  async revisions(@Param('id', positiveId) id: number): Promise<{ success: true; revisions: PostRevisionView[] }> {
    return { success: true, revisions: await this.history.list(id) };
  }

  /** Two revisions side by side: `?from=<revisionId>&to=<revisionId>`. */
  @Get(':id/revisions/compare')
  async compare(@Param('id', positiveId) id: number, @Query('from') from: unknown, @Query('to') to: unknown) {
    const ids = { from: revisionId(from), to: revisionId(to) };
    const wrong = Object.entries(ids).filter(([, value]) => value === null);
    if (wrong.length > 0) throw new RequestValidationError(Object.fromEntries(wrong.map(([key]) => [key, `${key} must be a revision id`])));
    return { success: true as const, ...(await this.history.compare(id, ids.from!, ids.to!)) };
  }

  @Get(':id/revisions/:revisionId')
  async revision(@Param('id', positiveId) id: number, @Param('revisionId', positiveId) revisionId: number) {
    return { success: true as const, ...(await this.history.revision(id, revisionId)) };
  }

  /** Restores a revision as the text being written (and on the public page, for a published post). */
  @Post(':id/revisions/:revisionId/restore')
  @HttpCode(200)
  @AdminCan('content:change')
  async restore(
    @Param('id', positiveId) id: number,
    @Param('revisionId', positiveId) revisionId: number,
    @Body() dto: PublishPostDto,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() req: Request,
  ): Promise<PostAnswer> {
    return { success: true, post: await this.drafts.restore(id, revisionId, publishRequest(dto, admin, req)) };
  }
}
