import { ACCOUNT_TEXTS } from '../../core/admin-accounts.js';
import { GlobalExceptionFilter } from '../common/global-exception.filter.js';
import { AccountError } from './admin-accounts.js';

const filter = new GlobalExceptionFilter();

describe('AccountError, as the global filter answers it', () => {
  it('answers invalid input 400 naming the field, as the validation pipe would', () => {
    const error = new AccountError('password must be at least 12 characters', 'invalid', 'password');
    expect(error.message).toBe('password must be at least 12 characters');
    expect(filter.describe(error)).toEqual({
      status: 400,
      body: { success: false, error: 'Invalid request: check password', code: 'validation_failed', fields: { password: 'password must be at least 12 characters' } },
    });
  });

  it('answers a missing account 404 without the name the command line prints', () => {
    const error = new AccountError('no account named nobody', 'missing');
    expect(error.message).toBe('no account named nobody');
    expect(filter.describe(error)).toEqual({ status: 404, body: { success: false, error: ACCOUNT_TEXTS.noSuchAccount, code: 'not_found' } });
  });

  it('answers a taken name 409 and a change the rules refuse 422, with the reason', () => {
    expect(filter.describe(new AccountError(ACCOUNT_TEXTS.accountExists, 'exists'))).toEqual({ status: 409, body: { success: false, error: ACCOUNT_TEXTS.accountExists, code: 'account_exists' } });
    expect(filter.describe(new AccountError(ACCOUNT_TEXTS.lastAdmin))).toEqual({ status: 422, body: { success: false, error: ACCOUNT_TEXTS.lastAdmin, code: 'account_refused' } });
  });
});
