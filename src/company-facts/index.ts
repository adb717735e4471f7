// The company facts: the module and the service the content audit reads the unconfirmed facts from (docs/product.md#253-company-facts).
export { CompanyFactsModule } from './company-facts.module.js';
export { CompanyFactsService } from './company-facts.service.js';
