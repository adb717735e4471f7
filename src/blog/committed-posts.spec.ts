import { join } from 'node:path';
import { BLOG_CATEGORY_SLUGS } from '../../core/blog-categories.js';
import { committedPosts, committedPostsDir, preparePost, readPostsFolder } from './committed-posts.js';
import { parsePostFile } from './post-file.js';

const FIXTURES = join('src', 'blog', 'fixtures');

describe('the posts folder', () => {
  it('prepares each post once: sanitised HTML, reading time and a versioned cover', () => {
    const posts = readPostsFolder(FIXTURES);
    expect(posts.map((p) => p.slug)).toEqual(['choosing-a-hot-shot-carrier', 'rush-pharma-delivery']);
    const rush = posts[1]!;
    expect(rush).toMatchObject({ title: 'Rush Pharma Delivery: What Happens in the First Hour', category: 'medical-transport', readingTime: 1, publishedAt: '2025-03-04T00:00:00.000Z' });
    expect(rush.bodyHtml.startsWith('<h2>The first call</h2>')).toBe(true);
    expect(rush.bodyHtml).toContain('<a href="https://www.fda.gov/" rel="noopener">FDA</a>');
    expect(rush.bodyHtml).not.toContain('script');
    expect(rush.cover).toMatch(/^\/media\/blog\/rush-pharma-delivery\.svg\?v=[\w-]{10}$/);
  });

  it('names the file of a post that does not parse', () => {
    expect(() => readPostsFolder(join('src', 'blog'))).toThrow(/^Blog post src\/blog\/[\w.-]+: only <slug>\.md files belong in the posts folder$/);
  });

  it('computes the reading time from the words of the body', () => {
    const body = Array(450).fill('word').join(' ');
    const file = ['---', 'title: T', 'slug: t', 'category: logistics-guide', 'excerpt: E', 'author: A', 'publishedAt: 2025-01-01', 'updatedAt: 2025-01-01', '---', body].join('\n');
    expect(preparePost(parsePostFile('t.md', file)).readingTime).toBe(3);
  });

  it('holds the committed articles, each parsing and in a known category', () => {
    expect(committedPostsDir()).toMatch(/src[\\/]blog[\\/]posts$/);
    const posts = committedPosts();
    for (const post of posts) {
      expect(BLOG_CATEGORY_SLUGS).toContain(post.category);
      expect(post.bodyHtml).not.toMatch(/<h1|<script|on\w+=/i);
      expect(post.readingTime).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
  });
});
