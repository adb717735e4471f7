import { postsFixing, type PublishedPost } from './post-fixes.js';

const posts: PublishedPost[] = [
  { id: 7, slug: 'aog-part-in-6-hours', title: 'Case Study: An AOG Part Delivered in 6 Hours', excerpt: 'A grounded aircraft flying the same evening, and about $75,000 saved.' },
  { id: 3, slug: 'older-savings', title: 'Savings on Freight', excerpt: 'How one plant saved $75,000 and 10 days.' },
];

describe('postsFixing', () => {
  const postAt = postsFixing(posts);

  it("fixes every finding on a post's page in that post", () => {
    expect(postAt({ path: '/blog/older-savings', family: 'post', check: 'h1', subject: 'no H1' })).toBe(3);
    expect(postAt({ path: '/blog/aog-part-in-6-hours', family: 'post', check: 'unapproved-figure', subject: '$75,000' })).toBe(7);
  });

  it("fixes a figure on the blog's lists in the first post whose title or excerpt shows it", () => {
    expect(postAt({ path: '/blog', family: 'blog', check: 'unapproved-figure', subject: '6 Hours' })).toBe(7);
    expect(postAt({ path: '/blog/case-studies', family: 'blog', check: 'unapproved-figure', subject: '$75,000' })).toBe(7);
    expect(postAt({ path: '/blog', family: 'blog', check: 'unapproved-figure', subject: '10 days' })).toBe(3);
  });

  it('has no post for a figure no post shows, for what a list page draws itself, nor for another page', () => {
    expect(postAt({ path: '/blog', family: 'blog', check: 'unapproved-figure', subject: '99.7%' })).toBeUndefined();
    expect(postAt({ path: '/blog', family: 'blog', check: 'title-length', subject: 'The blog' })).toBeUndefined();
    expect(postAt({ path: '/about-us', family: 'company', check: 'unapproved-figure', subject: '6 Hours' })).toBeUndefined();
  });
});
