import { ADMIN_HOME_PATH, ADMIN_PERMISSIONS, type AdminPermission, type AdminView } from '../../../core/admin.js';
import { ROLE_LABELS } from '../../../core/admin-accounts.js';
import * as s from './admin-ui.css.js';

/**
 * A signed-in page this role may not see (a viewer on /admin/accounts, an editor on the inbox): why, in
 * the permission's words, and the way back to the dashboard.
 */
export function ForbiddenPage({ admin, permission }: { admin: AdminView; permission: AdminPermission }) {
  const { title, refusal } = ADMIN_PERMISSIONS[permission];
  return (
    <div className={s.messageCard}>
      <div>
        <h1 className={s.title}>{title}</h1>
        <p className={s.cardLead}>
          {refusal}. You are signed in as {admin.username}, with the {ROLE_LABELS[admin.role]} role.
        </p>
      </div>
      <a href={ADMIN_HOME_PATH} className={s.primaryButton}>
        Back to the dashboard
      </a>
    </div>
  );
}
