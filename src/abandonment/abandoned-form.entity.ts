import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';

const AbandonedFormSchema = defineEntity({
  name: 'AbandonedForm',
  tableName: 'abandoned_form',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    formType: p.string().length(32),
    formData: p.json<Record<string, string>>(),
    reason: p.string().length(16),
    timeOnFormMs: p.integer(),
    fieldsCompleted: p.integer(),
    /** Lower-cased e-mail from the form data, when the visitor typed one: the key for recovery. */
    email: p.string().length(254).nullable().index(),
    capturedAt: p.datetime().onCreate(() => new Date()),
    recoveredAt: p.datetime().nullable(),
    userAgent: p.string().length(500).nullable(),
  },
});

/** A quote form a visitor started and left; marked recovered when the same e-mail later sends a quote. */
export class AbandonedForm extends AbandonedFormSchema.class {}
AbandonedFormSchema.setClass(AbandonedForm);
