import { deskTime } from '../../../core/desk-time-format.js';
import { POST_STATE_LABELS } from '../../../core/studio-posts.js';
import * as f from '../shared/admin-forms.css.js';
import type { AdminAction } from '../shared/use-admin-action.js';
import { CheckList } from './check-list.js';
import type { PostDraft } from './post-draft.js';
import type { PostRelease, PostStep } from './post-release.js';
import { primary, secondary } from './studio-buttons.js';
import * as s from './studio.css.js';

export interface PostPublishBarProps {
  draft: PostDraft;
  release: PostRelease;
  steps: AdminAction<PostStep>;
  canChange: boolean;
  timeZone: string;
  /** The live page's address while the post is published, else null. */
  liveHref: string | null;
}

/**
 * The editor's top bar (docs/product.md#25-content-studio): the post's state and its live page, the status line,
 * Save draft, Publish and Unpublish (asked first), and what a publish refused by the checks asks next.
 */
export function PostPublishBar({ draft, release, steps, canChange, timeZone, liveHref }: PostPublishBarProps) {
  const { post, status, dirty, save } = draft;
  const { refusal, setRefusal, refusalRef, confirmUnpublish, setConfirmUnpublish, publish, unpublish } = release;
  const { pending: busy, said } = steps;
  const readOnly = !canChange;
  const state = post?.state ?? 'draft';
  const publishLabel = state === 'published' ? 'Update the live page' : 'Publish';
  /** A published post whose live page already shows the text being written has nothing to publish. */
  const nothingToPublish = state === 'published' && !post?.unpublishedChanges && !dirty;
  return (
    <section className={s.topBar} aria-label="Post status and actions">
      <div className={s.stateLine}>
        <span className={s.stateBadge[state]}>{POST_STATE_LABELS[state]}</span>
        {post?.unpublishedChanges && state === 'published' ? <span className={s.muted}>Changes not yet on the live page</span> : null}
        {state === 'scheduled' && post?.publishAt ? <span className={s.muted}>Goes live {deskTime(post.publishAt, timeZone)}</span> : null}
        {liveHref ? (
          <a className={s.liveLink} href={liveHref} target="_blank" rel="noreferrer">
            View the live page<span className={f.offscreen}> (opens in a new tab)</span>
          </a>
        ) : null}
        {readOnly ? <span className={s.muted}>Read only: your role may not change posts.</span> : null}
      </div>
      <p role="status" aria-live="polite" className={`${s.statusLine} ${status.kind === 'failed' ? s.statusFailed : ''}`}>
        {status.text || (post ? `Last saved by ${post.changedBy}, ${deskTime(post.changedAt, timeZone)}` : 'Not saved yet')}
        {dirty && status.kind !== 'saving' && !readOnly ? ' · Unsaved changes' : ''}
      </p>
      {canChange ? (
        <div className={s.buttonRow}>
          <button type="button" className={secondary} disabled={busy !== null || status.kind === 'saving'} onClick={() => void save('save')}>
            Save draft
          </button>
          <button type="button" className={primary} disabled={busy !== null || nothingToPublish} aria-busy={busy === 'publish' || undefined} onClick={() => void publish()}>
            {busy === 'publish' ? 'Publishing…' : publishLabel}
          </button>
          {post && (state === 'published' || state === 'scheduled') ? (
            <button type="button" className={secondary} disabled={busy !== null} onClick={() => setConfirmUnpublish(true)}>
              Unpublish
            </button>
          ) : null}
        </div>
      ) : null}
      {confirmUnpublish ? (
        <div className={s.notice} role="group" aria-label="Confirm unpublish">
          <p>
            Take this post off the site? Its address {post?.liveSlug ? `/blog/${post.liveSlug}` : ''} will answer 410 Gone (“This Article Was Removed”) and it leaves the blog lists, the feed and the
            sitemap until you publish it again.
          </p>
          <div className={s.buttonRow}>
            <button type="button" className={primary} disabled={busy !== null} onClick={() => void unpublish()}>
              {busy === 'unpublish' ? 'Unpublishing…' : 'Unpublish now'}
            </button>
            <button type="button" className={secondary} onClick={() => setConfirmUnpublish(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      {refusal ? (
        <div ref={refusalRef} tabIndex={-1} className={s.notice} role="alert">
          {refusal.code === 'checks_failed' ? (
            <p>
              <strong>Publishing is blocked.</strong> The checks found {refusal.checks.filter((c) => c.severity === 'error').length} error(s): fix each one as its “How to fix” says, then try again.
            </p>
          ) : (
            <p>
              <strong>The checks found {refusal.checks.filter((c) => c.severity === 'warning').length} warning(s).</strong> Look at them; you may go ahead with them accepted.
            </p>
          )}
          <CheckList checks={refusal.checks.filter((c) => (refusal.code === 'checks_failed' ? c.severity === 'error' : c.severity === 'warning'))} headingLevel={4} />
          <div className={s.buttonRow}>
            {refusal.code === 'warnings_not_accepted' ? (
              <button type="button" className={primary} disabled={busy !== null} onClick={refusal.retry}>
                {refusal.action === 'schedule' ? 'Schedule' : 'Publish'} with {refusal.checks.filter((c) => c.severity === 'warning').length} warnings
              </button>
            ) : null}
            <button type="button" className={secondary} onClick={() => setRefusal(null)}>
              Close
            </button>
          </div>
        </div>
      ) : null}
      {said ? <p className={s.muted}>{said}</p> : null}
    </section>
  );
}
