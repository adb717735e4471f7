import type { PostSummaryView } from '../../core/render-contract.js';
import { atomFeed } from './blog-feed.js';

const post = (slug: string, publishedAt: string, updatedAt: string): PostSummaryView => ({
  id: 1,
  title: `Post <${slug}> & more`,
  slug,
  category: 'case-studies',
  categoryName: 'Case Studies',
  excerpt: 'An "excerpt" & more.',
  author: 'Dispatch Desk',
  readingTime: 3,
  publishedAt,
  updatedAt,
  cover: { url: `/media/blog/${slug}.svg?v=x`, width: 1200, height: 630, alt: 'x' },
});

describe('atomFeed', () => {
  const site = { origin: 'https://www.acme.test', brandName: 'Acme & Sons' };

  it('lists every post with its link, id, dates, summary, author and category, escaped', () => {
    const xml = atomFeed(site, [post('newer', '2025-06-01T00:00:00.000Z', '2025-06-02T00:00:00.000Z'), post('older', '2025-01-01T00:00:00.000Z', '2025-07-01T00:00:00.000Z')], 'x');
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toBe(true);
    expect(xml).toContain('<title>Acme &amp; Sons Blog</title>');
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://www.acme.test/blog/feed.xml"/>');
    expect(xml).toContain('<id>https://www.acme.test/blog</id>');
    // The feed changed when its latest post did.
    expect(xml).toContain('  <updated>2025-07-01T00:00:00.000Z</updated>');
    expect(xml).toContain(
      [
        '  <entry>',
        '    <title>Post &lt;newer&gt; &amp; more</title>',
        '    <link rel="alternate" type="text/html" href="https://www.acme.test/blog/newer"/>',
        '    <id>https://www.acme.test/blog/newer</id>',
        '    <published>2025-06-01T00:00:00.000Z</published>',
        '    <updated>2025-06-02T00:00:00.000Z</updated>',
        '    <summary>An &quot;excerpt&quot; &amp; more.</summary>',
        '    <author><name>Dispatch Desk</name></author>',
        '    <category term="case-studies" label="Case Studies"/>',
        '  </entry>',
      ].join('\n'),
    );
    expect(xml.indexOf('/blog/newer')).toBeLessThan(xml.indexOf('/blog/older'));
    expect(xml.trimEnd().endsWith('</feed>')).toBe(true);
  });

  it('is a valid feed without posts', () => {
    const xml = atomFeed(site, [], '2026-01-01T00:00:00.000Z');
    expect(xml).toContain('<updated>2026-01-01T00:00:00.000Z</updated>');
    expect(xml).not.toContain('<entry>');
  });
});
