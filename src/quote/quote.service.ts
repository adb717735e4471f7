import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { AbandonmentService } from '../abandonment/abandonment.service.js';
import { isSlideOut, type CreateQuoteDto } from './dto/create-quote.dto.js';
import { QuoteRequest } from './quote-request.entity.js';

export interface RequestFacts {
  idempotencyKey?: string;
  userAgent?: string;
  /** The Referer header, used when the client sent no first-touch referrer. */
  refererHeader?: string;
}

export interface QuoteReceipt {
  id: string;
  /** false when an earlier request with the same idempotency key is answered again. */
  created: boolean;
  spam: boolean;
}

@Injectable()
export class QuoteService {
  constructor(
    private readonly em: EntityManager,
    private readonly abandonment: AbandonmentService,
  ) {}

  /**
   * Commits the request (and recovers the e-mail's abandoned forms) in one transaction before returning,
   * so a visitor never sees success for a lead that is not stored. A repeated idempotency key stores nothing.
   */
  async create(dto: CreateQuoteDto, facts: RequestFacts): Promise<QuoteReceipt> {
    const key = facts.idempotencyKey;
    if (key) {
      const existing = await this.findByKey(key);
      if (existing) return existing;
    }
    try {
      return await this.em.fork().transactional(async (em) => {
        const quote = em.create(QuoteRequest, this.toRecord(dto, facts));
        await em.flush();
        if (!quote.isSpam) await this.abandonment.markRecovered(quote.email, undefined, em);
        return { id: quote.id, created: true, spam: quote.isSpam };
      });
    } catch (error) {
      // Two concurrent retries with one key: the loser answers with the winner's id.
      if (key && error instanceof UniqueConstraintViolationException) {
        const existing = await this.findByKey(key);
        if (existing) return existing;
      }
      throw error;
    }
  }

  private async findByKey(key: string): Promise<QuoteReceipt | undefined> {
    const found = await this.em.fork().findOne(QuoteRequest, { idempotencyKey: key }, { fields: ['id', 'isSpam'] });
    return found ? { id: found.id, created: false, spam: found.isSpam } : undefined;
  }

  private toRecord(dto: CreateQuoteDto, facts: RequestFacts) {
    const referrer = dto.referrer ?? (facts.refererHeader && /^https?:\/\//.test(facts.refererHeader) ? facts.refererHeader : undefined);
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
      userAgent: facts.userAgent?.slice(0, 500) ?? null,
      referrer: referrer?.slice(0, 1000) ?? null,
      landingPage: dto.landingPage ?? null,
      utmSource: dto.utm?.source ?? null,
      utmMedium: dto.utm?.medium ?? null,
      utmCampaign: dto.utm?.campaign ?? null,
      utmTerm: dto.utm?.term ?? null,
      utmContent: dto.utm?.content ?? null,
      isSpam: Boolean(dto.website?.trim()),
      idempotencyKey: facts.idempotencyKey ?? null,
    };
  }
}
