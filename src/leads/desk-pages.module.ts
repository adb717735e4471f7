import { Module } from '@nestjs/common';
import { AdminPagesModule } from '../admin/index.js';
import { ContentAuditModule } from '../content-audit/index.js';
import { DeskPagesController } from './desk-pages.controller.js';
import { LeadsModule } from './leads.module.js';

/** The desk's pages (docs/product.md#21-leads-desk); registered before the catch-all page route. */
@Module({
  imports: [LeadsModule, AdminPagesModule, ContentAuditModule],
  controllers: [DeskPagesController],
})
export class DeskPagesModule {}
