import type { EntityManager } from '@mikro-orm/postgresql';
import type { PreparedPost } from './committed-posts.js';

export interface PostSeedResult {
  posts: number;
  /** Slugs of the posts added, changed or removed by this run. */
  changedSlugs: string[];
}

const COLUMNS = ['title', 'slug', 'category', 'excerpt', 'body_markdown', 'body_html', 'cover', 'author', 'reading_time', 'published_at', 'updated_at'] as const;
const RECORD_TYPES =
  'title text, slug text, category text, excerpt text, body_markdown text, body_html text, cover text, author text, reading_time int, published_at timestamptz, updated_at timestamptz';
const UPDATED = COLUMNS.filter((c) => c !== 'slug');
const list = (columns: readonly string[], prefix = '') => columns.map((c) => `${prefix}${c}`).join(', ');

/**
 * Inserts or refreshes the posts by the file they come from (seed_slug) and removes seeded posts whose file
 * is gone: one statement each, in the caller's transaction. A post the studio has changed
 * (studio_changed_at) is never written, re-added or removed, and a new file whose slug is already the
 * address of a studio post (or an old address of one) is not seeded. A row is written only when a value
 * differs, so running it again changes nothing and reports no changed slug (docs/product.md#25-content-studio).
 */
export async function seedPosts(em: EntityManager, posts: readonly PreparedPost[]): Promise<PostSeedResult> {
  const rows = posts.map((post) => ({
    title: post.title,
    slug: post.slug,
    category: post.category,
    excerpt: post.excerpt,
    body_markdown: post.bodyMarkdown,
    body_html: post.bodyHtml,
    cover: post.cover,
    author: post.author,
    reading_time: post.readingTime,
    published_at: post.publishedAt,
    updated_at: post.updatedAt,
  }));
  const written = await em.execute<{ slug: string }[]>(
    `insert into post (${list(COLUMNS)}, seed_slug, created_at)
     select ${list(COLUMNS)}, x.slug, now() from jsonb_to_recordset(?::jsonb) as x(${RECORD_TYPES})
     where not exists (select 1 from post other where other.slug = x.slug and other.seed_slug is distinct from x.slug)
       and not exists (select 1 from post_redirect moved where moved.from_slug = x.slug)
     on conflict (seed_slug) do update set ${UPDATED.map((c) => `${c} = excluded.${c}`).join(', ')}
     where post.studio_changed_at is null and (${list(UPDATED, 'post.')}) is distinct from (${list(UPDATED, 'excluded.')})
     returning slug`,
    [JSON.stringify(rows)],
  );
  const removed = await em.execute<{ slug: string }[]>(
    'delete from post where seed_slug is not null and studio_changed_at is null and seed_slug not in (select jsonb_array_elements_text(?::jsonb)) returning slug',
    [JSON.stringify(posts.map((post) => post.slug))],
  );
  const changed = new Set([...written, ...removed].map((row) => row.slug));
  return { posts: posts.length, changedSlugs: [...changed].sort() };
}
