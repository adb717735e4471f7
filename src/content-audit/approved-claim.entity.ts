import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/postgresql';

const ApprovedClaimSchema = defineEntity({
  name: 'ApprovedClaim',
  tableName: 'approved_claim',
  indexes: [{ properties: ['approvedAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    claim: p.string().length(300),
    /** The approved phrases (docs/product.md#231-approved-marketing-claims); may be empty for a claim the copy states in words. */
    figures: p.array(),
    /** Why it may be said: the evidence or the decision. */
    reason: p.string().length(500),
    /** The username of who approved it, or "initial list" for the rows the migration seeded. */
    approvedBy: p.string().length(64),
    approvedAt: p.datetime().onCreate(() => new Date()),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** A marketing claim pages may make, with the figure phrases it allows: the list the content audit reads. */
export class ApprovedClaim extends ApprovedClaimSchema.class {}
ApprovedClaimSchema.setClass(ApprovedClaim);
