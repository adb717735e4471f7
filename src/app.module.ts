import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { AbandonmentModule } from './abandonment/abandonment.module.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { LocationModule } from './location/location.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { QuoteModule } from './quote/quote.module.js';
import { PageModule, RenderModule } from './render/render.module.js';
import { SeoModule } from './seo/seo.module.js';

@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: 'default', ttl: config.THROTTLE_TTL_SECONDS * 1000, limit: config.THROTTLE_LIMIT }],
      }),
    }),
    DatabaseModule,
    HealthModule,
    LocationModule,
    QuoteModule,
    AbandonmentModule,
    RenderModule,
    SeoModule,
    // Last: the catch-all page route.
    PageModule,
  ],
  providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }],
})
export class AppModule {}
