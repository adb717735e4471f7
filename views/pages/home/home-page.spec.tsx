/**
 * @jest-environment jsdom
 */
import '../../../test/no-style-injection.js';
import '../../../test/jsdom-text-encoding.js';
import { readdirSync } from 'node:fs';
import { testAssets, testPageData, testSite as site } from '../../../test/fixtures.js';
import { text } from '../../../test/rendered-page.js';
import { renderPage } from '../../app/server.js';

const assets = testAssets(Object.fromEntries(readdirSync('views/assets').map((name) => [name, `/assets/${name}`])));

// The home page is rendered and parsed once for the file: the tests only read it.
let home: Promise<Document> | undefined;

function homeDocument(): Promise<Document> {
  home ??= renderPage({ url: '/', site, assets, data: testPageData }).then(({ html }) => new DOMParser().parseFromString(html, 'text/html'));
  return home;
}

describe('home page', () => {
  it('renders the sections in the order of docs/product.md#2-pages-and-routes', async () => {
    const doc = await homeDocument();
    const titles = [...doc.querySelectorAll('main > section')].map((section) => {
      const id = section.getAttribute('aria-labelledby');
      return id ? text(doc.getElementById(id)!) : '';
    });
    expect(titles).toEqual([
      'Expedited Freight & Hand-Carry Courier, 24/7 Nationwide',
      'Three ways to beat a deadline',
      'On time, in more places than you ship to',
      'Experience you can hand a critical shipment to',
      'Guides for shipping under pressure',
      'Recognized for keeping freight on schedule',
      'Featured in freight and supply chain magazines',
      'Expedited services for freight that cannot wait',
      'Expedited freight in your state',
      'Talk to dispatch now',
    ]);
    expect(doc.querySelector('main > nav[aria-label="Quick navigation"]')).not.toBeNull();
  });

  it('has one H1, headings that never skip a level, and 500+ characters of text in every section', async () => {
    const doc = await homeDocument();
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    let previous = 1;
    for (const heading of doc.querySelectorAll('main h1, main h2, main h3, main h4')) {
      const level = Number(heading.tagName[1]);
      expect(level).toBeLessThanOrEqual(previous + 1);
      previous = level;
    }
    for (const section of doc.querySelectorAll('main > section')) {
      expect({ id: section.getAttribute('aria-labelledby'), long: text(section).length >= 500 }).toEqual({
        id: section.getAttribute('aria-labelledby'),
        long: true,
      });
    }
  });

  it('resolves every in-page anchor and gives every image its size', async () => {
    const doc = await homeDocument();
    for (const id of ['services', 'contact', 'about']) expect(doc.getElementById(id)).not.toBeNull();
    for (const img of doc.querySelectorAll('main img')) {
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(img.getAttribute('height')).toMatch(/^\d+$/);
    }
  });

  it('marks each award and the first two magazine features with their company fact ids, and leaves the carousel out without awards', async () => {
    const doc = await homeDocument();
    const ids = [...doc.querySelectorAll('[data-fact-id]')].map((element) => element.getAttribute('data-fact-id'));
    const facts = [...(await testPageData.companyFacts('award')), ...(await testPageData.companyFacts('feature'))];
    expect(ids).toEqual(facts.map((fact) => fact.id));
    const { html } = await renderPage({ url: '/', site, assets, data: { ...testPageData, companyFacts: async () => [] } });
    const bare = new DOMParser().parseFromString(html, 'text/html');
    expect(bare.querySelector('[data-island="AwardsCarousel"]')).toBeNull();
    expect(bare.querySelector('[data-fact-id]')).toBeNull();
    expect(text(bare.body)).toContain('Put the same team on your next shipment');
  });

  it('shows the first award in the server HTML, with five dots and the carousel semantics', async () => {
    const doc = await homeDocument();
    const marker = doc.querySelector('[data-island="AwardsCarousel"]')!;
    // The loader watches the marker's first element to hydrate on sight: it must be the carousel itself.
    const carousel = marker.firstElementChild!;
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = carousel.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(5);
    expect(slides[0]!.hasAttribute('data-active')).toBe(true);
    expect([...slides].filter((slide) => slide.hasAttribute('data-active'))).toHaveLength(1);
    const dots = carousel.querySelectorAll('button[aria-label^="Show award"]');
    expect([...dots].map((dot) => dot.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5].map((n) => `Show award ${n} of 5`));
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
    expect(carousel.querySelector('[aria-live="polite"]')).not.toBeNull();
  });
});
