import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FOREIGN_ORIGIN_MESSAGE, type AdminView } from '../../core/admin.js';
import { DomainError } from '../common/domain-error.js';
import { EmptyBodyDto } from '../common/empty-body.dto.js';
import { ADMIN_SIGN_IN_THROTTLER, UseThrottler } from '../common/throttling.js';
import { AppConfig } from '../config/app-config.js';
import { AdminAuthGuard, CurrentAdmin } from './admin-auth.guard.js';
import { AdminAuth, type AdminPrincipal } from './admin-auth.js';
import { changesState, clearSessionCookie, clientFacts, presentedToken, sameOrigin, setSessionCookie } from './admin-credentials.js';
import { SignInDto } from './dto/sign-in.dto.js';

const view = ({ username, role }: AdminPrincipal | AdminView): AdminView => ({ username, role });

/** Sign-in, the session check and sign-out (docs/product.md#14-admin-area). */
@Controller('api/admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AdminAuth,
    private readonly config: AppConfig,
  ) {}

  /**
   * 200 with the token (for API clients) and the HttpOnly session cookie (for the admin pages, whose
   * script never sees the token). A browser's sign-in from another site is refused (login CSRF).
   */
  @Post('login')
  @HttpCode(200)
  @UseThrottler(ADMIN_SIGN_IN_THROTTLER)
  async login(@Body() dto: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ success: true; token: string; admin: AdminView }> {
    if (req.headers.origin !== undefined && !sameOrigin(req, this.config)) throw new DomainError('forbidden', FOREIGN_ORIGIN_MESSAGE);
    const signedIn = await this.auth.signIn(dto.username, dto.password, clientFacts(req));
    setSessionCookie(res, signedIn.token, signedIn.expiresAt, this.config);
    return { success: true, token: signedIn.token, admin: signedIn.admin };
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
}
