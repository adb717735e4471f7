import { jest } from '@jest/globals';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { SWEEP_INTERVAL_MS, SlidingWindowStorage } from './throttler-storage.js';

describe('SlidingWindowStorage', () => {
  let clock = 0;
  const storage = () => new SlidingWindowStorage(() => clock);

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('blocks the hit past the limit for the block duration, then counts again from that hit', async () => {
    const s = storage();
    const hit = () => s.increment('ip', 60_000, 3, 30_000, 'default');
    for (const n of [1, 2, 3]) expect(await hit()).toEqual({ totalHits: n, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    expect(await hit()).toEqual({ totalHits: 4, timeToExpire: 60, isBlocked: true, timeToBlockExpire: 30 });
    clock += 10_500;
    // Hits while blocked are not counted.
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 20 });
    clock += 19_500;
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('lets each hit count for ttl only: a slot frees up when the oldest hit expires', async () => {
    const s = storage();
    const hit = () => s.increment('ip', 1_000, 2, 1_000, 'default');
    await hit();
    clock += 600;
    expect(await hit()).toMatchObject({ totalHits: 2, isBlocked: false, timeToExpire: 1 });
    clock += 400; // the first hit expires now
    expect(await hit()).toMatchObject({ totalHits: 2, isBlocked: false });
    expect(await hit()).toMatchObject({ totalHits: 3, isBlocked: true });
  });

  it('keeps clients and throttlers apart', async () => {
    const s = storage();
    expect(await s.increment('a', 60_000, 1, 60_000, 'default')).toMatchObject({ isBlocked: false });
    expect(await s.increment('a', 60_000, 1, 60_000, 'default')).toMatchObject({ isBlocked: true });
    expect(await s.increment('b', 60_000, 1, 60_000, 'default')).toMatchObject({ isBlocked: false });
    expect(await s.increment('a', 60_000, 1, 60_000, 'quote')).toMatchObject({ isBlocked: false });
  });

  it('without a block duration refuses hits at the limit, without counting them, until one expires', async () => {
    const s = storage();
    const hit = () => s.increment('ip', 5_000, 2, 0, 'default');
    await hit();
    clock += 1_000;
    await hit();
    expect(await hit()).toEqual({ totalHits: 3, timeToExpire: 4, isBlocked: true, timeToBlockExpire: 4 });
    clock += 4_000;
    expect(await hit()).toMatchObject({ totalHits: 2, isBlocked: false });
  });

  it('forgets idle clients, at most once a minute, on a later request', async () => {
    const s = storage();
    await s.increment('a', 1_000, 5, 1_000, 'default');
    await s.increment('b', 120_000, 5, 1_000, 'default');
    expect(s.size).toBe(2);
    clock += SWEEP_INTERVAL_MS;
    await s.increment('c', 1_000, 5, 1_000, 'default');
    expect(s.size).toBe(2); // a is gone; b still has a live hit; c is new
  });

  it('counts a window of 200,000 hits right as its oldest hits expire (the array is compacted as it goes)', async () => {
    const s = storage();
    const ttl = 100_000;
    for (let i = 0; i < 200_000; i++) {
      clock += 1;
      const r = await s.increment('ip', ttl, 1e9, ttl, 'default');
      if (r.totalHits !== Math.min(i + 1, ttl)) throw new Error(`hit ${i}: ${r.totalHits} counted`);
    }
  });

  it('answers like the library storage it replaces, on random traffic', async () => {
    jest.useFakeTimers({ now: clock });
    try {
      const ours = new SlidingWindowStorage(() => Date.now());
      const library = new ThrottlerStorageService();
      let seed = 7;
      const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
      const throttlers = [
        { name: 'default', ttl: 2_000, limit: 5, block: 2_000 },
        { name: 'quote', ttl: 3_000, limit: 2, block: 5_000 },
        { name: 'open', ttl: 1_500, limit: 3, block: 0 },
      ];
      for (let i = 0; i < 5_000; i++) {
        jest.setSystemTime(Date.now() + Math.floor(random() * 400));
        const t = throttlers[Math.floor(random() * throttlers.length)]!;
        // Real keys name their throttler (the guard hashes it in; the API gate prefixes it).
        const key = `${t.name}-client-${Math.floor(random() * 3)}`;
        const a = await ours.increment(key, t.ttl, t.limit, t.block, t.name);
        const b = await library.increment(key, t.ttl, t.limit, t.block, t.name);
        expect({ step: i, totalHits: a.totalHits, isBlocked: a.isBlocked }).toEqual({ step: i, totalHits: b.totalHits, isBlocked: b.isBlocked });
        if (b.isBlocked) expect(a.timeToBlockExpire).toBe(b.timeToBlockExpire);
      }
      library.onApplicationShutdown();
    } finally {
      jest.useRealTimers();
    }
  });
});
