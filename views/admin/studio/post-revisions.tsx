import { useCallback, useEffect, useId, useState } from 'react';
import { compareRevisions, postRevision, postRevisions, restoreRevision } from '../../../client/admin-api/posts.js';
import { failureMessage } from '../../../client/admin-api/request.js';
import { deskTime } from '../../../core/desk-time-format.js';
import { REVISION_KIND_LABELS, type PostRevisionView, type RevisionComparisonView, type StudioPostView } from '../../../core/studio-posts.js';
import * as f from '../shared/admin-forms.css.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import { refusalOf } from './post-refusals.js';
import { primary, secondary } from './studio-buttons.js';
import * as s from './studio.css.js';

/** Words of a comparison: the older side shows what was removed, the newer what was added, each named in text. */
function ComparedText({ parts, side }: { parts: RevisionComparisonView['fields'][number]['parts']; side: 'old' | 'new' }) {
  return (
    <p className={s.compareText}>
      {parts.map((part, index) => {
        if (side === 'old' && part.added) return null;
        if (side === 'new' && part.removed) return null;
        if (part.removed)
          return (
            <del key={index} className={s.removed}>
              <span className={f.offscreen}>[removed: </span>
              {part.value}
              <span className={f.offscreen}>]</span>
            </del>
          );
        if (part.added)
          return (
            <ins key={index} className={s.added}>
              <span className={f.offscreen}>[added: </span>
              {part.value}
              <span className={f.offscreen}>]</span>
            </ins>
          );
        return <span key={index}>{part.value}</span>;
      })}
    </p>
  );
}

/** The revisions, loaded when opened: restore (asks first) and compare two of them. */
export function Revisions({ post, canChange, timeZone, onRestored }: { post: StudioPostView; canChange: boolean; timeZone: string; onRestored: (post: StudioPostView) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<PostRevisionView[] | null>(null);
  // Restoring, comparing and showing one revision share the one alert and status line.
  const { pending, error, said, setError, run } = useAdminAction<'restore' | 'compare' | 'peek'>('The revision could not be restored');
  const busy = pending === 'restore';
  const [asking, setAsking] = useState<number | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [comparison, setComparison] = useState<RevisionComparisonView | null>(null);

  const load = useCallback(() => {
    postRevisions(post.id).then(
      (revisions) => {
        setList(revisions);
        setError(null);
        setFrom((current) => current || String(revisions[1]?.id ?? ''));
        setTo((current) => current || String(revisions[0]?.id ?? ''));
      },
      // Loading on opening is no control's call: its failure is said in the same alert.
      (failure: unknown) => setError(failureMessage(failure, 'The revisions could not be loaded')),
    );
  }, [post.id, setError]);

  useEffect(() => {
    if (open) load();
  }, [open, load, post.version]);

  const restore = (revisionId: number, acceptWarnings = false) =>
    run(
      async () => {
        const answer = await restoreRevision(post.id, revisionId, post.version, acceptWarnings);
        setAsking(null);
        onRestored(answer);
        return 'Restored.';
      },
      {
        key: 'restore',
        refused: (failure) => {
          const refused = refusalOf(failure);
          if (refused?.code === 'warnings_not_accepted' && !acceptWarnings) {
            setAsking(-revisionId);
            return `The checks found ${refused.checks.length} finding(s): ${refused.checks.map((c) => c.message).join(' ')} Press Restore again to accept the warnings.`;
          }
          if (refused) return `Not restored on the live page: ${refused.checks.filter((c) => c.severity === 'error').map((c) => `${c.label}: ${c.fix}`).join(' ')}`;
          return undefined;
        },
      },
    );

  const compare = () =>
    run(
      async () => {
        const [a, b] = [Number(from), Number(to)].sort((x, y) => x - y);
        setComparison(await compareRevisions(post.id, a!, b!));
      },
      { key: 'compare', fallback: 'The revisions could not be compared' },
    );

  const peek = (revisionId: number) =>
    run(
      async () => {
        const { revision, fields } = await postRevision(post.id, revisionId);
        return `Revision of ${deskTime(revision.savedAt, timeZone)}: “${fields.title}”.`;
      },
      { key: 'peek', fallback: 'The revision could not be loaded' },
    );

  const changedFields = comparison?.fields.filter((field) => field.changed) ?? [];
  const label = (revision: PostRevisionView) => `${REVISION_KIND_LABELS[revision.kind]} by ${revision.savedBy}, ${deskTime(revision.savedAt, timeZone)}`;

  return (
    <details className={s.revisions} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={s.sectionToggle}>
        Revisions
      </summary>
      <div className={s.formColumn}>
        {error ? (
          <p role="alert" className={f.error}>
            {error}
          </p>
        ) : null}
        <p role="status" className={s.muted}>
          {said}
        </p>
        {list === null ? (
          <p className={s.muted}>Loading…</p>
        ) : (
          <ul className={s.revisionList}>
            {list.map((revision) => (
              <li key={revision.id} className={s.revisionItem}>
                <span>
                  <strong>{label(revision)}</strong>
                  <br />
                  <span className={s.muted}>“{revision.title}”</span>
                </span>
                <span className={s.buttonRow}>
                  <button type="button" className={secondary} aria-label={`Show the title of: ${label(revision)}`} onClick={() => void peek(revision.id)}>
                    Show
                  </button>
                  {canChange ? (
                    Math.abs(asking ?? 0) === revision.id ? (
                      <span className={s.notice}>
                        <span>Restore this revision as the text being written?{post.state === 'published' ? ' The post is published: the live page changes too.' : ''}</span>
                        <span className={s.buttonRow}>
                          <button type="button" className={primary} disabled={busy} onClick={() => void restore(revision.id, (asking ?? 0) < 0)}>
                            Restore
                          </button>
                          <button type="button" className={secondary} onClick={() => setAsking(null)}>
                            Cancel
                          </button>
                        </span>
                      </span>
                    ) : (
                      <button type="button" className={secondary} aria-label={`Restore: ${label(revision)}`} onClick={() => setAsking(revision.id)}>
                        Restore
                      </button>
                    )
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
        {list && list.length > 1 ? (
          <div className={s.section}>
            <h3 className={s.sectionTitle}>Compare two revisions</h3>
            <div className={s.compareGrid}>
              {(
                [
                  ['from', 'Older', from, setFrom],
                  ['to', 'Newer', to, setTo],
                ] as const
              ).map(([key, text, value, set]) => (
                <div key={key} className={f.field}>
                  <label htmlFor={`${id}-${key}`} className={f.label}>
                    {text}
                  </label>
                  <select id={`${id}-${key}`} className={f.select} value={value} onChange={(event) => set(event.target.value)}>
                    {list.map((revision) => (
                      <option key={revision.id} value={revision.id}>
                        {label(revision)}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
            <div className={s.buttonRow}>
              <button type="button" className={secondary} disabled={!from || !to || from === to} onClick={() => void compare()}>
                Compare
              </button>
            </div>
            {comparison ? (
              <div className={s.formColumn} aria-live="polite">
                {changedFields.length === 0 ? <p>These revisions do not differ.</p> : <p className={s.muted}>Removed words are struck through in the older text; added words are underlined in the newer.</p>}
                {changedFields.map((field) => (
                  <div key={field.field} className={f.field}>
                    <h4 className={f.label}>{field.label}</h4>
                    <div className={s.compareGrid}>
                      <div>
                        <p className={s.muted}>Older: {label(comparison.from)}</p>
                        <ComparedText parts={field.parts} side="old" />
                      </div>
                      <div>
                        <p className={s.muted}>Newer: {label(comparison.to)}</p>
                        <ComparedText parts={field.parts} side="new" />
                      </div>
                    </div>
                  </div>
                ))}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </details>
  );
}
