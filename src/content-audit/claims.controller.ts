import { Body, Controller, Delete, Get, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { CLAIM_MESSAGES, type ApprovedClaimView } from '../../core/approved-claims.js';
import { isUuid } from '../../core/uuid.js';
import { AdminAuthGuard, AdminCan, clientFacts, CurrentAdmin, type AdminPrincipal } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { ClaimApprovals } from './claim-approvals.js';
import { ApproveClaimDto, RemoveClaimDto } from './dto/claim.dto.js';

/**
 * The approved marketing claims (docs/product.md#231-approved-marketing-claims): every signed-in role reads
 * the list; admins and editors approve and remove claims. The next audit run reads the list as changed.
 */
@Controller('api/admin/claims')
@UseGuards(AdminAuthGuard)
@AdminCan('content:read')
export class ClaimsController {
  constructor(private readonly claims: ClaimApprovals) {}

  @Get()
  async list(): Promise<{ success: true; claims: ApprovedClaimView[] }> {
    return { success: true, claims: await this.claims.list() };
  }

  /** 201 with the approved claim. */
  @Post()
  @AdminCan('content:change')
  async approve(@Body() dto: ApproveClaimDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<{ success: true; claim: ApprovedClaimView }> {
    const claim = await this.claims.approve({ claim: dto.claim, figures: dto.figures, reason: dto.reason }, { username: admin.username, ip: clientFacts(req).ip });
    return { success: true, claim };
  }

  /** 200 with the claim as it was; 404 for an unknown id. */
  @Delete(':id')
  @AdminCan('content:change')
  async remove(@Param('id') id: string, @Body() dto: RemoveClaimDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<{ success: true; claim: ApprovedClaimView }> {
    const claim = isUuid(id) ? await this.claims.remove(id, dto.reason, { username: admin.username, ip: clientFacts(req).ip }) : null;
    if (!claim) throw new DomainError('not_found', CLAIM_MESSAGES.noSuchClaim);
    return { success: true, claim };
  }
}
