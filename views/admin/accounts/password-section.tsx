import { useId, useRef, useState, type FormEvent } from 'react';
import { changeOwnPassword } from '../../../client/admin-api/own-account.js';
import { fieldErrorsOf } from '../../../client/admin-api/request.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../core/admin.js';
import * as f from '../shared/admin-forms.css.js';
import { FormFailure } from '../shared/form-field.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import type { OwnAccountSectionProps } from './own-account-section.js';
import * as s from './accounts.css.js';
import { primaryButton } from '../shared/admin-ui.css.js';

/** The password change: the current one, the new one twice; the server ends the other sessions. */
export function PasswordSection({ onAccount }: Pick<OwnAccountSectionProps, 'onAccount'>) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ current?: string; next?: string; repeat?: string }>({});
  const { busy: pending, error, said: done, setError, setSaid: setDone, run } = useAdminAction('Could not change your password');
  const fields = { current: useRef<HTMLInputElement>(null), next: useRef<HTMLInputElement>(null), repeat: useRef<HTMLInputElement>(null) };

  const refuse = (errors: typeof fieldErrors) => {
    setFieldErrors(errors);
    const first = (['current', 'next', 'repeat'] as const).find((name) => errors[name]);
    if (first) fields[first].current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    setDone('');
    const errors: typeof fieldErrors = {};
    if (!current) errors.current = 'Enter your current password';
    if (next.length < PASSWORD_MIN_LENGTH) errors.next = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
    else if (next !== repeat) errors.repeat = 'The two new passwords are not the same';
    if (Object.keys(errors).length) return refuse(errors);
    setFieldErrors({});
    await run(
      async () => {
        onAccount(await changeOwnPassword(current, next));
        setCurrent('');
        setNext('');
        setRepeat('');
        return 'Password changed. Your other sessions have ended.';
      },
      {
        refused: (failure) => {
          const byField = fieldErrorsOf(failure);
          if (!byField.currentPassword && !byField.newPassword) return undefined;
          refuse({ current: byField.currentPassword, next: byField.newPassword });
          return null;
        },
      },
    );
  };

  const field = (name: 'current' | 'next' | 'repeat', label: string, value: string, set: (value: string) => void, hint?: string) => {
    const message = fieldErrors[name];
    const describedBy = [hint ? `${id}-${name}-hint` : '', message ? `${id}-${name}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className={f.field}>
        <label htmlFor={`${id}-${name}`} className={f.label}>
          {label}
        </label>
        {hint ? (
          <p id={`${id}-${name}-hint`} className={s.hint}>
            {hint}
          </p>
        ) : null}
        <input
          ref={fields[name]}
          id={`${id}-${name}`}
          name={name === 'current' ? 'currentPassword' : name === 'next' ? 'newPassword' : 'repeatPassword'}
          type="password"
          className={f.input}
          autoComplete={name === 'current' ? 'current-password' : 'new-password'}
          required
          minLength={name === 'current' ? undefined : PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={value}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => set(event.target.value)}
        />
        {message ? (
          <p id={`${id}-${name}-error`} role="alert" className={s.error}>
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className={s.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={s.heading}>
        Password
      </h2>
      <form className={s.form} onSubmit={(event) => void submit(event)} noValidate>
        {field('current', 'Current password', current, setCurrent)}
        {field('next', 'New password', next, setNext, `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; a long phrase is easiest to remember.`)}
        {field('repeat', 'Repeat new password', repeat, setRepeat)}
        <FormFailure error={error} />
        <div className={s.buttons}>
          <button type="submit" className={`${primaryButton} ${s.busy}`} disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Changing…' : 'Change password'}
          </button>
        </div>
        <p role="status" className={done ? s.success : undefined}>
          {done}
        </p>
      </form>
    </section>
  );
}
