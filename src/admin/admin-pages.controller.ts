import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, ADMIN_ROBOTS, can, safeNextPath } from '../../core/admin.js';
import { ADMIN_ACCOUNT_PATH, ADMIN_ACCOUNTS_PATH, ADMIN_SETUP_PATH } from '../../core/admin-accounts.js';
import { encodeLocation } from '../render/page-path.js';
import { accountRow } from './account-row.js';
import { AdminAccounts } from './admin-accounts.js';
import { OwnAccount } from './own-account.js';
import { SetupLinks } from './setup-links.js';
import { ADMIN_PAGE_CACHE_CONTROL, AdminPages } from './admin-pages.js';

/** One `?next=` value, or null when absent, repeated or not a path on this site. */
const nextOf = (next: unknown): string | null => (typeof next === 'string' ? safeNextPath(next) : null);

/**
 * The sign-in page, the setup links, the account pages and /admin (docs/product.md#14-admin-area). The
 * desk's pages live in the leads feature.
 */
@SkipThrottle()
@Controller()
export class AdminPagesController {
  constructor(
    private readonly pages: AdminPages,
    private readonly own: OwnAccount,
    private readonly team: AdminAccounts,
    private readonly setupLinks: SetupLinks,
  ) {}

  /** The form; an admin already signed in goes straight on (303) to `next` or the dashboard. */
  @Get(ADMIN_LOGIN_PATH)
  async login(@Query('next') next: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const safeNext = nextOf(next);
    if (await this.pages.signedIn(req, res)) return redirect(res, 303, safeNext ?? ADMIN_HOME_PATH);
    await this.pages.send(req, res, { kind: 'login', next: safeNext });
  }

  /**
   * The form posted before its script was ready (it has method=post so the password never lands in a
   * URL): the body is not read; the browser is sent back to the form.
   */
  @Post(ADMIN_LOGIN_PATH)
  loginWithoutScript(@Query('next') next: unknown, @Res() res: Response): void {
    const safeNext = nextOf(next);
    redirect(res, 303, safeNext ? `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(safeNext)}` : ADMIN_LOGIN_PATH);
  }

  /** Your own account: password, sessions, two-factor. */
  @Get(ADMIN_ACCOUNT_PATH)
  account(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.pages.respond(req, res, async (admin, base) => ({ ...base, kind: 'account', account: await this.own.view(admin) }));
  }

  /** The team's accounts: admins only (a viewer gets the 403 card, and no link to it). */
  @Get(ADMIN_ACCOUNTS_PATH)
  accounts(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.pages.respond(req, res, async (admin, base) =>
      can(admin.role, 'accounts') ? { ...base, kind: 'accounts', accounts: (await this.team.list()).map(accountRow) } : { ...base, kind: 'forbidden', permission: 'accounts' },
    );
  }

  /**
   * A setup link: the password form for a live link, else one 410 page for a link used, expired or never
   * made. The token is in the path, so the page sends no Referer anywhere.
   */
  @Get(`${ADMIN_SETUP_PATH}/:token`)
  async setup(@Param('token') token: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    res.setHeader('Referrer-Policy', 'no-referrer');
    const found = await this.setupLinks.accountOf(token);
    await this.pages.send(req, res, found ? { kind: 'setup', username: found.username, token, expiresAt: found.expiresAt.toISOString(), timeZone: this.pages.timeZone } : { kind: 'setup-invalid' });
  }

  @Get('admin')
  home(@Res() res: Response): void {
    redirect(res, 302, ADMIN_HOME_PATH);
  }
}

function redirect(res: Response, status: 302 | 303, location: string): void {
  res.status(status).setHeader('Cache-Control', ADMIN_PAGE_CACHE_CONTROL);
  res.setHeader('X-Robots-Tag', ADMIN_ROBOTS);
  res.setHeader('Location', encodeLocation(location));
  res.end();
}
