import { Injectable, type OnModuleInit } from '@nestjs/common';
import { absoluteUrl } from '../../core/metadata.js';
import { cachedPage, PageCache, type CachedPage } from '../render/page-cache.js';
import { RenderService } from '../render/render.service.js';
import { SITEMAP_PATH } from '../render/site-paths.js';
import { SitemapRegistry, sitemapXml } from './sitemap.js';

/** Crawler files: robots.txt, the sitemap (fed by providers), the favicon. */
@Injectable()
export class SeoService implements OnModuleInit {
  constructor(
    private readonly renderer: RenderService,
    private readonly sitemap: SitemapRegistry,
    private readonly cache: PageCache,
  ) {}

  /** The pages whose content is code (dated by the build), and the pages of data rows (dated by their rows). */
  onModuleInit(): void {
    const lastmod = this.renderer.assets.builtAt?.slice(0, 10);
    this.sitemap.register({ name: 'pages', entries: () => this.renderer.sitemapPaths().map((path) => ({ path, lastmod })) });
    this.sitemap.register({ name: 'data pages', entries: () => this.renderer.sitemapEntries() });
  }

  robotsTxt(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /content-optimizer',
      '',
      `Sitemap: ${absoluteUrl(this.renderer.settings.origin, SITEMAP_PATH)}`,
      '',
    ].join('\n');
  }

  /**
   * The sitemap, prepared once (identity, gzip, br) and kept in the page cache, so the fast path answers
   * it until a provider's owner drops it with PageCache.invalidate('/sitemap.xml').
   */
  async sitemapDocument(): Promise<CachedPage> {
    const cached = this.cache.get(SITEMAP_PATH);
    if (cached) return cached;
    const xml = sitemapXml(this.renderer.settings.origin, await this.sitemap.entries());
    const document = await cachedPage(200, xml, 'application/xml; charset=utf-8');
    this.cache.set(SITEMAP_PATH, document);
    return document;
  }

  /** Built path of the favicon, served at the conventional /favicon.ico. */
  faviconFile(): string | undefined {
    return this.renderer.assets.images['favicon.ico'];
  }
}
