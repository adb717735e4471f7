import { apiRateLimit, isApiPath } from './api-gate.js';

describe('isApiPath', () => {
  it.each(['/api', '/api/', '/api/quotes', '/API', '/API/quotes', '/Api/cities', '/aPi/'])('%s is an API path', (path) => {
    expect(isApiPath(path)).toBe(true);
  });

  it.each(['/', '/apis', '/API-docs', '/about-us', '/assets/api/x', '//api/quotes'])('%s is not', (path) => {
    expect(isApiPath(path)).toBe(false);
  });
});

describe('apiRateLimit', () => {
  const storage = { increment: async () => ({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 }) };
  const run = (path: string) =>
    new Promise<{ cacheControl?: string }>((resolve) => {
      const headers = new Map<string, string>();
      const res = { headersSent: false, setHeader: (name: string, value: string) => headers.set(name, value) };
      apiRateLimit(storage as never, { limit: 300, ttlMs: 60_000 })({ path, ip: '127.0.0.1' } as never, res as never, () =>
        resolve({ cacheControl: headers.get('Cache-Control') }),
      );
    });

  it('marks every /api answer no-store before anything can answer, and leaves other paths alone', async () => {
    expect(await run('/api/quotes')).toEqual({ cacheControl: 'no-store' });
    expect(await run('/API/cities')).toEqual({ cacheControl: 'no-store' });
    expect(await run('/apia')).toEqual({ cacheControl: undefined });
    expect(await run('/')).toEqual({ cacheControl: undefined });
  });
});
