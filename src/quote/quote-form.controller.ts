import { Controller, HttpCode, Post, Req, Res, UseFilters } from '@nestjs/common';
import type { Request, Response } from 'express';
import { LEAD_FORM_POSTS } from '../../core/lead-form-post.js';
import type { FormValues } from '../common/form-body.js';
import { QUOTE_THROTTLER, UseThrottler } from '../common/throttling.js';
import { LeadFormResponder, type LeadFormSpec } from '../render/lead-form-responder.js';
import { LeadFormThrottleFilter } from '../render/lead-form-throttle.filter.js';
import { CreateQuoteDto } from './dto/create-quote.dto.js';
import { QuoteService } from './quote.service.js';

/** The home quote form's fields as its page posts them; the hidden source names the form, whose source the service stores. */
export const HOME_QUOTE_FIELDS = { text: ['firstName', 'lastName', 'email', 'phone', 'service', 'message', 'website', 'landingPage'] } as const;

/** The home form's payload: every field is text as the JSON API takes it (blank optional fields count as not given). */
export const homeQuotePayload = (values: FormValues): Record<string, unknown> => ({ ...values });

/**
 * The home quote form posted without JavaScript (docs/product.md#45-forms-without-javascript): POST / as
 * application/x-www-form-urlencoded, under the quote throttle the JSON API has, into the same service.
 */
@Controller()
@UseFilters(LeadFormThrottleFilter)
export class QuoteFormController {
  private readonly spec: LeadFormSpec<CreateQuoteDto>;

  constructor(
    quotes: QuoteService,
    private readonly responder: LeadFormResponder,
  ) {
    this.spec = { form: 'home_quote', dto: CreateQuoteDto, fields: HOME_QUOTE_FIELDS, payload: homeQuotePayload, store: (dto, facts) => quotes.create(dto, facts) };
  }

  @Post(LEAD_FORM_POSTS.home_quote.path)
  @HttpCode(303)
  @UseThrottler(QUOTE_THROTTLER)
  async send(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.responder.answer(req, res, this.spec);
  }
}
