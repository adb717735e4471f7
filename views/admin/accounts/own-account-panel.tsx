import { useState } from 'react';
import { can } from '../../../core/admin.js';
import type { OwnAccountView } from '../../../core/admin-accounts.js';
import { DutySection } from './duty-section.js';
import { PasswordSection } from './password-section.js';
import { SessionsSection } from './sessions-section.js';
import { TwoFactorSection } from './two-factor-section.js';
import * as s from './accounts.css.js';

export interface OwnAccountPanelProps {
  account: OwnAccountView;
  timeZone: string;
  /** When the page was made: the sessions' ages count from here until the account is next replaced. */
  now: string;
}

/**
 * /admin/account (docs/product.md#14-admin-area): your password, whether you are on duty (for a role that may
 * own leads, or an account still on duty), your open sessions and your two-factor sign-in. Each answer of the
 * API replaces the account shown, so the duty, the sessions and the two-factor status never drift from the
 * server (a password change, for one, ends the other sessions).
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
