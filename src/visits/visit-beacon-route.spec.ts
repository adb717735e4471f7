import express from 'express';
import request from 'supertest';
import {
  BAD_JSON_MESSAGE,
  BEACON_TYPES_MESSAGE,
  NOT_AN_OBJECT_MESSAGE,
  NOT_UTF8_MESSAGE,
  TOO_LARGE_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  UNSUPPORTED_ENCODING_MESSAGE,
  UTF8_ONLY_MESSAGE,
} from '../../core/error-messages.js';
import { SlidingWindowStorage } from '../common/throttler-storage.js';
import type { VisitBeacon } from './visit-beacon.js';
import { visitBeaconRoute } from './visit-beacon-route.js';
import type { VisitRecorder } from './visit-recorder.js';

const recorded: VisitBeacon[] = [];
const recorder = { record: async (beacon: VisitBeacon) => (recorded.push(beacon), 'counted') } as unknown as VisitRecorder;

function app(limits = { api: { limit: 1000, ttlMs: 60_000 }, visit: { limit: 1000, ttlMs: 60_000 } }) {
  const server = express();
  server.use(visitBeaconRoute(recorder, new SlidingWindowStorage(), limits));
  server.use((_req, res) => res.status(404).json({ passedOn: true }));
  return server;
}

const post = (body: string | Buffer, contentType = 'text/plain;charset=UTF-8', server = app()) =>
  request(server).post('/api/visits').set('Content-Type', contentType).send(body);

describe('visitBeaconRoute', () => {
  beforeEach(() => {
    recorded.length = 0;
  });

  it('answers a beacon 204 with nothing, never cached, JSON or text/plain, with or without a trailing slash', async () => {
    const res = await post('{"path":"/a"}').expect(204);
    expect(res.text).toBe('');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-ratelimit-limit']).toBe('1000');
    await post('{"path":"/b"}', 'application/json; charset=utf-8').expect(204);
    await request(app()).post('/api/visits/').set('Content-Type', 'application/json').send('{"path":"/c"}').expect(204);
    expect(recorded).toEqual([{ path: '/a' }, { path: '/b' }, { path: '/c' }]);
  });

  it('passes other methods and paths on', async () => {
    for (const res of [await request(app()).get('/api/visits'), await request(app()).post('/api/visits/x').send('{}'), await request(app()).post('/API/visits').send('{}')]) {
      expect(res.body).toEqual({ passedOn: true });
    }
  });

  it.each([
    ['another type', '{"path":"/"}', 'application/x-www-form-urlencoded', 415, BEACON_TYPES_MESSAGE],
    ['no type', '{"path":"/"}', '', 415, BEACON_TYPES_MESSAGE],
    ['another charset', '{"path":"/"}', 'text/plain; charset=latin1', 415, UTF8_ONLY_MESSAGE],
    ['more than 2 KB', `{"path":"/${'a'.repeat(2048)}"}`, 'application/json', 413, TOO_LARGE_MESSAGE],
    ['broken JSON', '{"path":', 'application/json', 400, BAD_JSON_MESSAGE],
    ['an array', '[{"path":"/"}]', 'application/json', 400, NOT_AN_OBJECT_MESSAGE],
    ['a string', '"/"', 'application/json', 400, NOT_AN_OBJECT_MESSAGE],
    ['null', 'null', 'application/json', 400, NOT_AN_OBJECT_MESSAGE],
    ['nesting past 32 levels', `{"path":"/","a":${'['.repeat(33)}${']'.repeat(33)}}`, 'application/json', 400, 'Request body is nested more than 32 levels deep'],
    ['absurd nesting', `{"a":${'['.repeat(1900)}`, 'application/json', 400, 'Request body is nested more than 32 levels deep'],
    ['an empty body', '', 'application/json', 400, 'Invalid request: check path'],
  ])('refuses %s with the API\'s answer', async (_label, body, contentType, status, error) => {
    const res = await post(body, contentType).expect(status);
    expect(res.body).toMatchObject({ success: false, error });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(recorded).toEqual([]);
  });

  it('refuses bytes that are not UTF-8, and a compressed body', async () => {
    const res = await post(Buffer.from([...Buffer.from('{"path":"/'), 0xed, 0xa0, 0x80, ...Buffer.from('"}')])).expect(400);
    expect(res.body).toMatchObject({ error: NOT_UTF8_MESSAGE });
    const gzip = await request(app()).post('/api/visits').set({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }).send('{"path":"/"}').expect(415);
    expect(gzip.body).toMatchObject({ error: UNSUPPORTED_ENCODING_MESSAGE });
    expect(recorded).toEqual([]);
  });

  it('reads a body that starts with a byte order mark, and names refused fields', async () => {
    await post('\ufeff{"path":"/bom"}').expect(204);
    expect(recorded).toEqual([{ path: '/bom' }]);
    const res = await post('{"path":"/","visitorId":"x"}').expect(400);
    expect(res.body).toMatchObject({ error: 'Invalid request: check visitorId', fields: { visitorId: 'property visitorId should not exist' } });
  });

  it('answers 429 with Retry-After past the beacon limit, and past the /api budget, before reading the body', async () => {
    const server = app({ api: { limit: 3, ttlMs: 60_000 }, visit: { limit: 2, ttlMs: 60_000 } });
    expect((await post('{"path":"/"}', 'application/json', server)).status).toBe(204);
    expect((await post('{"path":"/"}', 'application/json', server)).status).toBe(204);
    const beacons = await post('{"path":"/"}', 'application/json', server).expect(429);
    expect(beacons.body).toMatchObject({ success: false, error: TOO_MANY_REQUESTS_MESSAGE });
    expect(Number(beacons.headers['retry-after'])).toBeGreaterThan(0);
    const budget = await post('{"path":', 'application/json', server).expect(429);
    expect(Number(budget.headers['retry-after'])).toBeGreaterThan(0);
    expect(recorded).toHaveLength(2);
  });
});
