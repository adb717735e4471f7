import type { AppConfig } from '../config/app-config.js';
import type { SiteSettings } from '../../core/render-contract.js';

/** tel: URI for a US display number: "(800) 555-0199" -> "tel:+18005550199". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

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
