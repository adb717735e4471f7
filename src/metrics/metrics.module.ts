import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { RenderModule } from '../render/render.module.js';
import { Metrics } from './metrics.js';
import { ResourceGauges } from './resource-gauges.js';

/**
 * The application's metrics (docs/product.md#24-operations). Features import it to count their events
 * (Metrics); http-setup mounts the request counter and GET /metrics (http-metrics.ts).
 */
@Module({
  imports: [QueueModule, RenderModule],
  providers: [Metrics, ResourceGauges],
  exports: [Metrics],
})
export class MetricsModule {}
