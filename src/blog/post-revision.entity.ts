import { defineEntity, p } from '@mikro-orm/postgresql';
import { REVISION_KIND_LABELS, type RevisionKind } from '../../core/studio-posts.js';
import { Post } from './post.entity.js';

const REVISION_KINDS = Object.keys(REVISION_KIND_LABELS) as RevisionKind[];

const PostRevisionSchema = defineEntity({
  name: 'PostRevision',
  tableName: 'post_revision',
  uniques: [{ name: 'post_revision_post_id_version_unique', properties: ['post', 'version'] }],
  properties: {
    id: p.integer().primary().generated('by default as identity'),
    // The constraint's name is PostgreSQL's own (the table was made by hand-written SQL).
    post: () => p.manyToOne(Post).deleteRule('cascade').foreignKeyName('post_revision_post_id_fkey'),
    /** The post's version this revision made; the newest revision is the text being written. */
    version: p.integer(),
    /** Saved, saved while typing (a run of those by one person is one revision), or restored from `restoredFrom`. */
    kind: p.enum(REVISION_KINDS).columnType('varchar(12)'),
    // What people write: the post's fields, as the post row has them.
    title: p.string().length(200),
    slug: p.string().length(200),
    category: p.string().length(40),
    excerpt: p.string().length(500),
    author: p.string().length(100),
    bodyMarkdown: p.text(),
    metaTitle: p.string().length(200).nullable(),
    metaDescription: p.string().length(300).nullable(),
    coverImageId: p.uuid().nullable(),
    coverAlt: p.string().length(200).nullable(),
    /** The revision a restore brought back. */
    restoredFrom: p.integer().nullable(),
    createdBy: p.string().length(64),
    createdAt: p.datetime().defaultRaw('now()'),
    /** When the text was last saved (a merged save while typing moves it). */
    savedAt: p.datetime().defaultRaw('now()'),
  },
});

/** A revision of a post in the studio (docs/product.md#25-content-studio): what someone saved, in order. */
export class PostRevision extends PostRevisionSchema.class {}
PostRevisionSchema.setClass(PostRevision);
