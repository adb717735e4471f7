import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkPageMeta, resetPageMeta, savePageMeta } from '../../../client/admin-api/page-meta.js';
import { fieldErrorsOf } from '../../../client/admin-api/request.js';
import { AUDIT_LIMITS } from '../../../core/content-audit.js';
import { deskTime } from '../../../core/desk-time-format.js';
import {
  checkPageMetaFields,
  PAGE_META_FIELDS,
  PAGE_META_LABELS,
  PAGE_META_MAX,
  type PageMetaCheckView,
  type PageMetaField,
  type PageMetaFieldErrors,
  type PageMetaView,
} from '../../../core/page-meta.js';
import { SeverityBadge } from '../audits/audit-badges.js';
import * as f from '../shared/admin-forms.css.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import { confirm } from '../accounts/accounts.css.js';
import { primaryButton, smallButton } from '../shared/admin-ui.css.js';
import * as s from './page-meta.css.js';

export interface PageMetaEditorProps {
  page: PageMetaView;
  /** Admins and editors change; a viewer reads the values and the checks. */
  canChange: boolean;
  timeZone: string;
}

/** How long typing pauses before the live checks are asked for. */
const CHECK_DELAY_MS = 400;

/** The length the optimizer's rule wants of each field, in words under the field. */
const WANTED: Record<PageMetaField, { min: number; max: number }> = {
  title: { min: AUDIT_LIMITS.titleMin, max: AUDIT_LIMITS.titleMax },
  description: { min: AUDIT_LIMITS.descriptionMin, max: AUDIT_LIMITS.descriptionMax },
};

const typedOf = (page: PageMetaView): Record<PageMetaField, string> => ({ title: page.override?.title ?? '', description: page.override?.description ?? '' });

/** A field's checks: each with its severity, what is wrong and the fix; "Fine" when there is none. */
function FieldChecks({ id, checks, pending }: { id: string; checks: PageMetaCheckView[]; pending: boolean }) {
  return (
    <div id={id} aria-live="polite">
      {checks.length === 0 ? (
        <p className={pending ? f.hint : s.fine}>{pending ? 'Checking…' : 'No findings: the optimizer has nothing to say about it.'}</p>
      ) : (
        <ul className={s.checks}>
          {checks.map((check) => (
            <li key={check.check} className={s.check}>
              <span className={s.checkHead}>
                <SeverityBadge severity={check.severity} /> <strong>{check.label}</strong>
              </span>
              <span>{check.message}</span>
              <span>{check.fix}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The editor of one page's title and description (docs/product.md#252-titles-and-descriptions-of-pages):
 * empty fields are the page's own; every pause in typing asks the server for the optimizer's checks
 * (lengths, and text another page has); Save stores, "Back to the default" asks first, then removes.
 */
export function PageMetaEditor({ page: initial, canChange, timeZone }: PageMetaEditorProps) {
  const id = useId();
  const [page, setPage] = useState(initial);
  const [typed, setTyped] = useState(() => typedOf(initial));
  const [checks, setChecks] = useState<PageMetaCheckView[]>(initial.checks);
  const [checking, setChecking] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<PageMetaFieldErrors>({});
  const { busy: pending, error, said, setError, setSaid, run } = useAdminAction('Could not save');
  const [asking, setAsking] = useState(false);
  const refs = { title: useRef<HTMLInputElement>(null), description: useRef<HTMLTextAreaElement>(null) };
  /** True while the fields hold what the server last answered (on opening, after a save): their checks came with it. */
  const answered = useRef(true);

  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      return;
    }
    if (!canChange) return;
    const own = checkPageMetaFields(typed);
    setFieldErrors(own);
    if (Object.keys(own).length > 0) return;
    const controller = new AbortController();
    setChecking(true);
    const timer = setTimeout(() => {
      checkPageMeta(page.path, typed, controller.signal)
        .then((found) => {
          setChecks(found);
          setChecking(false);
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          setChecking(false);
          const byField = fieldErrorsOf(failure);
          if (Object.keys(byField).length > 0) setFieldErrors(byField);
        });
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, page.path, canChange]);

  const opened = (next: PageMetaView) => {
    answered.current = true;
    setChecking(false);
    setPage(next);
    setTyped(typedOf(next));
    setChecks(next.checks);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !canChange) return;
    setError(null);
    setSaid('');
    const own = checkPageMetaFields(typed);
    setFieldErrors(own);
    const wrong = PAGE_META_FIELDS.find((field) => own[field]);
    if (wrong) return refs[wrong].current?.focus();
    await run(
      async () => {
        const next = await savePageMeta(page.path, { title: typed.title, description: typed.description });
        opened(next);
        return next.override ? 'Saved. The page shows it now.' : 'Nothing differs from the page’s own: it shows its own title and description.';
      },
      {
        refused: (failure) => {
          const byField = fieldErrorsOf(failure);
          const named = PAGE_META_FIELDS.find((field) => byField[field]);
          if (!named) return undefined;
          setFieldErrors(byField);
          refs[named].current?.focus();
          return null;
        },
      },
    );
  };

  const reset = async () => {
    setAsking(false);
    await run(
      async () => {
        opened(await resetPageMeta(page.path));
        setFieldErrors({});
        return 'Back to the default: the page shows its own title and description.';
      },
      { fallback: 'Could not go back to the default' },
    );
  };

  const field = (name: PageMetaField) => {
    const fieldId = `${id}-${name}`;
    const shown = typed[name] || page.defaults[name];
    const length = [...shown].length;
    const wanted = WANTED[name];
    const outside = length > wanted.max || (name === 'description' && length < wanted.min);
    const fieldChecks = checks.filter((check) => check.field === name);
    const described = [`${fieldId}-hint`, `${fieldId}-count`, fieldErrors[name] ? `${fieldId}-error` : null, `${fieldId}-checks`].filter(Boolean).join(' ');
    const common = {
      id: fieldId,
      name,
      className: name === 'description' ? `${f.input} ${s.textarea}` : f.input,
      value: typed[name],
      placeholder: page.defaults[name],
      readOnly: !canChange,
      maxLength: PAGE_META_MAX[name],
      spellCheck: true,
      'aria-invalid': fieldErrors[name] ? true : undefined,
      'aria-describedby': described,
    } as const;
    const onChange = (value: string) => {
      setSaid('');
      setTyped((current) => ({ ...current, [name]: value }));
    };
    return (
      <div className={f.field}>
        <label htmlFor={fieldId} className={f.label}>
          {PAGE_META_LABELS[name]}
        </label>
        <p id={`${fieldId}-hint`} className={f.hint}>
          {name === 'title' ? 'The whole title as search results show it.' : 'What search results show under the title.'} Empty: the page’s own.
        </p>
        {name === 'description' ? (
          <textarea ref={refs.description} {...common} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input ref={refs.title} type="text" autoComplete="off" {...common} onChange={(event) => onChange(event.target.value)} />
        )}
        <div className={s.counterRow}>
          <span id={`${fieldId}-count`} className={outside ? `${s.counter} ${s.counterOver}` : s.counter}>
            {length} characters{typed[name] ? '' : ' (the page’s own)'}; {wanted.min}-{wanted.max} wanted
          </span>
        </div>
        {fieldErrors[name] ? (
          <p id={`${fieldId}-error`} role="alert" className={f.fieldError}>
            {fieldErrors[name]}
          </p>
        ) : null}
        <FieldChecks id={`${fieldId}-checks`} checks={fieldChecks} pending={checking} />
      </div>
    );
  };

  return (
    <div className={s.layout}>
      <form className={s.editor} onSubmit={(event) => void save(event)} noValidate aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={s.heading}>
          {canChange ? 'Title and description' : 'Title and description (read only)'}
        </h2>
        {field('title')}
        {field('description')}
        {error ? (
          <p role="alert" className={f.error}>
            {error}
          </p>
        ) : null}
        <p role="status" className={said ? f.hint : undefined}>
          {said}
        </p>
        {canChange ? (
          <div className={s.buttons}>
            <button type="submit" className={primaryButton} disabled={pending} aria-busy={pending || undefined}>
              {pending ? 'Saving…' : 'Save'}
            </button>
            {page.override && !asking ? (
              <button type="button" className={smallButton} disabled={pending} onClick={() => setAsking(true)}>
                Back to the default
              </button>
            ) : null}
          </div>
        ) : null}
        {asking ? (
          <div className={confirm} role="group" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`}>The page will show its own title and description again, on every instance. Go back to the default?</p>
            <div className={s.buttons}>
              <button type="button" className={primaryButton} onClick={() => void reset()}>
                Yes, back to the default
              </button>
              <button type="button" className={smallButton} onClick={() => setAsking(false)}>
                Cancel
              </button>
            </div>
          </div>
        ) : null}
      </form>
      <section className={s.aside} aria-labelledby={`${id}-defaults`}>
        <h2 id={`${id}-defaults`} className={s.heading}>
          The page’s own
        </h2>
        <dl className={s.defaults}>
          <dt className={s.term}>Title</dt>
          <dd className={s.definition}>{page.defaults.title}</dd>
          <dt className={s.term}>Meta description</dt>
          <dd className={s.definition}>{page.defaults.description}</dd>
          <dt className={s.term}>Now</dt>
          <dd className={s.definition}>
            {page.override ? (
              <>
                Overridden by {page.override.updatedBy}, <time dateTime={page.override.updatedAt}>{deskTime(page.override.updatedAt, timeZone)}</time>
              </>
            ) : (
              'The page’s own title and description'
            )}
          </dd>
        </dl>
        <a href={page.path} className={s.previewLink}>
          Open the page {page.path}
        </a>
      </section>
    </div>
  );
}

PageMetaEditor.displayName = 'PageMetaEditor' as const;
