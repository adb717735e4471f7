import { newestFirst } from './post-order.js';

describe('newestFirst', () => {
  it('orders by publication, newest first, then by slug', () => {
    const posts = [
      { slug: 'b', publishedAt: '2025-01-01T00:00:00.000Z' },
      { slug: 'c', publishedAt: '2026-01-01T00:00:00.000Z' },
      { slug: 'a', publishedAt: '2025-01-01T00:00:00.000Z' },
    ];
    expect([...posts].sort(newestFirst).map((p) => p.slug)).toEqual(['c', 'a', 'b']);
  });
});
