import { createSuiteAccounts } from './admin-accounts.js';

// Before any test, once the servers are up (Playwright starts webServer first): the suite's admin accounts.
export default function globalSetup(): void {
  createSuiteAccounts();
}
