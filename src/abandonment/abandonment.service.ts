import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { headerText } from '../common/plain-text.js';
import { AbandonedForm } from './abandoned-form.entity.js';
import type { AbandonedFormView } from '../../core/lead-desk.js';
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
      userAgent: headerText(userAgent, 500),
    });
    await this.em.fork().persist(form).flush();
    return form.id;
  }

  /**
   * Marks the e-mail's unrecovered abandoned forms as recovered: those of one form type (the browser's
   * call after a form succeeds), or all of them (a stored quote request).
   */
  async markRecovered(email: string, formType: string | undefined, em: EntityManager = this.em): Promise<number> {
    const where = { email: email.trim().toLowerCase(), recoveredAt: null, ...(formType ? { formType } : {}) };
    return em.nativeUpdate(AbandonedForm, where, { recoveredAt: new Date() });
  }

  /** The e-mail's abandoned forms, newest first (a lead's page on the desk, docs/product.md#21-leads-desk). */
  async forEmail(email: string, limit = 50): Promise<AbandonedFormView[]> {
    const forms = await this.em.fork().find(AbandonedForm, { email: email.trim().toLowerCase() }, { orderBy: { capturedAt: 'desc', id: 'desc' }, limit });
    return forms.map((form) => ({
      id: form.id,
      formType: form.formType,
      reason: form.reason,
      capturedAt: form.capturedAt.toISOString(),
      recoveredAt: form.recoveredAt?.toISOString() ?? null,
      fieldsCompleted: form.fieldsCompleted,
      timeOnFormMs: form.timeOnFormMs,
      data: form.formData,
    }));
  }
}
