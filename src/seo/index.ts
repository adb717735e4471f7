// What the seo feature offers the others: its module and the sitemap registry it exports.
export { SeoModule } from './seo.module.js';
export { SitemapRegistry } from './sitemap.js';
