import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cachedPage, type CachedPage } from './page-cache.js';
import { sendPrepared } from './page-response.js';

export { sendPrepared };

// Answers made once and sent many times, outside the page cache: the JSON catalogs (GET /api/cities,
// GET /api/blog) and the generated artwork (city pictures, post covers). See
// docs/product.md#15-how-pages-and-assets-are-served.

export const JSON_TYPE = 'application/json; charset=utf-8';
export const SVG_TYPE = 'image/svg+xml';

/**
 * Catalogs change only with a deploy or a seed: browsers may keep them 5 minutes and serve them stale while
 * they revalidate. Private, like every /api answer: shared caches (a CDN) keep the API out
 * (docs/product.md#24-operations).
 */
export const CATALOG_CACHE_CONTROL = 'private, max-age=300, stale-while-revalidate=86400';
/** Artwork requested with its current version (?v=): the URL changes when the picture does. */
export const ARTWORK_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Artwork requested without (or with an old) version: a day, then revalidate. */
export const ARTWORK_UNVERSIONED = 'public, max-age=86400';

/** Generated artwork is drawn at the size social networks show (Open Graph's 1.91:1). */
export const ARTWORK_WIDTH = 1200;
export const ARTWORK_HEIGHT = 630;

/** A short version of the artwork's bytes, put in its URL (?v=) so the URL can be cached for good. */
export function artworkVersion(svg: string): string {
  return createHash('sha1').update(svg).digest('base64url').slice(0, 10);
}

/** An SVG prepared once: its bytes in three encodings and the version its URL carries. */
export interface PreparedArtwork {
  document: CachedPage;
  version: string;
}

/**
 * The prepared answers made from one reading of a feature's rows (a catalog): JSON documents and artwork,
 * each made and compressed on first use and kept as long as the catalog, which is dropped with the rows.
 */
export class PreparedCatalog {
  private readonly documents = new Map<string, Promise<CachedPage>>();
  private readonly artworks = new Map<string, Promise<PreparedArtwork>>();

  /** The JSON of `body()` under `key`, identity, gzip and br, each with its ETag. */
  json(key: string, body: () => unknown | Promise<unknown>): Promise<CachedPage> {
    let document = this.documents.get(key);
    if (!document) {
      document = Promise.resolve(body()).then((value) => cachedPage(200, JSON.stringify(value), JSON_TYPE));
      this.documents.set(key, document);
    }
    return document;
  }

  /** The SVG drawn by `svg()` under `key`, with its version. */
  artwork(key: string, svg: () => string): Promise<PreparedArtwork> {
    let artwork = this.artworks.get(key);
    if (!artwork) {
      const text = svg();
      artwork = cachedPage(200, text, SVG_TYPE).then((document) => ({ document, version: artworkVersion(text) }));
      this.artworks.set(key, artwork);
    }
    return artwork;
  }
}

/** The artwork's answer: cacheable for good when asked for with its current version, else for a day. */
export function sendArtwork(req: IncomingMessage, res: ServerResponse, artwork: PreparedArtwork, requestedVersion: unknown): void {
  sendPrepared(req, res, artwork.document, requestedVersion === artwork.version ? ARTWORK_IMMUTABLE : ARTWORK_UNVERSIONED);
}
