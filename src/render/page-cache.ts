import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { compressForCache, type Encoding } from './content-encoding.js';

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

/**
 * Rendered pages by path, bounded by bytes (PAGE_CACHE_MAX_BYTES; 0 turns it off), least recently used
 * first out. Pages whose content comes from rows (cities, posts) drop out through invalidate() when
 * those rows change. See docs/product.md#2-pages-and-routes.
 */
@Injectable()
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private total = 0;
  readonly maxBytes: number;

  constructor(config: AppConfig) {
    this.maxBytes = config.PAGE_CACHE_MAX_BYTES;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get(path: string): CachedPage | undefined {
    const page = this.pages.get(path);
    if (page) {
      // Most recently used last: Map keeps insertion order.
      this.pages.delete(path);
      this.pages.set(path, page);
    }
    return page;
  }

  /** Stores a page, evicting the least recently used ones to stay in budget; false if it cannot fit. */
  set(path: string, page: CachedPage): boolean {
    this.delete(path);
    if (page.bytes > this.maxBytes) return false;
    while (this.total + page.bytes > this.maxBytes) this.delete(this.pages.keys().next().value!);
    this.pages.set(path, page);
    this.total += page.bytes;
    return true;
  }

  /**
   * Drops a path and every path below it ("/blog" drops "/blog" and "/blog/..."; "/blog/" only what is
   * below); "/" drops the home page alone (clear() drops everything). Returns how many were dropped.
   */
  invalidate(pathOrPrefix: string): number {
    const below = pathOrPrefix === '/' ? undefined : pathOrPrefix.endsWith('/') ? pathOrPrefix : `${pathOrPrefix}/`;
    let dropped = 0;
    for (const path of [...this.pages.keys()]) {
      if (path === pathOrPrefix || (below !== undefined && path.startsWith(below))) {
        this.delete(path);
        dropped++;
      }
    }
    return dropped;
  }

  clear(): void {
    this.pages.clear();
    this.total = 0;
  }

  get stats(): { entries: number; bytes: number; maxBytes: number } {
    return { entries: this.pages.size, bytes: this.total, maxBytes: this.maxBytes };
  }

  private delete(path: string): void {
    const page = this.pages.get(path);
    if (!page) return;
    this.pages.delete(path);
    this.total -= page.bytes;
  }
}
