import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../config/app-config.js';
import { compressForCache, type Encoding } from './content-encoding.js';
import type { PageRead } from './page-reads.js';
import type { PageAliasView } from '../../core/render-contract.js';

export interface PageVariant {
  body: Buffer;
  /** Strong ETag of these very bytes (each encoding has its own). */
  etag: string;
}

/** A rendered page (or another prepared document, such as the sitemap) as identity, gzip and br bytes. */
export interface CachedPage {
  status: number;
  /** Content-Type of the bytes: HTML for pages. */
  type: string;
  variants: Record<Encoding, PageVariant>;
  /** All variants' bytes: what the page costs the cache's budget. */
  bytes: number;
  /** What the page read through the page-data port while it rendered (none for other documents). */
  reads?: readonly PageRead[];
}

const etagOf = (body: Buffer, suffix: string) => `"${createHash('sha1').update(body).digest('base64url')}${suffix}"`;

export const HTML_TYPE = 'text/html; charset=utf-8';

/** Builds the cached form of a rendered page: three encodings, each with its ETag. */
export async function cachedPage(status: number, text: string, type: string = HTML_TYPE): Promise<CachedPage> {
  const identity = Buffer.from(text, 'utf8');
  const { br, gzip } = await compressForCache(identity);
  return {
    status,
    type,
    variants: {
      identity: { body: identity, etag: etagOf(identity, '') },
      gzip: { body: gzip, etag: etagOf(identity, '-gz') },
      br: { body: br, etag: etagOf(identity, '-br') },
    },
    bytes: identity.length + gzip.length + br.length,
  };
}

/** What a page costs the cache's budget: its identity, gzip and br bytes (at least 1, as lru-cache requires). */
const pageSize = (page: CachedPage): number =>
  Math.max(1, page.variants.identity.body.length + page.variants.gzip.body.length + page.variants.br.body.length);

/**
 * Rendered pages by path, bounded by bytes (PAGE_CACHE_MAX_BYTES; 0 turns it off), least recently used
 * first out (an lru-cache `LRUCache` with `maxSize`). Pages whose content comes from rows (cities, posts)
 * drop out through invalidate() when those rows change. See docs/product.md#2-pages-and-routes.
 */
@Injectable()
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  readonly maxBytes: number;
  /** Requests answered from the cache, and pages rendered because it did not hold them (for /metrics). */
  private hits = 0;
  private misses = 0;
  /** Bumped by every drop, dropReading, invalidate and clear (see generation). */
  private changes = 0;

  constructor(config: AppConfig) {
    this.maxBytes = config.PAGE_CACHE_MAX_BYTES;
    // lru-cache needs a positive maxSize; with 0 the cache is off and set() stores nothing.
    this.pages = new LRUCache({ maxSize: Math.max(1, this.maxBytes), sizeCalculation: pageSize });
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** The prepared bytes for a path; each one found is an answer from the cache, counted as a hit. */
  get(path: string): CachedPage | undefined {
    const page = this.pages.get(path);
    if (page) this.hits++;
    return page;
  }

  /**
   * Counts a page rendered for a request because the cache did not hold it (RenderService calls it once
   * per render, so a burst of requests for one cold page counts once). Lookups that find nothing are not
   * misses by themselves: the fast path looks up every path, pages or not.
   */
  countMiss(): void {
    this.misses++;
  }

  /** Hits and misses since the start (docs/product.md#24-operations). */
  get counts(): { hits: number; misses: number } {
    return { hits: this.hits, misses: this.misses };
  }

  /**
   * Changes with every drop, dropReading, invalidate and clear. A renderer notes it before reading a page's data and
   * stores the page only if it has not changed since: a page made from rows read before a change, and
   * finished after the change dropped its path, would otherwise stay in the cache stale.
   */
  get generation(): number {
    return this.changes;
  }

  /** Stores a page, evicting the least recently used ones to stay in budget; false if it cannot fit. */
  set(path: string, page: CachedPage): boolean {
    if (!this.enabled || pageSize(page) > this.maxBytes) {
      this.pages.delete(path);
      return false;
    }
    this.pages.set(path, page);
    return true;
  }

  /**
   * Drops a path and every path below it ("/blog" drops "/blog" and "/blog/..."; "/blog/" only what is
   * below); "/" drops the home page alone (clear() drops everything). Returns how many were dropped.
   */
  invalidate(pathOrPrefix: string): number {
    this.changes++;
    const below = pathOrPrefix === '/' ? undefined : pathOrPrefix.endsWith('/') ? pathOrPrefix : `${pathOrPrefix}/`;
    let dropped = 0;
    for (const path of [...this.pages.keys()]) {
      if (path === pathOrPrefix || (below !== undefined && path.startsWith(below))) {
        this.pages.delete(path);
        dropped++;
      }
    }
    return dropped;
  }

  /** Drops every page that read `read` while it rendered (its rows changed); returns how many were dropped. */
  dropReading(read: PageRead): number {
    this.changes++;
    let dropped = 0;
    for (const [path, page] of [...this.pages.entries()]) {
      if (page.reads?.includes(read)) {
        this.pages.delete(path);
        dropped++;
      }
    }
    return dropped;
  }

  /** Drops exactly this path, nothing below it (one page whose title changed); whether it was held. */
  drop(path: string): boolean {
    this.changes++;
    return this.pages.delete(path);
  }

  /**
   * Drops one page and the aliases that serve it (of `aliases`, RenderService.pageAliases()): its head or
   * content changed, and every path that answers with it must render it again. Returns how many were held.
   */
  dropPage(path: string, aliases: readonly PageAliasView[]): number {
    const paths = [path, ...aliases.filter((alias) => alias.canonicalPath === path).map((alias) => alias.path)];
    return paths.filter((each) => this.drop(each)).length;
  }

  clear(): void {
    this.changes++;
    this.pages.clear();
  }

  get stats(): { entries: number; bytes: number; maxBytes: number } {
    return { entries: this.pages.size, bytes: this.pages.calculatedSize, maxBytes: this.maxBytes };
  }
}
