import type { AdminRole } from '../../core/admin.js';
import type { AccountRowView, SetupLinkView } from '../../core/admin-accounts.js';
import { apiRequest } from '../api.js';
import { answerOf } from './request.js';

// The team's accounts (admins only; docs/product.md#14-admin-area).

const ACCOUNTS_API = '/api/admin/accounts';
const accountUrl = (username: string) => `${ACCOUNTS_API}/${encodeURIComponent(username)}`;

export function listAccounts(): Promise<AccountRowView[]> {
  return answerOf<AccountRowView[]>('accounts', 'GET', ACCOUNTS_API);
}

/** A new account has no password: the answer's setup link, shown once, lets its person choose one. */
export function addAccount(username: string, role: AdminRole): Promise<{ account: AccountRowView; setupLink: SetupLinkView }> {
  return apiRequest<{ success: true; account: AccountRowView; setupLink: SetupLinkView }>('POST', ACCOUNTS_API, { username, role });
}

export function changeAccount(username: string, change: { role: AdminRole } | { disabled: boolean }): Promise<AccountRowView> {
  return answerOf<AccountRowView>('account', 'PATCH', accountUrl(username), change);
}

/** An account on duty or off it; refused (422) for a disabled account or a role that cannot own leads. */
export function setOnDuty(username: string, onDuty: boolean): Promise<AccountRowView> {
  return answerOf<AccountRowView>('account', 'PUT', `${accountUrl(username)}/on-duty`, { onDuty });
}

/** Ends the account's sessions, its password and two-factor, and makes a new setup link. */
export function resetAccount(username: string): Promise<{ account: AccountRowView; setupLink: SetupLinkView }> {
  return apiRequest<{ success: true; account: AccountRowView; setupLink: SetupLinkView }>('POST', `${accountUrl(username)}/reset`, {});
}
