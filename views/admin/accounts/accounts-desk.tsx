import { useId, useRef, useState } from 'react';
import { changeAccount, resetAccount, setOnDuty } from '../../../client/admin-api/accounts.js';
import type { AdminRole } from '../../../core/admin.js';
import type { AccountRowView, SetupLinkView } from '../../../core/admin-accounts.js';
import { useFocusAfterRender } from '../shared/focus-after-render.js';
import { useAdminAction } from '../shared/use-admin-action.js';
import { AccountCard, type AccountCardProps } from './account-card.js';
import { doneText, type AccountAction } from './account-words.js';
import { AddAccountForm } from './add-account-form.js';
import { Outcome } from './outcome.js';
import { SetupLinkBox } from './setup-link-box.js';
import * as s from './accounts.css.js';

export interface AccountsDeskProps {
  accounts: AccountRowView[];
  /** The signed-in admin's username: their own row is marked, and offers no Disable. */
  self: string;
  timeZone: string;
  /** When the page was made: last sign-ins' ages count from here until the list is next changed. */
  now: string;
}

/**
 * /admin/accounts (docs/product.md#14-admin-area): who may sign in to the back office. Admins add accounts
 * (each gets a setup link, shown once), change roles, put them on duty (docs/product.md#21-leads-desk),
 * disable, enable and reset them; every answer of the API replaces its account's card, and a refusal (the
 * last admin, your own account) is shown above the list in the server's words.
 */
export function AccountsDesk({ accounts, self, timeZone, now: pageNow }: AccountsDeskProps) {
  const id = useId();
  const [rows, setRows] = useState(accounts);
  const [now, setNow] = useState(pageNow);
  const [link, setLink] = useState<SetupLinkView | null>(null);
  const { pending, error, said, setError, setSaid, run } = useAdminAction<NonNullable<AccountCardProps['pending']>>('Could not change the account');
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

  const act = (account: AccountRowView, action: AccountAction, role?: AdminRole): Promise<boolean> => {
    const { username } = account;
    const change = async () => {
      if (action === 'reset') {
        const answer = await resetAccount(username);
        showLink(answer.setupLink);
        return answer.account;
      }
      if (action === 'onDuty') return setOnDuty(username, !account.onDuty);
      return changeAccount(username, action === 'role' && role ? { role } : { disabled: !account.disabled });
    };
    return run(
      async () => {
        const changed = await change();
        put(changed);
        return doneText(changed, action);
      },
      { key: { username, action }, fallback: `Could not change ${username}` },
    );
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
          <Outcome error={error} said={said} />
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
