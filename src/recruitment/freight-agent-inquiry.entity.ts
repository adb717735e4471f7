import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { leadColumns } from '../common/lead-record.js';

const FreightAgentInquirySchema = defineEntity({
  name: 'FreightAgentInquiry',
  tableName: 'freight_agent_inquiry',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: p.string().length(120),
    contactName: p.string().length(120),
    email: p.string().length(254).index(),
    phone: p.string().length(32),
    yearsExperience: p.smallint().nullable(),
    hasBookOfBusiness: p.boolean().nullable(),
    /** Two-letter state codes, in the order of core/us-states.ts; null when not given. */
    statesServed: p.array().nullable(),
    message: p.text().nullable(),
    ...leadColumns(),
  },
});

/** A prospective freight agent's request to join, as received; committed before the visitor sees success. */
export class FreightAgentInquiry extends FreightAgentInquirySchema.class {}
FreightAgentInquirySchema.setClass(FreightAgentInquiry);
