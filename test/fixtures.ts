import { createValidationPipe, RequestValidationError } from '../src/common/request-validation.js';
import type { AssetManifest, SiteSettings } from '../src/render/render-contract.js';

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
