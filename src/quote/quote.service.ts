import { LEAD_FORM_POSTS } from '../../core/lead-form-post.js';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { quoteRoute } from '../../core/lead-desk.js';
import { serviceLabel, timeframeLabel } from '../../core/lead-labels.js';
import { AbandonmentService } from '../abandonment/index.js';
import { LeadDetails, LeadInbox, type LeadRecordDetails } from '../leads/index.js';
import { idempotentCreate, type LeadReceipt } from '../common/idempotent-create.js';
import { Metrics } from '../metrics/metrics.js';
import { firstTouchRecord, leadAttribution, leadFieldList, type RequestFacts } from '../common/lead-record.js';
import { isSlideOut, type CreateQuoteDto } from './dto/create-quote.dto.js';
import { QuoteRequest } from './quote-request.entity.js';

@Injectable()
export class QuoteService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly abandonment: AbandonmentService,
    private readonly inbox: LeadInbox,
    private readonly leadDetails: LeadDetails,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    this.leadDetails.provide('quote', (id) => this.details(id));
  }

  /** A quote request as the leads desk shows it: the form's fields in its order (docs/product.md#21-leads-desk). */
  async details(id: string): Promise<LeadRecordDetails | null> {
    const quote = await this.em.fork().findOne(QuoteRequest, { id });
    if (!quote) return null;
    return {
      fields: leadFieldList({
        contact: [
          ['Name', `${quote.firstName} ${quote.lastName}`],
          ['E-mail', quote.email, 'mailto'],
          ['Phone', quote.phone, 'tel'],
          ['Company', quote.company],
        ],
        request: [
          ['Service', quote.service && serviceLabel(quote.service)],
          ['Pickup', quote.pickup],
          ['Delivery', quote.delivery],
          ['Weight', quote.weight],
          ['Dimensions', quote.dimensions],
          ['Timeframe', quote.timeframe && timeframeLabel(quote.timeframe)],
          ['Form', quote.form === 'slide_out' ? 'Slide-out quote form' : 'Home page quote form'],
        ],
      }),
      message: quote.message ?? null,
      attribution: leadAttribution(quote),
    };
  }

  /**
   * Commits the request (and recovers the e-mail's abandoned forms) in one transaction before returning,
   * so a visitor never sees success for a lead that is not stored. The Idempotency-Key rules are
   * idempotentCreate's (docs/product.md#52-idempotency).
   */
  async create(dto: CreateQuoteDto, facts: RequestFacts): Promise<LeadReceipt> {
    const receipt = await idempotentCreate(this.em, {
      kind: 'quote',
      entity: QuoteRequest,
      request: dto,
      idempotencyKey: facts.idempotencyKey,
      client: facts.client,
      record: this.toRecord(dto, facts),
      afterInsert: async (quote, em) => {
        await this.inbox.record(em, {
          id: quote.id,
          kind: 'quote',
          receivedAt: quote.receivedAt,
          name: `${quote.firstName} ${quote.lastName}`.trim(),
          company: quote.company ?? null,
          email: quote.email,
          phone: quote.phone ?? null,
          source: quote.source ?? LEAD_FORM_POSTS.home_quote.source,
          route: quoteRoute(quote.pickup, quote.delivery),
          service: quote.service ?? null,
          timeframe: quote.timeframe ?? null,
          spam: quote.isSpam,
          firstTouch: quote,
        });
        if (!quote.isSpam) await this.abandonment.markRecovered(quote.email, undefined, em);
      },
    });
    if (receipt.created) this.metrics.leadStored('quote', receipt.spam);
    return receipt;
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
