import { BLOG_CATEGORIES, blogCategoryName, isBlogCategory } from './blog-categories.js';
import { newestFirst } from './post-order.js';

describe('blog categories', () => {
  it('are the five chips of the blog list, each with its display name', () => {
    expect(BLOG_CATEGORIES.map((c) => c.slug)).toEqual(['expedited-freight', 'medical-transport', 'logistics-guide', 'industry-insights', 'case-studies']);
    expect(blogCategoryName('expedited-freight')).toBe('Expedited Freight');
    expect(blogCategoryName('case-studies')).toBe('Case Studies');
    expect(blogCategoryName('all')).toBeUndefined();
    expect(isBlogCategory('medical-transport')).toBe(true);
    expect(isBlogCategory('Medical-Transport')).toBe(false);
    expect(isBlogCategory(['medical-transport'])).toBe(false);
  });
});

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
