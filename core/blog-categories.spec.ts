import { BLOG_CATEGORIES, blogCategoryName, isBlogCategory } from './blog-categories.js';

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
