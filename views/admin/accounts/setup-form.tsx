import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ADMIN_LOGIN_PATH, LOGIN_TEXTS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, safeNextPath } from '../../../core/admin.js';
import { ACCOUNT_TEXTS, ADMIN_ACCOUNT_PATH, type MfaStepAnswer } from '../../../core/admin-accounts.js';
import { finishSetup } from '../../../client/admin-api/sign-in.js';
import { ApiError } from '../../../client/api.js';
import { button, buttonLarge } from '../../theme/button.css.js';
import * as s from '../shared/admin-forms.css.js';
import { pageLeaving, useAdminAction } from '../shared/use-admin-action.js';
import { SecondStep } from './sign-in-steps.js';

export interface SetupFormProps {
  /** The account the link was made for. */
  username: string;
  /** The link's token, sent back with the chosen password. */
  token: string;
  /** Where to go once signed in (checked here); your own account page without it. */
  next?: string;
}

/** What the form says when the server refused the password without words of its own. */
export const SETUP_FAILED = 'Could not set the password';
export const PASSWORDS_DIFFER = 'The two passwords are not the same';

type FieldErrors = { password?: string; repeat?: string };

/**
 * A setup link's form (docs/product.md#14-admin-area): the new password twice, then signed in; when the site
 * requires two-factor, the enrolment follows in place of the form. The username rides along, out of sight,
 * so a password manager saves the new password under it.
 */
export function SetupForm({ username, token, next }: SetupFormProps) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy: pending, error, setError, run } = useAdminAction(SETUP_FAILED);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<MfaStepAnswer | null>(null);
  // Set when the two-factor step ended: the password is chosen, so a new sign-in starts on the sign-in page.
  const [ended, setEnded] = useState<string | null>(null);
  const destination = safeNextPath(next) ?? ADMIN_ACCOUNT_PATH;
  const signInLink = useRef<HTMLAnchorElement>(null);
  // The step that was on screen is gone: the caret goes to the way on.
  useEffect(() => {
    if (ended !== null) signInLink.current?.focus();
  }, [ended]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    if (password !== repeat) return setFieldErrors({ repeat: PASSWORDS_DIFFER });
    setFieldErrors({});
    await run(
      async () => {
        const answer = await finishSetup(token, password);
        if (answer.success) {
          window.location.assign(destination);
          return pageLeaving();
        }
        setPassword('');
        setRepeat('');
        setStep(answer);
      },
      {
        refused: (failure) => {
          const field = failure instanceof ApiError && failure.status === 400 ? failure.fieldErrors.password : undefined;
          if (!field) return undefined;
          setFieldErrors({ password: field });
          return null;
        },
      },
    );
  };

  if (ended !== null) {
    return (
      <div className={s.step}>
        <p role="alert" className={s.error}>
          {ended}
        </p>
        <a ref={signInLink} href={`${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(destination)}`} className={`${button.secondary} ${s.submit}`}>
          {LOGIN_TEXTS.goToLogin}
        </a>
      </div>
    );
  }

  if (step) {
    return <SecondStep step={step} destination={destination} onRestart={(message) => (setStep(null), setEnded(message ?? ACCOUNT_TEXTS.stepEnded))} />;
  }

  const describe = (id: string, message: string | undefined) => (message ? `${id}-hint ${id}-error` : `${id}-hint`);

  return (
    // method=post: a submit before the island is ready never puts the password in a URL.
    <form method="post" className={s.form} onSubmit={(event) => void submit(event)} aria-describedby={error ? 'setup-error' : undefined}>
      <div className={s.offscreen}>
        <label htmlFor="setup-username">Username</label>
        <input id="setup-username" name="username" autoComplete="username" readOnly tabIndex={-1} value={username} />
      </div>
      <div className={s.field}>
        <label htmlFor="setup-password" className={s.label}>
          New password
        </label>
        <input
          id="setup-password"
          name="password"
          type="password"
          className={s.input}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={describe('setup-password', fieldErrors.password)}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id="setup-password-hint" className={s.hint}>
          At least {PASSWORD_MIN_LENGTH} characters.
        </p>
        {fieldErrors.password ? (
          <p id="setup-password-error" role="alert" className={s.fieldError}>
            {fieldErrors.password}
          </p>
        ) : null}
      </div>
      <div className={s.field}>
        <label htmlFor="setup-repeat" className={s.label}>
          Repeat the new password
        </label>
        <input
          id="setup-repeat"
          name="repeat"
          type="password"
          className={s.input}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          aria-invalid={fieldErrors.repeat ? true : undefined}
          aria-describedby={fieldErrors.repeat ? 'setup-repeat-error' : undefined}
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
        />
        {fieldErrors.repeat ? (
          <p id="setup-repeat-error" role="alert" className={s.fieldError}>
            {fieldErrors.repeat}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id="setup-error" role="alert" className={s.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${button.secondary} ${buttonLarge} ${s.submit}`} disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Saving…' : 'Set password'}
      </button>
    </form>
  );
}
SetupForm.displayName = 'SetupForm' as const;
