import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LeadEvent } from './lead-event.entity.js';
import { LeadInbox } from './lead-inbox.js';
import { LeadNote } from './lead-note.entity.js';
import { Lead } from './lead.entity.js';

/** The leads desk: every lead's place in the inbox, its status, notes and timeline (docs/product.md#23-leads-desk). */
@Module({
  imports: [MikroOrmModule.forFeature([Lead, LeadNote, LeadEvent])],
  providers: [LeadInbox],
  exports: [LeadInbox],
})
export class LeadsModule {}
