import { ACCOUNT_TEXTS, wrongCodeMessage } from './admin-accounts.js';

describe('wrongCodeMessage', () => {
  it('refuses a code shaped like a recovery code in words for recovery codes', () => {
    for (const code of ['ABCD-EFGH-JKLM-NPQR', 'abcdefghjklmnpqr', 'abcd-efgh-2345-6723']) expect(wrongCodeMessage(code)).toBe(ACCOUNT_TEXTS.wrongRecoveryCode);
  });

  it('refuses a 6-digit code, or anything else, as a code from the app', () => {
    for (const code of ['123456', '000000', 'ABCD-EFGH']) expect(wrongCodeMessage(code)).toBe(ACCOUNT_TEXTS.wrongCode);
  });
});
