import { defineEntity, p } from '@mikro-orm/postgresql';

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
    /** The body rendered and sanitised once, when seeded (post-markdown.ts). */
    bodyHtml: p.text(),
    /** URL of the generated cover, /media/blog/<slug>.svg?v=<version>. */
    cover: p.string().length(300),
    author: p.string().length(100),
    /** Minutes to read the body. */
    readingTime: p.integer(),
    /** The dates the file states (publishedAt, updatedAt), not when the row was written. */
    publishedAt: p.datetime(),
    updatedAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** A blog article; rows come from the committed Markdown files (post.seed.ts). */
export class Post extends PostSchema.class {}
PostSchema.setClass(Post);
