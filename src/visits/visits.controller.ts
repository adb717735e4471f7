import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { UseThrottler, VISIT_THROTTLER } from '../common/throttling.js';
import { CreateVisitDto } from './dto/create-visit.dto.js';
import { VisitRecorder } from './visit-recorder.js';

/**
 * The page beacon (docs/product.md#26-visit-counting): 204 whether or not the beacon was counted, so a
 * page learns nothing from the answer. JSON or text/plain JSON (sendBeacon), at most 2 KB (http-setup.ts).
 */
@Controller('api/visits')
export class VisitsController {
  constructor(private readonly recorder: VisitRecorder) {}

  @Post()
  @HttpCode(204)
  @UseThrottler(VISIT_THROTTLER)
  async record(@Body() beacon: CreateVisitDto, @Req() req: Request): Promise<void> {
    await this.recorder.record(beacon, req);
  }
}
