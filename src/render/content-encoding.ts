import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

const SERVER_PREFERENCE: Encoding[] = ['br', 'gzip', 'identity'];

/** Codings offered to negotiator, best first; x-gzip is gzip under its old name (RFC 9110 8.4.1.3). */
const OFFERED = ['br', 'gzip', 'x-gzip', 'identity'] as const;
type Offered = (typeof OFFERED)[number];
const ALIAS: Partial<Record<Offered, Encoding>> = { 'x-gzip': 'gzip' };
const offerFor = (available: readonly Encoding[]): Offered[] => OFFERED.filter((coding) => available.includes(ALIAS[coding] ?? (coding as Encoding)));
const DEFAULT_OFFER = offerFor(SERVER_PREFERENCE);

/** negotiator's encoding() breaks ties between equal q-values by `preferred`; @types/negotiator leaves it out. */
type EncodingNegotiator = { encoding(available: Offered[], options: { preferred: Offered[] }): Offered | undefined };

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 12.5.3), chosen by negotiator: the
 * acceptable coding with the highest q-value, brotli first among equals. `*` stands for codings not named;
 * identity is acceptable unless refused by `identity;q=0` (or `*;q=0` without naming it). No header at
 * all, or nothing acceptable, means identity.
 */
export function negotiateEncoding(header: string | undefined, available: readonly Encoding[] = SERVER_PREFERENCE): Encoding {
  if (!header) return 'identity';
  const offered = available === SERVER_PREFERENCE ? DEFAULT_OFFER : offerFor(available);
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as EncodingNegotiator;
  const chosen = negotiator.encoding(offered, { preferred: offered });
  return chosen ? (ALIAS[chosen] ?? (chosen as Encoding)) : 'identity';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed once, for bytes served many times (cached pages): the best brotli and gzip levels. Runs in
 * libuv's thread pool, so the event loop keeps answering while a page is compressed.
 */
export async function compressForCache(body: Buffer): Promise<Record<Exclude<Encoding, 'identity'>, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/**
 * Compressed for one answer only (a page that is not cached): the fastest levels that still pay (on the
 * 70 KB home page, brotli 2 takes about 0.3 ms for 81% off, where brotli 11 takes 200 ms for 85%).
 * Synchronous on purpose: for a fraction of a millisecond, Node's async zlib (a stream through the thread
 * pool) measured 2.5x slower under load than doing the work in place.
 */
export function compressOnce(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  if (encoding === 'gzip') return gzipSync(body, { level: 3 });
  return body;
}
