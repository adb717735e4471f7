import { nextIndex, previousIndex, wrapIndex } from './carousel-index.js';

describe('carousel index', () => {
  it('moves forward and wraps from the last slide to the first', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(3, 5)).toBe(4);
    expect(nextIndex(4, 5)).toBe(0);
  });

  it('moves back and wraps from the first slide to the last', () => {
    expect(previousIndex(4, 5)).toBe(3);
    expect(previousIndex(0, 5)).toBe(4);
  });

  it('brings any index into range, and a single slide stays put', () => {
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it('rejects an empty carousel', () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
  });
});
