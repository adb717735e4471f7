import { useId, useRef, useState } from 'react';
import type { AdminRole } from '../../../core/admin.js';
import { ROLE_LABELS, type AccountRowView } from '../../../core/admin-accounts.js';
import { age, deskTime } from '../../../core/desk-time-format.js';
import { ownerRefusal } from '../../../core/lead-desk.js';
import * as f from '../shared/admin-forms.css.js';
import { useFocusAfterRender } from '../shared/focus-after-render.js';
import { accountStatus, ROLE_CHOICES, type AccountAction } from './account-words.js';
import * as s from './accounts.css.js';
import { primaryButton, smallButton } from '../shared/admin-ui.css.js';

export interface AccountCardProps {
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
export function AccountCard({ account, self, timeZone, now, pending, onAction }: AccountCardProps) {
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
