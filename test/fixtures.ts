import { createValidationPipe, RequestValidationError } from '../src/common/request-validation.js';
import { readFileSync } from 'node:fs';
import type { AssetManifest, CityView, PageDataPort, PostSummaryView, PostView, SiteSettings } from '../core/render-contract.js';
import { blogCategoryName } from '../core/blog-categories.js';
import { newestFirst } from '../src/blog/post-order.js';
import { committedPosts } from '../src/blog/committed-posts.js';
import { COVER_HEIGHT, COVER_WIDTH, coverAlt } from '../src/blog/post-artwork.js';

/** Site settings for unit tests: a brand, phone and e-mail no page may hard-code. */
export const testSite: SiteSettings = {
  brandName: 'Acme Expedite',
  phone: '(800) 555-0199',
  phoneHref: 'tel:+18005550199',
  email: 'dispatch@example.com',
  origin: 'https://www.acme.test',
  hq: { street: '', city: 'Charlotte', region: 'NC', postalCode: '28202' },
  socialUrl: 'https://www.linkedin.com/',
};

export function testAssets(images: Record<string, string> = {}): AssetManifest {
  return {
    entry: '/assets/main-TEST.js',
    css: '/assets/site-TEST.css',
    fonts: [400, 500, 600, 700].map((weight) => ({ weight, href: `/assets/inter-${weight}.woff2` })),
    images,
  };
}

/**
 * Paths that once redirected off the site through the trailing-slash redirect (browsers read "//host" and
 * "/\host" as another host), with their percent-encoded forms and the no-slash variant that rendered the
 * home page. Every one must answer the 404 page, never a redirect.
 */
export const OFF_SITE_PATHS = [
  '//evil.example.com/',
  '/\\evil.example.com/',
  '///evil.example.com/',
  '/\\/evil.example.com/',
  '/%2F%2Fevil.example.com/',
  '/%2f%2fevil.example.com/',
  '/%5Cevil.example.com/',
  '/%5cevil.example.com/',
  '/%2F/evil.example.com/',
  '/%5C%2Fevil.example.com/',
  '/%2Fevil.example.com/',
  '//evil.example.com',
  '/\\evil.example.com',
  '/%2F%2Fevil.example.com',
  '/%5Cevil.example.com',
];

/** What the one validation pipe makes of a body for a DTO: the DTO, or the fields it names (unit tests). */
export async function validateDto<T>(metatype: new () => T, body: unknown): Promise<{ dto?: T; fields: Record<string, string> }> {
  try {
    return { dto: (await createValidationPipe().transform(body, { type: 'body', metatype })) as T, fields: {} };
  } catch (error) {
    if (error instanceof RequestValidationError) return { fields: error.fields };
    throw error;
  }
}

/** A page-data port with no rows, for rendering pages that read none (home, marketing pages). */
export const emptyPageData: PageDataPort = {
  cities: async () => [],
  city: async () => null,
  posts: async () => [],
  post: async () => null,
};

interface CommittedCity extends Omit<CityView, 'id' | 'photo' | 'updatedAt'> {
  zipCodes: string[];
}

let committedCities: CityView[] | undefined;

/** The committed city data as the page-data port would answer it (ids in file order, the artwork as photo). */
export function committedCityViews(): CityView[] {
  committedCities ??= (JSON.parse(readFileSync('src/location/data/cities.json', 'utf8')) as { cities: CommittedCity[] }).cities
    .map(({ zipCodes: _zips, ...city }, index) => ({
      ...city,
      id: index + 1,
      photo: { url: `/media/cities/${city.urlPath}.svg`, width: 1200, height: 630, alt: `${city.name}, ${city.stateCode}` },
      updatedAt: '2026-11-22T12:00:00.000Z',
    }))
    .sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name));
  return committedCities;
}

let committedPostList: PostView[] | undefined;

/**
 * The committed articles (src/blog/posts) as the page-data port would answer them: parsed, rendered and
 * sanitised by the seeder's own code, newest first, ids in file order.
 */
export function committedPostViews(): PostView[] {
  committedPostList ??= committedPosts()
    .map(({ bodyMarkdown: _markdown, ...post }, index): PostView => ({
      ...post,
      id: index + 1,
      categoryName: blogCategoryName(post.category)!,
      cover: { url: post.cover, width: COVER_WIDTH, height: COVER_HEIGHT, alt: coverAlt(post) },
    }))
    .sort(newestFirst);
  return committedPostList;
}

const postSummary = ({ bodyHtml: _body, ...post }: PostView): PostSummaryView => post;

/** A page-data port over the committed city data and articles, for rendering pages in unit tests. */
export const testPageData: PageDataPort = {
  cities: async () => committedCityViews(),
  city: async (urlPath) => committedCityViews().find((city) => city.urlPath === urlPath) ?? null,
  posts: async (category) => committedPostViews().filter((post) => category === undefined || post.category === category).map(postSummary),
  post: async (slug) => committedPostViews().find((post) => post.slug === slug) ?? null,
};
