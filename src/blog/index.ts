// What the blog feature offers the others: its module and the providers it exports.
export { BlogModule } from './blog.module.js';
export { BlogService } from './blog.service.js';
export { BlogSeeder } from './blog-seeder.js';
export { POSTS_TOPIC } from './posts-changed-listener.js';
export { preparePost } from './committed-posts.js';
export { coverDataUrl } from './post-artwork.js';
export { postPageView } from './blog.service.js';
export { Post } from './post.entity.js';
export { PostRedirect } from './post-redirect.entity.js';
export { PostRevision } from './post-revision.entity.js';
export { PostRevisions } from './post-revisions.js';
export { PostRows, type PostListRow, type PostPageParts } from './post-rows.js';
