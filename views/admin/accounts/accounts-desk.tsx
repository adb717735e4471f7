import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { addAccount, changeAccount, failureMessage, resetAccount, setOnDuty } from '../../../client/admin-api.js';
import { ApiError } from '../../../client/api.js';
import { isUsername, USERNAME_RULE, USERNAME_SHAPE, type AdminRole } from '../../../core/admin.js';
import { ROLE_LABELS, type AccountRowView, type SetupLinkView } from '../../../core/admin-accounts.js';
import { age, deskTime } from '../../../core/desk-time-format.js';
import { ownerRefusal } from '../../../core/lead-desk.js';
import * as f from '../shared/admin-forms.css.js';
import { copyText } from '../shared/copy-text.js';
import { useFocusAfterRender } from '../shared/focus-after-render.js';
import * as s from './accounts.css.js';
import { primaryButton, smallButton } from '../leads/desk.css.js';

export interface AccountsDeskProps {
  accounts: AccountRowView[];
  /** The signed-in admin's username: their own row is marked, and offers no Disable. */
  self: string;
  timeZone: string;
  /** When the page was made: last sign-ins' ages count from here until the list is next changed. */
  now: string;
}

/** What a username may be, in words: the add form's hint and its own check (the server lower-cases it). */

/** An account's state in words: a disabled account cannot sign in, a pending one has not chosen a password yet. */
export const accountStatus = (account: Pick<AccountRowView, 'disabled' | 'setupPending'>) =>
  account.disabled ? 'Disabled' : account.setupPending ? 'Waiting for setup' : 'Enabled';

/** What an account's buttons ask of the API. */
type AccountAction = 'role' | 'disabled' | 'onDuty' | 'reset';

/** The roles to choose from, the least access first (the add form's default). */
const ROLE_CHOICES: readonly AdminRole[] = ['viewer', 'editor', 'admin'];

/** The add form: a username and a role; the answer's setup link is how the new person chooses a password. */
function AddAccountForm({ onAdded }: { onAdded: (answer: { account: AccountRowView; setupLink: SetupLinkView }) => void }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<AdminRole>('viewer');
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; role?: string }>({});
  const [error, setError] = useState<string | null>(null);
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
    setPending(true);
    try {
      const answer = await addAccount(typed, role);
      setUsername('');
      setRole('viewer');
      onAdded(answer);
    } catch (failure) {
      const byField = failure instanceof ApiError ? failure.fieldErrors : {};
      if (byField.username || byField.role) {
        setFieldErrors({ username: byField.username, role: byField.role });
        if (byField.username) usernameRef.current?.focus();
      } else {
        setError(failureMessage(failure, 'Could not add the account'));
      }
    } finally {
      setPending(false);
    }
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
        {error ? (
          <p role="alert" className={s.error}>
            {error}
          </p>
        ) : null}
        <div className={s.buttons}>
          <button type="submit" className={`${primaryButton} ${s.busy}`} disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Adding…' : 'Add account'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** A setup link, shown once: the text to send, the link to copy, and Done to put it away. */
function SetupLinkBox({ link, timeZone, headingRef, onDone }: { link: SetupLinkView; timeZone: string; headingRef: RefObject<HTMLHeadingElement | null>; onDone: () => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  const copy = async () => {
    if (await copyText(link.url)) return setSaid('Copied');
    inputRef.current?.select();
    setSaid('The link is selected: copy it with Ctrl+C (⌘C on a Mac).');
  };
  return (
    <section className={s.setupBox} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={s.heading}>
        Setup link for {link.username}
      </h2>
      <p>
        Send this link to {link.username}. It works once, until <time dateTime={link.expiresAt}>{deskTime(link.expiresAt, timeZone)}</time>, and will not be shown again.
      </p>
      <div className={f.field}>
        <label htmlFor={`${id}-link`} className={f.label}>
          Setup link
        </label>
        <div className={s.linkRow}>
          <input
            ref={inputRef}
            id={`${id}-link`}
            className={`${f.input} ${s.linkInput}`}
            readOnly
            value={link.url}
            data-testid="setup-link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={primaryButton} onClick={() => void copy()}>
            Copy link
          </button>
          <button type="button" className={smallButton} onClick={onDone}>
            Done
          </button>
        </div>
      </div>
      <p role="status" className={said ? s.success : undefined}>
        {said}
      </p>
    </section>
  );
}

interface AccountCardProps {
  account: AccountRowView;
  self: boolean;
  timeZone: string;
  now: string;
  /** The action under way on any account (every account's buttons wait for it), or null. */
  pending: { username: string; action: AccountAction } | null;
  /** Calls the API (`role`: the role chosen); resolves true when the account was changed. */
  onAction: (account: AccountRowView, action: AccountAction, role?: AdminRole) => Promise<boolean>;
}

/** The actions that end an account's sessions ask first: the question, and the button that goes ahead. */
const ASKED: Record<'reset' | 'disabled', { question: (username: string) => string; go: string; going: string; cancel: string }> = {
  reset: {
    question: (username) => `Reset ${username}? Their password and two-factor are cleared, every session ends, and you get a new setup link.`,
    go: 'Reset account',
    going: 'Resetting…',
    cancel: 'reset',
  },
  disabled: {
    question: (username) => `Disable ${username}? They cannot sign in any more, and every session of theirs ends at once.`,
    go: 'Disable account',
    going: 'Disabling…',
    cancel: 'disabling',
  },
};

/** One account: its facts, and its buttons each naming the account for screen readers. */
function AccountCard({ account, self, timeZone, now, pending, onAction }: AccountCardProps) {
  const { username } = account;
  const [confirming, setConfirming] = useState<keyof typeof ASKED | null>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const askedFrom = useRef<Record<keyof typeof ASKED, HTMLButtonElement | null>>({ reset: null, disabled: null });
  const focusAfterRender = useFocusAfterRender();
  const pendingHere = (action: AccountAction) => pending?.username === username && pending.action === action;
  const [role, setRole] = useState<AdminRole>(account.role);
  const roleId = useId();
  const disableLabel = account.disabled ? 'Enable' : 'Disable';

  /** Keeps the button that asks `action`, for the focus to go back to after Cancel. */
  const asker = (action: keyof typeof ASKED) => (button: HTMLButtonElement | null) => {
    askedFrom.current[action] = button;
  };
  const ask = (action: keyof typeof ASKED) => {
    setConfirming(action);
    focusAfterRender(questionRef);
  };
  const cancel = (action: keyof typeof ASKED) => {
    setConfirming(null);
    // Back to the button that asked, once the render has drawn it again.
    focusAfterRender({
      get current() {
        return askedFrom.current[action];
      },
    });
  };
  const goAhead = async (action: keyof typeof ASKED) => {
    if (await onAction(account, action)) setConfirming(null);
  };

  return (
    <li className={s.accountCard}>
      <h3 className={s.cardTitle}>
        {username}
        {self ? <span className={s.you}> (you)</span> : null}
      </h3>
      <dl className={s.accountFacts}>
        <div className={s.factRow}>
          <dt className={s.term}>Role</dt>
          <dd className={s.definition}>{ROLE_LABELS[account.role]}</dd>
        </div>
        <div className={s.factRow}>
          <dt className={s.term}>Status</dt>
          <dd className={s.definition}>{accountStatus(account)}</dd>
        </div>
        <div className={s.factRow}>
          <dt className={s.term}>Two-factor</dt>
          <dd className={s.definition}>{account.mfaEnabled ? 'On' : 'Off'}</dd>
        </div>
        <div className={s.factRow}>
          <dt className={s.term}>Last sign-in</dt>
          <dd className={s.definition}>
            {account.lastSignInAt ? (
              <>
                <time dateTime={account.lastSignInAt}>{deskTime(account.lastSignInAt, timeZone)}</time> <span className={s.hint}>({age(account.lastSignInAt, now)})</span>
              </>
            ) : (
              'Never'
            )}
          </dd>
        </div>
        <div className={s.factRow}>
          <dt className={s.term}>Open sessions</dt>
          <dd className={s.definition}>{account.openSessions}</dd>
        </div>
        <div className={s.factRow}>
          <dt className={s.term}>On duty</dt>
          <dd className={s.definition}>{account.onDuty ? 'Yes: gets new leads' : 'No'}</dd>
        </div>
      </dl>
      {confirming ? (
        <div className={s.accountConfirm}>
          <p ref={questionRef} tabIndex={-1}>
            {ASKED[confirming].question(username)}
          </p>
          <div className={s.buttons}>
            <button
              type="button"
              className={`${primaryButton} ${s.busy}`}
              disabled={pending !== null}
              aria-busy={pendingHere(confirming) || undefined}
              aria-label={`${ASKED[confirming].go} ${username}`}
              onClick={() => void goAhead(confirming)}
            >
              {pendingHere(confirming) ? ASKED[confirming].going : ASKED[confirming].go}
            </button>
            <button
              type="button"
              className={smallButton}
              disabled={pending !== null}
              aria-label={`Cancel ${ASKED[confirming].cancel} of ${username}`}
              onClick={() => cancel(confirming)}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className={s.accountActions}>
          <label htmlFor={roleId} className={f.offscreen}>
            New role for {username}
          </label>
          <select id={roleId} className={s.roleSelect} value={role} disabled={pending !== null} onChange={(event) => setRole(event.target.value as AdminRole)}>
            {ROLE_CHOICES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={`${smallButton} ${s.busy}`}
            disabled={pending !== null || role === account.role}
            aria-busy={pendingHere('role') || undefined}
            aria-label={`Change role of ${username}`}
            onClick={() => void onAction(account, 'role', role)}
          >
            Change role
          </button>
          {/* Only an account that may own leads can go on duty; one on duty can always come off. */}
          {account.onDuty || ownerRefusal(account) === null ? (
            <button
              type="button"
              className={`${smallButton} ${s.busy} ${s.dutyToggle}`}
              disabled={pending !== null}
              aria-pressed={account.onDuty}
              aria-busy={pendingHere('onDuty') || undefined}
              aria-label={`On duty: ${username}`}
              onClick={() => void onAction(account, 'onDuty')}
            >
              On duty
            </button>
          ) : null}
          {/* Disabling ends the account's sessions, so it asks first; enabling does not. */}
          {self ? null : (
            <button
              ref={asker('disabled')}
              type="button"
              className={`${smallButton} ${s.busy}`}
              disabled={pending !== null}
              aria-busy={pendingHere('disabled') || undefined}
              aria-label={`${disableLabel} ${username}`}
              onClick={() => (account.disabled ? void onAction(account, 'disabled') : ask('disabled'))}
            >
              {disableLabel}
            </button>
          )}
          <button ref={asker('reset')} type="button" className={`${smallButton} ${s.busy}`} disabled={pending !== null} aria-label={`Reset ${username}`} onClick={() => ask('reset')}>
            Reset
          </button>
        </div>
      )}
    </li>
  );
}

/** What the list's status line says after an action went through. */
function doneText(account: AccountRowView, action: AccountAction): string {
  if (action === 'role') {
    const role = ROLE_LABELS[account.role].toLowerCase();
    return `${account.username} is now ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}.`;
  }
  if (action === 'disabled') return `${account.username} is ${account.disabled ? 'disabled: their sessions have ended' : 'enabled'}.`;
  if (action === 'onDuty') return `${account.username} is ${account.onDuty ? 'on duty: round robin gives them new leads' : 'off duty'}.`;
  return `${account.username} was reset: send them the new setup link.`;
}

/**
 * /admin/accounts (docs/product.md#14-admin-area): who may sign in to the back office. Admins add
 * accounts (each gets a setup link, shown once), change roles, put them on duty (docs/product.md#21-leads-desk),
 * disable, enable and reset them; every
 * answer of the API replaces its account's card, and a refusal (the last admin, your own account) is
 * shown above the list in the server's words.
 */
export function AccountsDesk({ accounts, self, timeZone, now: pageNow }: AccountsDeskProps) {
  const id = useId();
  const [rows, setRows] = useState(accounts);
  const [now, setNow] = useState(pageNow);
  const [link, setLink] = useState<SetupLinkView | null>(null);
  const [pending, setPending] = useState<AccountCardProps['pending']>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const linkHeadingRef = useRef<HTMLHeadingElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const put = (account: AccountRowView) => {
    setRows((current) => (current.some((row) => row.username === account.username) ? current.map((row) => (row.username === account.username ? account : row)) : [...current, account]));
    setNow(new Date().toISOString());
  };

  const showLink = (setupLink: SetupLinkView) => {
    setLink(setupLink);
    focusAfterRender(linkHeadingRef);
  };

  const added = ({ account, setupLink }: { account: AccountRowView; setupLink: SetupLinkView }) => {
    put(account);
    setError(null);
    setSaid(`${account.username} was added: send them the setup link.`);
    showLink(setupLink);
  };

  const act = async (account: AccountRowView, action: AccountAction, role?: AdminRole): Promise<boolean> => {
    const { username } = account;
    setPending({ username, action });
    setError(null);
    setSaid('');
    try {
      if (action === 'reset') {
        const answer = await resetAccount(username);
        put(answer.account);
        showLink(answer.setupLink);
        setSaid(doneText(answer.account, action));
      } else if (action === 'onDuty') {
        const changed = await setOnDuty(username, !account.onDuty);
        put(changed);
        setSaid(doneText(changed, action));
      } else {
        const changed = await changeAccount(username, action === 'role' && role ? { role } : { disabled: !account.disabled });
        put(changed);
        setSaid(doneText(changed, action));
      }
      return true;
    } catch (failure) {
      setError(failureMessage(failure, `Could not change ${username}`));
      return false;
    } finally {
      setPending(null);
    }
  };

  const done = () => {
    setLink(null);
    // The status line was about the link, which is gone now.
    setSaid('');
    focusAfterRender(listHeadingRef);
  };

  return (
    <div className={s.sections}>
      <AddAccountForm onAdded={added} />
      {/* Keyed by the link: a new link (another add or reset) starts with no "Copied" from the one before. */}
      {link ? <SetupLinkBox key={link.path} link={link} timeZone={timeZone} headingRef={linkHeadingRef} onDone={done} /> : null}
      <section className={s.panel} aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} ref={listHeadingRef} tabIndex={-1} className={s.heading}>
          Team accounts
        </h2>
        <div className={s.body}>
          <p className={s.hint}>
            {rows.length} account{rows.length === 1 ? '' : 's'}. Times in {timeZone}.
          </p>
          {error ? (
            <p role="alert" className={s.error}>
              {error}
            </p>
          ) : null}
          <p role="status" className={said ? s.success : undefined}>
            {said}
          </p>
          <ul className={s.accountList} aria-labelledby={`${id}-list`}>
            {rows.map((account) => (
              <AccountCard key={account.username} account={account} self={account.username === self} timeZone={timeZone} now={now} pending={pending} onAction={act} />
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
AccountsDesk.displayName = 'AccountsDesk' as const;
