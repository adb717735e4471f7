import { useId, useRef, useState, type FormEvent } from 'react';
import { addAccount } from '../../../client/admin-api/accounts.js';
import { fieldErrorsOf } from '../../../client/admin-api/request.js';
import { isUsername, USERNAME_RULE, USERNAME_SHAPE, type AdminRole } from '../../../core/admin.js';
import { ROLE_LABELS, type AccountRowView, type SetupLinkView } from '../../../core/admin-accounts.js';
import * as f from '../shared/admin-forms.css.js';
import { FormFailure } from '../shared/form-field.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import { ROLE_CHOICES } from './account-words.js';
import * as s from './accounts.css.js';
import { primaryButton } from '../shared/admin-ui.css.js';

/** The add form: a username and a role; the answer's setup link is how the new person chooses a password. */
export function AddAccountForm({ onAdded }: { onAdded: (answer: { account: AccountRowView; setupLink: SetupLinkView }) => void }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<AdminRole>('viewer');
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; role?: string }>({});
  const { busy: pending, error, setError, run } = useAdminAction('Could not add the account');
  const usernameRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    const typed = username.trim();
    if (!isUsername(typed)) {
      setFieldErrors({ username: `Use ${USERNAME_RULE}` });
      usernameRef.current?.focus();
      return;
    }
    setFieldErrors({});
    await run(
      async () => {
        const answer = await addAccount(typed, role);
        setUsername('');
        setRole('viewer');
        onAdded(answer);
      },
      {
        refused: (failure) => {
          const byField = fieldErrorsOf(failure);
          if (!byField.username && !byField.role) return undefined;
          setFieldErrors({ username: byField.username, role: byField.role });
          if (byField.username) usernameRef.current?.focus();
          return null;
        },
      },
    );
  };

  return (
    <section className={s.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={s.heading}>
        Add an account
      </h2>
      <form className={s.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={f.field}>
          <label htmlFor={`${id}-username`} className={f.label}>
            Username
          </label>
          <p id={`${id}-username-hint`} className={s.hint}>
            {USERNAME_RULE}.
          </p>
          <input
            ref={usernameRef}
            id={`${id}-username`}
            name="username"
            className={f.input}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            minLength={3}
            maxLength={64}
            pattern={USERNAME_SHAPE}
            value={username}
            aria-invalid={fieldErrors.username ? true : undefined}
            aria-describedby={fieldErrors.username ? `${id}-username-hint ${id}-username-error` : `${id}-username-hint`}
            onChange={(event) => setUsername(event.target.value)}
          />
          {fieldErrors.username ? (
            <p id={`${id}-username-error`} role="alert" className={s.error}>
              {fieldErrors.username}
            </p>
          ) : null}
        </div>
        <div className={f.field}>
          <label htmlFor={`${id}-role`} className={f.label}>
            Role
          </label>
          <select
            id={`${id}-role`}
            name="role"
            className={f.select}
            value={role}
            aria-invalid={fieldErrors.role ? true : undefined}
            aria-describedby={fieldErrors.role ? `${id}-role-error` : undefined}
            onChange={(event) => setRole(event.target.value as AdminRole)}
          >
            {ROLE_CHOICES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </select>
          {fieldErrors.role ? (
            <p id={`${id}-role-error`} role="alert" className={s.error}>
              {fieldErrors.role}
            </p>
          ) : null}
        </div>
        <FormFailure error={error} />
        <div className={s.buttons}>
          <button type="submit" className={`${primaryButton} ${s.busy}`} disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Adding…' : 'Add account'}
          </button>
        </div>
      </form>
    </section>
  );
}
