import { changePayload, parseChange } from './content-change.js';

const FROM = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('content change payloads', () => {
  it('round-trips a topic and the sending instance, in a few dozen bytes', () => {
    const payload = changePayload({ topic: 'posts', from: FROM });
    expect(payload).toBe(`{"topic":"posts","from":"${FROM}"}`);
    expect(parseChange(payload)).toEqual({ topic: 'posts', from: FROM });
  });

  it('refuses to announce a topic the listener would ignore', () => {
    expect(() => changePayload({ topic: 'Posts!', from: FROM })).toThrow('not a content change topic: "Posts!"');
    expect(() => changePayload({ topic: '', from: FROM })).toThrow('not a content change topic: ""');
  });

  it.each([
    ['no payload', undefined],
    ['an empty payload', ''],
    ['text that is not JSON', 'posts'],
    ['JSON that is not an object', '"posts"'],
    ['null', 'null'],
    ['a missing sender', '{"topic":"posts"}'],
    ['a sender that is not an instance id', '{"topic":"posts","from":"me"}'],
    ['a topic in capitals', `{"topic":"POSTS","from":"${FROM}"}`],
    ['a topic that is not a string', `{"topic":1,"from":"${FROM}"}`],
    ['a topic too long', `{"topic":"${'a'.repeat(33)}","from":"${FROM}"}`],
  ])('ignores %s', (_what, payload) => {
    expect(parseChange(payload)).toBeUndefined();
  });
});
