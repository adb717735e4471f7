import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import type { AssetManifest, SiteSettings, ViewsBundle } from './render-contract.js';
import { siteSettings } from './site-settings.js';

export interface PageResponse {
  status: number;
  html: string;
  etag: string;
}

const CACHE_LIMIT = 500;

/**
 * Renders pages through the server views bundle built by esbuild (dist/ssr/server.js). Pages depend only
 * on their path and the configuration, so successful renders are cached by path with a strong ETag.
 */
@Injectable()
export class RenderService implements OnModuleInit {
  private readonly logger = new Logger(RenderService.name);
  private bundle?: ViewsBundle;
  private manifest?: AssetManifest;
  private readonly site: SiteSettings;
  private readonly cache = new Map<string, PageResponse>();

  constructor(config: AppConfig) {
    this.site = siteSettings(config);
  }

  async onModuleInit(): Promise<void> {
    const dist = resolve('dist');
    try {
      this.manifest = JSON.parse(await readFile(resolve(dist, 'manifest.json'), 'utf8')) as AssetManifest;
      this.bundle = (await import(pathToFileURL(resolve(dist, 'ssr', 'server.js')).href)) as ViewsBundle;
    } catch (error) {
      throw new Error(`The views are not built (${String(error)}). Run "npm run build" first.`);
    }
    this.logger.log(`views loaded, client entry ${this.manifest.entry}`);
  }

  get assets(): AssetManifest {
    if (!this.manifest) throw new Error('RenderService used before init');
    return this.manifest;
  }

  get settings(): SiteSettings {
    return this.site;
  }

  async render(url: string): Promise<PageResponse> {
    if (!this.bundle || !this.manifest) throw new Error('RenderService used before init');
    const path = url.split('?')[0] ?? '/';
    const cached = this.cache.get(path);
    if (cached) return cached;
    const page = await this.bundle.renderPage({ url, site: this.site, assets: this.manifest });
    const etag = `"${createHash('sha1').update(page.html).digest('base64url')}"`;
    const response = { status: page.status, html: page.html, etag };
    if (page.status === 200) {
      if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(path, response);
    }
    return response;
  }

  /** Paths of indexable pages without parameters, for the sitemap. */
  sitemapPaths(): string[] {
    if (!this.bundle) throw new Error('RenderService used before init');
    return this.bundle.sitemapPaths();
  }
}
