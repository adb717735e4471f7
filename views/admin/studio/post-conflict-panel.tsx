import type { RefObject } from 'react';
import { deskTime } from '../../../core/desk-time-format.js';
import { POST_FIELD_LABELS, type PostFields, type StudioPostView } from '../../../core/studio-posts.js';
import * as f from '../shared/admin-forms.css.js';
import { differingFields } from './post-editor-text.js';
import { primary, secondary } from './studio-buttons.js';
import * as s from './studio.css.js';

export interface PostConflictPanelProps {
  id: string;
  /** The post as the other person saved it (the 409's). */
  stale: StudioPostView;
  /** The text in the fields: yours. */
  fields: PostFields;
  timeZone: string;
  panelRef: RefObject<HTMLDivElement | null>;
  keepMine: () => void;
  takeTheirs: () => void;
}

/**
 * Someone else saved the post after it was opened (a 409): both texts side by side, field by field where they
 * differ; nothing is lost until the person keeps theirs or takes the other's.
 */
export function PostConflictPanel({ id, stale, fields, timeZone, panelRef, keepMine, takeTheirs }: PostConflictPanelProps) {
  return (
    <section ref={panelRef} tabIndex={-1} className={`${s.notice} ${s.fullWidth}`} aria-labelledby={`${id}-stale`}>
      <h2 id={`${id}-stale`} className={s.sectionTitle}>
        Someone else saved this post
      </h2>
      <p>
        {stale.changedBy} saved it at {deskTime(stale.changedAt, timeZone)}, after you opened it. Nothing is lost: your text is still in the fields. Keep yours, take theirs, or copy what you need from
        theirs into yours.
      </p>
      {differingFields<PostFields>(fields, stale.fields).map((key) => (
        <div key={key} className={f.field}>
          <h3 className={f.label}>{POST_FIELD_LABELS[key]}</h3>
          <div className={s.compareGrid}>
            <div>
              <p className={s.muted}>Your text</p>
              <p className={s.compareText}>{String(fields[key] ?? '') || '(empty)'}</p>
            </div>
            <div>
              <p className={s.muted}>
                Their text (saved by {stale.changedBy} at {deskTime(stale.changedAt, timeZone)})
              </p>
              <p className={s.compareText}>{String(stale.fields[key] ?? '') || '(empty)'}</p>
            </div>
          </div>
        </div>
      ))}
      <div className={s.buttonRow}>
        <button type="button" className={primary} onClick={keepMine}>
          Keep mine
        </button>
        <button type="button" className={secondary} onClick={takeTheirs}>
          Take theirs
        </button>
      </div>
    </section>
  );
}
