import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { isSlug } from '../../core/slug.js';
import { ARTWORK_PREFIX } from './city-artwork.js';
import { parseCityId } from './city-id.js';
import { CityService, type CityPhotoView } from './city.service.js';
import { CATALOG_CACHE_CONTROL, sendArtwork, sendPrepared } from '../render/prepared-response.js';

@Controller('api/cities')
export class CityController {
  constructor(private readonly cities: CityService) {}

  /** Every city, by state then name, prepared once (identity, gzip, br) with an ETag. */
  @Get()
  async list(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendPrepared(req, res, await this.cities.listDocument(), CATALOG_CACHE_CONTROL);
  }

  @Get(':id/photos')
  @Header('Cache-Control', CATALOG_CACHE_CONTROL)
  async photos(@Param('id') id: string): Promise<{ photos: CityPhotoView[] }> {
    return { photos: await this.cities.photos(parseCityId(id)) };
  }
}

/** City artwork (SVG), outside /api like any picture: not limited, answered from memory. */
@SkipThrottle()
@Controller(ARTWORK_PREFIX.slice(1, -1))
export class CityMediaController {
  constructor(private readonly cities: CityService) {}

  @Get(':file')
  async artwork(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const urlPath = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    const artwork = isSlug(urlPath) ? await this.cities.artwork(urlPath) : undefined;
    if (!artwork) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    sendArtwork(req, res, artwork, req.query.v);
  }
}
