import { brandedTitle, absoluteUrl, buildMetadata, keywordsContent, KEYWORDS_MAX_LENGTH } from './metadata.js';
import { testSite as site } from '../test/fixtures.js';

describe('absoluteUrl', () => {
  it.each([
    ['/', 'https://www.acme.test/'],
    ['', 'https://www.acme.test/'],
    ['/hot-shot-trucking/', 'https://www.acme.test/hot-shot-trucking'],
    ['/blog?category=x#top', 'https://www.acme.test/blog'],
    ['//locations//texas', 'https://www.acme.test/locations/texas'],
    ['faq', 'https://www.acme.test/faq'],
  ])('%s -> %s', (path, expected) => {
    expect(absoluteUrl(site.origin, path)).toBe(expected);
  });

  it('leaves absolute URLs alone', () => {
    expect(absoluteUrl(site.origin, 'https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
  });
});

describe('keywordsContent', () => {
  it('joins and de-duplicates keywords', () => {
    expect(keywordsContent(['hot shot', ' Hot  Shot ', 'hand carry'])).toBe('hot shot, hand carry');
  });

  it('never exceeds 500 characters and keeps whole keywords', () => {
    const many = Array.from({ length: 100 }, (_, i) => `expedited freight keyword ${i}`);
    const out = keywordsContent(many);
    expect(out.length).toBeLessThanOrEqual(KEYWORDS_MAX_LENGTH);
    expect(out.length).toBeGreaterThan(KEYWORDS_MAX_LENGTH - 40);
    for (const part of out.split(', ')) expect(many).toContain(part);
  });

  it('cuts a single over-long keyword to the cap', () => {
    expect(keywordsContent(['x'.repeat(800)])).toHaveLength(500);
  });
});

describe('buildMetadata', () => {
  it('builds title, canonical, robots, Open Graph and Twitter tags', () => {
    const meta = buildMetadata(
      { title: 'Hot Shot Trucking', description: 'Dedicated trucks.', path: '/hot-shot-trucking/?utm_source=x' },
      site,
    );
    expect(meta.title).toBe('Hot Shot Trucking | Acme Expedite');
    expect(meta.canonical).toBe('https://www.acme.test/hot-shot-trucking');
    expect(meta.robots).toBe('index, follow, max-image-preview:large');
    expect(meta.openGraph).toContainEqual(['og:url', 'https://www.acme.test/hot-shot-trucking']);
    expect(meta.openGraph).toContainEqual(['og:site_name', 'Acme Expedite']);
    expect(meta.twitter).toContainEqual(['twitter:card', 'summary']);
    expect(meta.keywords).toBeUndefined();
  });

  it('appends the brand only while the whole title fits in 60 characters', () => {
    const long = 'Expedited Freight & Hand-Carry Courier, 24/7';
    expect(buildMetadata({ title: long, description: 'd', path: '/' }, { ...site, brandName: 'Blue Ridge Expedite' }).title).toBe(long);
    expect(buildMetadata({ title: long, description: 'd', path: '/' }, { ...site, brandName: 'Acme' }).title).toBe(`${long} | Acme`);
    expect(brandedTitle('x'.repeat(44), 'Acme Expedite')).toHaveLength(60);
    expect(brandedTitle('x'.repeat(45), 'Acme Expedite')).toBe('x'.repeat(45));
  });

  it('takes a whole title (one set in the studio) as it is, in <title>, Open Graph and Twitter alike', () => {
    const meta = buildMetadata({ title: 'Hot Shots', wholeTitle: true, description: 'd', path: '/hot-shot-trucking' }, site);
    expect(meta.title).toBe('Hot Shots');
    expect(meta.openGraph).toContainEqual(['og:title', 'Hot Shots']);
    expect(meta.twitter).toContainEqual(['twitter:title', 'Hot Shots']);
  });

  it('does not repeat the brand already in the title', () => {
    expect(buildMetadata({ title: 'Acme Expedite: 24/7 freight', description: 'd', path: '/' }, site).title).toBe(
      'Acme Expedite: 24/7 freight',
    );
  });

  it('marks noindex pages and makes image URLs absolute', () => {
    const meta = buildMetadata(
      { title: 'Page Not Found', description: 'd', path: '/x', noindex: true, image: { url: '/assets/og.png', alt: 'Truck', width: 1200, height: 630 } },
      site,
    );
    expect(meta.robots).toBe('noindex, follow');
    expect(meta.openGraph).toContainEqual(['og:image', 'https://www.acme.test/assets/og.png']);
    expect(meta.openGraph).toContainEqual(['og:image:width', '1200']);
    expect(meta.twitter).toContainEqual(['twitter:card', 'summary_large_image']);
  });

  it('caps keywords at 500 characters', () => {
    const meta = buildMetadata(
      { title: 't', description: 'd', path: '/', keywords: Array.from({ length: 80 }, (_, i) => `same day courier ${i}`) },
      site,
    );
    expect(meta.keywords!.length).toBeLessThanOrEqual(500);
  });
});

describe('buildMetadata for a noindex page', () => {
  it('names no canonical URL and no og:url (a not-found or error page is no page of its own)', () => {
    const meta = buildMetadata({ title: 'Page Not Found', description: 'The page you are looking for does not exist.', path: '/no-such-page', noindex: true }, site);
    expect(meta.robots).toBe('noindex, follow');
    expect(meta.canonical).toBeUndefined();
    expect(meta.openGraph.map(([property]) => property)).not.toContain('og:url');
  });
});
