import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { PageFamily } from '../../core/content-audit.js';
import { POSTS_TOPIC } from '../blog/index.js';
import { readPage } from '../content-audit/index.js';
import { ContentChanges } from '../database/content-changes.js';
import { CITIES_TOPIC } from '../locations/index.js';
import { RenderService } from '../render/render.service.js';
import { SitemapRegistry } from '../seo/index.js';

/** What a sitemap page says by itself, read from its rendered head without any override. */
export interface PageDefaults {
  family: PageFamily;
  title: string;
  description: string;
}

/**
 * The index of defaults (docs/product.md#252-titles-and-descriptions-of-pages): every sitemap page's own title
 * and description, rendered once without overrides and read the way the optimizer reads a page. It is made on
 * first use, and made again in the background when posts or cities change; until then the old one answers.
 */
@Injectable()
export class PageDefaultsIndex implements OnModuleInit {
  private readonly logger = new Logger('PageMeta');
  private defaults?: Map<string, PageDefaults>;
  private building?: Promise<Map<string, PageDefaults>>;
  private generation = 0;
  /** How long the last index took to make, and the part of it spent reading the heads (logged). */
  lastBuild: { ms: number; readingMs: number } | null = null;

  constructor(
    private readonly changes: ContentChanges,
    private readonly renderer: RenderService,
    private readonly sitemap: SitemapRegistry,
  ) {}

  onModuleInit(): void {
    this.changes.subscribe(POSTS_TOPIC, () => this.defaultsChanged());
    this.changes.subscribe(CITIES_TOPIC, () => this.defaultsChanged());
  }

  /** Makes the index now (the first question would otherwise wait for it); answers how long it took. */
  async warm(): Promise<{ pages: number; ms: number; readingMs: number }> {
    const index = await this.all();
    return { pages: index.size, ...(this.lastBuild ?? { ms: 0, readingMs: 0 }) };
  }

  /** Every sitemap page's defaults, by path (made now if no index is made or being made). */
  all(): Promise<Map<string, PageDefaults>> {
    if (this.defaults) return Promise.resolve(this.defaults);
    return this.building ?? this.rebuild();
  }

  /** Posts or cities changed: their pages' own titles may have too; an index already made is made again. */
  private defaultsChanged(): void {
    if (!this.defaults && !this.building) return;
    void this.rebuild().catch((error: unknown) => this.logger.error({ err: error instanceof Error ? error.message : String(error) }, 'the index of page titles could not be made'));
  }

  /** Makes the index anew; a newer rebuild started meanwhile wins. Until it is done, the old one answers. */
  private rebuild(): Promise<Map<string, PageDefaults>> {
    const generation = ++this.generation;
    const building = this.build().then(
      (index) => {
        if (generation === this.generation) {
          this.defaults = index;
          this.building = undefined;
        }
        return index;
      },
      (error: unknown) => {
        if (generation === this.generation) this.building = undefined;
        throw error;
      },
    );
    this.building = building;
    return building;
  }

  /**
   * Every sitemap page rendered without overrides, its head read as the optimizer reads a page (only the
   * head: the title and the description live there, and the body is most of the parsing).
   */
  private async build(): Promise<Map<string, PageDefaults>> {
    const started = performance.now();
    let readingMs = 0;
    const index = new Map<string, PageDefaults>();
    for (const { path } of await this.sitemap.entries()) {
      const rendered = await this.renderer.renderWith(path, { pageMeta: async () => null });
      if (rendered.status === 200) {
        const reading = performance.now();
        const headEnd = rendered.html.indexOf('</head>');
        const facts = readPage(headEnd < 0 ? rendered.html : rendered.html.slice(0, headEnd + '</head>'.length));
        readingMs += performance.now() - reading;
        index.set(path, { family: this.renderer.pageFamily(path), title: facts.title ?? '', description: facts.description?.trim() ?? '' });
      }
      // Rendering and parsing are synchronous work: let visitors' requests in between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.lastBuild = { ms: Math.round(performance.now() - started), readingMs: Math.round(readingMs) };
    this.logger.log({ pages: index.size, ...this.lastBuild }, 'index of page titles made');
    return index;
  }
}
