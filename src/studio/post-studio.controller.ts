import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { PostCheckView, PostRevisionView, StudioPostRowView, StudioPostView } from '../../core/studio-posts.js';
import { AdminAuthGuard, AdminCan, clientFacts, CurrentAdmin, type AdminPrincipal } from '../admin/index.js';
import { EmptyBodyDto } from '../common/empty-body.dto.js';
import { RequestValidationError } from '../common/request-validation.js';
import { NewPostDto, PreviewPostDto, PublishPostDto, SavePostDto, SchedulePostDto } from './dto/post-studio.dto.js';
import { ChecksRefused, PostStudio, StaleVersion, type PublishRequest } from './post-studio.js';

type Refusal = { success: false; error: string; code: string; checks?: PostCheckView[]; current?: StudioPostView };

/** The answer of a refused publish or save: 422 with the checks, or 409 with the post as it is now. */
async function answering<T>(res: Response, work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaleVersion) {
      res.status(409);
      return { success: false, error: error.message, code: 'stale_version', current: error.current };
    }
    if (error instanceof ChecksRefused) {
      res.status(422);
      return { success: false, error: error.message, code: error.reason === 'errors' ? 'checks_failed' : 'warnings_not_accepted', checks: error.checks };
    }
    throw error;
  }
}

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
  constructor(private readonly studio: PostStudio) {}

  @Get()
  async list(): Promise<{ success: true; posts: StudioPostRowView[] }> {
    return { success: true, posts: await this.studio.list() };
  }

  /** 201 with the new draft. */
  @Post()
  @AdminCan('content:change')
  async create(@Body() dto: NewPostDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<{ success: true; post: StudioPostView }> {
    return { success: true, post: await this.studio.create(dto.fields, admin.username, clientFacts(req).ip) };
  }

  /** The page the fields would make (HTML) and its checks; nothing is stored. */
  @Post('preview')
  @HttpCode(200)
  @AdminCan('content:change')
  async preview(@Body() dto: PreviewPostDto): Promise<{ success: true; html: string; checks: PostCheckView[] }> {
    return { success: true, ...(await this.studio.preview(dto.id ?? null, dto.fields)) };
  }

  @Get(':id')
  async get(@Param('id', positiveId) id: number): Promise<{ success: true; post: StudioPostView }> {
    return { success: true, post: await this.studio.get(id) };
  }

  /** Saves the text being written: 200 with the post, or 409 with the post as someone else saved it. */
  @Put(':id')
  @AdminCan('content:change')
  async save(@Param('id', positiveId) id: number, @Body() dto: SavePostDto, @CurrentAdmin() admin: AdminPrincipal, @Res({ passthrough: true }) res: Response) {
    return answering(res, async () => ({ success: true as const, post: await this.studio.save(id, dto.version, dto.fields, dto.kind ?? 'save', admin.username) }));
  }

  @Post(':id/publish')
  @HttpCode(200)
  @AdminCan('content:change')
  async publish(@Param('id', positiveId) id: number, @Body() dto: PublishPostDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const request = publishRequest(dto, admin, req);
    return answering(res, async () => ({ success: true as const, post: await this.studio.publish(id, request) }));
  }

  /** Schedules the text being written for a wall time in DESK_TIME_ZONE: 200, 409, 422 with the checks. */
  @Post(':id/schedule')
  @HttpCode(200)
  @AdminCan('content:change')
  async schedule(@Param('id', positiveId) id: number, @Body() dto: SchedulePostDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const request = publishRequest(dto, admin, req);
    return answering(res, async () => ({ success: true as const, post: await this.studio.schedule(id, request, dto.publishAt) }));
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @AdminCan('content:change')
  async unpublish(@Param('id', positiveId) id: number, @Body() _body: EmptyBodyDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<{ success: true; post: StudioPostView }> {
    return { success: true, post: await this.studio.unpublish(id, admin.username, clientFacts(req).ip) };
  }

  @Get(':id/revisions')
  async revisions(@Param('id', positiveId) id: number): Promise<{ success: true; revisions: PostRevisionView[] }> {
    return { success: true, revisions: await this.studio.revisions(id) };
  }

  /** Two revisions side by side: `?from=<revisionId>&to=<revisionId>`. */
  @Get(':id/revisions/compare')
  async compare(@Param('id', positiveId) id: number, @Query('from') from: unknown, @Query('to') to: unknown) {
    const ids = { from: revisionId(from), to: revisionId(to) };
    const wrong = Object.entries(ids).filter(([, value]) => value === null);
    if (wrong.length > 0) throw new RequestValidationError(Object.fromEntries(wrong.map(([key]) => [key, `${key} must be a revision id`])));
    return { success: true as const, ...(await this.studio.compare(id, ids.from!, ids.to!)) };
  }

  @Get(':id/revisions/:revisionId')
  async revision(@Param('id', positiveId) id: number, @Param('revisionId', positiveId) revisionId: number) {
    return { success: true as const, ...(await this.studio.revision(id, revisionId)) };
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
    @Res({ passthrough: true }) res: Response,
  ) {
    const request = publishRequest(dto, admin, req);
    return answering(res, async () => ({ success: true as const, post: await this.studio.restore(id, revisionId, request) }));
  }
}
