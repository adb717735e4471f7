import { defineEntity, p } from '@mikro-orm/postgresql';
import { POST_STATES } from '../../core/studio-posts.js';

const PostSchema = defineEntity({
  name: 'Post',
  tableName: 'post',
  properties: {
    id: p.integer().primary().generated('by default as identity'),
    title: p.string().length(200),
    /** The post's address below /blog/ and its file's name (src/blog/posts/<slug>.md). */
    slug: p.string().length(200).unique(),
    /** A category slug of blog-categories.ts, e.g. "expedited-freight". */
    category: p.string().length(40),
    excerpt: p.string().length(500),
    bodyMarkdown: p.text(),
    /** The body rendered and sanitised once, when seeded or published from the studio (post-markdown.ts). */
    bodyHtml: p.text(),
    /** URL of the cover: the generated artwork, /media/blog/<slug>.svg?v=<version>, or an uploaded image's widest JPEG. */
    cover: p.string().length(300),
    /** An uploaded cover (the studio): the image, its alt text and its size; null for the generated artwork. */
    coverImageId: p.uuid().nullable(),
    coverAlt: p.string().length(200).nullable(),
    coverWidth: p.integer().nullable(),
    coverHeight: p.integer().nullable(),
    author: p.string().length(100),
    /** Minutes to read the body. */
    readingTime: p.integer(),
    /** The dates the page states: the file's, or when the studio first published it and last changed it. */
    publishedAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** POST_STATES: only a published post has a page; an unpublished one answers 410. */
    state: p.enum(POST_STATES).columnType('varchar(12)').default('published'),
    /** When a scheduled post goes live. */
    publishAt: p.datetime().nullable(),
    /** The page's own title and description; null: the title and the excerpt. */
    metaTitle: p.string().length(200).nullable(),
    metaDescription: p.string().length(300).nullable(),
    /** Goes up with every save in the studio: a save names the version it started from. */
    version: p.integer().default(1),
    /** The revision version the public page shows (null: the seeded row, never published from the studio). */
    liveVersion: p.integer().nullable(),
    /** The committed file's slug the post was seeded from; null for a post written in the studio. */
    seedSlug: p.string().length(200).nullable().unique(),
    /** Set by the first change in the studio: from then on the seed leaves the post alone. */
    studioChangedAt: p.datetime().nullable(),
    studioChangedBy: p.string().length(64).nullable(),
  },
});

/** A blog article: seeded from the committed Markdown files (post.seed.ts) or written in the studio. */
export class Post extends PostSchema.class {}
PostSchema.setClass(Post);
