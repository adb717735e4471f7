import { Reloadable } from './reloadable.js';

describe('Reloadable', () => {
  it('reads once until invalidated', async () => {
    let reads = 0;
    const value = new Reloadable(async () => ++reads);
    expect(await value.get()).toBe(1);
    expect(await value.get()).toBe(1);
    value.invalidate();
    expect(await value.get()).toBe(2);
  });

  it('does not keep a failed read, and tells a replaced value from the current one', async () => {
    let reads = 0;
    const value = new Reloadable(async () => {
      reads += 1;
      if (reads === 1) throw new Error('database down');
      return reads;
    });
    await expect(value.get()).rejects.toThrow('database down');
    const second = value.get();
    expect(await second).toBe(2);
    expect(value.isCurrent(second)).toBe(true);
    value.invalidate();
    expect(value.isCurrent(second)).toBe(false);
  });
});
