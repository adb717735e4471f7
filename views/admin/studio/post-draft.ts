import { useCallback, useRef, useState } from 'react';
import { createPost, savePost } from '../../../client/admin-api/posts.js';
import { failureMessage, fieldErrorsOf } from '../../../client/admin-api/request.js';
import { BLOG_CATEGORIES } from '../../../core/blog-categories.js';
import { checkPostFields, STUDIO_PATHS, type PostFields, type StudioPostView } from '../../../core/studio-posts.js';
import type { MediaImageView } from '../../../core/media.js';
import { clockTime, slugWasEdited } from './post-editor-text.js';
import { staleOf } from './post-refusals.js';

type FieldKey = keyof PostFields;
/** The errors shown beside the fields: the post's own, the schedule's date and the cover's upload. */
export type FieldErrors = Partial<Record<FieldKey | 'publishAt' | 'cover', string>>;

/** What the status line says: the last save, publish or refusal. */
export type Status = { kind: 'idle' | 'saving' | 'saved' | 'failed' | 'done'; text: string };

const EMPTY_FIELDS: PostFields = {
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

const FIELD_ORDER: readonly (FieldKey | 'publishAt' | 'cover')[] = ['title', 'slug', 'category', 'excerpt', 'author', 'bodyMarkdown', 'metaTitle', 'metaDescription', 'cover', 'coverImageId', 'coverAlt', 'publishAt'];

export const snapshot = (fields: PostFields) => JSON.stringify(fields);

/**
 * The post being written (docs/product.md#25-content-studio): its fields, the post as last saved, the errors
 * beside the fields, the status line, the other person's post of a 409, and the save (creating the post on its
 * first save) that every other step goes through.
 */
export function usePostDraft(initialPost: StudioPostView | null, timeZone: string) {
  const [post, setPost] = useState<StudioPostView | null>(initialPost);
  const [fields, setFields] = useState<PostFields>(initialPost ? { ...initialPost.fields } : EMPTY_FIELDS);
  const [cover, setCover] = useState<MediaImageView | null>(initialPost?.cover ?? null);
  const [saved, setSaved] = useState(() => snapshot(initialPost ? initialPost.fields : EMPTY_FIELDS));
  const [slugEdited, setSlugEdited] = useState(() => (initialPost ? slugWasEdited(initialPost.fields) : false));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const [stale, setStale] = useState<StudioPostView | null>(null);

  // The latest of each for the timers and the save chain, which outlive a render.
  const latest = useRef({ fields, post, saved, stale });
  latest.current = { fields, post, saved, stale };
  const inFlight = useRef<Promise<StudioPostView | null> | null>(null);
  const fieldRefs = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const staleRef = useRef<HTMLDivElement>(null);

  /** Keeps a field's element, for the focus to go to its error. */
  const refs = (key: string) => (element: HTMLElement | null) => {
    fieldRefs.current[key] = element;
  };

  const setField = <K extends FieldKey>(key: K, value: PostFields[K]) => setFields((current) => ({ ...current, [key]: value }));

  const showErrors = (next: FieldErrors, focus: boolean) => {
    setErrors(next);
    if (!focus) return;
    const first = FIELD_ORDER.find((key) => next[key]);
    if (first) requestAnimationFrame(() => fieldRefs.current[first]?.focus());
  };

  /** Puts an answer's post in the fields (their text taken, a revision restored), with what the status line says of it. */
  const load = (answer: StudioPostView, said: Status) => {
    setPost(answer);
    setCover(answer.cover);
    setFields({ ...answer.fields });
    setSaved(snapshot(answer.fields));
    setSlugEdited(slugWasEdited(answer.fields));
    setStatus(said);
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
          // A save runs from a button, a timer or a publishing step: its refusal is the status line's, not an alert's.
          const theirs = staleOf(failure);
          if (theirs) {
            setStale(theirs);
            setStatus({ kind: 'failed', text: 'Not saved: someone else saved this post. Choose whose text to keep.' });
            requestAnimationFrame(() => staleRef.current?.focus());
            return null;
          }
          const byField = fieldErrorsOf(failure);
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

  return {
    post,
    setPost,
    fields,
    setFields,
    setField,
    cover,
    setCover,
    saved,
    setSaved,
    dirty: snapshot(fields) !== saved,
    slugEdited,
    setSlugEdited,
    errors,
    setErrors,
    showErrors,
    status,
    setStatus,
    stale,
    setStale,
    staleRef,
    fieldRefs,
    refs,
    latest,
    inFlight,
    load,
    save,
  };
}

export type PostDraft = ReturnType<typeof usePostDraft>;
