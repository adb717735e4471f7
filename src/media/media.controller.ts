import { Body, Controller, Get, Param, Post, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { MEDIA_API_PATH, MEDIA_CACHE_CONTROL, MEDIA_TEXTS, MEDIA_UPLOADS_PREFIX, parseVariantFile, type MediaImageView } from '../../core/media.js';
import { AdminAuthGuard, AdminCan, clientFacts, CurrentAdmin, type AdminPrincipal } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { etagMatches } from '../render/page-response.js';
import { UploadMediaDto } from './dto/upload-media.dto.js';
import { MediaUploadInterceptor, type UploadedImageFile } from './media-upload.interceptor.js';
import { MediaService } from './media.service.js';

/** The studio's images API (docs/product.md#235-uploaded-images): admins and editors upload, every account reads. */
@Controller(MEDIA_API_PATH.slice(1))
@UseGuards(AdminAuthGuard)
@AdminCan('content:read')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /** multipart/form-data with `file` (JPEG, PNG or WebP, at most 5 MB) and `alt`: 201 with the image. */
  @Post()
  @AdminCan('content:change')
  @UseInterceptors(MediaUploadInterceptor)
  async upload(
    @UploadedFile() file: UploadedImageFile,
    @Body() dto: UploadMediaDto,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() req: Request,
  ): Promise<{ success: true; image: MediaImageView }> {
    const image = await this.media.upload(file.buffer, dto.alt, { username: admin.username, ip: clientFacts(req).ip });
    return { success: true, image };
  }

  @Get(':id')
  async detail(@Param('id') id: string): Promise<{ success: true; image: MediaImageView }> {
    const image = await this.media.view(id);
    if (!image) throw new DomainError('not_found', MEDIA_TEXTS.notFound);
    return { success: true, image };
  }
}

/**
 * The variants, outside /api like every picture: not limited, kept for a year (the URL is the bytes'
 * hash), a strong ETag and 304; anything else under the prefix is a plain-text 404.
 */
@SkipThrottle()
@Controller(MEDIA_UPLOADS_PREFIX.slice(1, -1))
export class MediaFilesController {
  constructor(private readonly media: MediaService) {}

  @Get(':file')
  async file(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const named = parseVariantFile(file);
    const variant = named ? await this.media.variantFile(named.sha256, named.format) : null;
    if (!variant) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
    // Public, named by its hash: the studio's sandboxed preview (an origin of its own) shows it as a cover.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('ETag', variant.etag);
    if (etagMatches(req.headers['if-none-match'], variant.etag)) {
      res.status(304).end();
      return;
    }
    res.status(200);
    res.setHeader('Content-Type', variant.contentType);
    res.setHeader('Content-Length', variant.bytes.length);
    res.end(req.method === 'HEAD' ? undefined : variant.bytes);
  }
}
