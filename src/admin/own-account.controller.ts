import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ACCOUNT_TEXTS, type MfaEnrolmentView, type OwnAccountView } from '../../core/admin-accounts.js';
import { isUuid } from '../../core/uuid.js';
import { DomainError } from '../common/domain-error.js';
import { EmptyBodyDto } from '../common/empty-body.dto.js';
import { ADMIN_SIGN_IN_THROTTLER, UseThrottler } from '../common/throttling.js';
import { AdminAccounts } from './admin-accounts.js';
import { AdminAuthGuard, AdminCan, CurrentAdmin } from './admin-auth.guard.js';
import type { AdminPrincipal } from './admin-auth.js';
import { clientFacts } from './admin-credentials.js';
import { ChangePasswordDto, EnrolmentCodeDto, FactorProofDto, OnDutyDto } from './dto/account.dto.js';
import { OwnAccount } from './own-account.js';

type AccountAnswer = { success: true; account: OwnAccountView };

/** Your own account, for every signed-in person (docs/product.md#14-admin-area). */
@Controller('api/admin/account')
@UseGuards(AdminAuthGuard)
export class OwnAccountController {
  constructor(
    private readonly own: OwnAccount,
    private readonly accounts: AdminAccounts,
  ) {}

  @Get()
  async view(@CurrentAdmin() me: AdminPrincipal): Promise<AccountAnswer> {
    return { success: true, account: await this.own.view(me) };
  }

  /** The current password is checked like a sign-in, so it shares the sign-in's limit per address. */
  @Post('password')
  @HttpCode(200)
  @UseThrottler(ADMIN_SIGN_IN_THROTTLER)
  async changePassword(@Body() dto: ChangePasswordDto, @CurrentAdmin() me: AdminPrincipal, @Req() req: Request): Promise<AccountAnswer> {
    return { success: true, account: await this.own.changePassword(me, dto.currentPassword, dto.newPassword, clientFacts(req)) };
  }

  /** Puts yourself on duty or off it: only a role that may own leads (leads:change). */
  @Put('on-duty')
  @AdminCan('leads:change')
  async onDuty(@Body() dto: OnDutyDto, @CurrentAdmin() me: AdminPrincipal, @Req() req: Request): Promise<AccountAnswer> {
    await this.accounts.setOnDuty(me.username, dto.onDuty, me.username, clientFacts(req).ip);
    return { success: true, account: await this.own.view(me) };
  }

  @Delete('sessions/:id')
  async endSession(@Param('id') id: string, @CurrentAdmin() me: AdminPrincipal, @Req() req: Request): Promise<AccountAnswer> {
    if (!isUuid(id)) throw new DomainError('not_found', ACCOUNT_TEXTS.noSuchSession);
    return { success: true, account: await this.own.endSession(me, id, clientFacts(req)) };
  }

  @Post('sessions/end-others')
  @HttpCode(200)
  async endOthers(@Body() _body: EmptyBodyDto, @CurrentAdmin() me: AdminPrincipal, @Req() req: Request): Promise<AccountAnswer> {
    return { success: true, account: await this.own.endOtherSessions(me, clientFacts(req)) };
  }

  /** While two-factor is on, this replaces the authenticator: the password and a code are checked like a sign-in. */
  @Post('mfa/enrol')
  @HttpCode(200)
  @UseThrottler(ADMIN_SIGN_IN_THROTTLER)
  async enrol(@Body() dto: FactorProofDto, @CurrentAdmin() me: AdminPrincipal, @Req() req: Request): Promise<{ success: true; enrolment: MfaEnrolmentView }> {
    return { success: true, enrolment: await this.own.startEnrolment(me, dto, clientFacts(req)) };
  }

  @Post('mfa/confirm')
  @HttpCode(200)
  @UseThrottler(ADMIN_SIGN_IN_THROTTLER)
  async confirm(@Body() dto: EnrolmentCodeDto, @CurrentAdmin() me: AdminPrincipal, @Req() req: Request): Promise<AccountAnswer & { recoveryCodes: string[] }> {
    return { success: true, ...(await this.own.confirmEnrolment(me, dto.code, clientFacts(req))) };
  }

  @Post('mfa/recovery-codes')
  @HttpCode(200)
  @UseThrottler(ADMIN_SIGN_IN_THROTTLER)
  async renewRecoveryCodes(@Body() dto: FactorProofDto, @CurrentAdmin() me: AdminPrincipal, @Req() req: Request): Promise<AccountAnswer & { recoveryCodes: string[] }> {
    return { success: true, ...(await this.own.renewRecoveryCodes(me, dto, clientFacts(req))) };
  }
}
