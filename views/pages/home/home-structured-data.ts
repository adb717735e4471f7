import { absoluteUrl } from '../../../src/render/metadata.js';
import type { SiteSettings } from '../../../src/render/render-contract.js';
import { businessRating } from '../../content/home.js';

/** JSON-LD for the home page: the organization and its 24/7 business listing. All URLs are absolute. */
export function homeStructuredData(site: SiteSettings, images: { logo?: string; image?: string }): Record<string, unknown>[] {
  const url = absoluteUrl(site.origin, '/');
  const organizationId = `${url}#organization`;
  const logo = images.logo ? absoluteUrl(site.origin, images.logo) : undefined;
  const image = images.image ? absoluteUrl(site.origin, images.image) : undefined;
  const address = {
    '@type': 'PostalAddress',
    streetAddress: site.hq.street || undefined,
    addressLocality: site.hq.city,
    addressRegion: site.hq.region,
    postalCode: site.hq.postalCode || undefined,
    addressCountry: 'US',
  };

  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: site.brandName,
      url,
      logo,
      telephone: site.phone,
      email: site.email,
      address,
      sameAs: [site.socialUrl],
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'dispatch',
        telephone: site.phone,
        email: site.email,
        areaServed: 'US',
        availableLanguage: 'English',
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${url}#business`,
      name: site.brandName,
      url,
      image: image ?? logo,
      logo,
      telephone: site.phone,
      email: site.email,
      address,
      areaServed: 'US',
      openingHours: 'Mo-Su 00:00-23:59',
      priceRange: '$$',
      parentOrganization: { '@id': organizationId },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: businessRating.ratingValue,
        reviewCount: businessRating.reviewCount,
        bestRating: '5',
        worstRating: '1',
      },
    },
  ];
}
