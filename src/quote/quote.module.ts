import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AbandonmentModule } from '../abandonment/index.js';
import { LeadsModule } from '../leads/index.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { RenderModule } from '../render/render.module.js';
import { QuoteFormController } from './quote-form.controller.js';
import { QuoteController } from './quote.controller.js';
import { QuoteRequest } from './quote-request.entity.js';
import { QuoteService } from './quote.service.js';

@Module({
  imports: [MikroOrmModule.forFeature([QuoteRequest]), AbandonmentModule, LeadsModule, MetricsModule, RenderModule],
  controllers: [QuoteController, QuoteFormController],
  providers: [QuoteService],
})
export class QuoteModule {}
