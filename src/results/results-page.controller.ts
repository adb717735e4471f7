import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { can } from '../../core/admin.js';
import { zonedDate } from '../../core/desk-days.js';
import { ADMIN_RESULTS_PATH, type ResultsPageView } from '../../core/results.js';
import { AdminPages } from '../admin/index.js';
import { Clock } from '../common/clock.js';
import { AppConfig } from '../config/app-config.js';
import { parseResultsQuery, ResultsQueryError, type ResultsQuery } from './results-query.js';
import { ResultsReports } from './results-reports.js';

/**
 * The results page (docs/product.md#27-results), for every role. A query part that cannot be used is said
 * on the page, over the report of the last 30 days.
 */
@SkipThrottle()
@Controller()
export class ResultsPageController {
  constructor(
    private readonly pages: AdminPages,
    private readonly reports: ResultsReports,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  @Get(ADMIN_RESULTS_PATH)
  page(@Query() raw: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.pages.respond(req, res, async (admin, base) => {
      if (!can(admin.role, 'results:read')) return { ...base, kind: 'forbidden', permission: 'results:read' };
      const today = zonedDate(this.clock.date(), this.config.DESK_TIME_ZONE);
      let query: ResultsQuery;
      let error: string | null = null;
      try {
        query = parseResultsQuery(raw, today);
      } catch (failure) {
        if (!(failure instanceof ResultsQueryError)) throw failure;
        error = failure.message;
        query = parseResultsQuery({}, today);
      }
      const results: ResultsPageView = { range: query.range, report: await this.reports.report(query), error };
      return { ...base, kind: 'results', results };
    });
  }
}
