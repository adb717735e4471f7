import type { FormEvent, ReactNode, RefCallback } from 'react';
import { leadFormAction, type LeadFormName } from '../../core/lead-form-post.js';
import { ErrorSummary, summaryErrors } from '../forms/error-summary.js';
import { Field, FieldError, Honeypot, type FieldBaseProps } from '../forms/field.js';
import { FormPostFields } from '../forms/form-post-fields.js';
import * as ff from '../forms/field.css.js';
import { FormCardHeading } from '../forms/form-card.js';
import * as card from '../forms/form-card.css.js';
import type { Failure, FormStatus } from '../forms/use-lead-form.js';
import { button, buttonLarge } from '../theme/button.css.js';
import { visuallyHidden } from '../theme/utilities.css.js';
import { commonCopy, waitText } from './recruitment-copy.js';
import * as s from './recruitment-form.css.js';

// The parts of the recruitment forms that the lead forms' Field (views/forms/field.tsx) does not
// cover: checkbox and radio groups (fieldsets with legends), the confirmation box, the alert and the
// confirmation panel. Errors are tied to their controls as Field ties them: aria-invalid on the controls,
// aria-describedby to the message.

function RequiredMark() {
  return (
    <>
      <span className={ff.requiredMark} aria-hidden="true">
        *
      </span>
      <span className={visuallyHidden}> (required)</span>
    </>
  );
}

export interface GroupChoice {
  value: string;
  label: string;
  /** Read out after the label (a state's full name beside its code). */
  name?: string;
}

interface CheckboxGroupProps {
  id: string;
  name: string;
  legend: string;
  choices: readonly GroupChoice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  required?: boolean;
  hint?: string;
  error?: string;
  /** The compact grid for the 51 state codes, with "select all" and "clear" buttons. */
  compact?: { selectAll: string; clear: string };
}

/** A group of checkboxes in a fieldset whose legend names it; one message for the group. */
export function CheckboxGroup({ id, name, legend, choices, selected, onChange, required, hint, error, compact }: CheckboxGroupProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected.filter((item) => item !== value), value] : selected.filter((item) => item !== value));
  return (
    <fieldset id={id} className={s.fieldset} aria-describedby={describedBy}>
      <legend className={s.legend}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? (
        <p id={hintId} className={ff.hint}>
          {hint}
        </p>
      ) : null}
      {compact ? (
        <div className={s.bulk}>
          <button type="button" className={s.bulkButton} onClick={() => onChange(choices.map((choice) => choice.value))}>
            {compact.selectAll}
          </button>
          <button type="button" className={s.bulkButton} onClick={() => onChange([])}>
            {compact.clear}
          </button>
        </div>
      ) : null}
      <div className={compact ? s.stateGrid : s.choiceGrid}>
        {choices.map((choice) => (
          <label key={choice.value} className={compact ? s.stateChoice : s.choice} title={choice.name}>
            <input
              type="checkbox"
              name={name}
              value={choice.value}
              checked={selected.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
              aria-invalid={error ? true : undefined}
              className={s.checkbox}
            />
            <span>
              {choice.label}
              {choice.name ? <span className={visuallyHidden}> ({choice.name})</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

interface RadioGroupProps {
  id: string;
  name: string;
  legend: string;
  choices: readonly GroupChoice[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** An optional one-of choice in a fieldset whose legend asks the question. */
export function RadioGroup({ id, name, legend, choices, value, onChange, error }: RadioGroupProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} className={s.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={s.legend}>{legend}</legend>
      <div className={s.radioRow}>
        {choices.map((choice) => (
          <label key={choice.value} className={s.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-invalid={error ? true : undefined}
              className={s.checkbox}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

interface ConfirmCheckboxProps {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** One required box the applicant ticks to confirm a statement. */
export function ConfirmCheckbox({ id, name, label, checked, onChange, error }: ConfirmCheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className={s.confirm}>
      <label htmlFor={id} className={s.confirmLabel}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          required
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={s.confirmCheckbox}
        />
        <span>
          {label}
          <span className={ff.requiredMark} aria-hidden="true">
            *
          </span>
        </span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The four contact fields both forms open with; `field` is the form's (useLeadForm). */
export function ContactFields({ field }: { field: (name: 'company' | 'contactName' | 'email' | 'phone') => FieldBaseProps }) {
  return (
    <>
      <Field {...field('company')} required autoComplete="organization" />
      <Field {...field('contactName')} required autoComplete="name" />
      <Field {...field('email')} kind="email" required autoComplete="email" />
      <Field {...field('phone')} kind="tel" required autoComplete="tel" />
    </>
  );
}

/** Phone and e-mail links, as the alerts, the no-script note and the confirmation offer them. */
export interface ContactProps {
  phone: string;
  phoneHref: string;
  email: string;
}

export function ContactLinks({ phone, phoneHref, email }: ContactProps) {
  return (
    <>
      <a href={phoneHref} className={s.link}>
        {phone}
      </a>{' '}
      {commonCopy.orEmail}{' '}
      <a href={`mailto:${email}`} className={s.link}>
        {email}
      </a>
    </>
  );
}

/** The outcome of a refused submission, above the submit button; it takes focus when no field is marked. */
function FailureAlert({ failure, what, contact, alertRef }: { failure: Failure; what: string; contact: ContactProps; alertRef: RefCallback<HTMLElement> }) {
  const call = (
    <a href={contact.phoneHref} className={s.link}>
      {contact.phone}
    </a>
  );
  let text: ReactNode;
  if (failure.kind === 'generic') {
    text = (
      <>
        {commonCopy.failure(what)} <ContactLinks {...contact} />.
      </>
    );
  } else {
    const summary =
      failure.kind === 'fields'
        ? commonCopy.fieldsInvalid
        : failure.kind === 'unavailable'
          ? failure.message
          : failure.retryAfter !== undefined
            ? commonCopy.tooMany(waitText(failure.retryAfter))
            : (failure.message ?? commonCopy.tooManyFallback);
    text = (
      <>
        {summary} {commonCopy.alsoCall} {call}.
      </>
    );
  }
  return (
    <div ref={alertRef} role="alert" tabIndex={-1} className={s.alert}>
      <p>{text}</p>
    </div>
  );
}

interface LeadFormShellProps {
  /** Which lead form this is: where it posts without script, and its hidden fields. */
  form: LeadFormName;
  /** The form's id prefix (useLeadForm). */
  id: string;
  copy: { title: string; intro: string; submit: string; what: string; successTitle: string; successText: string };
  contact: ContactProps;
  status: FormStatus;
  failure: Failure | null;
  errors: Readonly<Record<string, string | undefined>>;
  /** The server's answer to a post without script, summarised at the top (useLeadForm). */
  summary: { notes: readonly string[] } | null;
  honeypot: string;
  setHoneypot: (value: string) => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  formRef: RefCallback<HTMLFormElement>;
  alertRef: RefCallback<HTMLElement>;
  successRef: RefCallback<HTMLElement>;
  /** The form's own controls. */
  children: ReactNode;
}

/**
 * The card both recruitment forms share: title, the form (required-field note, the controls, the honeypot,
 * the alert, the submit button) and, once the lead is stored, the confirmation in its place.
 *
 * The form works before and without script (docs/product.md#45-forms-without-javascript): it posts to its
 * page, which answers 303 to the confirmation page or the form again with the error summary at its top.
 * Once hydrated, the submit handler sends JSON instead and shows the outcome here.
 */
export function LeadFormShell(props: LeadFormShellProps) {
  const { form, id, copy, contact, status, failure, errors, summary, honeypot, setHoneypot, submit, formRef, alertRef, successRef, children } = props;
  if (status === 'success') {
    return (
      <div className={card.card}>
        <SuccessPanel headingRef={successRef} title={copy.successTitle} text={copy.successText} contact={contact} />
      </div>
    );
  }
  const busy = status === 'submitting';
  return (
    <div className={card.card}>
      <FormCardHeading id={id} title={copy.title} intro={copy.intro} />
      <form ref={formRef} method="post" action={leadFormAction(form)} noValidate className={card.form} onSubmit={submit} aria-labelledby={`${id}title`} aria-busy={busy}>
        {summary && failure ? (
          <ErrorSummary id={id} failure={failure} errors={summaryErrors(id, errors)} notes={summary.notes} phone={contact.phone} phoneHref={contact.phoneHref} />
        ) : null}
        <p className={ff.note}>{commonCopy.requiredNote}</p>
        <div className={ff.grid}>{children}</div>
        <Honeypot id={`${id}website`} value={honeypot} onChange={setHoneypot} />
        <FormPostFields form={form} />
        {failure && !summary ? <FailureAlert failure={failure} what={copy.what} contact={contact} alertRef={alertRef} /> : null}
        <button type="submit" className={`${button.primary} ${buttonLarge} ${card.submit}`} disabled={busy}>
          {busy ? commonCopy.submitting : copy.submit}
        </button>
      </form>
    </div>
  );
}

/** What replaces the form once the lead is stored; its heading takes focus. */
export function SuccessPanel({ headingRef, title, text, contact }: { headingRef: RefCallback<HTMLElement>; title: string; text: string; contact: ContactProps }) {
  return (
    <div role="status" className={s.success}>
      <h3 ref={headingRef} tabIndex={-1} className={s.successTitle}>
        {title}
      </h3>
      <p>{text}</p>
      <p>
        {commonCopy.questions} <ContactLinks {...contact} />.
      </p>
    </div>
  );
}
