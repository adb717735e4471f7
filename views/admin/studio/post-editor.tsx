import { useId } from 'react';
import type { StudioPostView } from '../../../core/studio-posts.js';
import * as d from '../shared/admin-ui.css.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import { useAutosave } from './post-autosave.js';
import { CoverPicker } from './post-cover-picker.js';
import { useCoverUpload } from './post-cover-upload.js';
import { PostConflictPanel } from './post-conflict-panel.js';
import { usePostDraft } from './post-draft.js';
import { clockTime } from './post-editor-text.js';
import { PostPreview } from './post-preview.js';
import { PostPublishBar } from './post-publish-bar.js';
import { usePostRelease, type PostStep } from './post-release.js';
import { Revisions } from './post-revisions.js';
import { PostSchedule } from './post-schedule.js';
import { PostSearchSection } from './post-search-section.js';
import { PostTextSection } from './post-text-section.js';
import * as s from './studio.css.js';

export interface PostEditorProps {
  /** The post as the page opened it, or null for a new one. */
  post: StudioPostView | null;
  /** Whether this role may change content (admins and editors); a viewer reads everything. */
  canChange: boolean;
  timeZone: string;
}

/**
 * The studio's post editor (docs/product.md#25-content-studio): the fields with their hints and counters, a
 * Markdown toolbar, the cover, a live preview with the checks, saving (by hand and while typing), the
 * 409 panel that keeps both texts, publishing, scheduling, unpublishing, and the revisions with restore
 * and compare. A viewer sees it all read-only.
 */
export function PostEditor({ post: initialPost, canChange, timeZone }: PostEditorProps) {
  const id = useId();
  const readOnly = !canChange;
  const draft = usePostDraft(initialPost, timeZone);
  const steps = useAdminAction<PostStep>('the server refused it');
  const release = usePostRelease(draft, steps, timeZone);
  const upload = useCoverUpload(draft, steps);
  useAutosave(draft, readOnly);
  const { post, fields, cover, stale, errors, setField, setFields, setCover, refs } = draft;

  const keepMine = () => {
    if (!stale) return;
    const over = stale.version;
    draft.setStale(null);
    void draft.save('save', over);
  };
  const takeTheirs = () => {
    if (!stale) return;
    draft.load(stale, { kind: 'saved', text: `Loaded their text (saved by ${stale.changedBy})` });
    draft.setStale(null);
  };
  const restored = (answer: StudioPostView) => draft.load(answer, { kind: 'done', text: `Restored at ${clockTime(new Date(), timeZone)}` });

  const state = post?.state ?? 'draft';
  const liveHref = post?.liveSlug && state === 'published' ? `/blog/${post.liveSlug}` : null;

  return (
    <>
      {/* The post as saved: a new post's heading becomes its title once the first save gives it an address. */}
      <div className={d.pageHead}>
        <h1 className={d.title}>{post ? post.fields.title || '(untitled)' : 'New post'}</h1>
      </div>
      <div className={s.editor}>
        <PostPublishBar draft={draft} release={release} steps={steps} canChange={canChange} timeZone={timeZone} liveHref={liveHref} />
        {stale ? <PostConflictPanel id={id} stale={stale} fields={fields} timeZone={timeZone} panelRef={draft.staleRef} keepMine={keepMine} takeTheirs={takeTheirs} /> : null}

        <form className={s.formColumn} noValidate onSubmit={(event) => (event.preventDefault(), void draft.save('save'))} aria-label="Post fields">
          <PostTextSection id={id} draft={draft} readOnly={readOnly} />
          <PostSearchSection id={id} draft={draft} readOnly={readOnly} />
          <CoverPicker
            id={id}
            cover={fields.coverImageId ? cover : null}
            alt={fields.coverAlt ?? ''}
            readOnly={readOnly}
            busy={steps.pending === 'upload'}
            error={errors.cover ?? errors.coverImageId ?? errors.coverAlt}
            inputRef={refs('cover')}
            onUpload={upload}
            onAlt={(value) => setField('coverAlt', value === '' ? null : value)}
            onRemove={() => (setCover(null), setFields((current) => ({ ...current, coverImageId: null, coverAlt: null })))}
          />
          {canChange && post && state !== 'published' ? <PostSchedule id={id} draft={draft} release={release} busy={steps.pending} timeZone={timeZone} /> : null}
        </form>

        <PostPreview id={id} fields={fields} postId={() => draft.latest.current.post?.id ?? null} readOnly={readOnly} liveHref={liveHref} />

        {post ? <Revisions post={post} canChange={canChange} timeZone={timeZone} onRestored={restored} /> : null}
      </div>
    </>
  );
}
PostEditor.displayName = 'PostEditor' as const;
