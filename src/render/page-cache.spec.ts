import { gunzipSync } from 'node:zlib';
import type { AppConfig } from '../config/app-config.js';
import { cachedPage, PageCache, type CachedPage } from './page-cache.js';

const cache = (maxBytes: number) => new PageCache({ PAGE_CACHE_MAX_BYTES: maxBytes } as AppConfig);
/** A page of `bytes` bytes in all (identity, gzip and br together), as the cache counts them. */
const page = (bytes: number, { gzip = 0, br = 0 } = {}): CachedPage => {
  const variant = (size: number) => ({ body: Buffer.alloc(size), etag: '"x"' });
  return {
    status: 200,
    type: 'text/html; charset=utf-8',
    variants: { identity: variant(bytes - gzip - br), gzip: variant(gzip), br: variant(br) },
    bytes,
  };
};

describe('PageCache', () => {
  it('keeps pages within its byte budget, dropping the least recently used first', () => {
    const c = cache(100);
    c.set('/a', page(40));
    c.set('/b', page(40));
    c.get('/a'); // /b is now the least recently used
    c.set('/c', page(40));
    expect(c.get('/b')).toBeUndefined();
    expect(c.get('/a')).toBeDefined();
    expect(c.get('/c')).toBeDefined();
    expect(c.stats).toEqual({ entries: 2, bytes: 80, maxBytes: 100 });
  });

  it('counts the lookups that found a page as hits, and the misses it is told of', () => {
    const c = cache(100);
    expect(c.get('/a')).toBeUndefined();
    c.set('/a', page(40));
    c.get('/a');
    c.get('/a');
    c.countMiss();
    expect(c.counts).toEqual({ hits: 2, misses: 1 });
  });

  it('replaces a path without counting it twice, and refuses a page larger than the budget', () => {
    const c = cache(100);
    c.set('/a', page(60));
    c.set('/a', page(70));
    expect(c.stats.bytes).toBe(70);
    expect(c.set('/huge', page(101))).toBe(false);
    expect(c.get('/huge')).toBeUndefined();
    expect(c.get('/a')).toBeDefined();
  });

  it('invalidates a path and everything below it, and nothing else', () => {
    const c = cache(1000);
    for (const path of ['/blog', '/blog/a', '/blog/b/c', '/blogger', '/locations/dallas-tx-expedite', '/']) c.set(path, page(10));
    expect(c.invalidate('/blog')).toBe(3);
    expect(c.get('/blog')).toBeUndefined();
    expect(c.get('/blog/b/c')).toBeUndefined();
    expect(c.get('/blogger')).toBeDefined();
    expect(c.invalidate('/')).toBe(1);
    expect(c.get('/blogger')).toBeDefined();
    c.set('/', page(10));
    expect(c.invalidate('/locations/')).toBe(1);
    expect(c.invalidate('/locations/dallas-tx-expedite')).toBe(0);
    expect(c.stats).toEqual({ entries: 2, bytes: 20, maxBytes: 1000 });
    c.clear();
    expect(c.stats.entries).toBe(0);
    expect(c.stats.bytes).toBe(0);
  });

  it('drops exactly one path, nothing below it', () => {
    const c = cache(1000);
    for (const path of ['/locations', '/locations/texas', '/locations-x']) c.set(path, page(10));
    expect(c.drop('/locations')).toBe(true);
    expect(c.drop('/locations')).toBe(false);
    expect([c.get('/locations/texas'), c.get('/locations-x')].every(Boolean)).toBe(true);
  });

  it('drops a page with the aliases that serve it, and no other alias or page', () => {
    const c = cache(1000);
    for (const path of ['/contact-us', '/contact', '/quote', '/about-us', '/about']) c.set(path, page(10));
    const aliases = [
      { path: '/contact', canonicalPath: '/contact-us' },
      { path: '/quote', canonicalPath: '/contact-us' },
      { path: '/about', canonicalPath: '/about-us' },
    ];
    expect(c.dropPage('/contact-us', aliases)).toBe(3);
    expect(['/contact-us', '/contact', '/quote'].map((path) => c.get(path))).toEqual([undefined, undefined, undefined]);
    expect([c.get('/about-us'), c.get('/about')].every(Boolean)).toBe(true);
    expect(c.dropPage('/contact-us', aliases)).toBe(0);
  });

  it('drops by what a page read: every page that read it, whatever its path, and no other', () => {
    const c = cache(1000);
    c.set('/', { ...page(10), reads: ['posts', 'companyFacts'] });
    c.set('/case-studies', { ...page(10), reads: ['pageMeta', 'companyFacts'] });
    c.set('/about-us', { ...page(10), reads: ['pageMeta'] });
    c.set('/sitemap.xml', page(10));
    expect(c.dropReading('companyFacts')).toBe(2);
    expect([c.get('/'), c.get('/case-studies')]).toEqual([undefined, undefined]);
    expect([c.get('/about-us'), c.get('/sitemap.xml')].every(Boolean)).toBe(true);
    expect(c.dropReading('companyFacts')).toBe(0);
    expect(c.stats).toEqual({ entries: 2, bytes: 20, maxBytes: 1000 });
  });

  it('changes its generation with every drop, dropReading, invalidate and clear, never with a store', () => {
    const c = cache(1000);
    const seen = [c.generation];
    c.set('/a', page(10));
    seen.push(c.generation);
    c.drop('/a');
    seen.push(c.generation);
    c.dropReading('posts');
    seen.push(c.generation);
    c.invalidate('/b');
    seen.push(c.generation);
    c.clear();
    seen.push(c.generation);
    expect(new Set(seen).size).toBe(5);
    expect(seen[0]).toBe(seen[1]);
  });

  it('counts the identity, gzip and br bytes of each page against its budget', () => {
    const c = cache(100);
    c.set('/a', page(60, { gzip: 20, br: 10 }));
    expect(c.stats).toEqual({ entries: 1, bytes: 60, maxBytes: 100 });
    c.set('/b', page(40, { gzip: 15, br: 10 }));
    expect(c.stats).toEqual({ entries: 2, bytes: 100, maxBytes: 100 });
    // One byte over: the least recently used page goes.
    c.set('/c', page(1));
    expect(c.get('/a')).toBeUndefined();
    expect(c.stats).toEqual({ entries: 2, bytes: 41, maxBytes: 100 });
  });

  it('stores a page exactly as large as the budget; a larger one is refused and drops the path it would replace', () => {
    const c = cache(100);
    expect(c.set('/a', page(100, { gzip: 30, br: 20 }))).toBe(true);
    expect(c.stats).toEqual({ entries: 1, bytes: 100, maxBytes: 100 });
    c.set('/b', page(10));
    expect(c.get('/a')).toBeUndefined();
    expect(c.set('/b', page(101, { gzip: 1, br: 1 }))).toBe(false);
    expect(c.get('/b')).toBeUndefined();
    expect(c.stats).toEqual({ entries: 0, bytes: 0, maxBytes: 100 });
  });

  it('is off with a budget of 0', () => {
    const c = cache(0);
    expect(c.enabled).toBe(false);
    expect(c.set('/', page(1))).toBe(false);
  });

  it('stores nothing when off', () => {
    const c = cache(0);
    c.set('/', page(1));
    expect(c.get('/')).toBeUndefined();
    expect(c.stats).toEqual({ entries: 0, bytes: 0, maxBytes: 0 });
  });
});

describe('cachedPage', () => {
  it('holds identity, gzip and br bytes with one ETag per variant', async () => {
    const html = `<!DOCTYPE html><main>${'Same-day freight. '.repeat(200)}</main>`;
    const p = await cachedPage(200, html);
    expect(p.variants.identity.body.toString()).toBe(html);
    expect(gunzipSync(p.variants.gzip.body).toString()).toBe(html);
    const etags = new Set(Object.values(p.variants).map((v) => v.etag));
    expect(etags.size).toBe(3);
    expect(p.bytes).toBe(p.variants.identity.body.length + p.variants.gzip.body.length + p.variants.br.body.length);
  });
});
