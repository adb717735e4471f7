import { fixPlace, fixText } from './audit-fix.js';

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

  it("sends a figure on a post's page to the post's editor (its fix text links the approve form)", () => {
    expect(fixPlace('unapproved-figure', '/blog/hot-shot-basics', 12)).toEqual({ label: 'Open the post in the studio', href: '/admin/posts/12' });
    expect(fixText('unapproved-figure', 'post')).toBe('Approve it in Approved claims or change the copy.');
  });

  it('has no place for what the code makes, nor for a figure on another page (its fix links the approve form)', () => {
    expect(fixPlace('structured-data', '/faq', undefined)).toBeUndefined();
    expect(fixPlace('h1', '/about-us', undefined)).toBeUndefined();
    expect(fixPlace('unapproved-figure', '/about-us', undefined)).toBeUndefined();
  });
});

describe('fixText', () => {
  it("says on a post's page that a thin section is lengthened through the excerpt or the body, with the rules' numbers", () => {
    expect(fixText('section-length', 'post')).toBe(
      "Lengthen the post's excerpt (at most 500 characters), the post's own text in the page's opening section, or its body when the short section is the article itself, until the section has at least 500 characters of text.",
    );
    expect(fixText('section-length', 'city')).toBe('Write at least 500 characters of text in the section, or merge it into its neighbour.');
    expect(fixText('title-length', 'post')).toBe('Shorten the title to 60 characters so search results show it whole.');
  });

  it('has no fix for a check the audit no longer has (a finding of an old run)', () => {
    expect(fixText('retired-check', 'home')).toBe('');
  });
});
