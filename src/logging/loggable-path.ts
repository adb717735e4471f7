import { ADMIN_SETUP_PATH } from '../../core/admin-accounts.js';

const SETUP_LINK = new RegExp(`^${ADMIN_SETUP_PATH}/[^/?]+`);

/**
 * A request's path as logs may show it: without the query, and with a setup link's one-time token
 * replaced (`/admin/setup/{token}`), since the token in a log would open the account to whoever reads it.
 */
export const loggablePath = (url: string | undefined): string => (url ?? '').split('?')[0]!.replace(SETUP_LINK, `${ADMIN_SETUP_PATH}/{token}`);
