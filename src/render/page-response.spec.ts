import { pageCacheControl } from './page-response.js';

const config = (shared: number, stale: number) => ({ PAGE_SHARED_MAX_AGE_SECONDS: shared, PAGE_STALE_WHILE_REVALIDATE_SECONDS: stale });

describe('pageCacheControl', () => {
  it('lets shared caches keep a page s-maxage seconds and serve it stale while they refresh, browsers none', () => {
    expect(pageCacheControl(config(60, 300))).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(pageCacheControl(config(86400, 604800))).toBe('public, max-age=0, s-maxage=86400, stale-while-revalidate=604800');
  });

  it('leaves stale-while-revalidate out when it is 0', () => {
    expect(pageCacheControl(config(60, 0))).toBe('public, max-age=0, s-maxage=60');
  });

  it('with a shared max age of 0, has every cache check with the server on every use', () => {
    expect(pageCacheControl(config(0, 300))).toBe('public, max-age=0, must-revalidate');
    expect(pageCacheControl(config(0, 0))).toBe('public, max-age=0, must-revalidate');
  });
});
