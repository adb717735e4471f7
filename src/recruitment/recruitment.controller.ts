import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { idempotencyKeyOf } from '../common/idempotent-create.js';
import { RECRUITMENT_THROTTLER, UseThrottler } from '../common/throttling.js';
import { CreateCarrierApplicationDto } from './dto/create-carrier-application.dto.js';
import { CreateFreightAgentInquiryDto } from './dto/create-freight-agent-inquiry.dto.js';
import { RecruitmentService } from './recruitment.service.js';

/**
 * The two recruitment lead forms (docs/product.md#16-recruitment-leads). Both share one per-IP budget,
 * the recruitment throttler, and the lead rules of quotes: Idempotency-Key, honeypot, commit before 201.
 */
@Controller('api')
export class RecruitmentController {
  constructor(private readonly recruitment: RecruitmentService) {}

  @Post('freight-agent-inquiries')
  @HttpCode(201)
  @UseThrottler(RECRUITMENT_THROTTLER)
  async createFreightAgentInquiry(
    @Body() dto: CreateFreightAgentInquiryDto,
    @Headers('idempotency-key') idempotencyKey?: string,
    @Headers('user-agent') userAgent?: string,
    @Headers('referer') refererHeader?: string,
  ): Promise<{ success: true; id: string }> {
    const receipt = await this.recruitment.createFreightAgentInquiry(dto, { idempotencyKey: idempotencyKeyOf(idempotencyKey), userAgent, refererHeader });
    return { success: true, id: receipt.id };
  }

  @Post('carrier-applications')
  @HttpCode(201)
  @UseThrottler(RECRUITMENT_THROTTLER)
  async createCarrierApplication(
    @Body() dto: CreateCarrierApplicationDto,
    @Headers('idempotency-key') idempotencyKey?: string,
    @Headers('user-agent') userAgent?: string,
    @Headers('referer') refererHeader?: string,
  ): Promise<{ success: true; id: string }> {
    const receipt = await this.recruitment.createCarrierApplication(dto, { idempotencyKey: idempotencyKeyOf(idempotencyKey), userAgent, refererHeader });
    return { success: true, id: receipt.id };
  }
}
