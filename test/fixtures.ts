import { createValidationPipe, RequestValidationError } from '../src/common/request-validation.js';
import type { AssetManifest, CityView, PageDataPort, PostSummaryView, PostView, SiteSettings } from '../core/render-contract.js';
import { committedPosts } from '../src/blog/committed-posts.js';
import { startingFactViews } from '../src/company-facts/starting-facts.js';
import { postPageViews } from '../src/blog/blog.service.js';
import { artworkPhoto } from '../src/locations/city.seed.js';
import { cityViews } from '../src/locations/city-views.js';
import { committedCityData } from '../src/locations/committed-city-data.js';

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
    adminEntry: '/assets/admin-TEST.js',
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
  formerPost: async () => null,
  pageMeta: async () => null,
  companyFacts: async () => [],
};

/** When the fixtures' rows last changed. */
const FIXTURE_UPDATED_AT = new Date('2026-11-22T12:00:00.000Z');

let committedCities: CityView[] | undefined;

/**
 * The committed city data as the page-data port answers it: the rows the seeder writes (ids in file order,
 * the generated artwork as first photo) put through CityService's own mapping.
 */
export function committedCityViews(): CityView[] {
  // Built once per test file: the artwork of 320 cities is costly, and testPageData.city() asks on every lookup.
  if (!committedCities) {
    const sources = committedCityData().cities;
    const photos = new Map(sources.map((city, index) => [index + 1, artworkPhoto(city)]));
    committedCities = cityViews(
      sources.map((city, index) => ({ ...city, id: index + 1, updatedAt: FIXTURE_UPDATED_AT })),
      (id) => photos.get(id),
    ).pages;
  }
  return committedCities;
}

let committedPostList: PostView[] | undefined;

/**
 * The committed articles (src/blog/posts) as the page-data port answers them: parsed, rendered and
 * sanitised by the seeder's own code, then put through BlogService's own mapping (ids in file order).
 */
export function committedPostViews(): PostView[] {
  committedPostList ??= postPageViews(
    committedPosts().map((post, index) => ({ ...post, id: index + 1, publishedAt: new Date(post.publishedAt), updatedAt: new Date(post.updatedAt) })),
  );
  return committedPostList;
}

const postSummary = ({ bodyHtml: _body, ...post }: PostView): PostSummaryView => post;

/** A page-data port over the committed city data and articles, for rendering pages in unit tests. */
export const testPageData: PageDataPort = {
  cities: async () => committedCityViews(),
  city: async (urlPath) => committedCityViews().find((city) => city.urlPath === urlPath) ?? null,
  posts: async (category) => committedPostViews().filter((post) => category === undefined || post.category === category).map(postSummary),
  post: async (slug) => committedPostViews().find((post) => post.slug === slug) ?? null,
  formerPost: async () => null,
  pageMeta: async () => null,
  companyFacts: async (kind) => startingFactViews().filter((fact) => fact.kind === kind) as never,
};


/**
 * Passwords a security review found that a short list of common passwords let through: keyboard walks, a
 * word typed twice, a word twice with digits. Every path that sets a password must refuse them.
 */
export const GUESSABLE_PASSWORDS = ['1qaz2wsx3edc4rfv', 'qwertyuiopasdfgh', 'Trustno1trustno1', 'Adminadmin1234'] as const;
