import type { ChangeEvent, ReactNode } from 'react';
import type { Choice } from '../content/quote-form.js';
import { HONEYPOT_FIELD } from '../../client/abandonment.js';
import * as s from './field.css.js';

/** What every text control of a lead form takes (Field and the location field). */
export interface FieldBaseProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (name: string, value: string) => void;
  required?: boolean;
  error?: string;
  wide?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** A short help text under the label, tied to the control by aria-describedby. */
  hint?: string;
}

type InputProps = FieldBaseProps & {
  kind?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputRef?: (el: HTMLInputElement | null) => void;
  /** For digits-only fields: `numeric` brings up the number pad on phones. */
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  pattern?: string;
};
type SelectProps = FieldBaseProps & { kind: 'select'; choices: readonly Choice[]; emptyLabel: string };
type TextareaProps = FieldBaseProps & { kind: 'textarea' };

export type FieldProps = InputProps | SelectProps | TextareaProps;

/** A labelled control with its error message wired to aria-describedby / aria-invalid. */
export function Field(props: FieldProps) {
  const { id, name, label, value, onChange, required, error, wide, placeholder, maxLength, hint } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    required,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
  };
  let control: ReactNode;
  if (props.kind === 'select') {
    control = (
      <select {...common} className={s.select}>
        <option value="">{props.emptyLabel}</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  } else if (props.kind === 'textarea') {
    control = <textarea {...common} maxLength={maxLength} rows={4} className={s.textarea} />;
  } else {
    control = (
      <input
        {...common}
        ref={props.inputRef}
        type={props.kind ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        pattern={props.pattern}
        maxLength={maxLength}
        className={s.input}
      />
    );
  }
  return (
    <div className={wide ? `${s.field} ${s.wide}` : s.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      ) : null}
      {control}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A control's visible label; a required control's is marked * (the control itself says it is required). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={s.label}>
      {label}
      {required ? (
        <span className={s.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

/** A control's (or a group's) message, if any; its id is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={s.error}>
      {error}
    </p>
  ) : null;
}

/** The spam trap: people never see or reach it; bots that fill every input give themselves away. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className={s.honeypot} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
