import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { limitState, reportLimit, setRetryAfter } from './rate-limit-headers.js';

const response = () => new ServerResponse(new IncomingMessage(new Socket()));
const headers = (res: ServerResponse) => ({
  limit: res.getHeader('X-RateLimit-Limit'),
  remaining: res.getHeader('X-RateLimit-Remaining'),
  reset: res.getHeader('X-RateLimit-Reset'),
  retryAfter: res.getHeader('Retry-After'),
});

describe('limitState', () => {
  it('counts what is left after this hit, and reports the reset of the oldest hit', () => {
    expect(limitState(10, { totalHits: 3, timeToExpire: 42, isBlocked: false, timeToBlockExpire: 0 })).toEqual({ limit: 10, remaining: 7, reset: 42 });
    expect(limitState(10, { totalHits: 12, timeToExpire: 5, isBlocked: false, timeToBlockExpire: 0 })).toEqual({ limit: 10, remaining: 0, reset: 5 });
  });

  it('reports a block as nothing left until the block ends', () => {
    expect(limitState(10, { totalHits: 11, timeToExpire: 5, isBlocked: true, timeToBlockExpire: 60 })).toEqual({ limit: 10, remaining: 0, reset: 60 });
  });
});

describe('reportLimit', () => {
  it('shows the limit with the fewest requests left, whichever reports first', () => {
    const shared = { limit: 8, remaining: 1, reset: 50 };
    const route = { limit: 300, remaining: 298, reset: 60 };
    for (const order of [
      [shared, route],
      [route, shared],
    ]) {
      const res = response();
      for (const state of order) reportLimit(res, state);
      expect(headers(res)).toEqual({ limit: '8', remaining: '1', reset: '50', retryAfter: undefined });
    }
  });

  it('on a tie shows the limit that frees up last', () => {
    const res = response();
    reportLimit(res, { limit: 10, remaining: 0, reset: 5 });
    reportLimit(res, { limit: 20, remaining: 0, reset: 30 });
    reportLimit(res, { limit: 30, remaining: 0, reset: 30 });
    expect(headers(res)).toMatchObject({ limit: '20', remaining: '0', reset: '30' });
  });
});

describe('setRetryAfter', () => {
  it('sends Retry-After equal to the reported reset, never earlier than another spent limit allows', () => {
    const blockedFirst = response();
    setRetryAfter(blockedFirst, { limit: 10, remaining: 0, reset: 60 });
    expect(headers(blockedFirst)).toEqual({ limit: '10', remaining: '0', reset: '60', retryAfter: '60' });
    const sharedSpent = response();
    reportLimit(sharedSpent, { limit: 8, remaining: 0, reset: 45 });
    setRetryAfter(sharedSpent, { limit: 3, remaining: 0, reset: 20 });
    expect(headers(sharedSpent)).toEqual({ limit: '8', remaining: '0', reset: '45', retryAfter: '45' });
  });
});
