import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { addFact, changeFact, confirmFact, failureMessage, removeFact, uploadImage, type FactSave } from '../../../client/admin-api.js';
import { ApiError } from '../../../client/api.js';
import {
  BUILT_IN_FACT_IMAGES,
  checkFactFields,
  FACT_FIELD_RULES,
  FACT_KIND_LABELS,
  FACT_KIND_PLURALS,
  FACT_KINDS,
  FACT_TEXTS,
  FEATURES_SHOWN,
  type CompanyFactView,
  type FactKind,
} from '../../../core/company-facts.js';
import { deskTime } from '../../../core/desk-time-format.js';
import { MEDIA_ALT_MAX_LENGTH, type MediaImageView } from '../../../core/media.js';
import * as a from '../accounts/accounts.css.js';
import * as f from '../shared/admin-forms.css.js';
import { describedBy, FormFailure, FormField } from '../shared/form-field.js';
import { useFocusAfterRender } from '../shared/focus-after-render.js';
import * as s from './facts.css.js';
import { primaryButton, smallButton } from '../leads/desk.css.js';

export interface FactsDeskProps {
  facts: CompanyFactView[];
  /** Admins and editors add, change, confirm and remove facts; a viewer reads them. */
  canChange: boolean;
  /** The name of a fact to open (`?fact=`, from the optimizer's finding), or null. */
  open: string | null;
  timeZone: string;
}

type Rule = { label: string; max: number; required: boolean; form: 'text' | 'long' | 'year' | 'url' | 'image' };
const rulesOf = (kind: FactKind): [string, Rule][] => Object.entries(FACT_FIELD_RULES[kind] as Record<string, Rule>);

const KIND_NOTES: Record<FactKind, string> = {
  award: 'The home page’s awards carousel shows them in this order.',
  feature: `The home page shows the first ${FEATURES_SHOWN}.`,
  testimonial: 'The case studies page shows them in this order.',
};

/** Confirmed "by X at T", or Unconfirmed. */
function ConfirmedBadge({ fact, timeZone }: { fact: CompanyFactView; timeZone: string }) {
  if (!fact.confirmedAt) return <span className={a.warn}>{FACT_TEXTS.unconfirmed}</span>;
  return (
    <span className={a.on}>
      Confirmed by {fact.confirmedBy} at <time dateTime={fact.confirmedAt}>{deskTime(fact.confirmedAt, timeZone)}</time>
    </span>
  );
}

/** A fact's editor: its kind's fields, then its picture (an upload with its alt text, or the built-in one). */
function FactEditor({ kind, fact, onSaved, onCancel }: { kind: FactKind; fact: CompanyFactView | null; onSaved: (fact: CompanyFactView) => void; onCancel: () => void }) {
  const id = useId();
  const rules = rulesOf(kind);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(rules.map(([key, rule]) => {
      const current = (fact?.fields as unknown as Record<string, unknown> | undefined)?.[key];
      const fallback = rule.form === 'image' ? (BUILT_IN_FACT_IMAGES[kind as Exclude<FactKind, 'testimonial'>]?.[0] ?? '') : '';
      return [key, current === null || current === undefined ? fallback : String(current)];
    })),
  );
  const [image, setImage] = useState<MediaImageView | null>(fact?.image ?? null);
  const [alt, setAlt] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened by Edit or Add: the focus goes to the editor, whose heading says which fact it is.
  useEffect(() => headingRef.current?.focus(), []);
  const pictured = kind !== 'testimonial';

  const focusFirstError = (found: Record<string, string>) => {
    const first = Object.keys(found)[0];
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const upload = async () => {
    const found: Record<string, string> = {};
    if (!file) found.file = 'Choose a JPEG, PNG or WebP image';
    if (!alt.trim()) found.alt = 'Describe the image for people who cannot see it';
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return focusFirstError(found);
    setUploading(true);
    try {
      setImage(await uploadImage(file, alt.trim()));
      setAlt('');
      setFile(null);
    } catch (failure) {
      const byField = failure instanceof ApiError ? failure.fieldErrors : {};
      setErrors({ file: byField.file ?? (byField.alt ? '' : failureMessage(failure, 'Could not upload the image')), alt: byField.alt ?? '' });
    } finally {
      setUploading(false);
    }
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    // The kind's own rule first (the one the API keeps): what it would refuse is shown without a request.
    const found = checkFactFields(kind, values).errors;
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    setPending(true);
    const body: FactSave = { fields: values, imageId: image?.id ?? null };
    try {
      onSaved(fact ? await changeFact(fact.id, body) : await addFact(kind, body));
    } catch (failure) {
      const byField = failure instanceof ApiError ? failure.fieldErrors : {};
      const found = Object.fromEntries(Object.entries(byField).map(([key, message]) => [key.replace(/^fields\./, ''), message]));
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirstError(found);
      } else setError(failureMessage(failure, 'Could not save the fact'));
    } finally {
      setPending(false);
    }
  };

  const heading = fact ? `Edit: ${fact.name}` : `Add ${FACT_KIND_LABELS[kind].toLowerCase()}`;
  return (
    <section className={a.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={a.heading}>
        {heading}
      </h2>
      <form ref={form} className={f.form} onSubmit={(event) => void save(event)} noValidate>
        <div className={s.fieldGrid}>
          {rules.map(([key, rule]) => {
            const fieldId = `${id}-${key}`;
            const common = {
              id: fieldId,
              name: key,
              value: values[key] ?? '',
              required: rule.required,
              'aria-invalid': errors[key] ? true : undefined,
              'aria-describedby': describedBy(fieldId, false, errors[key]),
            };
            const set = (value: string) => setValues((current) => ({ ...current, [key]: value }));
            return (
              <div key={key} className={rule.form === 'long' ? s.wideField : undefined}>
                <FormField id={fieldId} label={rule.required ? rule.label : `${rule.label} (optional)`} error={errors[key]}>
                  {rule.form === 'long' ? (
                    <textarea {...common} className={f.textarea} rows={4} maxLength={rule.max} onChange={(event) => set(event.target.value)} />
                  ) : rule.form === 'image' ? (
                    <select {...common} className={f.select} onChange={(event) => set(event.target.value)}>
                      {(BUILT_IN_FACT_IMAGES[kind as Exclude<FactKind, 'testimonial'>] ?? []).map((name) => (
                        <option key={name} value={name}>
                          {name.replace(/\.svg$/, '').replace(/-/g, ' ')}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      {...common}
                      className={f.input}
                      autoComplete="off"
                      maxLength={rule.max}
                      type={rule.form === 'url' ? 'url' : 'text'}
                      inputMode={rule.form === 'year' ? 'numeric' : undefined}
                      onChange={(event) => set(event.target.value)}
                    />
                  )}
                </FormField>
              </div>
            );
          })}
        </div>
        {pictured ? (
          <fieldset className={`${f.form} ${s.picture}`}>
            <legend className={f.label}>Picture</legend>
            {image ? (
              <div className={a.body}>
                <img src={image.src} alt={image.alt} className={s.thumbnail} width={160} height={Math.round((160 * image.height) / image.width)} />
                <p className={a.hint}>Uploaded image: {image.alt}</p>
                <button type="button" className={smallButton} onClick={() => setImage(null)}>
                  Use the built-in image instead
                </button>
              </div>
            ) : (
              <p className={a.hint}>The built-in image shows until you upload one (JPEG, PNG or WebP, at most 5 MB).</p>
            )}
            <FormField id={`${id}-file`} label="Upload an image" error={errors.file || undefined}>
              <input
                id={`${id}-file`}
                name="file"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                aria-invalid={errors.file ? true : undefined}
                aria-describedby={describedBy(`${id}-file`, false, errors.file || undefined)}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </FormField>
            <FormField id={`${id}-alt`} label="Alt text of the upload" error={errors.alt || undefined}>
              <input
                id={`${id}-alt`}
                name="alt"
                className={f.input}
                autoComplete="off"
                maxLength={MEDIA_ALT_MAX_LENGTH}
                value={alt}
                aria-invalid={errors.alt ? true : undefined}
                aria-describedby={describedBy(`${id}-alt`, false, errors.alt || undefined)}
                onChange={(event) => setAlt(event.target.value)}
              />
            </FormField>
            {errors.imageId ? <p className={f.fieldError}>{errors.imageId}</p> : null}
            <div className={a.buttons}>
              <button type="button" className={`${smallButton} ${a.busy}`} disabled={uploading} aria-busy={uploading || undefined} onClick={() => void upload()}>
                {uploading ? 'Uploading…' : 'Upload image'}
              </button>
            </div>
          </fieldset>
        ) : null}
        {fact?.confirmedAt ? <p className={a.hint}>Saving a change to what it says makes this fact unconfirmed again.</p> : null}
        <FormFailure error={error} />
        <div className={a.buttons}>
          <button type="submit" className={`${primaryButton} ${a.busy}`} disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Saving…' : fact ? 'Save changes' : 'Add fact'}
          </button>
          <button type="button" className={smallButton} disabled={pending} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

interface FactCardProps {
  fact: CompanyFactView;
  canChange: boolean;
  opened: boolean;
  timeZone: string;
  onEdit: (fact: CompanyFactView) => void;
  /** Confirms or removes the fact; resolves to why it was refused, or null when done. */
  onConfirm: (fact: CompanyFactView) => Promise<string | null>;
  onRemove: (fact: CompanyFactView) => Promise<string | null>;
}

/** One fact: its fields, its picture, whether someone confirmed it; Confirm and Remove ask first. */
function FactCard({ fact, canChange, opened, timeZone, onEdit, onConfirm, onRemove }: FactCardProps) {
  const id = useId();
  const [asking, setAsking] = useState<'confirm' | 'remove' | null>(null);
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const fields = fact.fields as unknown as Record<string, unknown>;

  const ask = (what: 'confirm' | 'remove') => {
    setAsking(what);
    setChecked(false);
    setProblem(undefined);
    if (what === 'confirm') focusAfterRender(firstRef);
    else focusAfterRender(removeRef);
  };
  const act = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (asking === 'confirm' && !checked) {
      setProblem('Tick the box once you have checked it');
      firstRef.current?.focus();
      return;
    }
    setPending(true);
    const refused = await (asking === 'confirm' ? onConfirm(fact) : onRemove(fact));
    setPending(false);
    if (refused !== null) setProblem(refused);
    else setAsking(null);
  };

  return (
    <li className={`${s.factCard} ${opened ? s.opened : ''}`} id={`fact-${fact.id}`} tabIndex={opened ? -1 : undefined}>
      <div className={a.cardHead}>
        <h3 className={a.cardTitle}>{fact.name}</h3>
        <ConfirmedBadge fact={fact} timeZone={timeZone} />
      </div>
      <dl className={a.facts}>
        {rulesOf(fact.kind).map(([key, rule]) =>
          // The title is the card's heading; the built-in image is the picture's row.
          key === 'title' || rule.form === 'image' || fields[key] === null || fields[key] === undefined ? null : (
            <div key={key} className={a.factRow}>
              <dt className={a.term}>{rule.label}</dt>
              <dd className={`${a.definition} ${rule.form === 'long' ? s.quote : ''}`}>{String(fields[key])}</dd>
            </div>
          ),
        )}
        {fact.kind === 'testimonial' ? null : (
          <div className={a.factRow}>
            <dt className={a.term}>Picture</dt>
            <dd className={a.definition}>{fact.image ? `Uploaded: ${fact.image.alt}` : 'Built-in image'}</dd>
          </div>
        )}
        <div className={a.factRow}>
          <dt className={a.term}>Last changed</dt>
          <dd className={a.definition}>
            {fact.updatedBy}, <time dateTime={fact.updatedAt}>{deskTime(fact.updatedAt, timeZone)}</time>
          </dd>
        </div>
      </dl>
      {!canChange ? null : asking ? (
        <form className={a.confirm} onSubmit={(event) => void act(event)} noValidate>
          {asking === 'confirm' ? (
            <div className={f.field}>
              <label className={a.buttons}>
                <input ref={firstRef} type="checkbox" className={f.checkbox} checked={checked} aria-describedby={problem ? `${id}-problem` : undefined} onChange={(event) => (setChecked(event.target.checked), setProblem(undefined))} />
                {FACT_TEXTS.confirmQuestion}
              </label>
            </div>
          ) : (
            <p>{FACT_TEXTS.removeQuestion} It leaves every page at once.</p>
          )}
          {problem ? (
            <p id={`${id}-problem`} className={f.fieldError}>
              {problem}
            </p>
          ) : null}
          <div className={a.buttons}>
            <button
              ref={asking === 'remove' ? removeRef : undefined}
              type="submit"
              className={`${primaryButton} ${a.busy}`}
              disabled={pending}
              aria-busy={pending || undefined}
              aria-label={`${asking === 'confirm' ? 'Confirm' : 'Remove'}: ${fact.name}`}
            >
              {asking === 'confirm' ? 'Confirm' : 'Remove'}
            </button>
            <button type="button" className={smallButton} disabled={pending} aria-label={`Cancel: ${fact.name}`} onClick={() => setAsking(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className={a.buttons}>
          <button type="button" className={smallButton} aria-label={`Edit: ${fact.name}`} onClick={() => onEdit(fact)}>
            Edit
          </button>
          {fact.confirmedAt ? null : (
            <button type="button" className={smallButton} aria-label={`Confirm: ${fact.name}`} onClick={() => ask('confirm')}>
              Confirm
            </button>
          )}
          <button type="button" className={smallButton} aria-label={`Remove: ${fact.name}`} onClick={() => ask('remove')}>
            Remove
          </button>
        </div>
      )}
    </li>
  );
}

type Editing = { kind: FactKind; fact: CompanyFactView | null } | null;

/**
 * /admin/facts (docs/product.md#253-company-facts): the awards, magazine features and testimonials the
 * pages show, by kind. Admins and editors add and change them (a change unconfirms a confirmed fact),
 * confirm them after checking, and remove them; a viewer reads them.
 */
export function FactsDesk({ facts, canChange, open, timeZone }: FactsDeskProps) {
  const id = useId();
  const [rows, setRows] = useState(facts);
  const openedFact = open ? facts.find((fact) => fact.name === open) ?? null : null;
  const [editing, setEditing] = useState<Editing>(canChange && openedFact ? { kind: openedFact.kind, fact: openedFact } : null);
  const [newKind, setNewKind] = useState<FactKind>('award');
  const [said, setSaid] = useState('');

  const saved = (fact: CompanyFactView) => {
    setRows((current) => (current.some((row) => row.id === fact.id) ? current.map((row) => (row.id === fact.id ? fact : row)) : [...current, fact]));
    setEditing(null);
    setSaid(`Saved: ${fact.name}.${fact.confirmedAt ? '' : ' It is unconfirmed until someone confirms it.'}`);
  };
  const confirm = async (fact: CompanyFactView): Promise<string | null> => {
    try {
      const confirmed = await confirmFact(fact.id);
      setRows((current) => current.map((row) => (row.id === fact.id ? confirmed : row)));
      setSaid(`Confirmed: ${fact.name}.`);
      return null;
    } catch (failure) {
      return failureMessage(failure, 'Could not confirm the fact');
    }
  };
  const remove = async (fact: CompanyFactView): Promise<string | null> => {
    try {
      await removeFact(fact.id);
      setRows((current) => current.filter((row) => row.id !== fact.id));
      setSaid(`Removed: ${fact.name}.`);
      return null;
    } catch (failure) {
      return failureMessage(failure, 'Could not remove the fact');
    }
  };

  return (
    <div className={a.sections}>
      {canChange ? (
        <section className={a.panel} aria-labelledby={`${id}-add`}>
          <h2 id={`${id}-add`} className={a.heading}>
            Add a fact
          </h2>
          <div className={s.addRow}>
            <FormField id={`${id}-kind`} label="Kind">
              <select id={`${id}-kind`} className={f.select} value={newKind} onChange={(event) => setNewKind(event.target.value as FactKind)}>
                {FACT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {FACT_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            </FormField>
            <button type="button" className={primaryButton} onClick={() => setEditing({ kind: newKind, fact: null })}>
              Add
            </button>
          </div>
        </section>
      ) : null}
      {editing ? <FactEditor key={editing.fact?.id ?? `new-${editing.kind}`} kind={editing.kind} fact={editing.fact} onSaved={saved} onCancel={() => setEditing(null)} /> : null}
      <p role="status" className={said ? a.success : undefined}>
        {said}
      </p>
      {FACT_KINDS.map((kind) => {
        const ofKind = rows.filter((fact) => fact.kind === kind);
        return (
          <section key={kind} className={a.panel} aria-labelledby={`${id}-${kind}`}>
            <h2 id={`${id}-${kind}`} className={a.heading}>
              {FACT_KIND_PLURALS[kind]}
            </h2>
            <p className={a.hint}>
              {KIND_NOTES[kind]} Times in {timeZone}.
            </p>
            {ofKind.length === 0 ? (
              <p className={a.hint}>None: the page leaves this part out.</p>
            ) : (
              <ul className={a.list} aria-labelledby={`${id}-${kind}`}>
                {ofKind.map((fact) => (
                  <FactCard
                    key={fact.id}
                    fact={fact}
                    canChange={canChange}
                    opened={fact.id === openedFact?.id}
                    timeZone={timeZone}
                    onEdit={(chosen) => setEditing({ kind: chosen.kind, fact: chosen })}
                    onConfirm={confirm}
                    onRemove={remove}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
FactsDesk.displayName = 'FactsDesk' as const;
