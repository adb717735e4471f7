import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  createPost,
  failureMessage,
  previewPost,
  publishPost,
  savePost,
  schedulePost,
  unpublishPost,
  uploadImage,
  type PostPreview,
} from '../../../client/admin-api.js';
import { ApiError } from '../../../client/api.js';
import { BLOG_CATEGORIES } from '../../../core/blog-categories.js';
import { AUDIT_LIMITS } from '../../../core/content-audit.js';
import { deskTime } from '../../../core/desk-time-format.js';
import type { MediaImageView } from '../../../core/media.js';
import {
  checkPostFields,
  POST_FIELD_LABELS,
  POST_FIELD_MAX,
  POST_STATE_LABELS,
  STUDIO_PATHS,
  type PostCheckView,
  type PostFields,
  type StudioPostView,
} from '../../../core/studio-posts.js';
import * as f from '../shared/admin-forms.css.js';
import { primaryButton, smallButton } from '../leads/desk.css.js';
import { applyMarkdown, checksBySeverity, clockTime, counterText, differingFields, MARKDOWN_ACTIONS, SEVERITY_HEADINGS, shortcutAction, slugAfterTitle, slugWasEdited, type MarkdownAction } from './post-editor-text.js';
import { CoverPicker } from './post-cover-picker.js';
import { refusalOf, staleOf, type ChecksRefusal } from './post-refusals.js';
import { Revisions } from './post-revisions.js';
import * as s from './studio.css.js';
import { APPROVED_CLAIMS_TITLE, approveFigurePath } from '../../../core/approved-claims.js';

const primary = `${primaryButton} ${s.dimmed}`;
const secondary = `${smallButton} ${s.dimmed}`;

export interface PostEditorProps {
  /** The post as the page opened it, or null for a new one. */
  post: StudioPostView | null;
  /** Whether this role may change content (admins and editors); a viewer reads everything. */
  canChange: boolean;
  timeZone: string;
}

type EditorFields = PostFields;
type FieldKey = keyof PostFields;
type FieldErrors = Partial<Record<FieldKey | 'publishAt' | 'cover', string>>;

const EMPTY_FIELDS: EditorFields = {
  title: '',
  slug: '',
  category: BLOG_CATEGORIES[0].slug,
  excerpt: '',
  author: '',
  bodyMarkdown: '',
  metaTitle: null,
  metaDescription: null,
  coverImageId: null,
  coverAlt: null,
};

/** How long the preview waits after the last change before it asks for the page. */
export const PREVIEW_DELAY_MS = 600;
/** How often, at most, the editor saves while the person types. */
export const AUTOSAVE_MS = 5000;

const FIELD_ORDER: readonly (FieldKey | 'publishAt' | 'cover')[] = ['title', 'slug', 'category', 'excerpt', 'author', 'bodyMarkdown', 'metaTitle', 'metaDescription', 'cover', 'coverImageId', 'coverAlt', 'publishAt'];

const snapshot = (fields: EditorFields) => JSON.stringify(fields);

/** What a refused publish, schedule or restore asks of the person next. */
interface Refusal extends ChecksRefusal {
  /** Sends the same request again with the warnings accepted. */
  retry: () => void;
  action: string;
}

type Status = { kind: 'idle' | 'saving' | 'saved' | 'failed' | 'done'; text: string };

/** A list of checks grouped by severity, each with its label, message, subject and fix. */
export function CheckList({ checks, headingLevel = 3 }: { checks: readonly PostCheckView[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  if (checks.length === 0) return <p className={s.muted}>No findings: the checks passed.</p>;
  return (
    <>
      {checksBySeverity(checks).map((group) => (
        <div key={group.severity} className={s.checkGroup}>
          <Heading className={s.sectionTitle}>
            {SEVERITY_HEADINGS[group.severity]} ({group.checks.length})
          </Heading>
          <ul className={s.checkList}>
            {group.checks.map((check, index) => (
              <li key={`${check.check}-${index}`} className={`${s.checkItem} ${s.severity[check.severity]}`}>
                <span className={s.checkLabel}>{check.label}</span>
                <span>{check.message}</span>
                {check.subject ? <span className={s.muted}>Where: {check.subject}</span> : null}
                {check.fix ? <span>How to fix: {check.fix}</span> : null}
                {check.check === 'unapproved-figure' ? (
                  <a href={approveFigurePath(check.subject)} className={s.checkLink} target="_blank" rel="noopener">
                    Approve “{check.subject}” in {APPROVED_CLAIMS_TITLE} (opens in a new tab)
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

interface FieldProps {
  id: string;
  name: FieldKey;
  label: string;
  hint?: ReactNode;
  counter?: ReactNode;
  error?: string;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

/** A labelled field with its hint, counter and error, tied to the control by aria-describedby. */
function Field({ id, name, label, hint, counter, error, children }: FieldProps) {
  const controlId = `${id}-${name}`;
  const described = [hint ? `${controlId}-hint` : '', counter ? `${controlId}-count` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={f.field}>
      <div className={s.fieldHead}>
        <label htmlFor={controlId} className={f.label}>
          {label}
        </label>
        {counter ? (
          <span id={`${controlId}-count`} className={s.counter}>
            {counter}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={`${controlId}-hint`} className={f.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id: controlId, 'aria-describedby': described || undefined, 'aria-invalid': error ? true : undefined })}
      {error ? (
        <p id={`${controlId}-error`} className={f.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A counter against a range the checks look for: its text, marked when outside the range. */
function RangeCounter({ length, min, max }: { length: number; min: number; max: number }) {
  const off = length > 0 && (length < min || length > max);
  return <span className={off ? s.counterOff : undefined}>{counterText(length, { min, max })}</span>;
}

/** The live preview: the page the fields make in a sandboxed frame (no scripts), at a desktop or phone width. */
function PreviewFrame({ html }: { html: string }) {
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  const boxRef = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  // On a phone the desktop page would be drawn at a quarter of its size: start with the phone's.
  useEffect(() => {
    if (window.matchMedia?.('(max-width: 767px)').matches) setDevice('phone');
  }, []);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry!.contentRect.width));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const frameWidth = device === 'desktop' ? 1280 : 390;
  const frameHeight = device === 'desktop' ? 1400 : 1600;
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / frameWidth) : 1;
  return (
    <div className={f.field}>
      <div className={s.switcher} role="group" aria-label="Preview width">
        {(['desktop', 'phone'] as const).map((value) => (
          <button key={value} type="button" className={s.switchButton} aria-pressed={device === value} onClick={() => setDevice(value)}>
            {value === 'desktop' ? 'Desktop' : 'Phone'}
          </button>
        ))}
      </div>
      <div ref={boxRef} className={s.frameBox} style={{ height: `${Math.round(frameHeight * scale)}px`, maxWidth: device === 'phone' ? `${frameWidth}px` : undefined }}>
        <iframe
          title="Preview of the post page"
          sandbox=""
          srcDoc={html}
          className={s.frame}
          style={{ width: `${frameWidth}px`, height: `${frameHeight}px`, transform: scale < 1 ? `scale(${scale})` : undefined }}
        />
      </div>
    </div>
  );
}

/**
 * The studio's post editor (docs/product.md#25-content-studio): the fields with their hints and counters, a
 * Markdown toolbar, the cover, a live preview with the checks, saving (by hand and while typing), the
 * 409 panel that keeps both texts, publishing, scheduling, unpublishing, and the revisions with restore
 * and compare. A viewer sees it all read-only.
 */
export function PostEditor({ post: initialPost, canChange, timeZone }: PostEditorProps) {
  const id = useId();
  const [post, setPost] = useState<StudioPostView | null>(initialPost);
  const [fields, setFields] = useState<EditorFields>(initialPost ? { ...initialPost.fields } : EMPTY_FIELDS);
  const [cover, setCover] = useState<MediaImageView | null>(initialPost?.cover ?? null);
  const [saved, setSaved] = useState(() => (initialPost ? snapshot(initialPost.fields) : snapshot(EMPTY_FIELDS)));
  const [slugEdited, setSlugEdited] = useState(() => (initialPost ? slugWasEdited(initialPost.fields) : false));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const [stale, setStale] = useState<StudioPostView | null>(null);
  const [preview, setPreview] = useState<PostPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const dirty = snapshot(fields) !== saved;
  const readOnly = !canChange;

  // The latest of each for the timers and the save chain, which outlive a render.
  const latest = useRef({ fields, post, saved, stale });
  latest.current = { fields, post, saved, stale };
  const inFlight = useRef<Promise<StudioPostView | null> | null>(null);
  const fieldRefs = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  const staleRef = useRef<HTMLDivElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);

  const setField = <K extends keyof EditorFields>(key: K, value: EditorFields[K]) => setFields((current) => ({ ...current, [key]: value }));

  const showErrors = (next: FieldErrors, focus: boolean) => {
    setErrors(next);
    if (!focus) return;
    const first = FIELD_ORDER.find((key) => next[key]);
    if (first) requestAnimationFrame(() => fieldRefs.current[first]?.focus());
  };

  /**
   * Saves the fields (creating the post on its first save): the saved post, or null when the save was
   * refused (the reason is on the status line, the fields' errors beside them, a 409 in its panel).
   */
  const save = useCallback(
    async (kind: 'save' | 'autosave', over?: number): Promise<StudioPostView | null> => {
      if (inFlight.current) await inFlight.current.catch(() => null);
      const { fields: current, post: known, saved: savedSnapshot } = latest.current;
      if (known && snapshot(current) === savedSnapshot && over === undefined) return known;
      const local = checkPostFields(current as unknown as Record<string, unknown>, false).errors;
      if (Object.keys(local).length > 0) {
        if (kind === 'save') showErrors(local, true);
        setStatus({ kind: 'failed', text: `Not saved: ${Object.values(local)[0]}` });
        return null;
      }
      const sent = current;
      setStatus({ kind: 'saving', text: 'Saving…' });
      const work = (async () => {
        try {
          const answer = known ? await savePost(known.id, over ?? known.version, sent, kind) : await createPost(sent);
          if (!known) window.history.replaceState(window.history.state, '', STUDIO_PATHS.post(answer.id));
          setPost(answer);
          // Unless another image was uploaded while the save ran.
          if (answer.fields.coverImageId === latest.current.fields.coverImageId) setCover(answer.cover);
          setSaved(snapshot(sent));
          setErrors({});
          setStale(null);
          setStatus({ kind: 'saved', text: `Saved at ${clockTime(new Date(), timeZone)}` });
          return answer;
        } catch (failure) {
          const theirs = staleOf(failure);
          if (theirs) {
            setStale(theirs);
            setStatus({ kind: 'failed', text: 'Not saved: someone else saved this post. Choose whose text to keep.' });
            requestAnimationFrame(() => staleRef.current?.focus());
            return null;
          }
          const byField = failure instanceof ApiError ? failure.fieldErrors : {};
          if (Object.keys(byField).length > 0) {
            showErrors(byField as FieldErrors, kind === 'save');
            setStatus({ kind: 'failed', text: `Not saved: ${Object.values(byField)[0]}` });
          } else {
            setStatus({ kind: 'failed', text: `Not saved: ${failureMessage(failure, 'the server refused the save')}` });
          }
          return null;
        }
      })();
      inFlight.current = work;
      try {
        return await work;
      } finally {
        inFlight.current = null;
      }
    },
    [timeZone],
  );

  // Autosave: at most every AUTOSAVE_MS after a change, never while a save runs or the 409 panel is open.
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (readOnly || !dirty || stale || autosaveTimer.current) return;
    autosaveTimer.current = setTimeout(() => {
      autosaveTimer.current = null;
      if (latest.current.stale || inFlight.current || !latest.current.fields.title.trim()) return;
      void save('autosave');
    }, AUTOSAVE_MS);
  }, [fields, dirty, readOnly, stale, save, status]);
  useEffect(() => () => void (autosaveTimer.current && clearTimeout(autosaveTimer.current)), []);

  // Warn before leaving with unsaved changes.
  useEffect(() => {
    if (!dirty || readOnly) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, readOnly]);

  // The live preview, PREVIEW_DELAY_MS after the last change.
  useEffect(() => {
    if (readOnly) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewPost(latest.current.post?.id ?? null, fields, controller.signal).then(
        (answer) => {
          setPreview(answer);
          setPreviewError(null);
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          const byField = failure instanceof ApiError ? Object.values(failure.fieldErrors) : [];
          setPreviewError(byField.length > 0 ? `The preview waits for: ${byField.join('; ')}` : failureMessage(failure, 'The preview could not be made'));
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [fields, readOnly]);

  // Keeps the selection in the body after a toolbar action.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !bodyRef.current) return;
    pendingSelection.current = null;
    bodyRef.current.focus();
    bodyRef.current.setSelectionRange(selection.start, selection.end);
  });

  const markdown = (action: MarkdownAction) => {
    const area = bodyRef.current;
    if (!area || readOnly) return;
    const edit = applyMarkdown(area.value, area.selectionStart, area.selectionEnd, action);
    pendingSelection.current = { start: edit.start, end: edit.end };
    setField('bodyMarkdown', edit.text);
  };

  const bodyKeys = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = shortcutAction(event.key, event.ctrlKey || event.metaKey);
    if (!action) return;
    event.preventDefault();
    markdown(action);
  };

  const changeTitle = (title: string) => setFields((current) => ({ ...current, title, slug: slugAfterTitle(title, current.slug, slugEdited) }));

  /** Runs a publishing step after saving: its refusals (checks, 409, 400 on publishAt) go where the person sees them. */
  const release = async (action: string, label: string, call: (post: StudioPostView, acceptWarnings: boolean) => Promise<StudioPostView>, acceptWarnings = false) => {
    setBusy(action);
    setRefusal(null);
    setMessage(null);
    try {
      const current = await save('save');
      if (!current) return;
      const answer = await call(current, acceptWarnings);
      setPost(answer);
      setSaved(snapshot(latest.current.fields));
      setStatus({ kind: 'done', text: label });
      setErrors({});
    } catch (failure) {
      const refused = refusalOf(failure);
      const theirs = staleOf(failure);
      if (refused) {
        setRefusal({ ...refused, action, retry: () => void release(action, label, call, true) });
        requestAnimationFrame(() => refusalRef.current?.focus());
      } else if (theirs) {
        setStale(theirs);
        requestAnimationFrame(() => staleRef.current?.focus());
      } else {
        const byField = failure instanceof ApiError ? failure.fieldErrors : {};
        if (byField.publishAt) showErrors({ publishAt: byField.publishAt }, true);
        setStatus({ kind: 'failed', text: `Not done: ${byField.publishAt ?? failureMessage(failure, 'the server refused it')}` });
      }
    } finally {
      setBusy(null);
    }
  };

  const publish = () => release('publish', `Published at ${clockTime(new Date(), timeZone)}`, (p, accept) => publishPost(p.id, p.version, accept));
  const schedule = () => {
    if (!publishAt) return showErrors({ publishAt: 'Choose the date and time to publish at' }, true);
    return release('schedule', `Scheduled for ${publishAt.replace('T', ' ')} (${timeZone})`, (p, accept) => schedulePost(p.id, p.version, publishAt, accept));
  };
  const unpublish = async () => {
    if (!post) return;
    setBusy('unpublish');
    try {
      setPost(await unpublishPost(post.id));
      setConfirmUnpublish(false);
      setStatus({ kind: 'done', text: 'Unpublished: the address now answers 410 Gone.' });
    } catch (failure) {
      setStatus({ kind: 'failed', text: `Not unpublished: ${failureMessage(failure, 'the server refused it')}` });
    } finally {
      setBusy(null);
    }
  };

  const keepMine = () => {
    if (!stale) return;
    const over = stale.version;
    setStale(null);
    void save('save', over);
  };
  const takeTheirs = () => {
    if (!stale) return;
    setPost(stale);
    setCover(stale.cover);
    setFields({ ...stale.fields });
    setSaved(snapshot(stale.fields));
    setSlugEdited(slugWasEdited(stale.fields));
    setStale(null);
    setStatus({ kind: 'saved', text: `Loaded their text (saved by ${stale.changedBy})` });
  };

  const upload = async (file: File | undefined, alt: string) => {
    if (!file) return showErrors({ cover: 'Choose an image file' }, false);
    if (!alt.trim()) return showErrors({ cover: 'Describe the image (alt text) before uploading' }, false);
    setBusy('upload');
    try {
      const image = await uploadImage(file, alt.trim());
      setCover(image);
      setFields((current) => ({ ...current, coverImageId: image.id, coverAlt: image.alt }));
      setErrors((current) => ({ ...current, cover: undefined }));
      setMessage('Cover uploaded.');
    } catch (failure) {
      const byField = failure instanceof ApiError ? failure.fieldErrors : {};
      showErrors({ cover: byField.file ?? byField.alt ?? failureMessage(failure, 'The image could not be uploaded') }, false);
    } finally {
      setBusy(null);
    }
  };

  const restored = (answer: StudioPostView) => {
    setPost(answer);
    setCover(answer.cover);
    setFields({ ...answer.fields });
    setSaved(snapshot(answer.fields));
    setSlugEdited(slugWasEdited(answer.fields));
    setStatus({ kind: 'done', text: `Restored at ${clockTime(new Date(), timeZone)}` });
  };

  const state = post?.state ?? 'draft';
  const liveHref = post?.liveSlug && state === 'published' ? `/blog/${post.liveSlug}` : null;
  const publishLabel = state === 'published' ? 'Update the live page' : 'Publish';
  /** A published post whose live page already shows the text being written has nothing to publish. */
  const nothingToPublish = state === 'published' && !post?.unpublishedChanges && !dirty;
  const refs = (key: string) => (element: HTMLElement | null) => {
    fieldRefs.current[key] = element;
  };
  const textInput = (key: 'title' | 'slug' | 'excerpt' | 'author', onChange: (value: string) => void) => (props: { id: string }) => (
    <input {...props} ref={refs(key)} name={key} className={f.input} value={fields[key]} readOnly={readOnly} maxLength={POST_FIELD_MAX[key]} onChange={(event) => onChange(event.target.value)} />
  );
  const defaultMetaTitle = fields.title;
  const defaultMetaDescription = fields.excerpt;

  return (
    <div className={s.editor}>
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
                  {refusal.action === 'schedule' ? 'Schedule' : refusal.action === 'restore' ? 'Restore' : 'Publish'} with {refusal.checks.filter((c) => c.severity === 'warning').length} warnings
                </button>
              ) : null}
              <button type="button" className={secondary} onClick={() => setRefusal(null)}>
                Close
              </button>
            </div>
          </div>
        ) : null}
        {message ? <p className={s.muted}>{message}</p> : null}
      </section>

      {stale ? (
        <section ref={staleRef} tabIndex={-1} className={`${s.notice} ${s.fullWidth}`} aria-labelledby={`${id}-stale`}>
          <h2 id={`${id}-stale`} className={s.sectionTitle}>
            Someone else saved this post
          </h2>
          <p>
            {stale.changedBy} saved it at {deskTime(stale.changedAt, timeZone)}, after you opened it. Nothing is lost: your text is still in the fields. Keep yours, take theirs, or copy what you need from
            theirs into yours.
          </p>
          {differingFields<EditorFields>(fields, stale.fields).map((key) => (
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
      ) : null}

      <form className={s.formColumn} noValidate onSubmit={(event) => (event.preventDefault(), void save('save'))} aria-label="Post fields">
        <section className={s.section} aria-labelledby={`${id}-text`}>
          <h2 id={`${id}-text`} className={s.sectionTitle}>
            The post
          </h2>
          <Field id={id} name="title" label="Title" hint="The headline people see on the blog and in search." counter={<RangeCounter length={fields.title.length} min={AUDIT_LIMITS.titleMin} max={AUDIT_LIMITS.titleMax} />} error={errors.title}>
            {textInput('title', changeTitle)}
          </Field>
          <Field id={id} name="slug" label="Slug" hint={<>The address: /blog/{fields.slug || '…'}. Made from the title until you change it.</>} error={errors.slug}>
            {textInput('slug', (value) => {
              setSlugEdited(value !== '');
              setField('slug', value);
            })}
          </Field>
          <Field id={id} name="category" label="Category" error={errors.category}>
            {(props) => (
              <select {...props} ref={refs('category')} name="category" className={f.select} value={fields.category} disabled={readOnly} onChange={(event) => setField('category', event.target.value)}>
                {BLOG_CATEGORIES.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={id} name="excerpt" label="Excerpt" hint="One or two sentences for the blog's cards and the meta description." counter={`${fields.excerpt.length} / ${POST_FIELD_MAX.excerpt}`} error={errors.excerpt}>
            {(props) => (
              <textarea {...props} ref={refs('excerpt')} name="excerpt" className={`${f.input} ${s.textarea}`} value={fields.excerpt} readOnly={readOnly} maxLength={POST_FIELD_MAX.excerpt} onChange={(event) => setField('excerpt', event.target.value)} />
            )}
          </Field>
          <Field id={id} name="author" label="Author" error={errors.author}>
            {textInput('author', (value) => setField('author', value))}
          </Field>
          <Field id={id} name="bodyMarkdown" label="Body (Markdown)" hint="Use ## for headings. Ctrl+B (⌘B) bold, Ctrl+I (⌘I) italic." counter={`${fields.bodyMarkdown.length.toLocaleString('en-US')} characters`} error={errors.bodyMarkdown}>
            {(props) => (
              <>
                {readOnly ? null : (
                  <div className={s.toolbar} role="toolbar" aria-label="Formatting" aria-controls={props.id}>
                    {MARKDOWN_ACTIONS.map((item) => (
                      <button
                        key={item.action}
                        type="button"
                        className={s.toolButton}
                        aria-keyshortcuts={item.shortcut ? `Control+${item.shortcut.toUpperCase()} Meta+${item.shortcut.toUpperCase()}` : undefined}
                        title={item.shortcut ? `${item.label} (Ctrl+${item.shortcut.toUpperCase()})` : undefined}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => markdown(item.action)}
                      >
                        {item.label}
                      </button>
                    ))}
                  </div>
                )}
                <textarea
                  {...props}
                  ref={(element) => {
                    bodyRef.current = element;
                    fieldRefs.current.bodyMarkdown = element;
                  }}
                  name="bodyMarkdown"
                  className={`${f.input} ${s.textarea} ${s.bodyArea}`}
                  value={fields.bodyMarkdown}
                  readOnly={readOnly}
                  onKeyDown={bodyKeys}
                  onChange={(event) => setField('bodyMarkdown', event.target.value)}
                />
              </>
            )}
          </Field>
        </section>

        <section className={s.section} aria-labelledby={`${id}-seo`}>
          <h2 id={`${id}-seo`} className={s.sectionTitle}>
            Search and sharing
          </h2>
          <Field
            id={id}
            name="metaTitle"
            label="Meta title"
            hint="Leave empty to use the title."
            counter={<RangeCounter length={(fields.metaTitle ?? defaultMetaTitle).length} min={AUDIT_LIMITS.titleMin} max={AUDIT_LIMITS.titleMax} />}
            error={errors.metaTitle}
          >
            {(props) => (
              <input
                {...props}
                ref={refs('metaTitle')}
                name="metaTitle"
                className={f.input}
                value={fields.metaTitle ?? ''}
                placeholder={defaultMetaTitle}
                readOnly={readOnly}
                maxLength={POST_FIELD_MAX.metaTitle}
                onChange={(event) => setField('metaTitle', event.target.value === '' ? null : event.target.value)}
              />
            )}
          </Field>
          <Field
            id={id}
            name="metaDescription"
            label="Meta description"
            hint="Leave empty to use the excerpt."
            counter={<RangeCounter length={(fields.metaDescription ?? defaultMetaDescription).length} min={AUDIT_LIMITS.descriptionMin} max={AUDIT_LIMITS.descriptionMax} />}
            error={errors.metaDescription}
          >
            {(props) => (
              <textarea
                {...props}
                ref={refs('metaDescription')}
                name="metaDescription"
                className={`${f.input} ${s.textarea}`}
                value={fields.metaDescription ?? ''}
                placeholder={defaultMetaDescription}
                readOnly={readOnly}
                maxLength={POST_FIELD_MAX.metaDescription}
                onChange={(event) => setField('metaDescription', event.target.value === '' ? null : event.target.value)}
              />
            )}
          </Field>
        </section>

        <CoverPicker
          id={id}
          cover={fields.coverImageId ? cover : null}
          alt={fields.coverAlt ?? ''}
          readOnly={readOnly}
          busy={busy === 'upload'}
          error={errors.cover ?? errors.coverImageId ?? errors.coverAlt}
          inputRef={refs('cover')}
          onUpload={upload}
          onAlt={(value) => setField('coverAlt', value === '' ? null : value)}
          onRemove={() => (setCover(null), setFields((current) => ({ ...current, coverImageId: null, coverAlt: null })))}
        />

        {canChange && post && state !== 'published' ? (
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
        ) : null}
      </form>

      <section className={s.previewColumn} aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`} className={s.sectionTitle}>
          Preview
        </h2>
        {readOnly ? (
          <p className={s.muted}>The live preview and its checks are for admins and editors.{liveHref ? ' The live page is linked at the top.' : ''}</p>
        ) : (
          <>
            {previewError ? <p className={s.muted}>{previewError}</p> : null}
            {preview ? (
              <>
                <PreviewFrame html={preview.html} />
                <h3 className={s.sectionTitle}>Checks</h3>
                <CheckList checks={preview.checks} headingLevel={4} />
              </>
            ) : !previewError ? (
              <p className={s.muted}>The preview appears as you write.</p>
            ) : null}
          </>
        )}
      </section>

      {post ? <Revisions post={post} canChange={canChange} timeZone={timeZone} onRestored={restored} /> : null}
    </div>
  );
}
PostEditor.displayName = 'PostEditor' as const;
