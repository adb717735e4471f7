import { ADMIN_NETWORK_ERROR, ADMIN_ONLY_MESSAGE } from '../../core/admin.js';
import { ApiError } from '../api.js';
import { failureMessage } from './request.js';

describe('failureMessage', () => {
  it('says what the server said, else the fallback, and the network text when no answer came', () => {
    expect(failureMessage(new ApiError(403, 'Forbidden', JSON.stringify({ success: false, error: ADMIN_ONLY_MESSAGE })), 'The note could not be saved')).toBe(ADMIN_ONLY_MESSAGE);
    expect(failureMessage(new ApiError(502, 'Bad Gateway', ''), 'The note could not be saved')).toBe('The note could not be saved');
    expect(failureMessage(new TypeError('Failed to fetch'), 'The note could not be saved')).toBe(ADMIN_NETWORK_ERROR);
  });
});
