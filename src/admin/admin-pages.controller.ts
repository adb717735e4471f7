import { Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, ADMIN_ROBOTS, safeNextPath } from '../../core/admin.js';
import { encodeLocation } from '../render/page-path.js';
import { ADMIN_PAGE_CACHE_CONTROL, AdminPages } from './admin-pages.js';

/** One `?next=` value, or null when absent, repeated or not a path on this site. */
const nextOf = (next: unknown): string | null => (typeof next === 'string' ? safeNextPath(next) : null);

/** The sign-in page and /admin (docs/product.md#14-admin-area). The desk's pages live in the leads feature. */
@SkipThrottle()
@Controller()
export class AdminPagesController {
  constructor(private readonly pages: AdminPages) {}

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
