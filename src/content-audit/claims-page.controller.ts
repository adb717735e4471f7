import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { can } from '../../core/admin.js';
import { ADMIN_CLAIMS_PATH, CLAIM_LIMITS } from '../../core/approved-claims.js';
import { isPlainText } from '../../core/plain-text.js';
import { AdminPages } from '../admin/index.js';
import { ClaimApprovals } from './claim-approvals.js';

/** `?figure=` as the approve form takes it: one phrase of one line, spaces collapsed; anything else fills nothing. */
function figureOf(value: unknown): string | null {
  if (typeof value !== 'string' || !isPlainText(value)) return null;
  const phrase = value.replace(/\s+/g, ' ').trim();
  return phrase && phrase.length <= CLAIM_LIMITS.figure.max ? phrase : null;
}

/** /admin/claims (docs/product.md#231-approved-marketing-claims): every role with content:read sees the list; admins and editors the forms. */
@SkipThrottle()
@Controller()
export class ClaimsPageController {
  constructor(
    private readonly pages: AdminPages,
    private readonly claims: ClaimApprovals,
  ) {}

  @Get(ADMIN_CLAIMS_PATH)
  claimsPage(@Query('figure') figure: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.pages.respond(req, res, async (admin, base) => {
      if (!can(admin.role, 'content:read')) return { ...base, kind: 'forbidden', permission: 'content:read' };
      const canChange = can(admin.role, 'content:change');
      return { ...base, kind: 'claims', claims: await this.claims.list(), canChange, figure: canChange ? figureOf(figure) : null };
    });
  }
}
