import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AbandonmentModule } from './abandonment/index.js';
import { AdminModule, AdminPagesModule } from './admin/index.js';
import { BlogModule } from './blog/index.js';
import { CompanyFactsModule } from './company-facts/index.js';
import { ClockModule } from './common/clock.js';
import { createThrottlerStorage } from './common/redis-throttler-storage.js';
import { ADMIN_SIGN_IN_THROTTLER, AppThrottlerGuard, onlyWhereUsed, QUOTE_THROTTLER, RECRUITMENT_THROTTLER, sharedByItsRoutes } from './common/throttling.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { ContentAuditModule } from './content-audit/index.js';
import { StudioModule } from './studio/index.js';
import { PageMetaModule } from './page-meta/index.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/index.js';
import { LocationsModule } from './locations/index.js';
import { DeskPagesModule, LeadsModule } from './leads/index.js';
import { LoggingModule } from './logging/logging.module.js';
import { MediaModule } from './media/index.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { NotificationsModule } from './notifications/index.js';
import { QuoteModule } from './quote/index.js';
import { RecruitmentModule } from './recruitment/index.js';
import { PageModule, RenderModule } from './render/render.module.js';
import { SeoModule } from './seo/index.js';
import { VisitsModule } from './visits/index.js';
import { ResultsModule } from './results/index.js';

@Module({
  imports: [
    ConfigModule,
    ClockModule,
    LoggingModule,
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => ({
        // Every limit's counters: in Redis when REDIS_URL is set (memory while it is down), else in memory
        // (docs/product.md#8-abuse-limits, #24-operations).
        storage: await createThrottlerStorage(config.REDIS_URL),
        throttlers: [
          // Per route; routes may set a stricter limit of their own (the per-IP budget shared by every
          // /api request runs before routing, in the API gate).
          { name: 'default', ttl: config.THROTTLE_TTL_SECONDS * 1000, limit: config.THROTTLE_LIMIT },
          // Quote submissions per IP, only where a route asks for it.
          {
            name: QUOTE_THROTTLER,
            ttl: config.QUOTE_THROTTLE_TTL_SECONDS * 1000,
            limit: config.QUOTE_THROTTLE_LIMIT,
            skipIf: onlyWhereUsed(QUOTE_THROTTLER),
            // The JSON API and the home form's page share one budget per client.
            generateKey: sharedByItsRoutes,
          },
          // Recruitment submissions per IP: one budget for both recruitment forms together.
          {
            name: RECRUITMENT_THROTTLER,
            ttl: config.RECRUITMENT_THROTTLE_TTL_SECONDS * 1000,
            limit: config.RECRUITMENT_THROTTLE_LIMIT,
            skipIf: onlyWhereUsed(RECRUITMENT_THROTTLER),
            generateKey: sharedByItsRoutes,
          },
          // Admin sign-in attempts per IP, whatever their outcome.
          {
            name: ADMIN_SIGN_IN_THROTTLER,
            ttl: config.ADMIN_SIGN_IN_THROTTLE_TTL_SECONDS * 1000,
            limit: config.ADMIN_SIGN_IN_THROTTLE_LIMIT,
            skipIf: onlyWhereUsed(ADMIN_SIGN_IN_THROTTLER),
          },
          // Visit beacons per IP are counted in this storage by the beacon's own route (src/visits/visit-beacon-route.ts).
        ],
      }),
    }),
    DatabaseModule,
    MetricsModule,
    HealthModule,
    LocationsModule,
    BlogModule,
    QuoteModule,
    AbandonmentModule,
    RecruitmentModule,
    AdminModule,
    LeadsModule,
    NotificationsModule,
    ContentAuditModule,
    StudioModule,
    PageMetaModule,
    CompanyFactsModule,
    MediaModule,
    VisitsModule,
    ResultsModule,
    AdminPagesModule,
    DeskPagesModule,
    RenderModule,
    SeoModule,
    // Last: the catch-all page route.
    PageModule,
  ],
  providers: [{ provide: APP_GUARD, useClass: AppThrottlerGuard }],
})
export class AppModule {}
