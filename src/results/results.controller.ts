import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { zonedDate } from '../../core/desk-days.js';
import { RESULTS_API_PATH, RESULTS_CSV_PATH, type ResultsReport } from '../../core/results.js';
import { AdminAuthGuard, AdminCan } from '../admin/index.js';
import { Clock } from '../common/clock.js';
import { RequestValidationError } from '../common/request-validation.js';
import { AppConfig } from '../config/app-config.js';
import { resultsCsv, resultsCsvName } from './results-csv.js';
import { parseResultsQuery, ResultsQueryError, type ResultsQuery } from './results-query.js';
import { ResultsReports } from './results-reports.js';

/**
 * The results API (docs/product.md#27-results): a report as JSON, or one of its tables as CSV, for every
 * role (no visitor's personal data is in it). A query part that cannot be used is a 400 naming it.
 */
@Controller()
@UseGuards(AdminAuthGuard)
@AdminCan('results:read')
export class ResultsController {
  constructor(
    private readonly reports: ResultsReports,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  @Get(RESULTS_API_PATH)
  async report(@Query() raw: Record<string, unknown>): Promise<{ success: true } & ResultsReport> {
    return { success: true, ...(await this.reports.report(this.query(raw))) };
  }

  @Get(RESULTS_CSV_PATH)
  async csv(@Query() raw: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const query = this.query(raw);
    const report = await this.reports.report(query);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${resultsCsvName(report, query.table)}"`);
    res.send(resultsCsv(report, query.table));
  }

  private query(raw: Record<string, unknown>): ResultsQuery {
    try {
      return parseResultsQuery(raw, zonedDate(this.clock.date(), this.config.DESK_TIME_ZONE));
    } catch (error) {
      if (error instanceof ResultsQueryError) throw new RequestValidationError({ [error.field]: error.message });
      throw error;
    }
  }
}
