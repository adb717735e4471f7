import { Module } from '@nestjs/common';
import { ClientErrorController } from './client-error.controller.js';
import { LeadFormResponder } from './lead-form-responder.js';
import { LeadFormThrottleFilter } from './lead-form-throttle.filter.js';
import { PageCache } from './page-cache.js';
import { PageData } from './page-data.js';
import { PageController } from './page.controller.js';
import { PageResponder } from './page-responder.js';
import { RenderService } from './render.service.js';
import { viewsProvider } from './views-bundle.js';

@Module({
  controllers: [ClientErrorController],
  providers: [viewsProvider, PageCache, PageData, RenderService, PageResponder, LeadFormResponder, LeadFormThrottleFilter],
  exports: [RenderService, PageCache, PageData, PageResponder, LeadFormResponder, LeadFormThrottleFilter],
})
export class RenderModule {}

/** The catch-all page route lives in its own module, imported last so every API route wins first. */
@Module({
  imports: [RenderModule],
  controllers: [PageController],
})
export class PageModule {}
