import { TITLE_LENGTH } from './meta-lengths.js';
import type { SiteSettings } from './render-contract.js';

export const KEYWORDS_MAX_LENGTH = 500;

/** What a page declares about itself; buildMetadata turns it into head tags. */
export interface MetaInput {
  /** Page title without the brand (at most TITLE_LENGTH.max characters); the brand is appended when the whole still fits. */
  title: string;
  /** The title is the whole `<title>` as it is (one set in the studio): no brand is appended. */
  wholeTitle?: boolean;
  description: string;
  /** Path of the canonical URL, e.g. "/hot-shot-trucking" (query and hash are dropped). */
  path: string;
  noindex?: boolean;
  keywords?: readonly string[];
  type?: 'website' | 'article';
  image?: { url: string; alt: string; width?: number; height?: number };
  article?: { publishedTime: string; modifiedTime?: string };
  jsonLd?: readonly Record<string, unknown>[];
}

export interface PageMetadata {
  title: string;
  description: string;
  /** Absent on a noindex page (not found, an error): it is no page of its own to point search engines at. */
  canonical?: string;
  robots: string;
  keywords?: string;
  /** <meta property=...> pairs for Open Graph, in order. */
  openGraph: readonly [property: string, content: string][];
  /** <meta name=...> pairs for Twitter cards, in order. */
  twitter: readonly [name: string, content: string][];
  jsonLd: readonly Record<string, unknown>[];
}

/** Absolute URL for a site path: no query, no hash, no trailing slash except the root. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  let clean = path.split(/[?#]/)[0] || '/';
  if (!clean.startsWith('/')) clean = `/${clean}`;
  clean = clean.replace(/\/{2,}/g, '/');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  return `${origin.replace(/\/+$/, '')}${clean}`;
}

/** Joins keywords with ", " and keeps whole keywords only, within the 500-character cap (docs/product.md#10-search-metadata-and-structured-data). */
export function keywordsContent(keywords: readonly string[], max = KEYWORDS_MAX_LENGTH): string {
  let out = '';
  const seen = new Set<string>();
  for (const raw of keywords) {
    const word = raw.trim().replace(/\s+/g, ' ');
    if (!word || seen.has(word.toLowerCase())) continue;
    const next = out ? `${out}, ${word}` : word;
    if (next.length > max) {
      if (!out) return word.slice(0, max);
      break;
    }
    seen.add(word.toLowerCase());
    out = next;
  }
  return out;
}

/** "<title> | <brand>" when that fits in TITLE_LENGTH.max characters and the brand is not already named, else the title alone. */
export function brandedTitle(title: string, brandName: string): string {
  if (title.includes(brandName)) return title;
  const branded = `${title} | ${brandName}`;
  return branded.length <= TITLE_LENGTH.max ? branded : title;
}

/** The one metadata builder: every page's head is made here from its MetaInput. */
export function buildMetadata(input: MetaInput, site: SiteSettings): PageMetadata {
  const title = input.wholeTitle ? input.title : brandedTitle(input.title, site.brandName);
  const canonical = input.noindex ? undefined : absoluteUrl(site.origin, input.path);
  const robots = input.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large';
  const image = input.image ? { ...input.image, url: absoluteUrl(site.origin, input.image.url) } : undefined;
  const type = input.type ?? 'website';

  const openGraph: [string, string][] = [
    ['og:type', type],
    ['og:site_name', site.brandName],
    ['og:title', title],
    ['og:description', input.description],
    ...(canonical ? [['og:url', canonical] as [string, string]] : []),
    ['og:locale', 'en_US'],
  ];
  if (image) {
    openGraph.push(['og:image', image.url], ['og:image:alt', image.alt]);
    if (image.width && image.height) {
      openGraph.push(['og:image:width', String(image.width)], ['og:image:height', String(image.height)]);
    }
  }
  if (type === 'article' && input.article) {
    openGraph.push(['article:published_time', input.article.publishedTime]);
    if (input.article.modifiedTime) openGraph.push(['article:modified_time', input.article.modifiedTime]);
  }

  const twitter: [string, string][] = [
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', input.description],
  ];
  if (image) twitter.push(['twitter:image', image.url], ['twitter:image:alt', image.alt]);

  const keywords = input.keywords?.length ? keywordsContent(input.keywords) : undefined;
  return { title, description: input.description, canonical, robots, keywords, openGraph, twitter, jsonLd: input.jsonLd ?? [] };
}
