import { Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AdminPageData, SignedInPage } from '../../core/admin-pages.js';
import { ADMIN_ROBOTS } from '../../core/admin.js';
import { loggableError } from '../common/global-exception.filter.js';
import { loggablePath } from '../logging/loggable-path.js';
import { AppConfig } from '../config/app-config.js';
import { isDatabaseUnavailable } from '../database/database-errors.js';
import { sendFreshPage } from '../render/page-response.js';
import { RenderService } from '../render/render.service.js';
import { AdminAuth, type AdminPrincipal } from './admin-auth.js';
import { clearSessionCookie, presentedToken } from './admin-credentials.js';

/** Every admin page, whatever its status: one person's data, never stored by a browser or a proxy. */
export const ADMIN_PAGE_CACHE_CONTROL = 'no-store';

/** What a signed-in page's data is built from: who asks, the desk's zone, and the moment. */
export type PageBuilder = (admin: AdminPrincipal, base: SignedInPage) => Promise<AdminPageData>;

/**
 * Answers the admin area's pages (docs/product.md#14-admin-area): reads the session cookie, answers the
 * access-denied card (401) without one, else renders the page the caller builds for the signed-in admin.
 * Every answer is no-store and noindex and bypasses the page cache: it is rendered for this request only.
 */
@Injectable()
export class AdminPages {
  private readonly logger = new Logger('AdminPages');

  constructor(
    private readonly auth: AdminAuth,
    private readonly renderer: RenderService,
    private readonly config: AppConfig,
  ) {}

  /**
   * The admin the request's cookie (or bearer token) names, or null. A cookie whose session has ended is
   * cleared, so the browser stops sending it.
   */
  async signedIn(req: Request, res: Response): Promise<AdminPrincipal | null> {
    const presented = presentedToken(req);
    if (!presented) return null;
    const admin = await this.auth.authenticate(presented.token);
    if (!admin && presented.via === 'cookie') clearSessionCookie(res, this.config);
    return admin;
  }

  /** The zone every back-office page writes times in (DESK_TIME_ZONE), signed in or not. */
  get timeZone(): string {
    return this.config.DESK_TIME_ZONE;
  }

  /** A page behind the sign-in: the denied card for a visitor without a session, else the built page. */
  async respond(req: Request, res: Response, build: PageBuilder): Promise<void> {
    const path = req.path;
    try {
      const admin = await this.signedIn(req, res);
      if (!admin) {
        const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
        return await this.send(req, res, { kind: 'denied', next: `${path}${query}` });
      }
      const base: SignedInPage = { admin: { username: admin.username, role: admin.role }, timeZone: this.timeZone, now: new Date().toISOString() };
      await this.send(req, res, await build(admin, base));
    } catch (error) {
      await this.fail(req, res, error);
    }
  }

  /** Renders and sends an admin page, uncached (no-store, X-Robots-Tag as its robots meta). */
  async send(req: Request, res: Response, page: AdminPageData): Promise<void> {
    const rendered = await this.renderer.renderAdminPage(req.path, page);
    res.setHeader('X-Robots-Tag', ADMIN_ROBOTS);
    sendFreshPage(req, res, rendered, ADMIN_PAGE_CACHE_CONTROL);
  }

  /** The site's error page (500, or 503 while the database is away), still no-store and noindex. */
  private async fail(req: Request, res: Response, error: unknown): Promise<void> {
    const status = isDatabaseUnavailable(error) ? 503 : 500;
    const requestId = typeof (req as { id?: unknown }).id === 'string' ? ((req as { id?: unknown }).id as string) : undefined;
    this.logger.error({ err: loggableError(error), requestId, path: loggablePath(req.path), status }, 'Admin page failed');
    if (res.headersSent) return void res.end();
    if (status === 503) res.setHeader('Retry-After', '30');
    res.setHeader('X-Robots-Tag', ADMIN_ROBOTS);
    sendFreshPage(req, res, await this.renderer.renderError(status, req.path, requestId), ADMIN_PAGE_CACHE_CONTROL);
  }
}

