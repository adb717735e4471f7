import type { SiteSettings } from '../../../core/render-contract.js';
import { localBusiness, organization, type JsonLd } from '../../../core/structured-data.js';
import { businessRating } from '../../content/home.js';

/** JSON-LD for the home page: the organization and its 24/7 business listing. All URLs are absolute. */
export function homeStructuredData(site: SiteSettings, images: { logo?: string; image?: string }): JsonLd[] {
  return [organization(site, images.logo), localBusiness(site, businessRating, images)];
}
