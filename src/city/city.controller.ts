import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { ARTWORK_PREFIX } from './city-artwork.js';
import { parseCityId } from './city-id.js';
import { CityService, type CityPhotoView } from './city.service.js';
import { sendPrepared } from './prepared-response.js';

/** City data changes only with a deploy: browsers and CDNs may keep it 5 minutes and serve it stale while they revalidate. */
export const CITIES_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';
/** Artwork requested with its current version (?v=): the URL changes when the picture does. */
export const ARTWORK_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Artwork requested without (or with an old) version: a day, then revalidate. */
export const ARTWORK_UNVERSIONED = 'public, max-age=86400';

@Controller('api/cities')
export class CityController {
  constructor(private readonly cities: CityService) {}

  /** Every city, by state then name, prepared once (identity, gzip, br) with an ETag. */
  @Get()
  async list(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendPrepared(req, res, await this.cities.listDocument(), CITIES_CACHE_CONTROL);
  }

  @Get(':id/photos')
  @Header('Cache-Control', CITIES_CACHE_CONTROL)
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
    const urlPath = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(file)?.[1];
    const artwork = urlPath ? await this.cities.artwork(urlPath) : undefined;
    if (!artwork) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const versioned = req.query.v === artwork.version;
    sendPrepared(req, res, artwork.document, versioned ? ARTWORK_IMMUTABLE : ARTWORK_UNVERSIONED);
  }
}
