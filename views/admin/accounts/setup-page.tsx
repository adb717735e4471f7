import { ADMIN_LOGIN_PATH, LOGIN_TEXTS } from '../../../core/admin.js';
import { ACCOUNT_TEXTS } from '../../../core/admin-accounts.js';
import { deskTime } from '../../../core/desk-time-format.js';
import { Island } from '../../app/island.js';
import { SetupForm } from './setup-form.js';
import * as s from '../shared/admin-ui.css.js';

/**
 * /admin/setup/{token} with a link that works (docs/product.md#14-admin-area): whose account it is, until
 * when the link works (in the desk's time zone, as the accounts page that made the link said it), and the
 * form to choose a password.
 */
export function SetupPage({ username, token, expiresAt, timeZone }: { username: string; token: string; expiresAt: string; timeZone: string }) {
  return (
    <div className={s.messageCard}>
      <div>
        <h1 className={s.title}>Set up your account</h1>
        <p className={s.cardLead}>
          Choose a password for <strong>{username}</strong>. This link works once, until <time dateTime={expiresAt}>{deskTime(expiresAt, timeZone)}</time>.
        </p>
      </div>
      <Island name="SetupForm" component={SetupForm} hydrate="idle" props={{ username, token }} />
    </div>
  );
}

/** /admin/setup/{token} with a link used, expired or never made: one card for all three, and the way to the sign-in. */
export function SetupInvalidPage() {
  return (
    <div className={s.messageCard}>
      <div>
        <h1 className={s.title}>{ACCOUNT_TEXTS.linkInvalid}</h1>
        <p className={s.cardLead}>Ask an admin for a new setup link.</p>
      </div>
      <a href={ADMIN_LOGIN_PATH} className={s.primaryButton}>
        {LOGIN_TEXTS.goToLogin}
      </a>
    </div>
  );
}
