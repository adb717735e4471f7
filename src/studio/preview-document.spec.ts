import { previewDocument } from './preview-document.js';

const page = [
  '<html><head><meta property="og:image" content="https://site.test/media/blog/a.svg?v=1"/>',
  '<script type="module" src="/assets/main-AB12.js"></script>',
  '<script type="application/ld+json">{"@type":"Article","name":"\\u003c/script>"}</script></head>',
  '<body><link rel="preload" as="image" href="/media/blog/a.svg?v=1"/><img src="/media/blog/a.svg?v=1" alt="Cover artwork: A"/>',
  '<div data-island="SiteNav"><nav>x</nav></div><script type="application/json" id="i0-props">{}</script><p>After</p></body></html>',
].join('');

describe('previewDocument', () => {
  it('carries no script element, of any type, and keeps everything else', () => {
    const html = previewDocument(page, null);
    expect(html).not.toContain('<script');
    expect(html).toContain('<div data-island="SiteNav"><nav>x</nav></div><p>After</p>');
    expect(html).toContain('<img src="/media/blog/a.svg?v=1"');
  });

  it('draws a generated cover from its data: URL wherever an attribute loads it, not in the page\'s metadata', () => {
    const html = previewDocument(page, { url: '/media/blog/a.svg?v=1', dataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect(html).toContain('<link rel="preload" as="image" href="data:image/svg+xml;base64,PHN2Zz4="/>');
    expect(html).toContain('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="Cover artwork: A"/>');
    expect(html).not.toContain('="/media/blog/');
    expect(html).toContain('content="https://site.test/media/blog/a.svg?v=1"');
  });
});
