import type { ReactNode } from 'react';
import type { PostFields } from '../../../core/studio-posts.js';
import * as f from '../shared/admin-forms.css.js';
import { counterText } from './post-editor-text.js';
import * as s from './studio.css.js';

export interface FieldProps {
  id: string;
  name: keyof PostFields;
  label: string;
  hint?: ReactNode;
  counter?: ReactNode;
  error?: string;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

/** A labelled field with its hint, counter and error, tied to the control by aria-describedby. */
export function Field({ id, name, label, hint, counter, error, children }: FieldProps) {
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
export function RangeCounter({ length, min, max }: { length: number; min: number; max: number }) {
  const off = length > 0 && (length < min || length > max);
  return <span className={off ? s.counterOff : undefined}>{counterText(length, { min, max })}</span>;
}
