import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AdminModule, AdminPagesModule } from '../admin/index.js';
import { CompanyFactsModule } from '../company-facts/index.js';
import { ResultsModule } from '../results/index.js';
import { QueueModule } from '../queue/queue.module.js';
import { RenderModule } from '../render/render.module.js';
import { SeoModule } from '../seo/index.js';
import { ApprovedClaim } from './approved-claim.entity.js';
import { AuditFinding } from './audit-finding.entity.js';
import { ClaimApprovals } from './claim-approvals.js';
import { ClaimsController } from './claims.controller.js';
import { ClaimsPageController } from './claims-page.controller.js';
import { AuditRun } from './audit-run.entity.js';
import { ContentAuditController } from './content-audit.controller.js';
import { AuditRunner } from './audit-runner.js';
import { ContentAudit } from './content-audit.js';
import { SiteAudit } from './site-audit.js';

/** The content optimizer: the site-wide audit, its runs and their reports, and the approved claims it holds copy to (docs/product.md#23-content-optimizer). */
@Module({
  imports: [MikroOrmModule.forFeature([AuditRun, AuditFinding, ApprovedClaim]), QueueModule, RenderModule, SeoModule, AdminModule, AdminPagesModule, CompanyFactsModule, ResultsModule],
  controllers: [ContentAuditController, ClaimsController, ClaimsPageController],
  providers: [AuditRunner, ContentAudit, SiteAudit, ClaimApprovals],
  exports: [ContentAudit, SiteAudit, ClaimApprovals],
})
export class ContentAuditModule {}
