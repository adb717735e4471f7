// The studio's titles and descriptions of pages: its module, the service and the index of defaults (docs/product.md#252-titles-and-descriptions-of-pages).
export { PageMetaModule } from './page-meta.module.js';
export { PageMetaService } from './page-meta.service.js';
export { PageDefaultsIndex } from './page-defaults-index.js';
