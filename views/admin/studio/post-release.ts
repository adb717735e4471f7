import { useRef, useState } from 'react';
import { publishPost, schedulePost, unpublishPost } from '../../../client/admin-api/posts.js';
import { fieldErrorsOf } from '../../../client/admin-api/request.js';
import type { StudioPostView } from '../../../core/studio-posts.js';
import type { AdminAction } from '../shared/use-admin-action.js';
import { snapshot, type PostDraft } from './post-draft.js';
import { clockTime } from './post-editor-text.js';
import { refusalOf, staleOf, type ChecksRefusal } from './post-refusals.js';

/** The editor's calls besides the save: one at a time, and every button waits for the one under way. */
export type PostStep = 'publish' | 'schedule' | 'unpublish' | 'upload';

/** What a refused publish or schedule asks of the person next. */
export interface Refusal extends ChecksRefusal {
  /** Sends the same request again with the warnings accepted. */
  retry: () => void;
  action: 'publish' | 'schedule';
}

/**
 * Publishing, scheduling and unpublishing (docs/product.md#25-content-studio). Each publishing step saves
 * first; its refusals go where the person sees them: the checks in their panel, a 409 in the conflict panel,
 * a bad date beside the date, anything else on the status line.
 */
export function usePostRelease(draft: PostDraft, steps: AdminAction<PostStep>, timeZone: string) {
  const { post, save, setPost, setSaved, setStatus, setErrors, setStale, staleRef, showErrors, latest } = draft;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);

  const release = async (action: 'publish' | 'schedule', label: string, call: (post: StudioPostView, acceptWarnings: boolean) => Promise<StudioPostView>, acceptWarnings = false) => {
    setRefusal(null);
    await steps.run(
      async () => {
        const current = await save('save');
        if (!current) return;
        const answer = await call(current, acceptWarnings);
        setPost(answer);
        setSaved(snapshot(latest.current.fields));
        setStatus({ kind: 'done', text: label });
        setErrors({});
      },
      {
        key: action,
        refused: (failure, message) => {
          const refused = refusalOf(failure);
          const theirs = staleOf(failure);
          if (refused) {
            setRefusal({ ...refused, action, retry: () => void release(action, label, call, true) });
            requestAnimationFrame(() => refusalRef.current?.focus());
          } else if (theirs) {
            setStale(theirs);
            requestAnimationFrame(() => staleRef.current?.focus());
          } else {
            const { publishAt: wrongDate } = fieldErrorsOf(failure);
            if (wrongDate) showErrors({ publishAt: wrongDate }, true);
            setStatus({ kind: 'failed', text: `Not done: ${wrongDate ?? message}` });
          }
          return null;
        },
      },
    );
  };

  const publish = () => release('publish', `Published at ${clockTime(new Date(), timeZone)}`, (p, accept) => publishPost(p.id, p.version, accept));
  const schedule = () => {
    if (!publishAt) return showErrors({ publishAt: 'Choose the date and time to publish at' }, true);
    return release('schedule', `Scheduled for ${publishAt.replace('T', ' ')} (${timeZone})`, (p, accept) => schedulePost(p.id, p.version, publishAt, accept));
  };
  const unpublish = async () => {
    if (!post) return;
    await steps.run(
      async () => {
        setPost(await unpublishPost(post.id));
        setConfirmUnpublish(false);
        setStatus({ kind: 'done', text: 'Unpublished: the address now answers 410 Gone.' });
      },
      { key: 'unpublish', refused: (_failure, message) => (setStatus({ kind: 'failed', text: `Not unpublished: ${message}` }), null) },
    );
  };

  return { refusal, setRefusal, refusalRef, publishAt, setPublishAt, confirmUnpublish, setConfirmUnpublish, publish, schedule, unpublish };
}

export type PostRelease = ReturnType<typeof usePostRelease>;
