import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { changeOwnPassword, confirmEnrolment, endOtherSessions, endSession, failureMessage, renewRecoveryCodes, setOwnOnDuty, startEnrolment, type FactorProof } from '../../../client/admin-api.js';
import { ApiError } from '../../../client/api.js';
import { can, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../core/admin.js';
import type { MfaEnrolmentView, OwnAccountView, SessionView } from '../../../core/admin-accounts.js';
import { age, deskTime } from '../../../core/desk-time-format.js';
import * as f from '../shared/admin-forms.css.js';
import { useFocusAfterRender } from '../shared/focus-after-render.js';
import { FactorProofForm } from './factor-proof-form.js';
import { MfaEnrolment, RecoveryCodeList } from './two-factor.js';
import * as s from './accounts.css.js';
import { primaryButton, smallButton } from '../leads/desk.css.js';

export interface OwnAccountPanelProps {
  account: OwnAccountView;
  timeZone: string;
  /** When the page was made: the sessions' ages count from here until the list is next replaced. */
  now: string;
}

/** At or below this many unused recovery codes the count is marked as running low. */
export const FEW_RECOVERY_CODES = 3;

/** "7 recovery codes left": what the two-factor section says of the unused codes. */
export const recoveryCodesLeft = (count: number) => `${count} recovery code${count === 1 ? '' : 's'} left`;

/** Props shared by the three sections: the account as last answered, and how to replace it. */
interface SectionProps {
  account: OwnAccountView;
  onAccount: (account: OwnAccountView) => void;
}

/** The password change: the current one, the new one twice; the server ends the other sessions. */
function PasswordSection({ onAccount }: Pick<SectionProps, 'onAccount'>) {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ current?: string; next?: string; repeat?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
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
    setPending(true);
    try {
      onAccount(await changeOwnPassword(current, next));
      setCurrent('');
      setNext('');
      setRepeat('');
      setDone('Password changed. Your other sessions have ended.');
    } catch (failure) {
      const byField = failure instanceof ApiError ? failure.fieldErrors : {};
      if (byField.currentPassword || byField.newPassword) refuse({ current: byField.currentPassword, next: byField.newPassword });
      else setError(failureMessage(failure, 'Could not change your password'));
    } finally {
      setPending(false);
    }
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
        {error ? (
          <p role="alert" className={s.error}>
            {error}
          </p>
        ) : null}
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

function When({ iso, timeZone, now }: { iso: string; timeZone: string; now: string }) {
  return (
    <>
      <time dateTime={iso}>{deskTime(iso, timeZone)}</time> <span className={s.hint}>({age(iso, now)})</span>
    </>
  );
}

/** One session as a card: device, address, when it began and was last seen; the current one is marked. */
function SessionCard({ session, timeZone, now, pending, onEnd }: { session: SessionView; timeZone: string; now: string; pending: string | null; onEnd: (session: SessionView) => void }) {
  return (
    <li className={s.card}>
      <div className={s.cardHead}>
        <h3 className={s.cardTitle}>{session.device}</h3>
        {session.current ? (
          <span className={s.on}>This session</span>
        ) : (
          <button
            type="button"
            className={`${smallButton} ${s.busy}`}
            disabled={pending !== null}
            aria-busy={pending === session.id || undefined}
            aria-label={`Sign out ${session.device}`}
            onClick={() => onEnd(session)}
          >
            {pending === session.id ? 'Signing out…' : 'Sign out'}
          </button>
        )}
      </div>
      <dl className={s.facts}>
        <div className={s.factRow}>
          <dt className={s.term}>IP address</dt>
          <dd className={s.definition}>{session.ip ?? 'Not known'}</dd>
        </div>
        <div className={s.factRow}>
          <dt className={s.term}>Signed in</dt>
          <dd className={s.definition}>
            <When iso={session.signedInAt} timeZone={timeZone} now={now} />
          </dd>
        </div>
        <div className={s.factRow}>
          <dt className={s.term}>Last seen</dt>
          <dd className={s.definition}>
            <When iso={session.lastSeenAt} timeZone={timeZone} now={now} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** What a section's last action came to: the refusal (an alert), else what was done (read out politely). */
function Outcome({ error, said }: { error: string | null; said: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className={s.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={said ? s.success : undefined}>
        {said}
      </p>
    </>
  );
}

/** Your open sessions; any but this one can be ended, one at a time or all at once. */
function SessionsSection({ account, onAccount, timeZone, now }: SectionProps & { timeZone: string; now: string }) {
  const id = useId();
  /** The id of the session being ended, or 'others'. */
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const others = account.sessions.filter((session) => !session.current);

  const end = async (what: SessionView | 'others') => {
    setPending(what === 'others' ? 'others' : what.id);
    setError(null);
    setSaid('');
    try {
      onAccount(what === 'others' ? await endOtherSessions() : await endSession(what.id));
      setSaid(what === 'others' ? 'Your other sessions have ended.' : `Signed out ${what.device}.`);
      // The button pressed went with its session: the heading is where the list starts again.
      focusAfterRender(headingRef);
    } catch (failure) {
      setError(failureMessage(failure, 'Could not end the session'));
    } finally {
      setPending(null);
    }
  };

  return (
    <section className={s.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={s.heading}>
        Sessions
      </h2>
      <div className={s.body}>
        <p className={s.hint}>Where you are signed in now. Times in {timeZone}.</p>
        <ul className={s.list}>
          {account.sessions.map((session) => (
            <SessionCard key={session.id} session={session} timeZone={timeZone} now={now} pending={pending} onEnd={(ended) => void end(ended)} />
          ))}
        </ul>
        {others.length ? (
          <button type="button" className={`${smallButton} ${s.busy}`} disabled={pending !== null} aria-busy={pending === 'others' || undefined} onClick={() => void end('others')}>
            {pending === 'others' ? 'Signing out…' : 'Sign out everywhere else'}
          </button>
        ) : null}
        <Outcome error={error} said={said} />
      </div>
    </section>
  );
}

/**
 * "I'm on duty" (docs/product.md#21-leads-desk): with LEAD_ASSIGNMENT=round-robin the site gives new leads to
 * the accounts on duty in turn. Shown only to a role that may own leads.
 */
function DutySection({ account, onAccount }: SectionProps) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  const change = async (onDuty: boolean) => {
    setPending(true);
    setError(null);
    setSaid('');
    try {
      const next = await setOwnOnDuty(onDuty);
      onAccount(next);
      setSaid(next.onDuty ? 'You are on duty: round robin gives you new leads.' : 'You are off duty.');
    } catch (failure) {
      setError(failureMessage(failure, 'Could not change your duty'));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={s.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={s.heading}>
        New leads
      </h2>
      <div className={s.body}>
        <label htmlFor={`${id}-duty`} className={s.buttons}>
          <input
            id={`${id}-duty`}
            type="checkbox"
            name="onDuty"
            className={f.checkbox}
            checked={account.onDuty}
            disabled={pending}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void change(event.target.checked)}
          />
          I'm on duty
        </label>
        <p id={`${id}-hint`} className={s.hint}>
          While you are on duty, new leads may be given to you in turn with the others on duty.
        </p>
        <Outcome error={error} said={said} />
      </div>
    </section>
  );
}

type TwoFactorStep =
  | { step: 'status' }
  | { step: 'enrol'; enrolment: MfaEnrolmentView; replacing: boolean }
  | { step: 'confirm-renew' }
  | { step: 'confirm-replace' }
  | { step: 'codes'; codes: string[] };

/**
 * Two-factor sign-in: its status, the enrolment when off; when on, new recovery codes or a new
 * authenticator, each after the password and a current code (FactorProofForm).
 */
function TwoFactorSection({ account, onAccount }: SectionProps) {
  const id = useId();
  const [shown, setShown] = useState<TwoFactorStep>({ step: 'status' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Each step's first line takes the focus when it replaces the one before it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<HTMLHeadingElement>(null);
  const warningRef = useRef<HTMLParagraphElement>(null);
  const renewRef = useRef<HTMLButtonElement>(null);
  const replaceRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const { enabled, recoveryCodesLeft: left } = account.mfa;

  const show = (next: TwoFactorStep, focus: RefObject<HTMLElement | null>) => {
    setShown(next);
    focusAfterRender(focus);
  };

  const enrol = async () => {
    setPending(true);
    setError(null);
    try {
      show({ step: 'enrol', enrolment: await startEnrolment(), replacing: false }, stepRef);
    } catch (failure) {
      setError(failureMessage(failure, 'Could not start setting up two-factor'));
    } finally {
      setPending(false);
    }
  };

  // CodeForm shows the message of what this throws under the code box.
  const confirm = async (code: string) => {
    try {
      const answer = await confirmEnrolment(code);
      onAccount(answer.account);
      show({ step: 'codes', codes: answer.recoveryCodes }, stepRef);
    } catch (failure) {
      throw new Error(failureMessage(failure, 'Could not turn on two-factor'));
    }
  };

  // FactorProofForm shows the message of what these throw under the box it concerns.
  const renew = async (proof: FactorProof) => {
    const answer = await renewRecoveryCodes(proof);
    onAccount(answer.account);
    show({ step: 'codes', codes: answer.recoveryCodes }, stepRef);
  };

  const replace = async (proof: FactorProof) => {
    show({ step: 'enrol', enrolment: await startEnrolment(proof), replacing: true }, stepRef);
  };

  let content;
  switch (shown.step) {
    case 'enrol':
      content = (
        <>
          <h3 ref={stepRef} tabIndex={-1} className={s.subheading}>
            {shown.replacing ? 'Set up your new authenticator' : 'Set up two-factor sign-in'}
          </h3>
          {shown.replacing ? <p className={s.hint}>Your current app and recovery codes work until the new app's first code is accepted.</p> : null}
          <MfaEnrolment enrolment={shown.enrolment} onCode={confirm} />
          <button type="button" className={smallButton} onClick={() => show({ step: 'status' }, headingRef)}>
            Cancel
          </button>
        </>
      );
      break;
    case 'codes':
      content = (
        <>
          <h3 ref={stepRef} tabIndex={-1} className={s.subheading}>
            Your recovery codes
          </h3>
          <RecoveryCodeList codes={shown.codes} />
          <button type="button" className={primaryButton} onClick={() => show({ step: 'status' }, headingRef)}>
            Done
          </button>
        </>
      );
      break;
    default:
      content = enabled ? (
        <>
          <p>
            <span className={left <= FEW_RECOVERY_CODES ? s.warn : s.off}>{recoveryCodesLeft(left)}</span>
          </p>
          {left <= FEW_RECOVERY_CODES ? <p className={s.hint}>Make new recovery codes before they run out.</p> : null}
          {shown.step === 'confirm-renew' ? (
            <FactorProofForm
              action="Make new codes"
              busy="Making codes…"
              failure="Could not make new recovery codes"
              introRef={warningRef}
              onProof={renew}
              onCancel={() => show({ step: 'status' }, renewRef)}
            >
              The codes you have now will stop working, and your other sessions will end.
            </FactorProofForm>
          ) : shown.step === 'confirm-replace' ? (
            <FactorProofForm
              action="Continue"
              busy="Checking…"
              failure="Could not start setting up a new authenticator"
              introRef={warningRef}
              onProof={replace}
              onCancel={() => show({ step: 'status' }, replaceRef)}
            >
              Once the new app's first code is accepted, the old app and your recovery codes stop working, and your other sessions end.
            </FactorProofForm>
          ) : (
            <div className={s.buttons}>
              <button type="button" ref={renewRef} className={smallButton} onClick={() => show({ step: 'confirm-renew' }, warningRef)}>
                Make new recovery codes
              </button>
              <button type="button" ref={replaceRef} className={smallButton} onClick={() => show({ step: 'confirm-replace' }, warningRef)}>
                Use a new authenticator app
              </button>
            </div>
          )}
        </>
      ) : (
        <>
          {account.mfaRequired ? (
            <p role="alert" className={s.error}>
              This site requires two-factor sign-in for every account. Set it up now.
            </p>
          ) : null}
          <p>With two-factor on, signing in asks for your password and then a 6-digit code from an authenticator app on your phone.</p>
          <button type="button" className={`${primaryButton} ${s.busy}`} disabled={pending} aria-busy={pending || undefined} onClick={() => void enrol()}>
            {pending ? 'Starting…' : 'Set up two-factor'}
          </button>
        </>
      );
  }

  return (
    <section className={s.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={s.heading}>
        Two-factor sign-in
      </h2>
      <div className={s.body}>
        <p>
          Status: <span className={enabled ? s.on : s.off}>{enabled ? 'On' : 'Off'}</span>
        </p>
        {content}
        {error ? (
          <p role="alert" className={s.error}>
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/**
 * /admin/account (docs/product.md#14-admin-area): your password, your open sessions and your two-factor
 * sign-in. Each answer of the API replaces the account shown, so the sessions and the two-factor status
 * never drift from the server (a password change, for one, ends the other sessions).
 */
export function OwnAccountPanel({ account: initial, timeZone, now: pageNow }: OwnAccountPanelProps) {
  const [account, setAccount] = useState(initial);
  // Ages count from the page's making until the first answer, then from that answer's arrival.
  const [now, setNow] = useState(pageNow);
  const replace = (next: OwnAccountView) => {
    setAccount(next);
    setNow(new Date().toISOString());
  };
  return (
    <div className={s.narrowSections}>
      <PasswordSection onAccount={replace} />
      {can(account.role, 'leads:change') || account.onDuty ? <DutySection account={account} onAccount={replace} /> : null}
      <SessionsSection account={account} onAccount={replace} timeZone={timeZone} now={now} />
      <TwoFactorSection account={account} onAccount={replace} />
    </div>
  );
}
OwnAccountPanel.displayName = 'OwnAccountPanel' as const;
