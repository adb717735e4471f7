/** Blog teaser of the home page (docs/product.md#2-pages-and-routes): the three newest posts, from the blog. */

export const blogTeaserSection = {
  eyebrow: 'From the blog',
  title: 'Guides for shipping under pressure',
  intro:
    'Practical advice from our dispatch desk: choosing a delivery speed, moving regulated medical equipment and what happens in the first hours of an emergency shipment.',
  readLabel: 'Read article',
  allLabel: 'View all articles',
  allHref: '/blog',
} as const;
