import { checkPostFields, slugFromTitle } from './studio-posts.js';

const complete = {
  title: 'Same-Day vs. Next-Day Delivery',
  slug: 'same-day-vs-next-day',
  category: 'expedited-freight',
  excerpt: 'How to compare price, risk and timing.',
  author: 'Dispatch Team',
  bodyMarkdown: 'Body\r\ntext',
  metaTitle: '  ',
  metaDescription: '',
};

describe('slugFromTitle', () => {
  it('makes lower-case words joined by hyphens, without accents or symbols, at most 80 characters', () => {
    expect(slugFromTitle('Same-Day vs. Next-Day Delivery: A Guide')).toBe('same-day-vs-next-day-delivery-a-guide');
    expect(slugFromTitle('Café Déjà Vu & 24/7 Service')).toBe('cafe-deja-vu-and-24-7-service');
    expect(slugFromTitle('!!!')).toBe('');
    const long = slugFromTitle('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('checkPostFields', () => {
  it('trims, turns empty meta texts into null and keeps the body with line feeds', () => {
    const { fields, errors } = checkPostFields({ ...complete, title: '  Same-Day vs. Next-Day Delivery ' }, true);
    expect(errors).toEqual({});
    expect(fields).toEqual({ ...complete, bodyMarkdown: 'Body\ntext', metaTitle: null, metaDescription: null, coverImageId: null, coverAlt: null });
  });

  it('asks for alt text with a cover image, and forgets alt text without one', () => {
    const id = '6f1d8a52-3b7e-4c1a-9d2e-0b5c7f3e2a10';
    expect(checkPostFields({ ...complete, coverImageId: id }, false).errors).toEqual({ coverAlt: 'coverAlt is required with a cover image' });
    expect(checkPostFields({ ...complete, coverImageId: 'cover.png', coverAlt: 'A van' }, false).errors).toEqual({ coverImageId: 'coverImageId must be the id of an uploaded image' });
    expect(checkPostFields({ ...complete, coverAlt: 'A van' }, false).fields.coverAlt).toBeNull();
  });

  it('asks a draft for a title only, and makes its slug from the title', () => {
    const { fields, errors } = checkPostFields({ title: 'A Draft Title' }, false);
    expect(errors).toEqual({});
    expect(fields.slug).toBe('a-draft-title');
    expect(checkPostFields({ title: ' ' }, false).errors).toEqual({ title: 'title is required' });
  });

  it('asks a publish for every field but the meta ones', () => {
    expect(checkPostFields({ title: 'A Draft Title' }, true).errors).toEqual({
      category: 'category is required',
      excerpt: 'excerpt is required',
      author: 'author is required',
      bodyMarkdown: 'bodyMarkdown is required',
    });
  });

  it('names each bad field: form of the slug, a category slug, unknown category, length, control characters, type', () => {
    expect(checkPostFields({ ...complete, slug: 'Bad Slug' }, true).errors).toEqual({ slug: 'slug must be lower-case letters and digits joined by single hyphens' });
    expect(checkPostFields({ ...complete, slug: 'case-studies' }, true).errors).toEqual({ slug: 'slug must not be the name of a category' });
    expect(checkPostFields({ ...complete, category: 'news' }, true).errors.category).toMatch(/^category must be one of: expedited-freight, /);
    expect(checkPostFields({ ...complete, excerpt: 'x'.repeat(501) }, true).errors).toEqual({ excerpt: 'excerpt must be at most 500 characters' });
    expect(checkPostFields({ ...complete, author: 'A\u001b[31m' }, true).errors).toEqual({ author: 'author must not contain control characters or line breaks' });
    expect(checkPostFields({ ...complete, bodyMarkdown: 'a\u0000b' }, true).errors).toEqual({ bodyMarkdown: 'bodyMarkdown must not contain control characters (tab and line breaks are allowed)' });
    expect(checkPostFields({ ...complete, title: 42 }, true).errors).toEqual({ title: 'title must be a string' });
  });
});
