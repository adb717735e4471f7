import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { idempotencyKeyOf } from '../common/idempotent-create.js';
import { QUOTE_THROTTLER, UseThrottler } from '../common/throttling.js';
import { CreateQuoteDto } from './dto/create-quote.dto.js';
import { QuoteService } from './quote.service.js';

@Controller('api/quotes')
export class QuoteController {
  constructor(private readonly quotes: QuoteService) {}

  @Post()
  @HttpCode(201)
  @UseThrottler(QUOTE_THROTTLER)
  async create(
    @Body() dto: CreateQuoteDto,
    @Headers('idempotency-key') idempotencyKey?: string,
    @Headers('user-agent') userAgent?: string,
    @Headers('referer') refererHeader?: string,
  ): Promise<{ success: true; id: string }> {
    const receipt = await this.quotes.create(dto, { idempotencyKey: idempotencyKeyOf(idempotencyKey), userAgent, refererHeader });
    return { success: true, id: receipt.id };
  }
}
