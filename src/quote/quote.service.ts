import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AbandonmentService } from '../abandonment/index.js';
import { idempotentCreate, type LeadReceipt } from '../common/idempotent-create.js';
import { firstTouchRecord, type RequestFacts } from '../common/lead-record.js';
import { isSlideOut, type CreateQuoteDto } from './dto/create-quote.dto.js';
import { QuoteRequest } from './quote-request.entity.js';

@Injectable()
export class QuoteService {
  constructor(
    private readonly em: EntityManager,
    private readonly abandonment: AbandonmentService,
  ) {}

  /**
   * Commits the request (and recovers the e-mail's abandoned forms) in one transaction before returning,
   * so a visitor never sees success for a lead that is not stored. The Idempotency-Key rules are
   * idempotentCreate's (docs/product.md#52-idempotency).
   */
  async create(dto: CreateQuoteDto, facts: RequestFacts): Promise<LeadReceipt> {
    return idempotentCreate(this.em, {
      entity: QuoteRequest,
      request: dto,
      idempotencyKey: facts.idempotencyKey,
      record: this.toRecord(dto, facts),
      afterInsert: async (quote, em) => {
        if (!quote.isSpam) await this.abandonment.markRecovered(quote.email, undefined, em);
      },
    });
  }

  private toRecord(dto: CreateQuoteDto, facts: RequestFacts) {
    return {
      form: isSlideOut(dto) ? 'slide_out' : 'home',
      firstName: dto.firstName,
      lastName: dto.lastName ?? '',
      email: dto.email.toLowerCase(),
      phone: dto.phone ?? null,
      service: dto.service ?? null,
      pickup: dto.pickup ?? null,
      delivery: dto.delivery ?? null,
      weight: dto.weight ?? null,
      dimensions: dto.dimensions ?? null,
      timeframe: dto.timeframe ?? null,
      message: dto.message ?? null,
      company: dto.company ?? null,
      source: dto.source ?? null,
      clientTimestamp: dto.timestamp ? new Date(dto.timestamp) : null,
      ...firstTouchRecord(dto, facts),
    };
  }
}
