/**
 * The blog's categories: slug (in URLs, /blog/<slug>, and in the API) and display name. A plain module
 * with no imports, shared by the server (front matter checks, the API, the feed) and the views (chips,
 * labels). See docs/product.md#20-blog.
 */
export const BLOG_CATEGORIES = [
  { slug: 'expedited-freight', name: 'Expedited Freight' },
  { slug: 'medical-transport', name: 'Medical Transport' },
  { slug: 'logistics-guide', name: 'Logistics Guide' },
  { slug: 'industry-insights', name: 'Industry Insights' },
  { slug: 'case-studies', name: 'Case Studies' },
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type BlogCategorySlug = BlogCategory['slug'];

export const BLOG_CATEGORY_SLUGS: readonly BlogCategorySlug[] = BLOG_CATEGORIES.map((c) => c.slug);

export function isBlogCategory(value: unknown): value is BlogCategorySlug {
  return typeof value === 'string' && (BLOG_CATEGORY_SLUGS as readonly string[]).includes(value);
}

/** "Expedited Freight" for "expedited-freight"; undefined for anything else. */
export function blogCategoryName(slug: string): string | undefined {
  return BLOG_CATEGORIES.find((c) => c.slug === slug)?.name;
}
