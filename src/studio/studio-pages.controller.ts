import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { POST_STATES, STUDIO_PATHS, type PostState } from '../../core/studio-posts.js';
import { AdminPages } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { PostReader } from './post-reader.js';

/** A post id as the table keeps it (a positive 32-bit integer). */
const isPostId = (id: string) => /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647;

/** The state filter of the list from `?state=`; anything else shows every post. */
const stateFilter = (value: unknown): PostState | null => ((POST_STATES as readonly unknown[]).includes(value) ? (value as PostState) : null);

/**
 * The studio's pages (docs/product.md#25-content-studio): the posts list, a new post and a post's editor,
 * behind the sign-in (AdminPages answers the denied card without a session). Every role reads them; the
 * editor island itself offers changes only to a role with `content:change`.
 */
@SkipThrottle()
@Controller()
export class StudioPagesController {
  constructor(
    private readonly pages: AdminPages,
    private readonly studio: PostReader,
  ) {}

  @Get(STUDIO_PATHS.posts)
  posts(@Query('state') state: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.pages.respond(req, res, async (_admin, base) => {
      const filter = stateFilter(state);
      const posts = await this.studio.list();
      return { ...base, kind: 'posts', state: filter, posts: filter ? posts.filter((post) => post.state === filter) : posts };
    });
  }

  @Get(STUDIO_PATHS.newPost)
  newPost(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.pages.respond(req, res, async (_admin, base) => ({ ...base, kind: 'post', post: null }));
  }

  /** An unknown id, or one that is not a number, is the post-not-found page (404). */
  @Get(`${STUDIO_PATHS.posts}/:id`)
  post(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.pages.respond(req, res, async (_admin, base) => {
      if (!isPostId(id)) return { ...base, kind: 'post-not-found' };
      try {
        return { ...base, kind: 'post', post: await this.studio.get(Number(id)) };
      } catch (error) {
        if (error instanceof DomainError && error.code === 'not_found') return { ...base, kind: 'post-not-found' };
        throw error;
      }
    });
  }
}
