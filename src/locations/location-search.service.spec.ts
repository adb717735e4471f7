import { jest } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Geocoder } from './geocoder.js';
import { LocationSearchService, SEARCH_CACHE_ENTRIES, SEARCH_CACHE_TTL_MS } from './location-search.service.js';

/** A database that answers every search with one place named after the key, counting round trips. */
function fakeDatabase() {
  const searched: string[] = [];
  let failNext = false;
  const tx = {
    execute: async (sql: string, params?: string[]) => {
      if (!params) return [];
      if (failNext) {
        failNext = false;
        throw new Error('connection lost');
      }
      searched.push(params[0]!);
      return [{ label: `Place ${params[0]}` }];
    },
  };
  const em = { fork: () => ({ transactional: (work: (t: typeof tx) => Promise<unknown>) => work(tx) }) };
  return { em: em as unknown as EntityManager, searched, failOnce: () => (failNext = true) };
}

const localOnly = { enabled: false, search: async () => [] } as unknown as Geocoder;

describe('LocationSearchService answer cache', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks the database once for a burst of the same query and for repeats', async () => {
    const db = fakeDatabase();
    const service = new LocationSearchService(db.em, localOnly);
    const answers = await Promise.all([service.suggest('dal'), service.suggest('DAL'), service.suggest(' dal ')]);
    expect(await service.suggest('dal')).toEqual(answers[0]);
    expect(db.searched).toEqual(['dal']);
  });

  it('keeps an answer for SEARCH_CACHE_TTL_MS from when it was stored, then asks again', async () => {
    // lru-cache reads its clock from performance.now() (and re-reads it after a 1 ms timer): both follow the fake clock.
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['performance'] });
    jest.spyOn(performance, 'now').mockImplementation(() => Date.now());
    const db = fakeDatabase();
    const service = new LocationSearchService(db.em, localOnly);
    await service.suggest('dal');
    jest.advanceTimersByTime(SEARCH_CACHE_TTL_MS - 1000);
    await service.suggest('dal'); // a hit does not extend the time limit
    expect(db.searched).toEqual(['dal']);
    jest.advanceTimersByTime(2000);
    await service.suggest('dal');
    expect(db.searched).toEqual(['dal', 'dal']);
  });

  it('keeps at most SEARCH_CACHE_ENTRIES queries, the least recently used out first', async () => {
    const db = fakeDatabase();
    const service = new LocationSearchService(db.em, localOnly);
    const key = (i: number) => `q${String(i).padStart(5, '0')}`;
    for (let i = 0; i < SEARCH_CACHE_ENTRIES; i++) await service.suggest(key(i));
    await service.suggest(key(0)); // now the most recently used
    await service.suggest(key(SEARCH_CACHE_ENTRIES)); // pushes out key(1)
    db.searched.length = 0;
    await service.suggest(key(0));
    await service.suggest(key(2));
    expect(db.searched).toEqual([]);
    await service.suggest(key(1));
    expect(db.searched).toEqual([key(1)]);
  });

  it('does not keep a failed read, and forgets everything on clearCache()', async () => {
    const db = fakeDatabase();
    const service = new LocationSearchService(db.em, localOnly);
    db.failOnce();
    await expect(service.suggest('dal')).rejects.toThrow('connection lost');
    await service.suggest('dal');
    await service.suggest('dal');
    expect(db.searched).toEqual(['dal']);
    service.clearCache();
    await service.suggest('dal');
    expect(db.searched).toEqual(['dal', 'dal']);
  });
});
