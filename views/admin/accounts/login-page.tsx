import { LOGIN_TEXTS } from '../../../core/admin.js';
import { Island } from '../../app/island.js';
import { usePage } from '../../app/site-context.js';
import { AdminLoginForm } from './admin-login-form.js';
import { LoginRedirect } from '../shared/login-redirect.js';
import * as s from '../shared/admin-ui.css.js';

/** /admin/login (docs/product.md#14-admin-area). */
export function LoginPage({ next }: { next: string | null }) {
  const { site } = usePage();
  return (
    <div className={s.messageCard}>
      <div>
        <h1 className={s.title}>Admin sign-in</h1>
        <p className={s.cardLead}>The {site.brandName} leads desk. Sign in with your admin account.</p>
      </div>
      <Island name="AdminLoginForm" component={AdminLoginForm} hydrate="idle" props={{ next }} />
    </div>
  );
}

/** The card a visitor without a session gets instead of an admin page; the island sends them on to sign in. */
export function DeniedPage({ next }: { next: string }) {
  const href = `/admin/login?next=${encodeURIComponent(next)}`;
  return (
    <div className={s.messageCard}>
      <div>
        <h1 className={s.title}>Admin access required</h1>
        <p className={s.cardLead}>{LOGIN_TEXTS.denied}</p>
      </div>
      <a href={href} className={s.primaryButton}>
        {LOGIN_TEXTS.goToLogin}
      </a>
      <p className={s.muted} role="status">
        Taking you to the sign-in page…
      </p>
      <Island name="LoginRedirect" component={LoginRedirect} hydrate="idle" props={{ href, delayMs: DENIED_REDIRECT_MS }} />
    </div>
  );
}

/** How long the denied card shows before the browser moves on to the sign-in page. */
export const DENIED_REDIRECT_MS = 2000;
