import type { ReactNode } from 'react';
import * as a from '../accounts/accounts.css.js';
import * as f from './admin-forms.css.js';

// A back-office form's field: its label, hint and error, tied together for screen readers (the claims and the facts forms).

/** A labelled field with its hint and, under it, its own error. */
export function FormField({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={f.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className={f.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby of a field: its hint and, when there is one, its error. */
export const describedBy = (id: string, hint: boolean, error: string | undefined) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** What went wrong with a form that is no one field's (the server's words, or the network's), read out at once. */
export function FormFailure({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className={a.error}>
      {error}
    </p>
  ) : null;
}
