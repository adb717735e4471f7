import { defineEntity, p } from '@mikro-orm/postgresql';
import { Post } from './post.entity.js';

const PostRedirectSchema = defineEntity({
  name: 'PostRedirect',
  tableName: 'post_redirect',
  properties: {
    /** An address the post had: /blog/<fromSlug> answers 301 to the post's current address. */
    fromSlug: p.string().length(200).primary(),
    /** The post, not its slug: a redirect always leads to where the post is now, so none chains. */
    post: () => p.manyToOne(Post).deleteRule('cascade').index().foreignKeyName('post_redirect_post_id_fkey'),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

/** An old address of a post whose slug changed in the studio. */
export class PostRedirect extends PostRedirectSchema.class {}
PostRedirectSchema.setClass(PostRedirect);
