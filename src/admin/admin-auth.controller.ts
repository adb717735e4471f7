import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FOREIGN_ORIGIN_MESSAGE, type AdminView } from '../../core/admin.js';
import { DomainError } from '../common/domain-error.js';
import { EmptyBodyDto } from '../common/empty-body.dto.js';
import { ADMIN_SIGN_IN_THROTTLER, UseThrottler } from '../common/throttling.js';
import { AppConfig } from '../config/app-config.js';
import { AdminAuthGuard, CurrentAdmin } from './admin-auth.guard.js';
import { AdminAuth, type AdminPrincipal, type SignedIn } from './admin-auth.js';
import type { PendingStep } from './sign-in-steps.js';
import { MfaCodeDto, MfaTokenDto, SetupDto } from './dto/account.dto.js';
import type { MfaEnrolmentView, SignedInAnswer, SignInAnswer } from '../../core/admin-accounts.js';
import { changesState, clearSessionCookie, clientFacts, presentedToken, sameOrigin, setSessionCookie } from './admin-credentials.js';
import { SignInDto } from './dto/sign-in.dto.js';

const view = ({ username, role }: AdminPrincipal | AdminView): AdminView => ({ username, role });

/** Sign-in (password, code, setup link), the session check and sign-out (docs/product.md#14-admin-area). */
@Controller('api/admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AdminAuth,
    private readonly config: AppConfig,
  ) {}

  /**
   * 200 with the token (for API clients) and the HttpOnly session cookie (for the admin pages, whose
   * script never sees the token); for an account with two-factor, 200 with the pending step instead
   * (`mfaRequired`), whose token goes with the code to /api/admin/login/mfa. A browser's sign-in from
   * another site is refused (login CSRF).
   */
  @Post('login')
  @HttpCode(200)
  @UseThrottler(ADMIN_SIGN_IN_THROTTLER)
  async login(@Body() dto: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SignInAnswer> {
    this.refuseForeignOrigin(req);
    return this.answer(await this.auth.signIn(dto.username, dto.password, clientFacts(req)), res);
  }

  /** The second step: the code (or a recovery code, or an enrolment's first code) makes the session. */
  @Post('login/mfa')
  @HttpCode(200)
  @UseThrottler(ADMIN_SIGN_IN_THROTTLER)
  async loginWithCode(@Body() dto: MfaCodeDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SignedInAnswer> {
    this.refuseForeignOrigin(req);
    return this.signedIn(await this.auth.signInWithCode(dto.mfaToken, dto.code, clientFacts(req)), res);
  }

  /** A pending step that must set up two-factor first (ADMIN_MFA=required): the key and its QR code. */
  @Post('login/mfa/enrol')
  @HttpCode(200)
  @UseThrottler(ADMIN_SIGN_IN_THROTTLER)
  async enrolDuringSignIn(@Body() dto: MfaTokenDto, @Req() req: Request): Promise<{ success: true; enrolment: MfaEnrolmentView }> {
    this.refuseForeignOrigin(req);
    return { success: true, enrolment: await this.auth.enrolDuringSignIn(dto.mfaToken) };
  }

  /** A setup link's password: answered as a sign-in is (410 for a link used, expired or unknown). */
  @Post('setup')
  @HttpCode(200)
  @UseThrottler(ADMIN_SIGN_IN_THROTTLER)
  async setup(@Body() dto: SetupDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SignInAnswer> {
    this.refuseForeignOrigin(req);
    return this.answer(await this.auth.finishSetup(dto.token, dto.password, clientFacts(req)), res);
  }

  @Get('verify')
  @UseGuards(AdminAuthGuard)
  verify(@CurrentAdmin() admin: AdminPrincipal): { success: true; admin: AdminView } {
    return { success: true, admin: view(admin) };
  }

  /**
   * Ends the session the request names and clears the cookie. Signing out twice, or with a session that
   * already ended, still answers 200: the browser is signed out either way.
   */
  @Post('logout')
  @HttpCode(200)
  async logout(@Body() _body: EmptyBodyDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ success: true }> {
    const presented = presentedToken(req);
    if (presented?.via === 'cookie' && changesState(req) && !sameOrigin(req, this.config)) throw new DomainError('forbidden', FOREIGN_ORIGIN_MESSAGE);
    const admin = presented ? await this.auth.authenticate(presented.token) : null;
    if (admin) await this.auth.signOut(admin, clientFacts(req));
    clearSessionCookie(res, this.config);
    return { success: true };
  }

  /** A browser's request from another site (its Origin) is refused; API clients send none. */
  private refuseForeignOrigin(req: Request): void {
    if (req.headers.origin !== undefined && !sameOrigin(req, this.config)) throw new DomainError('forbidden', FOREIGN_ORIGIN_MESSAGE);
  }

  private answer(result: SignedIn | PendingStep, res: Response): SignInAnswer {
    if ('token' in result) return this.signedIn(result, res);
    return { success: false, mfaRequired: true, enrolRequired: result.enrolRequired, mfaToken: result.mfaToken, expiresAt: result.expiresAt.toISOString() };
  }

  private signedIn(result: SignedIn, res: Response): SignedInAnswer {
    setSessionCookie(res, result.token, result.expiresAt, this.config);
    return { success: true, token: result.token, admin: result.admin, ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}) };
  }
}
