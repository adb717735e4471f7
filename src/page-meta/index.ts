// The studio's titles and descriptions of pages: its module and the service (docs/product.md#252-titles-and-descriptions-of-pages).
export { PageMetaModule } from './page-meta.module.js';
export { PageMetaService } from './page-meta.service.js';
