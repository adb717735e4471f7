import type { AccountSummary } from './admin-accounts.js';

/** `npm run admin:list`: one line an account, in columns (on duty: round robin's, docs/product.md#21-leads-desk), times in UTC to the minute. */
export function accountTable(accounts: AccountSummary[]): string {
  const rows = [
    ['USERNAME', 'ROLE', 'STATUS', 'TWO-FACTOR', 'ON DUTY', 'LAST SIGN-IN (UTC)', 'OPEN SESSIONS'],
    ...accounts.map((a) => [
      a.username,
      a.role,
      a.disabled ? 'disabled' : a.setupPending ? 'awaiting setup' : 'enabled',
      a.mfaEnabled ? 'on' : 'off',
      a.onDuty ? 'yes' : 'no',
      a.lastSignInAt ? a.lastSignInAt.toISOString().slice(0, 16).replace('T', ' ') : 'never',
      String(a.openSessions),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}
