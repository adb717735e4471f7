import { accountTable } from './account-table.js';

describe('the operators\' account list', () => {
  it('writes one aligned line an account, never-signed-in accounts included', () => {
    const created = new Date('2026-11-01T00:00:00Z');
    expect(
      accountTable([
        { username: 'dispatch', role: 'admin', disabled: false, createdAt: created, lastSignInAt: new Date('2026-11-26T12:34:56Z'), openSessions: 2 },
        { username: 'night.viewer', role: 'viewer', disabled: true, createdAt: created, lastSignInAt: null, openSessions: 0 },
      ]),
    ).toBe(
      [
        'USERNAME      ROLE    STATUS    LAST SIGN-IN (UTC)  OPEN SESSIONS',
        'dispatch      admin   enabled   2026-11-26 12:34    2',
        'night.viewer  viewer  disabled  never               0',
      ].join('\n'),
    );
  });
});
