import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressForCache, compressOnce, negotiateEncoding } from './content-encoding.js';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=abc, gzip', 'gzip'],
    ['gzip;q=0.001', 'gzip'],
  ])('%j -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('answers identity when the client refuses everything the server has', () => {
    expect(negotiateEncoding('identity;q=0')).toBe('identity');
    expect(negotiateEncoding('*;q=0')).toBe('identity');
    expect(negotiateEncoding('deflate, identity;q=0')).toBe('identity');
  });

  it('reads the header as RFC 9110 writes it: spaces around ";", x-gzip as gzip', () => {
    expect(negotiateEncoding('br ; q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip ;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('x-gzip;q=0.9, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('x-gzip', ['br', 'identity'])).toBe('identity');
  });

  it('only picks what is available', () => {
    expect(negotiateEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(negotiateEncoding('br', ['identity'])).toBe('identity');
  });
});

describe('compression', () => {
  const html = Buffer.from(`<!DOCTYPE html>${'<p>Hand-carry, next flight out, hot shot.</p>'.repeat(500)}`);

  it('makes brotli and gzip variants that decompress to the same bytes, much smaller', async () => {
    const { br, gzip } = await compressForCache(html);
    expect(brotliDecompressSync(br)).toEqual(html);
    expect(gunzipSync(gzip)).toEqual(html);
    expect(br.length).toBeLessThan(html.length / 10);
  });

  it('compresses one answer at fast levels', async () => {
    expect(brotliDecompressSync(compressOnce(html, 'br'))).toEqual(html);
    expect(gunzipSync(compressOnce(html, 'gzip'))).toEqual(html);
    expect(compressOnce(html, 'identity')).toBe(html);
  });
});
