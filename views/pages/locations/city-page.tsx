import type { CityView } from '../../../core/render-contract.js';
import { cityService } from '../../../core/structured-data.js';
import { definePage, Redirect, type PageDefinition } from '../../app/page.js';
import { cityPagePath, conventionalCitySlug } from '../../../core/city-slug.js';
import { cityPageContent, CITY_SERVICE_RADIUS_MILES, nearestCities } from '../../content/city-page.js';
import type { ServicePageContent } from '../../content/page-content.js';
import { pageLinks } from '../../content/pages.js';
import { MessagePage } from '../../layout/message-page.js';
import { ContentBody, contentMeta } from '../../templates/content-page.js';

interface CityPageData {
  city: CityView;
  content: ServicePageContent;
}

/** The spelling of a slug the page is served under: lower case (other spellings are redirected to it). */
const canonicalSlug = (slug: string) => slug.toLowerCase();

/** "City not found": 404, noindex, with the ways on (docs/product.md#19-city-pages). */
const cityNotFoundPage: PageDefinition = {
  component: () => (
    <MessagePage
      eyebrow="Locations"
      title="City not found"
      text="We could not find a city page at this address. Every city we serve is listed on the locations page, state by state."
      homeLabel="Return Home"
      links={{
        title: 'Find your city',
        items: [
          { ...pageLinks.locations, description: 'Every city with an expedite page, grouped by state.' },
          { label: 'Same-Day Freight Delivery', href: '/same-day-freight-delivery', description: 'Dedicated vehicles anywhere in the 50 states, 2-8 hours.' },
          { ...pageLinks.contact, description: 'Dispatch answers 24/7/365 wherever the freight is.' },
        ],
      }}
    />
  ),
  meta: ({ path }) => ({
    title: 'City not found',
    description: 'We could not find a city page at this address. See every city we serve on the locations page, or call dispatch 24/7.',
    path,
    noindex: true,
  }),
  status: 404,
};

/** /locations/<urlPath>: a city's expedite page, from its row through the page-data port. */
export const cityPage = definePage<CityPageData>({
  async load({ citySlug = '' }, data) {
    const slug = canonicalSlug(citySlug);
    const city = await data.city(slug);
    if (!city) {
      // A city whose page has another slug, asked for in the usual form (/locations/austin-tx-expedite).
      const known = (await data.cities()).find((c) => conventionalCitySlug(c.name, c.stateCode) === slug);
      return known ? new Redirect(cityPagePath(known)) : null;
    }
    if (cityPagePath(city) !== `/locations/${citySlug}`) return new Redirect(cityPagePath(city));
    return { city, content: cityPageContent(city, nearestCities(city, await data.cities())) };
  },
  component: ({ data }) => <ContentBody content={data.content} backdrop={data.city.photo} />,
  meta: (context) => {
    const { city, content } = context.data;
    const meta = contentMeta(content, context, [
      cityService(context.site, {
        name: content.service.name,
        description: city.metaDescription,
        path: content.path,
        city: city.name,
        region: city.state,
        latitude: city.latitude,
        longitude: city.longitude,
        radiusMiles: CITY_SERVICE_RADIUS_MILES,
        image: city.photo?.url,
      }),
    ]);
    return city.photo ? { ...meta, image: { url: city.photo.url, alt: city.photo.alt, width: city.photo.width, height: city.photo.height } } : meta;
  },
  notFound: cityNotFoundPage,
  sitemap: async (data) => (await data.cities()).map((city) => ({ path: cityPagePath(city), lastmod: city.updatedAt.slice(0, 10) })),
  quoteHookSource: 'city_page',
});
