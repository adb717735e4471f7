import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config.js';
import { pageCacheControl, sendCachedPage } from '../render/page-response.js';
import { CATALOG_CACHE_CONTROL, sendArtwork, sendPrepared } from '../render/prepared-response.js';
import type { BlogCategorySlug } from '../../core/blog-categories.js';
import { BlogService } from './blog.service.js';
import { BlogListQueryDto } from './dto/blog-list-query.dto.js';
import { COVER_PREFIX } from './post-artwork.js';
import { isSlug } from '../../core/slug.js';

@Controller('api/blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  /** Every post (or one category's), newest first, prepared once per category with an ETag. */
  @Get()
  async list(@Query() query: BlogListQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendPrepared(req, res, await this.blog.listDocument(query.category as BlogCategorySlug | undefined), CATALOG_CACHE_CONTROL);
  }
}

/**
 * The Atom feed. Once prepared it sits in the page cache, where the fast path answers it before any page
 * route; this route answers it when it is not there (first request, page cache off).
 */
@SkipThrottle()
@Controller('blog')
export class BlogFeedController {
  /** The pages' Cache-Control, as when the fast path answers the feed from the page cache. */
  private readonly cacheControl: string;

  constructor(
    private readonly blog: BlogService,
    config: AppConfig,
  ) {
    this.cacheControl = pageCacheControl(config);
  }

  @Get('feed.xml')
  async feed(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendCachedPage(req, res, await this.blog.feedDocument(), this.cacheControl);
  }
}

/** Post covers (SVG), outside /api like any picture: not limited, answered from memory. */
@SkipThrottle()
@Controller(COVER_PREFIX.slice(1, -1))
export class BlogMediaController {
  constructor(private readonly blog: BlogService) {}

  @Get(':file')
  async cover(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const slug = file.endsWith('.svg') ? file.slice(0, -4) : '';
    const cover = isSlug(slug) ? await this.blog.cover(slug) : undefined;
    if (!cover) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    sendArtwork(req, res, cover, req.query.v);
  }
}
