import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { negotiateEncoding, type Encoding } from './content-encoding.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** Hashed names never change content: a year, immutable. */
/** Where the build writes the hashed assets served at /assets/. */
export const ASSETS_DIR = resolve('dist', 'public', 'assets');

export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface Asset {
  type: string;
  /** identity always; br and gzip where the build wrote them (it does where they pay). */
  variants: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  available: Encoding[];
}

/**
 * The built assets (dist/public/assets, hashed names) held in memory with the .br and .gz files the
 * build wrote beside them, served with Content-Length and never compressed per request.
 */
export class AssetStore {
  private constructor(private readonly files: Map<string, Asset>) {}

  /** Reads every file under `dir`, to be served under `prefix` ("/assets/"). An absent folder is empty. */
  static load(dir: string, prefix: string): AssetStore {
    const files = new Map<string, Asset>();
    if (!existsSync(dir)) return new AssetStore(files);
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = join(entry.parentPath, entry.name);
      const type = TYPES[extname(entry.name)];
      if (!type) continue; // .br / .gz siblings and unknown kinds are not URLs of their own
      const variants: Asset['variants'] = { identity: readFileSync(file) };
      if (existsSync(`${file}.br`)) variants.br = readFileSync(`${file}.br`);
      if (existsSync(`${file}.gz`)) variants.gzip = readFileSync(`${file}.gz`);
      const url = prefix + relative(dir, file).split(sep).join('/');
      files.set(url, { type, variants, available: (['br', 'gzip', 'identity'] as const).filter((e) => variants[e]) });
    }
    return new AssetStore(files);
  }

  get(urlPath: string): Asset | undefined {
    return this.files.get(urlPath);
  }

  get size(): number {
    return this.files.size;
  }
}

export function sendAsset(req: IncomingMessage, res: ServerResponse, asset: Asset): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding'], asset.available);
  const body = asset.variants[encoding] ?? asset.variants.identity;
  res.statusCode = 200;
  res.setHeader('Content-Type', asset.type);
  res.setHeader('Cache-Control', ASSET_CACHE_CONTROL);
  // The studio's preview is a sandboxed frame without an origin of its own (docs/product.md#25-content-studio):
  // its stylesheet and fonts come from here, which the site-wide same-origin CORP and a font's CORS load
  // would refuse. The files are public and named by their hash, so any origin may read them.
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (asset.available.length > 1) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
