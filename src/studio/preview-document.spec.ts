import { previewDocument } from './preview-document.js';

const page = [
  '<html><head><meta property="og:image" content="https://site.test/media/blog/a.svg?v=1"/>',
  '<script type="module" src="/assets/main-AB12.js"></script>',
  '<script type="application/ld+json">{"@type":"Article"}</script></head>',
  '<body><img src="/media/blog/a.svg?v=1" alt="Cover artwork: A"/></body></html>',
].join('');

describe('previewDocument', () => {
  it('drops the browser entry and keeps the structured data', () => {
    const html = previewDocument(page, null);
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Article"}</script>');
    expect(html).toContain('<img src="/media/blog/a.svg?v=1"');
  });

  it('draws a generated cover from its data: URL, and only where the page shows it', () => {
    const html = previewDocument(page, { url: '/media/blog/a.svg?v=1', dataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect(html).toContain('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="Cover artwork: A"/>');
    expect(html).toContain('content="https://site.test/media/blog/a.svg?v=1"');
  });
});
