import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ApprovedClaimView } from '../../core/approved-claims.js';
import { AdminAudit } from '../admin/index.js';
import type { ApprovedFigures } from './audit-model.js';
import { ApprovedClaim } from './approved-claim.entity.js';
import { approvedFigures } from './figures.js';

/** Who changes the list, and from where: the audit trail's actor and address. */
export interface ClaimChanger {
  username: string;
  ip: string | null;
}

const view = (row: ApprovedClaim): ApprovedClaimView => ({
  id: row.id,
  claim: row.claim,
  figures: [...row.figures],
  reason: row.reason,
  approvedBy: row.approvedBy,
  approvedAt: row.approvedAt.toISOString(),
});

/**
 * The approved marketing claims (docs/product.md#231-approved-marketing-claims): the rows of
 * approved_claim, which the team approves and removes in the studio and every audit run reads as it starts.
 * Each change and its audit trail entry are one transaction.
 */
@Injectable()
export class ClaimApprovals {
  constructor(
    private readonly em: EntityManager,
    private readonly adminAudit: AdminAudit,
  ) {}

  /** Every approved claim, the newest first (the starting list last, in its order). */
  async list(): Promise<ApprovedClaimView[]> {
    const rows = await this.em.fork().find(ApprovedClaim, {}, { orderBy: { approvedAt: 'desc', id: 'asc' } });
    return rows.map(view);
  }

  /** The figures the list allows now: what one audit run holds the copy to from its start to its end. */
  async figures(): Promise<ApprovedFigures> {
    return approvedFigures((await this.list()).flatMap((claim) => claim.figures));
  }

  /** Approves a claim with its phrases (a phrase another claim approves too is allowed). */
  async approve(input: { claim: string; figures: string[]; reason: string }, by: ClaimChanger): Promise<ApprovedClaimView> {
    return this.em.fork().transactional(async (tx) => {
      const row = tx.create(ApprovedClaim, { claim: input.claim, figures: input.figures, reason: input.reason, approvedBy: by.username });
      await tx.persist(row).flush();
      const approved = view(row);
      await this.adminAudit.record(
        { action: 'claim_approved', actor: by.username, subject: approved.id, ip: by.ip, details: { claim: approved.claim, figures: approved.figures, reason: approved.reason } },
        tx,
      );
      return approved;
    });
  }

  /** Removes a claim, saying why; null when there is no claim with that id. */
  async remove(id: string, reason: string, by: ClaimChanger): Promise<ApprovedClaimView | null> {
    return this.em.fork().transactional(async (tx) => {
      const row = await tx.findOne(ApprovedClaim, { id });
      if (!row) return null;
      const removed = view(row);
      await tx.remove(row).flush();
      await this.adminAudit.record(
        { action: 'claim_removed', actor: by.username, subject: removed.id, ip: by.ip, details: { claim: removed.claim, figures: removed.figures, reason } },
        tx,
      );
      return removed;
    });
  }
}
