import type { AccountRowView } from '../../core/admin-accounts.js';
import type { AccountSummary } from './admin-accounts.js';

/** An account as the accounts desk shows it, in the API and on the page alike (dates as ISO 8601). */
export const accountRow = (account: AccountSummary): AccountRowView => ({
  ...account,
  createdAt: account.createdAt.toISOString(),
  lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
});
