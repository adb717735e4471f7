import type { AppConfig } from '../config/app-config.js';
import type { SiteSettings } from '../../core/render-contract.js';
import { telHref } from '../../core/tel-href.js';

export { telHref };

export function siteSettings(config: AppConfig): SiteSettings {
  return {
    brandName: config.BRAND_NAME,
    phone: config.PUBLIC_PHONE,
    phoneHref: telHref(config.PUBLIC_PHONE),
    email: config.PUBLIC_EMAIL,
    origin: config.SITE_ORIGIN,
    hq: { street: config.HQ_STREET, city: config.HQ_CITY, region: config.HQ_REGION, postalCode: config.HQ_POSTAL_CODE },
    socialUrl: config.SOCIAL_URL,
    analyticsId: config.ANALYTICS_ID,
  };
}
