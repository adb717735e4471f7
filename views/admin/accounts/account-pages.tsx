import type { AdminView } from '../../../core/admin.js';
import { ROLE_LABELS, type AccountRowView, type OwnAccountView } from '../../../core/admin-accounts.js';
import { Island } from '../../app/island.js';
import { AccountsDesk } from './accounts-desk.js';
import { OwnAccountPanel } from './own-account-panel.js';
import * as s from '../shared/admin-ui.css.js';

/** /admin/account (docs/product.md#14-admin-area): every signed-in person's password, sessions and two-factor. */
export function OwnAccountPage({ account, timeZone, now }: { account: OwnAccountView; timeZone: string; now: string }) {
  return (
    <div>
      <div className={s.pageHead}>
        <div>
          <h1 className={s.title}>Your account</h1>
          <p className={s.subtitle}>
            {account.username} ({ROLE_LABELS[account.role]}): your password, where you are signed in, and your two-factor sign-in.
          </p>
        </div>
      </div>
      <Island name="OwnAccountPanel" component={OwnAccountPanel} hydrate="idle" props={{ account, timeZone, now }} />
    </div>
  );
}

/** /admin/accounts (docs/product.md#14-admin-area, admins only): the team's accounts. */
export function AccountsPage({ admin, accounts, timeZone, now }: { admin: AdminView; accounts: AccountRowView[]; timeZone: string; now: string }) {
  return (
    <div>
      <div className={s.pageHead}>
        <div>
          <h1 className={s.title}>Accounts</h1>
          <p className={s.subtitle}>Who can sign in to the back office. A new or reset account gets a one-time setup link to choose its password.</p>
        </div>
      </div>
      <Island name="AccountsDesk" component={AccountsDesk} hydrate="idle" props={{ accounts, self: admin.username, timeZone, now }} />
    </div>
  );
}
