import { Body, Controller, HttpCode, Logger, Post } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { ClientErrorReportDto } from './dto/client-error-report.dto.js';

/** Browser-side failures (an island chunk that did not load) reported by the client entry. */
@Controller('api/client-errors')
export class ClientErrorController {
  private readonly logger = new Logger('ClientErrors');

  @Post()
  @HttpCode(204)
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  report(@Body() report: ClientErrorReportDto): void {
    this.logger.warn({ island: report.island, path: report.path, message: report.message }, report.kind);
  }
}
