import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { leadColumns } from '../common/lead-record.js';

const QuoteRequestSchema = defineEntity({
  name: 'QuoteRequest',
  tableName: 'quote_request',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    form: p.string().length(16),
    firstName: p.string().length(80),
    lastName: p.string().length(80),
    email: p.string().length(254).index(),
    phone: p.string().length(32).nullable(),
    service: p.string().length(32).nullable(),
    pickup: p.string().length(200).nullable(),
    delivery: p.string().length(200).nullable(),
    weight: p.string().length(60).nullable(),
    dimensions: p.string().length(100).nullable(),
    timeframe: p.string().length(16).nullable(),
    message: p.text().nullable(),
    company: p.string().length(120).nullable(),
    /** "slide_out_<opening source>" for the slide-out form; null for the home form. */
    source: p.string().length(80).nullable(),
    /** When the visitor's browser says it submitted (slide-out payload timestamp). */
    clientTimestamp: p.datetime().nullable(),
    ...leadColumns(),
  },
});

/** A quote request as received; every accepted request is committed before the visitor sees success. */
export class QuoteRequest extends QuoteRequestSchema.class {}
QuoteRequestSchema.setClass(QuoteRequest);
