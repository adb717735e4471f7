import type { Article, BreadcrumbList, FAQPage, LocalBusiness, Organization, Service, Thing, WithContext } from 'schema-dts';
import { absoluteUrl } from './metadata.js';
import type { SiteSettings } from './render-contract.js';

// JSON-LD builders, typed with schema-dts, shared by every page (docs/product.md#10-search-metadata-and-structured-data).
// Pure functions of the site settings and the page's own data: the views call them in their meta().

/** A JSON-LD block as the metadata builder takes it. */
export type JsonLd = Record<string, unknown>;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const ld = <T extends Thing>(value: WithContext<T>): JsonLd => value as unknown as JsonLd;

const organizationId = (site: SiteSettings) => `${absoluteUrl(site.origin, '/')}#organization`;

function postalAddress(site: SiteSettings) {
  return {
    '@type': 'PostalAddress' as const,
    streetAddress: site.hq.street || undefined,
    addressLocality: site.hq.city,
    addressRegion: site.hq.region,
    postalCode: site.hq.postalCode || undefined,
    addressCountry: 'US',
  };
}

/** The company: name, logo, dispatch contact point open around the clock. */
export function organization(site: SiteSettings, logo?: string): JsonLd {
  return ld<Organization>({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.brandName,
    url: absoluteUrl(site.origin, '/'),
    logo: logo ? absoluteUrl(site.origin, logo) : undefined,
    telephone: site.phone,
    email: site.email,
    address: postalAddress(site),
    sameAs: [site.socialUrl],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'dispatch',
      telephone: site.phone,
      email: site.email,
      areaServed: 'US',
      availableLanguage: 'English',
      hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: [...DAYS], opens: '00:00', closes: '23:59' },
    },
  });
}

export interface Rating {
  ratingValue: string;
  reviewCount: number;
}

/** The business listing: address, telephone, 24/7 hours, rating and price range (home, about, contact). */
export function localBusiness(site: SiteSettings, rating: Rating, images: { logo?: string; image?: string }): JsonLd {
  const logo = images.logo ? absoluteUrl(site.origin, images.logo) : undefined;
  const image = images.image ? absoluteUrl(site.origin, images.image) : undefined;
  return ld<LocalBusiness>({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl(site.origin, '/')}#business`,
    name: site.brandName,
    url: absoluteUrl(site.origin, '/'),
    image: image ?? logo,
    logo,
    telephone: site.phone,
    email: site.email,
    address: postalAddress(site),
    areaServed: 'US',
    openingHours: 'Mo-Su 00:00-23:59',
    openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: [...DAYS], opens: '00:00', closes: '23:59' },
    priceRange: '$$',
    parentOrganization: { '@id': organizationId(site) },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.ratingValue, reviewCount: rating.reviewCount, bestRating: '5', worstRating: '1' },
  });
}

/** Where a page sits: Home > ... > the page (every page but home). */
export function breadcrumbList(site: SiteSettings, crumbs: readonly { name: string; path: string }[]): JsonLd {
  return ld<BreadcrumbList>({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.origin, crumb.path),
    })),
  });
}

/** The questions and answers a page shows (only where they are visible on the page). */
export function faqPage(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return ld<FAQPage>({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  });
}

/** A service page: what it is, who provides it, where, and the number to call. */
export function service(site: SiteSettings, page: { name: string; description: string; serviceType: string; path: string; areaServed?: string }): JsonLd {
  return ld<Service>({
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.name,
    description: page.description,
    serviceType: page.serviceType,
    url: absoluteUrl(site.origin, page.path),
    provider: { '@id': organizationId(site), '@type': 'Organization', name: site.brandName, telephone: site.phone },
    areaServed: { '@type': 'Country', name: page.areaServed ?? 'United States' },
    availableChannel: { '@type': 'ServiceChannel', servicePhone: { '@type': 'ContactPoint', telephone: site.phone, contactType: 'dispatch' } },
  });
}

/**
 * A city's expedite service: the Service block with the city as areaServed, plus a circle of `radiusMiles`
 * around its centre (the distance dispatch quotes same-day service in without asking).
 */
export function cityService(
  site: SiteSettings,
  page: { name: string; description: string; path: string; city: string; region: string; latitude: number; longitude: number; radiusMiles: number; image?: string },
): JsonLd {
  return ld<Service>({
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.name,
    description: page.description,
    serviceType: 'Expedited freight and courier',
    url: absoluteUrl(site.origin, page.path),
    image: page.image ? absoluteUrl(site.origin, page.image) : undefined,
    provider: { '@id': organizationId(site), '@type': 'Organization', name: site.brandName, telephone: site.phone },
    areaServed: [
      { '@type': 'City', name: page.city, containedInPlace: { '@type': 'State', name: page.region } },
      {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: page.latitude, longitude: page.longitude },
        // schema.org distances are text with a unit ("50 mi").
        geoRadius: `${page.radiusMiles} mi`,
      },
    ],
    availableChannel: { '@type': 'ServiceChannel', servicePhone: { '@type': 'ContactPoint', telephone: site.phone, contactType: 'dispatch' } },
  });
}

/** A guide or post: headline, dates, author, image. */
export function article(
  site: SiteSettings,
  page: { headline: string; description: string; path: string; datePublished: string; dateModified?: string; image?: string; author?: string },
): JsonLd {
  return ld<Article>({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: page.headline,
    description: page.description,
    mainEntityOfPage: absoluteUrl(site.origin, page.path),
    datePublished: page.datePublished,
    dateModified: page.dateModified ?? page.datePublished,
    image: page.image ? absoluteUrl(site.origin, page.image) : undefined,
    author: { '@type': 'Organization', name: page.author ?? site.brandName },
    publisher: { '@id': organizationId(site), '@type': 'Organization', name: site.brandName },
  });
}
