import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AbandonmentModule } from '../abandonment/index.js';
import { AdminModule } from '../admin/index.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { DeskStats } from './desk-stats.js';
import { LeadCommands } from './lead-commands.js';
import { LeadDetails } from './lead-details.js';
import { LeadEvent } from './lead-event.entity.js';
import { LeadExport } from './lead-export.js';
import { LeadInbox } from './lead-inbox.js';
import { LeadNote } from './lead-note.entity.js';
import { LeadReader } from './lead-reader.js';
import { LeadTimeline } from './lead-timeline.js';
import { Lead } from './lead.entity.js';
import { LeadsDeskController } from './leads-desk.controller.js';

/** The leads desk: every lead's place in the inbox, its status, notes and timeline (docs/product.md#21-leads-desk). */
@Module({
  imports: [MikroOrmModule.forFeature([Lead, LeadNote, LeadEvent]), AdminModule, AbandonmentModule, MetricsModule],
  controllers: [LeadsDeskController],
  providers: [LeadInbox, LeadDetails, LeadTimeline, LeadReader, LeadCommands, DeskStats, LeadExport],
  exports: [LeadInbox, LeadDetails, LeadTimeline, LeadReader, DeskStats],
})
export class LeadsModule {}
