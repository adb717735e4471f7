import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { can } from '../../core/admin.js';
import { ADMIN_FACTS_PATH } from '../../core/company-facts.js';
import { isPlainText } from '../../core/plain-text.js';
import { AdminPages } from '../admin/index.js';
import { CompanyFactsService } from './company-facts.service.js';

/** `?fact=` as a finding sends it: a fact's name of one line; anything else opens nothing. */
function openOf(value: unknown): string | null {
  if (typeof value !== 'string' || !isPlainText(value) || value.length > 300) return null;
  return value.trim() || null;
}

/** /admin/facts (docs/product.md#253-company-facts): every role with content:read sees the facts; admins and editors change them. */
@SkipThrottle()
@Controller()
export class FactsPageController {
  constructor(
    private readonly pages: AdminPages,
    private readonly facts: CompanyFactsService,
  ) {}

  @Get(ADMIN_FACTS_PATH)
  factsPage(@Query('fact') fact: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.pages.respond(req, res, async (admin, base) => {
      if (!can(admin.role, 'content:read')) return { ...base, kind: 'forbidden', permission: 'content:read' };
      return { ...base, kind: 'facts', facts: await this.facts.list(), canChange: can(admin.role, 'content:change'), open: openOf(fact) };
    });
  }
}
