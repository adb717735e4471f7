import { decodeCursor, encodeCursor } from './lead-cursor.js';

describe('lead cursor', () => {
  const cursor = { receivedAt: '2026-11-23T19:16:02.123456Z', id: '0b7c1d4e-2f3a-4b5c-8d9e-0f1a2b3c4d5e' };

  it('round-trips the receipt time to the microsecond and the id, as URL-safe text', () => {
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
  });

  it.each([
    ['not base64url', 'abc$%'],
    ['empty', ''],
    ['too long', 'A'.repeat(121)],
    ['no separator', Buffer.from('2026-11-23T19:16:02.123456Z').toString('base64url')],
    ['milliseconds only', Buffer.from('2026-11-23T19:16:02.123Z|0b7c1d4e-2f3a-4b5c-8d9e-0f1a2b3c4d5e').toString('base64url')],
    ['no such day', Buffer.from('2026-02-30T19:16:02.123456Z|0b7c1d4e-2f3a-4b5c-8d9e-0f1a2b3c4d5e').toString('base64url')],
    ['not a uuid', Buffer.from('2026-11-23T19:16:02.123456Z|42').toString('base64url')],
    ['extra part', Buffer.from('2026-11-23T19:16:02.123456Z|0b7c1d4e-2f3a-4b5c-8d9e-0f1a2b3c4d5e|x').toString('base64url')],
  ])('refuses a cursor that is %s', (_what, text) => {
    expect(decodeCursor(text)).toBeNull();
  });
});
