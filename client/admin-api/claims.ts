import { CLAIMS_API, type ApprovedClaimView } from '../../core/approved-claims.js';
import { answerOf } from './request.js';

// The approved marketing claims (docs/product.md#231-approved-marketing-claims).

export function approveClaim(claim: string, figures: string[], reason: string): Promise<ApprovedClaimView> {
  return answerOf<ApprovedClaimView>('claim', 'POST', CLAIMS_API, { claim, figures, reason });
}

/** Removes a claim from the list, saying why (the audit trail keeps the reason). */
export function removeClaim(id: string, reason: string): Promise<ApprovedClaimView> {
  return answerOf<ApprovedClaimView>('claim', 'DELETE', `${CLAIMS_API}/${encodeURIComponent(id)}`, { reason });
}
