import { can, type AdminView } from '../../../core/admin.js';
import { blogCategoryName } from '../../../core/blog-categories.js';
import { age, deskTime } from '../../../core/desk-time-format.js';
import { POST_STATE_LABELS, POST_STATES, STUDIO_PATHS, STUDIO_TEXTS, type PostState, type StudioPostRowView, type StudioPostView } from '../../../core/studio-posts.js';
import { Island } from '../../app/island.js';
import * as f from '../shared/admin-forms.css.js';
import * as d from '../shared/admin-ui.css.js';
import { NotFoundCard } from '../shared/not-found-card.js';
import { PostEditor } from './post-editor.js';
import * as s from './studio.css.js';

/** A post's state in words on a tinted pill (the words carry it; the colour only helps). */
export function PostStateBadge({ state }: { state: PostState }) {
  return <span className={s.stateBadge[state]}>{POST_STATE_LABELS[state]}</span>;
}

const COLUMNS = ['State', 'Title', 'Category', 'Author', 'Last change', 'Page'] as const;

/** One post: a card on phones, a row of the list's columns from 1200px. */
function PostRow({ post, timeZone, now }: { post: StudioPostRowView; timeZone: string; now: string }) {
  const title = post.title || '(untitled)';
  return (
    <li className={s.postRow}>
      <span className={s.cell}>
        <span className={s.cellLabel}>State: </span>
        <PostStateBadge state={post.state} />
      </span>
      <h2 className={`${s.cell} ${s.postTitle}`}>
        <a href={STUDIO_PATHS.post(post.id)} className={s.postLink}>
          {title}
        </a>
      </h2>
      <span className={s.cell}>
        <span className={s.cellLabel}>Category: </span>
        {blogCategoryName(post.category) ?? post.category}
      </span>
      <span className={s.cell}>
        <span className={s.cellLabel}>Author: </span>
        {post.author || '—'}
      </span>
      <span className={s.cell}>
        <span className={s.cellLabel}>Last change: </span>
        by {post.changedBy}, <time dateTime={post.changedAt}>{deskTime(post.changedAt, timeZone)}</time> <span className={s.muted}>({age(post.changedAt, now)})</span>
        {post.state === 'scheduled' && post.publishAt ? (
          <>
            <br />
            Goes live <time dateTime={post.publishAt}>{deskTime(post.publishAt, timeZone)}</time>
          </>
        ) : null}
      </span>
      <span className={s.cell}>
        {post.state === 'published' ? (
          <a href={`/blog/${post.slug}`} className={s.liveLink}>
            Live page<span className={f.offscreen}> of {title}</span>
          </a>
        ) : (
          <span className={s.muted}>
            <span className={s.cellLabel}>Page: </span>not on the site
          </span>
        )}
      </span>
    </li>
  );
}

/** /admin/posts (docs/product.md#25-content-studio): every post, a filter by state, and "New post" for those who write. */
export function PostsPage({ admin, posts, state, timeZone, now }: { admin: AdminView; posts: StudioPostRowView[]; state: PostState | null; timeZone: string; now: string }) {
  const filters: { href: string; label: string; current: boolean }[] = [
    { href: STUDIO_PATHS.posts, label: 'All', current: state === null },
    ...POST_STATES.map((value) => ({ href: `${STUDIO_PATHS.posts}?state=${value}`, label: POST_STATE_LABELS[value], current: state === value })),
  ];
  return (
    <div>
      <div className={d.pageHead}>
        <div>
          <h1 className={d.title}>Posts</h1>
          <p className={d.subtitle}>The blog&apos;s posts: write, check and publish them. Times in {timeZone}.</p>
        </div>
        {can(admin.role, 'content:change') ? (
          <a href={STUDIO_PATHS.newPost} className={d.primaryButton}>
            New post
          </a>
        ) : null}
      </div>
      <nav aria-label="Filter by state">
        <ul className={s.filterBar}>
          {filters.map((filter) => (
            <li key={filter.label}>
              <a href={filter.href} className={s.filterLink} aria-current={filter.current ? 'page' : undefined}>
                {filter.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={s.listCount}>
        {posts.length} post{posts.length === 1 ? '' : 's'}
        {state ? ` ${POST_STATE_LABELS[state].toLowerCase()}` : ''}.
      </p>
      {posts.length === 0 ? (
        <p className={d.empty}>No posts here yet.</p>
      ) : (
        <ul className={s.postList} aria-label="Posts">
          <li className={s.postHeader} aria-hidden="true">
            {COLUMNS.map((column) => (
              <span key={column}>{column}</span>
            ))}
          </li>
          {posts.map((post) => (
            <PostRow key={post.id} post={post} timeZone={timeZone} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** /admin/posts/new and /admin/posts/{id}: the editor island (read-only for a viewer). */
export function PostEditorPage({ admin, post, timeZone }: { admin: AdminView; post: StudioPostView | null; timeZone: string }) {
  return (
    <div>
      <a href={STUDIO_PATHS.posts} className={d.backLink}>
        ← All posts
      </a>
      <Island name="PostEditor" component={PostEditor} hydrate="idle" props={{ post, canChange: can(admin.role, 'content:change'), timeZone }} />
    </div>
  );
}

export function PostNotFoundPage() {
  return <NotFoundCard title={STUDIO_TEXTS.noSuchPost} back={{ href: STUDIO_PATHS.posts, label: 'Back to the posts' }} />;
}
