import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AbandonedForm } from './abandoned-form.entity.js';
import type { CaptureAbandonmentDto } from './dto/capture-abandonment.dto.js';

const EMAILISH = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/;

@Injectable()
export class AbandonmentService {
  constructor(private readonly em: EntityManager) {}

  /** Stores a started-and-left form; the e-mail (if the visitor typed a plausible one) is the recovery key. */
  async capture(dto: CaptureAbandonmentDto, userAgent: string | undefined): Promise<string> {
    const typed = dto.formData.email?.trim().toLowerCase();
    const form = this.em.fork().create(AbandonedForm, {
      formType: dto.formType,
      formData: dto.formData,
      reason: dto.abandonmentReason,
      timeOnFormMs: dto.timeOnForm,
      fieldsCompleted: dto.fieldsCompleted,
      email: typed && EMAILISH.test(typed) ? typed : null,
      userAgent: userAgent?.slice(0, 500) ?? null,
    });
    await this.em.fork().persist(form).flush();
    return form.id;
  }

  /** Marks the e-mail's unrecovered abandoned forms (of one form type, or all) as recovered. */
  async markRecovered(email: string, formType?: string, em: EntityManager = this.em): Promise<number> {
    const where = { email: email.trim().toLowerCase(), recoveredAt: null, ...(formType ? { formType } : {}) };
    return em.nativeUpdate(AbandonedForm, where, { recoveredAt: new Date() });
  }
}
