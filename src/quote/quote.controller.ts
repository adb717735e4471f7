import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { RequestValidationError } from '../common/request-validation.js';
import { AppConfig } from '../config/app-config.js';
import { CreateQuoteDto } from './dto/create-quote.dto.js';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency-key.js';
import { IDEMPOTENCY_KEY_INVALID_MESSAGE } from './quote-messages.js';
import { QuoteService } from './quote.service.js';

/** Read per request, so QUOTE_THROTTLE_* from the configuration apply (decorators are evaluated once). */
const quoteLimit = { limit: 10, ttl: 60_000 };

@Controller('api/quotes')
export class QuoteController {
  constructor(
    private readonly quotes: QuoteService,
    config: AppConfig,
  ) {
    quoteLimit.limit = config.QUOTE_THROTTLE_LIMIT;
    quoteLimit.ttl = config.QUOTE_THROTTLE_TTL_SECONDS * 1000;
  }

  @Post()
  @HttpCode(201)
  @Throttle({ default: { limit: () => quoteLimit.limit, ttl: () => quoteLimit.ttl } })
  async create(
    @Body() dto: CreateQuoteDto,
    @Headers('idempotency-key') idempotencyKey?: string,
    @Headers('user-agent') userAgent?: string,
    @Headers('referer') refererHeader?: string,
  ): Promise<{ success: true; id: string }> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new RequestValidationError({ 'Idempotency-Key': IDEMPOTENCY_KEY_INVALID_MESSAGE });
    }
    const receipt = await this.quotes.create(dto, { idempotencyKey, userAgent, refererHeader });
    return { success: true, id: receipt.id };
  }
}
