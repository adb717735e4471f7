import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { AbandonmentService } from '../abandonment/abandonment.service.js';
import { DomainError } from '../common/domain-error.js';
import { headerText } from '../common/plain-text.js';
import { isSlideOut, type CreateQuoteDto } from './dto/create-quote.dto.js';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from './quote-messages.js';
import { QuoteRequest } from './quote-request.entity.js';
import { requestHash } from './request-hash.js';

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
   * so a visitor never sees success for a lead that is not stored. An Idempotency-Key is stored with the
   * hash of the request: the same key with the same request answers the first id and stores nothing; the
   * same key with another request is refused (422), never answered with someone else's id.
   * See docs/product.md#52-idempotency.
   */
  async create(dto: CreateQuoteDto, facts: RequestFacts): Promise<QuoteReceipt> {
    const key = facts.idempotencyKey;
    const hash = key ? requestHash(dto) : null;
    if (key) {
      const existing = await this.findByKey(key, hash);
      if (existing) return existing;
    }
    try {
      return await this.em.fork().transactional(async (em) => {
        const quote = em.create(QuoteRequest, this.toRecord(dto, facts, hash));
        await em.flush();
        if (!quote.isSpam) await this.abandonment.markRecovered(quote.email, undefined, em);
        return { id: quote.id, created: true, spam: quote.isSpam };
      });
    } catch (error) {
      // Concurrent requests with one key: PostgreSQL holds the later inserts until the first commits,
      // then they fail on the unique key and are answered from the committed row.
      if (key && error instanceof UniqueConstraintViolationException) {
        const existing = await this.findByKey(key, hash);
        if (existing) return existing;
      }
      throw error;
    }
  }

  /** The stored answer for a key, if the key was used for this same request; 422 if for another one. */
  private async findByKey(key: string, hash: string | null): Promise<QuoteReceipt | undefined> {
    const found = await this.em.fork().findOne(QuoteRequest, { idempotencyKey: key }, { fields: ['id', 'isSpam', 'requestHash'] });
    if (!found) return undefined;
    if (found.requestHash !== hash) throw new DomainError('idempotency_key_reused', IDEMPOTENCY_KEY_REUSED_MESSAGE);
    return { id: found.id, created: false, spam: found.isSpam };
  }

  private toRecord(dto: CreateQuoteDto, facts: RequestFacts, hash: string | null) {
    const refererHeader = headerText(facts.refererHeader, 1000);
    const referrer = dto.referrer ?? (refererHeader && /^https?:\/\//.test(refererHeader) ? refererHeader : undefined);
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
      userAgent: headerText(facts.userAgent, 500),
      referrer: referrer?.slice(0, 1000) ?? null,
      landingPage: dto.landingPage ?? null,
      utmSource: dto.utm?.source ?? null,
      utmMedium: dto.utm?.medium ?? null,
      utmCampaign: dto.utm?.campaign ?? null,
      utmTerm: dto.utm?.term ?? null,
      utmContent: dto.utm?.content ?? null,
      isSpam: Boolean(dto.website?.trim()),
      idempotencyKey: facts.idempotencyKey ?? null,
      requestHash: hash,
    };
  }
}
