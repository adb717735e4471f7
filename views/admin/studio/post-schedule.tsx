import * as f from '../shared/admin-forms.css.js';
import type { PostDraft } from './post-draft.js';
import type { PostRelease, PostStep } from './post-release.js';
import { secondary } from './studio-buttons.js';
import * as s from './studio.css.js';

/** Publishing later: the date and time in the desk's zone, and Schedule (Reschedule once scheduled). */
export function PostSchedule({ id, draft, release, busy, timeZone }: { id: string; draft: PostDraft; release: PostRelease; busy: PostStep | null; timeZone: string }) {
  const { errors, refs, post } = draft;
  const { publishAt, setPublishAt, schedule } = release;
  const state = post?.state ?? 'draft';
  return (
    <section className={s.section} aria-labelledby={`${id}-schedule`}>
      <h2 id={`${id}-schedule`} className={s.sectionTitle}>
        Schedule
      </h2>
      <div className={f.field}>
        <label htmlFor={`${id}-publishAt`} className={f.label}>
          Publish at ({timeZone})
        </label>
        <input
          ref={refs('publishAt')}
          id={`${id}-publishAt`}
          type="datetime-local"
          className={f.input}
          value={publishAt}
          aria-invalid={errors.publishAt ? true : undefined}
          aria-describedby={errors.publishAt ? `${id}-publishAt-error` : undefined}
          onChange={(event) => setPublishAt(event.target.value)}
        />
        {errors.publishAt ? (
          <p id={`${id}-publishAt-error`} className={f.fieldError}>
            {errors.publishAt}
          </p>
        ) : null}
      </div>
      <div className={s.buttonRow}>
        <button type="button" className={secondary} disabled={busy !== null} onClick={() => void schedule()}>
          {busy === 'schedule' ? 'Scheduling…' : state === 'scheduled' ? 'Reschedule' : 'Schedule'}
        </button>
      </div>
    </section>
  );
}
