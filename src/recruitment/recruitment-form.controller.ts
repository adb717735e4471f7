import { Controller, HttpCode, Post, Req, Res, UseFilters } from '@nestjs/common';
import type { Request, Response } from 'express';
import { LEAD_FORM_POSTS } from '../../core/lead-form-post.js';
import type { FormValues } from '../common/form-body.js';
import { RECRUITMENT_THROTTLER, UseThrottler } from '../common/throttling.js';
import { LeadFormResponder, type LeadFormSpec } from '../render/lead-form-responder.js';
import { LeadFormThrottleFilter } from '../render/lead-form-throttle.filter.js';
import { CreateCarrierApplicationDto } from './dto/create-carrier-application.dto.js';
import { CreateFreightAgentInquiryDto } from './dto/create-freight-agent-inquiry.dto.js';
import { RecruitmentService } from './recruitment.service.js';

const CONTACT_FIELDS = ['company', 'contactName', 'email', 'phone', 'message', 'website', 'landingPage'] as const;

export const FREIGHT_AGENT_FIELDS = { text: [...CONTACT_FIELDS, 'yearsExperience', 'hasBookOfBusiness'], lists: ['statesServed'] };
export const CARRIER_FIELDS = { text: [...CONTACT_FIELDS, 'mcNumber', 'usdotNumber'], lists: ['equipmentTypes', 'statesServed'], boxes: ['insuranceConfirmed'] };

const text = (value: string | string[] | undefined): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The inquiry as the JSON API takes it: years as a number when they are digits (else as sent, which the DTO
 * refuses with its message), the yes/no answer as a boolean, unanswered optional fields left out.
 */
export function freightAgentPayload(values: FormValues): Record<string, unknown> {
  const { yearsExperience, hasBookOfBusiness, statesServed, ...rest } = values;
  const years = text(yearsExperience);
  const book = text(hasBookOfBusiness);
  return {
    ...rest,
    ...(years !== '' && { yearsExperience: /^\d{1,9}$/.test(years) ? Number(years) : years }),
    ...(book !== '' && { hasBookOfBusiness: book === 'yes' ? true : book === 'no' ? false : book }),
    ...(statesServed !== undefined && statesServed.length > 0 && { statesServed }),
  };
}

/** The application as the JSON API takes it: carrier numbers without spaces ("312 4567"), lists as lists, the box as true or false. */
export function carrierPayload(values: FormValues): Record<string, unknown> {
  const { mcNumber, usdotNumber, equipmentTypes, statesServed, insuranceConfirmed, ...rest } = values;
  const digits = (value: string | string[] | undefined) => text(value).replace(/\s+/g, '');
  return {
    ...rest,
    ...(digits(mcNumber) !== '' && { mcNumber: digits(mcNumber) }),
    usdotNumber: digits(usdotNumber),
    equipmentTypes: equipmentTypes ?? [],
    statesServed: statesServed ?? [],
    insuranceConfirmed: insuranceConfirmed !== undefined,
  };
}

/**
 * The two recruitment forms posted without JavaScript (docs/product.md#45-forms-without-javascript): each
 * to its own page, under the recruitment throttle the JSON API has, into the same service.
 */
@Controller()
@UseFilters(LeadFormThrottleFilter)
export class RecruitmentFormController {
  private readonly freightAgent: LeadFormSpec<CreateFreightAgentInquiryDto>;
  private readonly carrier: LeadFormSpec<CreateCarrierApplicationDto>;

  constructor(
    recruitment: RecruitmentService,
    private readonly responder: LeadFormResponder,
  ) {
    this.freightAgent = { form: 'freight_agent', dto: CreateFreightAgentInquiryDto, fields: FREIGHT_AGENT_FIELDS, payload: freightAgentPayload, store: (dto, facts) => recruitment.createFreightAgentInquiry(dto, facts) };
    this.carrier = { form: 'carrier_application', dto: CreateCarrierApplicationDto, fields: CARRIER_FIELDS, payload: carrierPayload, store: (dto, facts) => recruitment.createCarrierApplication(dto, facts) };
  }

  @Post(LEAD_FORM_POSTS.freight_agent.path)
  @HttpCode(303)
  @UseThrottler(RECRUITMENT_THROTTLER)
  async sendFreightAgentInquiry(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.responder.answer(req, res, this.freightAgent);
  }

  @Post(LEAD_FORM_POSTS.carrier_application.path)
  @HttpCode(303)
  @UseThrottler(RECRUITMENT_THROTTLER)
  async sendCarrierApplication(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.responder.answer(req, res, this.carrier);
  }
}
