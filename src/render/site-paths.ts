/**
 * The sitemap is prepared by the seo feature and kept in the page cache; a feature whose rows change
 * (cities, posts) drops it by this path, so the next request prepares it again.
 */
export const SITEMAP_PATH = '/sitemap.xml';
