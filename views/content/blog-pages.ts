import type { Hero } from './page-content.js';

/**
 * Copy of the blog list and article pages (docs/product.md#20-blog). Posts themselves are rows, written
 * as Markdown in src/blog/posts/.
 */
export const blogList = {
  meta: {
    title: 'Expedited Freight Blog: Guides & Case Studies',
    description: 'Guides, checklists and case studies on expedited freight, hand-carry, next flight out, medical transport and trade show logistics from our 24/7 dispatch desk.',
  },
  hero: {
    eyebrow: 'Blog',
    title: 'Logistics Insights from the Dispatch Desk',
    intro:
      'Practical guides for shippers working against a deadline: how to choose between same-day and next-day, what a hand-carry courier needs from you, how to keep medical equipment moving under control and what really happened in the shipments we ran. Written by the people who answer the phone at 2 a.m., with the figures we stand behind and none we cannot.',
    actions: [
      { kind: 'link', label: 'Browse the Articles', href: '#articles' },
      { kind: 'email', label: 'Contact Us for Updates' },
    ],
    panel: {
      title: 'What you will find here',
      points: ['Decision guides for urgent freight', 'Checklists for regulated and high-value loads', 'Case studies from real shipments', 'New articles by category'],
    },
  } satisfies Hero,
  listTitle: 'Latest articles',
  listIntro:
    'Filter by category or read the newest first. Each article is written for the shipper or planner who has to make the call: what to book, what to prepare and what to ask before the freight moves.',
  readLabel: 'Read Article',
  allLabel: 'All articles',
  chipsLabel: 'Blog categories',
  updates: {
    title: 'Get new guides as we publish them',
    text: 'We publish a few articles a month about expedited freight, medical transport and time-critical logistics. Write to us and we will let you know when a new guide or case study is out, or tell us the question you would like answered next: the best articles start with a shipper asking one. Subscribers to our Atom feed get every article as it appears, without waiting for an e-mail. Each article shows when it was first published and when it was last updated.',
    emailLabel: 'Contact Us for Updates',
    feedLabel: 'Subscribe to the feed',
  },
} as const;

/** Copy a category's list page adds (its own title and description are built from the category name). */
export const categoryList = {
  title: (name: string) => `${name} Articles`,
  description: (name: string) =>
    `${name} articles from our 24/7 dispatch desk: practical guides, checklists and case studies for shippers moving time-critical freight.`,
  intro: (name: string) =>
    `Every ${name.toLowerCase()} article we have published, newest first. Use the categories above to switch topics, or go back to all articles.`,
} as const;

export const articlePage = {
  /**
   * Follows the excerpt under the article's title. The byline beside it names the post's author, so this
   * line names none (a post by "Marketing Team" under "Written by our dispatch desk" said two things).
   */
  heroNote:
    'For the people who book urgent freight: only the figures we stand behind, and the questions our 24/7 dispatch desk hears every day.',
  ctaTitle: 'Moving something like this?',
  ctaText:
    'Tell us what has to move, from where and by when. Our dispatch team answers every request within minutes, 24/7/365, with a plan and a price before anything moves: hand-carry, next flight out, hot shot or a dedicated van, whichever meets the deadline. If it is already late, call instead: a live dispatcher picks up, day or night, and can have a vehicle on the way while you finish the paperwork. Every shipment is tracked with GPS updates every 60 seconds until it is signed for.',
  ctaLabel: 'Get a 15-Minute Quote',
  relatedTitle: 'Related articles',
  relatedIntro: 'More from the blog on the same questions: how to plan, what to prepare and how other shippers handled it.',
  backLabel: 'All articles',
} as const;

/** The page of a post that is no longer published (410 Gone, docs/product.md#25-content-studio). */
export const removedPost = {
  eyebrow: 'Error 410',
  title: 'This Article Was Removed',
  text: 'The article that was here is no longer published. The blog has our current guides, checklists and case studies; dispatch answers 24/7 if you need a shipment moved now.',
  homeLabel: 'Return Home',
  blogTitle: 'Browse the blog',
  metaTitle: 'Article Removed',
  metaDescription: 'The article that was here is no longer published. Browse the blog for current guides, or call dispatch 24/7.',
} as const;
