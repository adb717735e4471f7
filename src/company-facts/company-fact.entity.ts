import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';
import type { FactFields, FactKind } from '../../core/company-facts.js';

const CompanyFactSchema = defineEntity({
  name: 'CompanyFact',
  tableName: 'company_fact',
  indexes: [{ properties: ['kind', 'position'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    kind: p.string().length(16).$type<FactKind>(),
    /** The fact's place among its kind on the page (the smallest first). */
    position: p.integer(),
    /** The kind's fields (core/company-facts.ts checkFactFields holds them to their rules). */
    fields: p.json<FactFields>(),
    /** An uploaded image (media_image) shown instead of the built-in one; null: the built-in image. */
    imageId: p.uuid().nullable(),
    /** Who confirmed the fact is true, and when; null: nobody has (the optimizer warns). */
    confirmedBy: p.string().length(64).nullable(),
    confirmedAt: p.datetime().nullable(),
    /** Who changed it last ("starting list" for the rows the migration seeded). */
    updatedBy: p.string().length(64),
    updatedAt: p.datetime().onCreate(() => new Date()),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** An award, magazine feature or testimonial the public pages show (docs/product.md#253-company-facts). */
export class CompanyFact extends CompanyFactSchema.class {}
CompanyFactSchema.setClass(CompanyFact);
