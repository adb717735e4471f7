/** Newest first (publishedAt descending); posts of the same instant by slug, so the order never depends on the database. */
export const newestFirst = (a: { publishedAt: string; slug: string }, b: { publishedAt: string; slug: string }): number =>
  a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
