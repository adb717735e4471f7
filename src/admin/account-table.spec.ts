import { accountTable } from './account-table.js';

describe('the operators\' account list', () => {
  it('writes one aligned line an account, on duty or not, never-signed-in and awaiting-setup accounts included', () => {
    const created = new Date('2026-11-01T00:00:00Z');
    expect(
      accountTable([
        { username: 'dispatch', role: 'admin', disabled: false, createdAt: created, lastSignInAt: new Date('2026-11-26T12:34:56Z'), openSessions: 2, mfaEnabled: true, setupPending: false, onDuty: true },
        { username: 'new.hire', role: 'viewer', disabled: false, createdAt: created, lastSignInAt: null, openSessions: 0, mfaEnabled: false, setupPending: true, onDuty: false },
        { username: 'night.viewer', role: 'viewer', disabled: true, createdAt: created, lastSignInAt: null, openSessions: 0, mfaEnabled: false, setupPending: false, onDuty: false },
      ]),
    ).toBe(
      [
        'USERNAME      ROLE    STATUS          TWO-FACTOR  ON DUTY  LAST SIGN-IN (UTC)  OPEN SESSIONS',
        'dispatch      admin   enabled         on          yes      2026-11-26 12:34    2',
        'new.hire      viewer  awaiting setup  off         no       never               0',
        'night.viewer  viewer  disabled        off         no       never               0',
      ].join('\n'),
    );
  });
});
