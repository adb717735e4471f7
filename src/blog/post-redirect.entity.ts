import { defineEntity, p } from '@mikro-orm/postgresql';

const PostRedirectSchema = defineEntity({
  name: 'PostRedirect',
  tableName: 'post_redirect',
  properties: {
    /** An address the post had: /blog/<fromSlug> answers 301 to the post's current address. */
    fromSlug: p.string().length(200).primary(),
    /** The post, not its slug: a redirect always leads to where the post is now, so none chains. */
    postId: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** An old address of a post whose slug changed in the studio. */
export class PostRedirect extends PostRedirectSchema.class {}
PostRedirectSchema.setClass(PostRedirect);
