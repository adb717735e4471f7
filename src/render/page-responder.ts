import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import { loggableError } from '../common/global-exception.filter.js';
import { AppConfig } from '../config/app-config.js';
import { isDatabaseUnavailable } from '../database/database-errors.js';
import { decidePagePath, encodeLocation, type PathDecision } from './page-path.js';
import { pageCacheControl, sendCachedPage, sendFreshPage } from './page-response.js';
import { RenderService } from './render.service.js';

/** Rendered for paths that can never be pages (empty segments, backslashes): the site's 404 page. */
const NOT_FOUND_URL = '/404';

/** The request id assigned before routing (pino-http's type allows numbers too). */
type PageRequest = IncomingMessage & { id?: unknown };

/** The last resort when even the error page cannot render: still HTML, still noindex, still a way to call. */
function bareErrorPage(phone: string, phoneHref: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily unavailable</title></head><body><h1>We are having trouble showing this page</h1><p>Please try again in a moment, or call dispatch at <a href="${phoneHref}">${phone}</a>, 24/7.</p><p><a href="/">Return home</a></p></body></html>`;
}

/**
 * Answers a page request (GET or HEAD of anything that is not an API path or an asset): the trailing-slash
 * redirect, the rendered page (from the page cache or rendered now) in the encoding the client accepts,
 * or the HTML error page when rendering fails. Plain node:http types, so the fast path can call it for
 * page routes without going through Nest's router, and PageController for everything else.
 */
@Injectable()
export class PageResponder {
  private readonly logger = new Logger('Pages');
  /**
   * Every public page's Cache-Control, worked out once: cached and fresh 200 pages, and 404 pages too, which
   * are the same for every visitor, so that a shared cache also absorbs floods of invented URLs (a page
   * that appears is then seen within the same times as one that changes).
   */
  readonly cacheControl: string;

  constructor(
    private readonly renderer: RenderService,
    config: AppConfig,
  ) {
    this.cacheControl = pageCacheControl(config);
  }

  /** A path the views answer with a page of their own (not the not-found page): the fast path may render it. */
  isPageRoute(path: string): boolean {
    return decidePagePath(path).kind === 'page' && this.renderer.isPagePath(path);
  }

  /**
   * The name request metrics give an answer from the fast path: the page route's pattern, so that every
   * city is "/locations/:citySlug"; a prepared document that is no page (the sitemap, the feed) keeps
   * its own path, of which the page cache holds only a few.
   */
  routeLabel(path: string): string {
    return this.renderer.pageRoute(path) ?? path;
  }

  /**
   * decidePagePath, plus one rule of the page registry: a page's path in other letter case ("/About-Us")
   * is sent to the lowercase page rather than answered twice (docs/product.md#9-redirects-and-paths).
   */
  private decide(path: string, query: string): PathDecision {
    const decision = decidePagePath(path, query);
    if (decision.kind === 'not_found') return decision;
    const target = decision.kind === 'redirect' ? decision.location.slice(0, decision.location.length - query.length) : path;
    const lower = target.toLowerCase();
    if (lower !== target && !this.renderer.isPagePath(target) && this.renderer.isPagePath(lower)) {
      return { kind: 'redirect', location: `${lower}${query}` };
    }
    return decision;
  }

  async respond(req: PageRequest, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const requestId = typeof req.id === 'string' ? req.id : undefined;
    const queryStart = url.indexOf('?');
    const path = queryStart >= 0 ? url.slice(0, queryStart) : url;
    const query = queryStart >= 0 ? url.slice(queryStart) : '';
    const decision = this.decide(path, query);
    if (decision.kind === 'redirect') return this.redirect(res, decision.location);
    const started = performance.now();
    try {
      const answer = await this.renderer.page(decision.kind === 'page' ? url : NOT_FOUND_URL);
      if (!answer.cached && answer.page.location !== undefined) return this.redirect(res, answer.page.location, query);
      if (answer.cached) sendCachedPage(req, res, answer.page, this.cacheControl);
      else sendFreshPage(req, res, answer.page, this.cacheControl);
      this.logger.log({ requestId, path, status: res.statusCode, ms: Math.round(performance.now() - started) }, 'page rendered');
    } catch (error) {
      await this.sendErrorPage(req, res, path, requestId, error);
    }
  }

  /**
   * A 301 to a site path. The target must be one "/" followed by a path character, so that neither a
   * decision here nor a page's data can send a visitor to another site; anything else is a 404.
   */
  private redirect(res: ServerResponse, location: string, query = ''): void {
    if (!/^\/(?:[^/\\]|$)/.test(location)) {
      this.logger.error({ location }, 'Refused a redirect that does not stay on the site');
      res.statusCode = 404;
      res.end();
      return;
    }
    res.statusCode = 301;
    // The path and query arrive raw: what the header carries is percent-encoded.
    res.setHeader('Location', encodeLocation(`${location}${query}`));
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.end();
  }

  private async sendErrorPage(req: PageRequest, res: ServerResponse, path: string, requestId: string | undefined, error: unknown): Promise<void> {
    const status = isDatabaseUnavailable(error) ? 503 : 500;
    this.logger.error({ err: loggableError(error), requestId, path, status }, 'Page failed to render');
    if (res.headersSent) return void res.end();
    if (status === 503) res.setHeader('Retry-After', '30');
    try {
      sendFreshPage(req, res, await this.renderer.renderError(status, path, requestId), 'no-store');
    } catch (secondError) {
      this.logger.error({ err: loggableError(secondError), requestId }, 'Error page failed to render');
      const { phone, phoneHref } = this.renderer.settings;
      sendFreshPage(req, res, { status, html: bareErrorPage(phone, phoneHref) }, 'no-store');
    }
  }
}
