import pg from 'pg';
import request from 'supertest';
import { TEST_CLOCK_PATH } from '../../core/test-clock.js';
import { Clock } from '../../src/common/clock.js';
import { NOTIFY_QUEUE } from '../../src/notifications/index.js';
import { createTestApp, type TestApp } from './app.js';
import { homeQuote, postLead } from './leads.js';
import { validationRefusal } from './validation-refusal.js';

// The test-only clock route (README, "Tests"; TEST_CLOCK): off, the path is unknown like any other and the
// site's time is the wall clock's; on, it tells the server's time and moves it forward, deferred jobs with it.

const HOUR = 3600_000;
const ADVANCE_MESSAGE = 'advanceMs must be a whole number of milliseconds from 1 to 34560000000';

/** The 404 body of a path no route answers, without its request id. */
const unknownPath = (res: request.Response) => ({ status: res.status, body: { ...res.body, requestId: undefined } });

describe('the test clock route', () => {
  describe('with TEST_CLOCK off (the default)', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({ TEST_CLOCK: 'off' });
    }, 60_000);
    afterAll(async () => testApp?.close());

    it('answers like a path that does not exist, and leaves the time alone', async () => {
      const http = () => request(testApp.app.getHttpServer());
      const moved = await http().post(TEST_CLOCK_PATH).send({ advanceMs: HOUR });
      const nowhere = await http().post('/api/test/nowhere').send({ advanceMs: HOUR });
      expect(moved.status).toBe(404);
      expect(unknownPath(moved)).toEqual({ ...unknownPath(nowhere), body: { ...unknownPath(nowhere).body, error: nowhere.body.error.replace('/api/test/nowhere', TEST_CLOCK_PATH) } });
      expect((await http().get(TEST_CLOCK_PATH)).status).toBe(404);
      expect(Math.abs(testApp.app.get(Clock).now() - Date.now())).toBeLessThan(1000);
    });
  });

  describe('with TEST_CLOCK on', () => {
    let testApp: TestApp;
    let db: pg.Client;
    beforeAll(async () => {
      testApp = await createTestApp({ TEST_CLOCK: 'on', ESCALATE_AFTER_MINUTES: '60', QUOTE_THROTTLE_LIMIT: '1000' });
      db = new pg.Client({ connectionString: testApp.databaseUrl });
      await db.connect();
    }, 60_000);
    afterAll(async () => {
      await db?.end();
      await testApp?.close();
      process.env.TEST_CLOCK = 'off';
    });

    it('tells the server\'s time and moves it forward, and a lead\'s escalation due in an hour with it', async () => {
      const http = () => request(testApp.app.getHttpServer());
      const told = await http().get(TEST_CLOCK_PATH).expect(200);
      expect(told.headers['cache-control']).toBe('no-store');
      expect(Math.abs(Date.parse(told.body.now) - Date.now())).toBeLessThan(1000);

      const id = (await postLead(testApp.app, homeQuote).expect(201)).body.id as string;
      const stepDue = async () => (await db.query(`select start_after <= now() as due from pgboss.job where name = $1 and data ? 'step' and data->>'leadId' = $2`, [NOTIFY_QUEUE, id])).rows;
      expect(await stepDue()).toEqual([{ due: false }]);

      const moved = await http().post(TEST_CLOCK_PATH).send({ advanceMs: HOUR }).expect(200);
      expect(moved.body).toEqual({ success: true, now: expect.any(String) });
      expect(Date.parse(moved.body.now) - Date.now()).toBeGreaterThan(HOUR - 1000);
      expect(Date.parse(moved.body.now) - Date.now()).toBeLessThanOrEqual(HOUR);
      expect(Math.abs(testApp.app.get(Clock).now() - Date.parse(moved.body.now))).toBeLessThan(1000);
      expect(Date.parse((await http().get(TEST_CLOCK_PATH).expect(200)).body.now)).toBeGreaterThanOrEqual(Date.parse(moved.body.now));
      expect(await stepDue()).toEqual([{ due: true }]);
    });

    it('refuses a move that is not a whole number of milliseconds from 1 to 400 days with a 400 naming advanceMs', async () => {
      const before = testApp.app.get(Clock).now() - Date.now();
      for (const body of [{}, { advanceMs: 0 }, { advanceMs: -1000 }, { advanceMs: 1.5 }, { advanceMs: '1000' }, { advanceMs: null }, { advanceMs: 400 * 24 * HOUR + 1 }]) {
        const res = await request(testApp.app.getHttpServer()).post(TEST_CLOCK_PATH).send(body);
        expect([res.status, res.body]).toEqual([400, validationRefusal(res, JSON.stringify({ advanceMs: ADVANCE_MESSAGE }))]);
      }
      const extra = await request(testApp.app.getHttpServer()).post(TEST_CLOCK_PATH).send({ advanceMs: 1000, by: 'me' });
      expect(extra.status).toBe(400);
      expect(Math.abs(testApp.app.get(Clock).now() - Date.now() - before)).toBeLessThan(1000);
    });
  });
});
