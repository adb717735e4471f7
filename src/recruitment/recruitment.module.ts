import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LeadsModule } from '../leads/index.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { CarrierApplication } from './carrier-application.entity.js';
import { FreightAgentInquiry } from './freight-agent-inquiry.entity.js';
import { RenderModule } from '../render/render.module.js';
import { RecruitmentFormController } from './recruitment-form.controller.js';
import { RecruitmentController } from './recruitment.controller.js';
import { RecruitmentService } from './recruitment.service.js';

/** Freight agent inquiries and carrier applications (docs/product.md#16-recruitment-leads). */
@Module({
  imports: [MikroOrmModule.forFeature([FreightAgentInquiry, CarrierApplication]), LeadsModule, MetricsModule, RenderModule],
  controllers: [RecruitmentController, RecruitmentFormController],
  providers: [RecruitmentService],
})
export class RecruitmentModule {}
