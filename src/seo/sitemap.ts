import { Injectable } from '@nestjs/common';
import { escapeMarkup } from '../../core/escape-markup.js';

/** One URL of the sitemap: a site path and when its content last changed (ISO 8601 date or date-time). */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * A source of sitemap URLs. Feature modules whose pages come from rows (cities, posts) register one that
 * reads the database, and drop '/sitemap.xml' from the page cache when those rows change.
 */
export interface SitemapProvider {
  readonly name: string;
  entries(): SitemapEntry[] | Promise<SitemapEntry[]>;
}

/** Every provider's entries, one URL each (the first provider to name a path wins), in path order. */
@Injectable()
export class SitemapRegistry {
  private readonly providers: SitemapProvider[] = [];

  register(provider: SitemapProvider): void {
    if (this.providers.some((p) => p.name === provider.name)) throw new Error(`sitemap provider "${provider.name}" registered twice`);
    this.providers.push(provider);
  }

  async entries(): Promise<SitemapEntry[]> {
    const lists = await Promise.all(this.providers.map((provider) => provider.entries()));
    const byPath = new Map<string, SitemapEntry>();
    for (const entry of lists.flat()) if (!byPath.has(entry.path)) byPath.set(entry.path, entry);
    return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
  }
}

/** The sitemaps.org XML for entries, with absolute URLs on `origin`. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeMarkup(new URL(path, `${origin}/`).href)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
