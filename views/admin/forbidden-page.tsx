import { ADMIN_HOME_PATH, ADMIN_ONLY_MESSAGE, type AdminView } from '../../core/admin.js';
import { ROLE_LABELS } from '../../core/admin-accounts.js';
import * as s from './desk.css.js';

/** A signed-in page this role may not see (a viewer on /admin/accounts): why, and the way back to the desk. */
export function ForbiddenPage({ admin }: { admin: AdminView }) {
  return (
    <div className={s.card1}>
      <div>
        <h1 className={s.title}>Admins only</h1>
        <p className={s.cardLead}>
          {ADMIN_ONLY_MESSAGE}. You are signed in as {admin.username}, with the {ROLE_LABELS[admin.role]} role.
        </p>
      </div>
      <a href={ADMIN_HOME_PATH} className={s.primaryButton}>
        Back to the dashboard
      </a>
    </div>
  );
}
