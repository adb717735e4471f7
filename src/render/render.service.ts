import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { cachedPage, PageCache, type CachedPage } from './page-cache.js';
import { PageData } from './page-data.js';
import { recordingReads, type PageRead } from './page-reads.js';
import type { AdminPageData } from '../../core/admin-pages.js';
import type { PageFamily } from '../../core/content-audit.js';
import type { LeadFormPostView } from '../../core/lead-form-post.js';
import type { AssetManifest, PageAliasView, PageDataPort, RenderedPage, SiteSettings, SitemapEntryView } from '../../core/render-contract.js';
import { isDatabaseUnavailable } from '../database/database-errors.js';
import { siteSettings } from './site-settings.js';
import { VIEWS, type Views } from './views-bundle.js';

/**
 * Only canonical page paths (lower-case slugs) enter the cache: other spellings (percent-escapes) are
 * rendered for their one answer, so that no one can fill or flush the cache with variants of a page.
 */
const CACHEABLE_PATH = /^\/[a-z0-9\-/]*$/;

/** A page ready to send: from the cache (all encodings made), or rendered for this answer only. */
export type PageAnswer = { cached: true; page: CachedPage } | { cached: false; page: RenderedPage };

/**
 * Renders pages through the server views bundle. A page that renders with 200 enters the page cache (by
 * path: pages depend only on their path, the configuration and, later, rows that invalidate them) as
 * identity, gzip and br bytes made once; other statuses are rendered for each request.
 */
@Injectable()
export class RenderService {
  private readonly logger = new Logger(RenderService.name);
  private readonly site: SiteSettings;
  /** Renders under way by path, so a burst of requests for a cold page renders and compresses it once. */
  private readonly inFlight = new Map<string, Promise<PageAnswer>>();

  constructor(
    config: AppConfig,
    @Inject(VIEWS) private readonly views: Views,
    private readonly cache: PageCache,
    private readonly data: PageData,
  ) {
    this.site = siteSettings(config);
    this.logger.log(`views loaded, client entry ${views.assets.entry}`);
  }

  get assets(): AssetManifest {
    return this.views.assets;
  }

  get settings(): SiteSettings {
    return this.site;
  }

  /** The answer for a page URL (path and query); the query never changes what is rendered. */
  async page(url: string): Promise<PageAnswer> {
    const path = url.split('?')[0] ?? '/';
    const cached = this.cache.get(path);
    if (cached) return { cached: true, page: cached };
    const running = this.inFlight.get(path);
    if (running) return running;
    const answer = this.renderForCache(path, url).finally(() => this.inFlight.delete(path));
    this.inFlight.set(path, answer);
    return answer;
  }

  /** The site's error page (500, or 503 while the database is unavailable), never cached. */
  renderError(status: 500 | 503, path: string, requestId: string | undefined): Promise<RenderedPage> {
    return this.views.bundle.renderErrorPage({ status, path, requestId, site: this.site, assets: this.views.assets });
  }

  /**
   * An admin page, rendered for its one answer: it shows one person's session and the desk's rows, so it
   * never enters the page cache (the admin feature sends it no-store).
   */
  renderAdminPage(path: string, page: AdminPageData): Promise<RenderedPage> {
    return this.views.bundle.renderAdminPage({ path, page, site: this.site, assets: this.views.assets });
  }

  /** Whether the views have a page of their own for a path (not the not-found page). */
  isPagePath(path: string): boolean {
    return this.views.bundle.isPagePath(path);
  }

  /** The pattern of the page route a path matches ("/locations/:citySlug"), undefined for no page. */
  pageRoute(path: string): string | undefined {
    return this.views.bundle.pageRoute(path);
  }

  /**
   * A page rendered as a visitor would get it, for the content optimizer: straight through the views,
   * so the page cache is neither read nor filled (docs/product.md#23-content-optimizer).
   */
  renderUncached(url: string): Promise<RenderedPage> {
    return this.views.bundle.renderPage({ url, site: this.site, assets: this.views.assets, data: this.data });
  }

  /**
   * A page as it would render if the page data answered as `override` says (the studio's preview of a
   * draft): straight through the views, never cached. `override` replaces calls of the page-data port.
   */
  renderWith(url: string, override: Partial<PageDataPort>): Promise<RenderedPage> {
    const data: PageDataPort = {
      cities: () => this.data.cities(),
      city: (urlPath) => this.data.city(urlPath),
      posts: (category) => this.data.posts(category),
      post: (slug) => this.data.post(slug),
      formerPost: (slug) => this.data.formerPost(slug),
      pageMeta: (path) => this.data.pageMeta(path),
      companyFacts: (kind) => this.data.companyFacts(kind),
      ...override,
    };
    return this.views.bundle.renderPage({ url, site: this.site, assets: this.views.assets, data });
  }

  /**
   * A lead form's page answering a refused post (docs/product.md#45-forms-without-javascript): the values and
   * messages in the form, never cached. It renders while the database is away (a 503 keeps the visitor's
   * values too): what the page would read from it is left out.
   */
  renderFormAnswer(path: string, form: LeadFormPostView): Promise<RenderedPage> {
    const spare = <T>(read: Promise<T>, instead: T): Promise<T> =>
      read.catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) return instead;
        throw error;
      });
    const data: PageDataPort = {
      cities: () => spare(this.data.cities(), []),
      city: (urlPath) => spare(this.data.city(urlPath), null),
      posts: (category) => spare(this.data.posts(category), []),
      post: (slug) => spare(this.data.post(slug), null),
      formerPost: (slug) => spare(this.data.formerPost(slug), null),
      pageMeta: (path) => spare(this.data.pageMeta(path), null),
      companyFacts: (kind) => spare(this.data.companyFacts(kind), []),
    };
    return this.views.bundle.renderPage({ url: path, site: this.site, assets: this.views.assets, data, form });
  }

  /** The second paths of pages, each with its canonical path. */
  pageAliases(): PageAliasView[] {
    return this.views.bundle.pageAliases();
  }

  /** The family the content optimizer files the page at a path under. */
  pageFamily(path: string): PageFamily {
    return this.views.bundle.pageFamily(path);
  }

  /** Paths of indexable pages without parameters, for the sitemap. */
  sitemapPaths(): string[] {
    return this.views.bundle.sitemapPaths();
  }

  /** Indexable pages of routes with parameters (cities, posts), read through the page-data port. */
  sitemapEntries(): Promise<SitemapEntryView[]> {
    return this.views.bundle.sitemapEntries(this.data);
  }

  private async renderForCache(path: string, url: string): Promise<PageAnswer> {
    const generation = this.cache.generation;
    const reads = new Set<PageRead>();
    const rendered = await this.views.bundle.renderPage({ url, site: this.site, assets: this.views.assets, data: recordingReads(this.data, reads) });
    // A page (not a not-found or redirect answer) that had to be rendered: a page cache miss.
    if (rendered.status === 200) this.cache.countMiss();
    if (rendered.status !== 200 || !this.cache.enabled || !CACHEABLE_PATH.test(path)) return { cached: false, page: rendered };
    // Kept with what it read, so a change of those rows drops it (PageCache.dropReading).
    const page = { ...(await cachedPage(rendered.status, rendered.html)), reads: [...reads] };
    // Something was dropped while this page was being made from what the data said before: answer it, keep it not.
    if (this.cache.generation !== generation) return { cached: false, page: rendered };
    this.cache.set(path, page);
    return { cached: true, page };
  }
}
