import { fixPlace } from './audit-fix.js';

describe('fixPlace', () => {
  it("sends a post page's findings to the post's editor", () => {
    expect(fixPlace('section-length', '/blog/hot-shot-basics', 12)).toEqual({ label: 'Open the post in the studio', href: '/admin/posts/12' });
    expect(fixPlace('title-length', '/blog/hot-shot-basics', 12)).toEqual({ label: 'Open the post in the studio', href: '/admin/posts/12' });
  });

  it("sends another page's title and description findings to its title and description form", () => {
    expect(fixPlace('title-duplicate', '/locations/dallas-tx-expedite', undefined)).toEqual({
      label: 'Edit the title and description',
      href: '/admin/pages/meta?path=%2Flocations%2Fdallas-tx-expedite',
    });
    expect(fixPlace('description-length', '/', undefined)?.href).toBe('/admin/pages/meta?path=%2F');
  });

  it('has no place for what the code makes, nor for a figure (its fix links the approve form)', () => {
    expect(fixPlace('structured-data', '/faq', undefined)).toBeUndefined();
    expect(fixPlace('h1', '/about-us', undefined)).toBeUndefined();
    expect(fixPlace('unapproved-figure', '/blog/hot-shot-basics', 12)).toBeUndefined();
  });
});
