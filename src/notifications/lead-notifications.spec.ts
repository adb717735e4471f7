import { failureReason } from './lead-notifications.js';

describe('failureReason', () => {
  it('keeps one line and drops credentials from any URL in the message', () => {
    expect(failureReason(new Error('connect ECONNREFUSED 127.0.0.1:2525'))).toBe('connect ECONNREFUSED 127.0.0.1:2525');
    expect(failureReason(new Error('cannot reach smtp://notify:s3cret@mail.example.test:587\n  at x'))).toBe('cannot reach smtp://mail.example.test:587 at x');
    expect(failureReason('x'.repeat(400))).toHaveLength(300);
    expect(failureReason(new Error(''))).toBe('unknown error');
  });
});
