import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AdminModule } from '../admin/index.js';
import { QueueModule } from '../queue/queue.module.js';
import { RenderModule } from '../render/render.module.js';
import { VisitBuffer } from './visit-buffer.js';
import { VisitDaily } from './visit-daily.entity.js';
import { VisitDayVisitor } from './visit-day-visitor.entity.js';
import { VisitEvent } from './visit-event.entity.js';
import { VisitHourly } from './visit-hourly.entity.js';
import { VisitMonthly } from './visit-monthly.entity.js';
import { VisitRecorder } from './visit-recorder.js';
import { VisitRollups } from './visit-rollups.js';
import { VisitSalt } from './visit-salt.entity.js';
import { VisitorHashes } from './visitor-hashes.js';

/** First-party visit counting (docs/product.md#26-visit-counting): the page beacon's recorder (the beacon is answered before Nest's router, visit-beacon-route.ts), its raw events and their hourly rollups. */
@Module({
  imports: [MikroOrmModule.forFeature([VisitEvent, VisitHourly, VisitDaily, VisitMonthly, VisitSalt, VisitDayVisitor]), AdminModule, QueueModule, RenderModule],
  providers: [VisitRecorder, VisitBuffer, VisitorHashes, VisitRollups],
  exports: [VisitBuffer, VisitRecorder, VisitRollups],
})
export class VisitsModule {}
