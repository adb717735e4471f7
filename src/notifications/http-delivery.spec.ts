import { retryAfterSeconds } from './http-delivery.js';

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-24T08:00:00.000Z');

  it('reads delay-seconds and an HTTP date, and nothing else', () => {
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 08:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 07:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('', now)).toBeNull();
    expect(retryAfterSeconds('-5', now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
  });
});
