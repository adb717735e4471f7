import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { AbandonmentService } from './abandonment.service.js';
import { CaptureAbandonmentDto } from './dto/capture-abandonment.dto.js';
import { MarkRecoveredDto } from './dto/mark-recovered.dto.js';

/** Abandoned quote forms (docs/product.md#6-abandoned-forms). capture-abandonment also accepts text/plain JSON from sendBeacon. */
@Controller('api/abandoned-forms')
export class AbandonmentController {
  constructor(private readonly abandonment: AbandonmentService) {}

  @Post('capture-abandonment')
  @HttpCode(201)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  async capture(
    @Body() dto: CaptureAbandonmentDto,
    @Headers('user-agent') userAgent?: string,
  ): Promise<{ success: true; id: string }> {
    return { success: true, id: await this.abandonment.capture(dto, userAgent) };
  }

  /**
   * The same answer whatever the e-mail: telling how many forms were recovered would let anyone probe
   * which addresses have started a quote. Only forms of the given type are marked.
   */
  @Post('mark-recovered')
  @HttpCode(200)
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  async markRecovered(@Body() dto: MarkRecoveredDto): Promise<{ success: true }> {
    await this.abandonment.markRecovered(dto.email, dto.formType);
    return { success: true };
  }
}
