import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { addFact, changeFact, type FactSave } from '../../../client/admin-api/facts.js';
import { uploadImage } from '../../../client/admin-api/media.js';
import { fieldErrorsOf } from '../../../client/admin-api/request.js';
import { BUILT_IN_FACT_IMAGES, checkFactFields, FACT_KIND_LABELS, type CompanyFactView, type FactKind } from '../../../core/company-facts.js';
import { MEDIA_ALT_MAX_LENGTH, type MediaImageView } from '../../../core/media.js';
import * as a from '../accounts/accounts.css.js';
import * as f from '../shared/admin-forms.css.js';
import { describedBy, FormFailure, FormField } from '../shared/form-field.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import { rulesOf } from './fact-fields.js';
import * as s from './facts.css.js';
import { primaryButton, smallButton } from '../shared/admin-ui.css.js';

/** A fact's editor: its kind's fields, then its picture (an upload with its alt text, or the built-in one). */
export function FactEditor({ kind, fact, onSaved, onCancel }: { kind: FactKind; fact: CompanyFactView | null; onSaved: (fact: CompanyFactView) => void; onCancel: () => void }) {
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const uploadCall = useAdminAction('Could not upload the image');
  const uploading = uploadCall.busy;
  const { busy: pending, error, setError, run } = useAdminAction('Could not save the fact');
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
    await uploadCall.run(
      async () => {
        setImage(await uploadImage(file, alt.trim()));
        setAlt('');
        setFile(null);
      },
      {
        // Said under the file and alt boxes, not in an alert of its own.
        refused: (failure, message) => {
          const byField = fieldErrorsOf(failure);
          setErrors({ file: byField.file ?? (byField.alt ? '' : message), alt: byField.alt ?? '' });
          return null;
        },
      },
    );
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    // The kind's own rule first (the one the API keeps): what it would refuse is shown without a request.
    const found = checkFactFields(kind, values).errors;
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(found);
    const body: FactSave = { fields: values, imageId: image?.id ?? null };
    await run(async () => onSaved(fact ? await changeFact(fact.id, body) : await addFact(kind, body)), {
      refused: (failure) => {
        const found = Object.fromEntries(Object.entries(fieldErrorsOf(failure)).map(([key, message]) => [key.replace(/^fields\./, ''), message]));
        if (Object.keys(found).length === 0) return undefined;
        setErrors(found);
        focusFirstError(found);
        return null;
      },
    });
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
