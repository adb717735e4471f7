/** Index arithmetic of a carousel that wraps both ways. `count` must be positive. */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  return ((Math.trunc(index) % count) + count) % count;
}

export const nextIndex = (index: number, count: number): number => wrapIndex(index + 1, count);

export const previousIndex = (index: number, count: number): number => wrapIndex(index - 1, count);
