// Writes .br and .gz beside every built asset where compression pays, so the server never compresses
// a hashed asset per request (it serves these bytes with Content-Length). Called by esbuild.config.mjs.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats; fonts and raster images are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.map', '.json', '.xml', '.txt', '.ico', '.html']);
/** A variant is written only when it saves at least this share of the bytes (and a few hundred bytes). */
const MIN_SAVING = 0.1;
const MIN_BYTES = 256;

/** @returns {{ files: number, br: number, gz: number }} what was written */
export function precompress(dir) {
  const written = { files: 0, br: 0, gz: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    written.files++;
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const gz = gzipSync(body, { level: 9 });
    const pays = (variant) => body.length - variant.length >= Math.max(body.length * MIN_SAVING, 64);
    if (pays(br)) writeFileSync(`${file}.br`, br), written.br++;
    if (pays(gz)) writeFileSync(`${file}.gz`, gz), written.gz++;
  }
  return written;
}
