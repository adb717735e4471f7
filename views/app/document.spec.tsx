import { renderToStaticMarkup } from 'react-dom/server';
import { buildMetadata } from '../../core/metadata.js';
import type { SiteSettings } from '../../core/render-contract.js';
import { testAssets, testSite as site } from '../../test/fixtures.js';
import { Document } from './document.js';

const assets = testAssets({ 'favicon.svg': '/assets/favicon-X.svg' });
const meta = buildMetadata(
  {
    title: 'Hot Shot Trucking',
    description: 'Dedicated trucks',
    path: '/hot-shot-trucking',
    keywords: ['hot shot'],
    image: { url: '/assets/og.png', alt: 'Truck', width: 1200, height: 630 },
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Service', name: '</script><script>alert(1)</script>' }],
  },
  site,
);

const render = (script: string | undefined, extra: Partial<SiteSettings> = {}) =>
  renderToStaticMarkup(<Document meta={meta} site={{ ...site, ...extra }} assets={assets} script={script} bodyHtml="<main></main>" />);

describe('Document', () => {
  it('renders the head from the page metadata', () => {
    const html = render(undefined);
    expect(html).toContain('<title>Hot Shot Trucking | Acme Expedite</title>');
    expect(html).toContain('<meta name="description" content="Dedicated trucks"/>');
    expect(html).toContain('<link rel="canonical" href="https://www.acme.test/hot-shot-trucking"/>');
    expect(html).toContain('<meta name="keywords" content="hot shot"/>');
    expect(html).toContain('<meta property="og:image" content="https://www.acme.test/assets/og.png"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it('preloads the four font weights and links the stylesheet', () => {
    const html = render(undefined);
    for (const weight of [400, 500, 600, 700]) {
      expect(html).toContain(`<link rel="preload" href="/assets/inter-${weight}.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>`);
    }
    expect(html).toContain('<link rel="stylesheet" href="/assets/site-TEST.css"/>');
  });

  it('ships no script at all for a page without islands or analytics', () => {
    const html = render(undefined);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('data-analytics-id');
  });

  it('loads the browser entry it is given', () => {
    expect(render(assets.entry)).toContain('<script type="module" src="/assets/main-TEST.js"></script>');
  });

  it('escapes JSON-LD so it cannot close its script element', () => {
    const html = render(undefined);
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toContain('<');
    expect(JSON.parse(block).name).toBe('</script><script>alert(1)</script>');
  });
});
