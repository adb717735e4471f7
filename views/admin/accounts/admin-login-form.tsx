import { useState, type FormEvent } from 'react';
import { ADMIN_HOME_PATH, LOGIN_TEXTS, safeNextPath } from '../../../core/admin.js';
import type { MfaStepAnswer } from '../../../core/admin-accounts.js';
import { signIn } from '../../../client/admin-api/sign-in.js';
import { button, buttonLarge } from '../../theme/button.css.js';
import * as s from '../shared/admin-forms.css.js';
import { pageLeaving, useAdminAction } from '../shared/use-admin-action.js';
import { SecondStep } from './sign-in-steps.js';

export interface AdminLoginFormProps {
  /** Where to go once signed in (already checked by the server; checked again here). */
  next: string | null;
}

/**
 * The sign-in form (docs/product.md#14-admin-area): the server's message on failure, "Login failed" when
 * it gave none, the network message when the request could not be sent. Success leaves the page: the
 * session is the HttpOnly cookie the answer set, and the token in the body is not kept. An account with
 * two-factor gets the second step in place of the form (its fields emptied); when that step ends, the form
 * comes back with the reason and the caret in the username.
 */
export function AdminLoginForm({ next }: AdminLoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy: pending, error, setError, run } = useAdminAction(LOGIN_TEXTS.failed);
  const [step, setStep] = useState<MfaStepAnswer | null>(null);
  const [restarted, setRestarted] = useState(false);
  const destination = safeNextPath(next) ?? ADMIN_HOME_PATH;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await run(async () => {
      const answer = await signIn(username, password);
      if (answer.success) {
        window.location.assign(destination);
        return pageLeaving();
      }
      setUsername('');
      setPassword('');
      setStep(answer);
    });
  };

  const restart = (message?: string) => {
    setStep(null);
    setError(message ?? null);
    setRestarted(true);
  };

  if (step) return <SecondStep step={step} destination={destination} onRestart={restart} />;

  return (
    // method=post: a submit before the island is ready never puts the password in a URL.
    <form method="post" className={s.form} onSubmit={(event) => void submit(event)} aria-describedby={error ? 'login-error' : undefined}>
      <div className={s.field}>
        <label htmlFor="admin-username" className={s.label}>
          Username
        </label>
        <input
          id="admin-username"
          name="username"
          className={s.input}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={64}
          // Back from an ended second step: the form the person was in is gone, so the caret starts here again.
          autoFocus={restarted}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className={s.field}>
        <label htmlFor="admin-password" className={s.label}>
          Password
        </label>
        <input
          id="admin-password"
          name="password"
          type="password"
          className={s.input}
          autoComplete="current-password"
          required
          maxLength={128}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {error ? (
        <p id="login-error" role="alert" className={s.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${button.secondary} ${buttonLarge} ${s.submit}`} disabled={pending} aria-busy={pending || undefined}>
        {pending ? LOGIN_TEXTS.submitting : 'Sign In'}
      </button>
    </form>
  );
}
AdminLoginForm.displayName = 'AdminLoginForm' as const;
