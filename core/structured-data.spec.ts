import { testSite as site } from '../test/fixtures.js';
import { article, breadcrumbList, faqPage, localBusiness, organization, service } from './structured-data.js';

describe('structured data', () => {
  it('describes the organization and the 24/7 business with absolute URLs, rating and price range', () => {
    const org = organization(site, '/assets/logo.svg');
    expect(org).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', '@id': 'https://www.acme.test/#organization', logo: 'https://www.acme.test/assets/logo.svg', telephone: '(800) 555-0199' });
    const business = localBusiness(site, { ratingValue: '5.0', reviewCount: 127 }, { image: '/assets/og.png' });
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      priceRange: '$$',
      image: 'https://www.acme.test/assets/og.png',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '5.0', reviewCount: 127 },
      openingHoursSpecification: { opens: '00:00', closes: '23:59' },
      address: { addressLocality: 'Charlotte', addressRegion: 'NC', addressCountry: 'US' },
    });
  });

  it('lists breadcrumbs from Home with positions and absolute items', () => {
    expect(breadcrumbList(site, [{ name: 'Services', path: '/services' }, { name: 'Hot Shot Trucking', path: '/hot-shot-trucking' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.acme.test/' },
        { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://www.acme.test/services' },
        { '@type': 'ListItem', position: 3, name: 'Hot Shot Trucking', item: 'https://www.acme.test/hot-shot-trucking' },
      ],
    });
  });

  it('makes FAQ, service and article blocks that survive JSON', () => {
    const blocks = [
      faqPage([{ question: 'How fast can you pick up?', answer: 'Within 2 hours for emergencies.' }]),
      service(site, { name: 'Hot Shot Trucking', description: 'Dedicated trucks.', serviceType: 'Hot shot trucking', path: '/hot-shot-trucking' }),
      article(site, { headline: 'Guide', description: 'A guide.', path: '/guide', datePublished: '2025-01-01' }),
    ];
    for (const block of blocks) {
      const parsed = JSON.parse(JSON.stringify(block)) as Record<string, unknown>;
      expect(parsed['@context']).toBe('https://schema.org');
      expect(typeof parsed['@type']).toBe('string');
    }
    expect(blocks[1]).toMatchObject({ provider: { name: 'Acme Expedite', telephone: '(800) 555-0199' }, areaServed: { name: 'United States' }, url: 'https://www.acme.test/hot-shot-trucking' });
    expect(blocks[2]).toMatchObject({ datePublished: '2025-01-01', dateModified: '2025-01-01', author: { name: 'Acme Expedite' } });
  });
});
