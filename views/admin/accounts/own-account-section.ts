import type { OwnAccountView } from '../../../core/admin-accounts.js';

/** What the own account's sections that show the account share: the account as last answered, and how to replace it. */
export interface OwnAccountSectionProps {
  account: OwnAccountView;
  onAccount: (account: OwnAccountView) => void;
}
