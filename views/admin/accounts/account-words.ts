import type { AdminRole } from '../../../core/admin.js';
import { ROLE_LABELS, type AccountRowView } from '../../../core/admin-accounts.js';

// The accounts desk's words and choices (docs/product.md#14-admin-area).

/** An account's state in words: a disabled account cannot sign in, a pending one has not chosen a password yet. */
export const accountStatus = (account: Pick<AccountRowView, 'disabled' | 'setupPending'>) =>
  account.disabled ? 'Disabled' : account.setupPending ? 'Waiting for setup' : 'Enabled';

/** What an account's buttons ask of the API. */
export type AccountAction = 'role' | 'disabled' | 'onDuty' | 'reset';

/** The roles to choose from, the least access first (the add form's default). */
export const ROLE_CHOICES: readonly AdminRole[] = ['viewer', 'editor', 'admin'];

/** What the list's status line says after an action went through. */
export function doneText(account: AccountRowView, action: AccountAction): string {
  if (action === 'role') {
    const role = ROLE_LABELS[account.role].toLowerCase();
    return `${account.username} is now ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}.`;
  }
  if (action === 'disabled') return `${account.username} is ${account.disabled ? 'disabled: their sessions have ended' : 'enabled'}.`;
  if (action === 'onDuty') return `${account.username} is ${account.onDuty ? 'on duty: round robin gives them new leads' : 'off duty'}.`;
  return `${account.username} was reset: send them the new setup link.`;
}
