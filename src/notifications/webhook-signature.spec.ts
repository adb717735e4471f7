import { createHmac } from 'node:crypto';
import { signWebhook, verifyWebhook } from './webhook-signature.js';

const SECRET = 'x'.repeat(32);
const BODY = '{"event":"lead.received"}';
const T = 1_764_000_000;

describe('webhook signatures', () => {
  it('signs timestamp + "." + body with HMAC-SHA256, as a receiver recomputes it', () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex');
    expect(signWebhook(SECRET, BODY, T)).toBe(`t=${T},v1=${expected}`);
  });

  it('verifies within the tolerance, and refuses a replay, a changed body, another key or a broken header', () => {
    const header = signWebhook(SECRET, BODY, T);
    expect(verifyWebhook(SECRET, header, BODY, T + 299)).toEqual({ valid: true, timestamp: T });
    expect(verifyWebhook(SECRET, header, BODY, T + 301)).toEqual({ valid: false, reason: 'expired' });
    expect(verifyWebhook(SECRET, header, `${BODY} `, T)).toEqual({ valid: false, reason: 'mismatch' });
    expect(verifyWebhook('y'.repeat(32), header, BODY, T)).toEqual({ valid: false, reason: 'mismatch' });
    // A newer timestamp on an old signature does not verify: the timestamp is signed too.
    expect(verifyWebhook(SECRET, header.replace(`t=${T}`, `t=${T + 1000}`), BODY, T + 1000)).toEqual({ valid: false, reason: 'mismatch' });
    for (const broken of [undefined, '', 'v1=abc', `t=${T}`, `t=soon,v1=${'0'.repeat(64)}`, `t=${T},v1=${'g'.repeat(64)}`]) {
      expect(verifyWebhook(SECRET, broken, BODY, T)).toEqual({ valid: false, reason: 'malformed' });
    }
  });
});
