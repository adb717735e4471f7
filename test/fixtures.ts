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
